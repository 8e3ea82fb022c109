import { useCallback, useLayoutEffect, useRef, useState, type JSX } from 'react';
import { ModalDialog } from '../../../shared/modal-dialog';
import { visuallyHidden } from '../../../shared/visually-hidden.css';
import { typedDateText } from '../../model/typed-date';
import { focusedIn } from '../../ui/tabbable';
import type { CalendarRange } from '../../model/date-range-selection';
import type { CustomRangeProps } from './custom-range-props';
import * as css from './custom-range.css';
import { CalendarIcon, CloseIcon } from './range-icons';
import { RangePicker } from './range-picker';
import { useElementId } from '../../../shared/use-element-id';

export type { CalendarRange };

/**
 * The footer's custom date range (docs/rules.md#price-graph): a Custom button that opens a range
 * picker. On desktop it is a non-modal popover below the button with two months; an outside click
 * or Escape closes it. On small screens the button is an icon and the picker fills the screen.
 * Either picker has Clear and Confirm. Days after today cannot be picked. The button keeps its size
 * whether a range is applied or not: on desktop the range shows on a line of its own under the
 * word, on a small screen the pressed icon stands for it.
 */
export function CustomRangeControl(props: CustomRangeProps): JSX.Element {
  const { range, today, compact, locale, t, onApply, onClear } = props;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverId = useElementId();
  const titleId = useElementId();
  const label = t('priceGraph.custom');
  // A range, as the button writes it: in the locale's date format.
  const rangeText = ({ from, to }: CalendarRange) =>
    ` ${typedDateText(from, locale)} – ${typedDateText(to, locale)}`;
  const title = t('priceGraph.customRange.title');

  // The modal dialog gives focus back to the button itself when it closes.
  const closeDialog = useCallback(() => setOpen(false), []);
  const closePopover = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  // Added in the commit that opens the picker, not after its first frame as an effect would be
  // (Preact runs effects after the next frame): an Escape or a click outside as soon as it opens
  // must not go unheard.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!open || compact || !root) return;
    // The control lives in a shadow root: a click inside it reaches the document retargeted to
    // the host, so only the event's composed path tells inside from outside.
    const closeOnOutside = (event: PointerEvent) => {
      if (!event.composedPath().includes(root)) setOpen(false);
    };
    // Escape belongs to the picker: the graph must not also leave fullscreen on it.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      closePopover();
    };
    // Tabbing out of the picker closes it: it would otherwise stay open over the page, away
    // from the focus. The focus is judged once it has landed (it may land on nothing, past the
    // page's last control); a window losing focus keeps its element focused, and the picker.
    let landing: ReturnType<typeof setTimeout> | undefined;
    const closeOnFocusOut = () => {
      clearTimeout(landing);
      landing = setTimeout(() => {
        const focused = focusedIn(root);
        if (!focused || !root.contains(focused)) setOpen(false);
      });
    };
    document.addEventListener('pointerdown', closeOnOutside);
    root.addEventListener('keydown', closeOnEscape);
    root.addEventListener('focusout', closeOnFocusOut);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      root.removeEventListener('keydown', closeOnEscape);
      root.removeEventListener('focusout', closeOnFocusOut);
      clearTimeout(landing);
    };
  }, [open, compact, closePopover]);

  const picker = (
    <RangePicker
      range={range}
      today={today}
      compact={compact}
      locale={locale}
      t={t}
      onApply={onApply}
      onClear={onClear}
      onDone={compact ? closeDialog : closePopover}
    />
  );

  return (
    <div ref={rootRef} className={css.control}>
      <button
        ref={buttonRef}
        type="button"
        className={compact ? css.iconTrigger : css.trigger}
        title={compact ? label : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && !compact ? popoverId : undefined}
        aria-pressed={range !== undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {compact ? <CalendarIcon /> : null}
        {/* On a small screen the icon stands for the word and the range; both stay in the name. */}
        <span className={compact ? visuallyHidden : undefined}>{label}</span>
        {compact ? (
          range ? (
            <span className={visuallyHidden}>{rangeText(range)}</span>
          ) : null
        ) : (
          // The range's line keeps its room while no range is applied (today to today, out of
          // sight), so applying one moves nothing in the period bar.
          <span className={css.appliedRange} aria-hidden={range ? undefined : true}>
            {rangeText(range ?? { from: today, to: today })}
          </span>
        )}
      </button>
      {compact ? (
        <ModalDialog open={open} fullscreen labelledBy={titleId} onClose={closeDialog}>
          <div className={css.dialogHeader}>
            <h2 id={titleId} className={css.dialogTitle}>
              {title}
            </h2>
            <button
              type="button"
              className={css.iconButton}
              aria-label={t('priceGraph.customRange.close')}
              onClick={closeDialog}
            >
              <CloseIcon />
            </button>
          </div>
          {picker}
        </ModalDialog>
      ) : open ? (
        // Focusable itself, so a click on its text or a disabled day keeps the focus inside.
        <div id={popoverId} role="dialog" aria-label={title} className={css.popover} tabIndex={-1}>
          {picker}
        </div>
      ) : null}
    </div>
  );
}
