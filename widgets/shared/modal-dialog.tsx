import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import * as css from './modal-dialog.css';

/**
 * A modal dialog on the native `<dialog>`: the browser traps focus, makes the page behind it
 * inert, closes it on Escape and returns focus to where it was. `onClose` hears every way it
 * closes (Escape included). `fullscreen` fills the viewport, for small screens.
 */
export function ModalDialog(props: {
  open: boolean;
  labelledBy: string;
  describedBy?: string;
  /** Fill the whole viewport instead of a centred box; default false. */
  fullscreen?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const { open, onClose, fullscreen = false } = props;

  // A layout effect: the dialog opens or closes before any passive effect of the same render
  // moves focus, since an open modal dialog makes everything outside it inert.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal; a plain open dialog is the closest it can show.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // showModal moves focus to the first control; content that marks an element to start on
      // (a result's heading) gets it instead, so a reader hears the heading first.
      const start = dialog.querySelector('[data-autofocus]');
      if (start instanceof HTMLElement) start.focus();
    } else if (!open && dialog.open) {
      // Closing gives focus back to where it was before the dialog opened (the action button).
      // When something outside the dialog took focus meanwhile (a result's heading appearing
      // as the dialog closes), it keeps it.
      const root = dialog.getRootNode();
      const focused =
        root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null;
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (focused instanceof HTMLElement && !dialog.contains(focused)) focused.focus();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const closed = () => onClose();
    // Escape belongs to the dialog (it closes it); the page must not also act on it, e.g. by
    // closing the side panel the widget sits in.
    const keepEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') event.stopPropagation();
    };
    dialog.addEventListener('close', closed);
    dialog.addEventListener('keydown', keepEscape);
    return () => {
      dialog.removeEventListener('close', closed);
      dialog.removeEventListener('keydown', keepEscape);
    };
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      className={fullscreen ? `${css.dialog} ${css.fullscreen}` : css.dialog}
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      aria-modal="true"
    >
      {open ? (
        <div className={fullscreen ? `${css.body} ${css.fullscreenBody}` : css.body}>
          {props.children}
        </div>
      ) : null}
    </dialog>
  );
}
