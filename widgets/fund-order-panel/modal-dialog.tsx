import { useEffect, useRef, type ReactNode } from 'react';
import * as css from './fund-order-panel.css';

/**
 * A modal dialog on the native `<dialog>`: the browser traps focus, makes the page behind it
 * inert, closes it on Escape and returns focus to where it was. `onClose` hears every way it
 * closes (Escape included).
 */
export function ModalDialog(props: {
  open: boolean;
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const { open, onClose } = props;

  useEffect(() => {
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
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const closed = () => onClose();
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      className={css.dialog}
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      aria-modal="true"
    >
      {open ? <div className={css.dialogBody}>{props.children}</div> : null}
    </dialog>
  );
}
