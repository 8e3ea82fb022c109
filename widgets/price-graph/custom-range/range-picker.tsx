import { useState } from 'react';
import { formatCalendarDate } from '../../../core/i18n';
import {
  EMPTY_SELECTION,
  dateRangeSelection,
  isPickable,
  pickedRange,
  selectionOf,
} from '../model/date-range-selection';
import * as css from './custom-range.css';
import type { CustomRangeProps } from './custom-range-control';
import { RangeCalendar } from './range-calendar';

/**
 * The content of the date picker (SPEC §2 "Footer custom date picker"): what to do next, the
 * calendar and its buttons. It opens with the applied range. On desktop a range is applied as
 * soon as both ends are set (SPEC §5); in compact mode Confirm applies it.
 */
export function RangePicker(
  props: CustomRangeProps & {
    /** A range was applied: the picker is done. */
    onDone: () => void;
  },
) {
  const { range, today, compact, locale, t, onApply, onClear, onDone } = props;
  const [selection, setSelection] = useState(() => selectionOf(range));
  const picked = pickedRange(selection);

  const pick = (day: string) => {
    const next = dateRangeSelection(selection, { type: 'picked', day, today });
    setSelection(next);
    const completed = pickedRange(next);
    if (!compact && completed && next !== selection) {
      onApply(completed);
      onDone();
    }
  };

  const clear = () => {
    setSelection(EMPTY_SELECTION);
    onClear();
  };

  const confirm = () => {
    if (!picked) return;
    onApply(picked);
    onDone();
  };

  const status = picked
    ? t('priceGraph.periodName.CUSTOM', {
        from: formatCalendarDate(picked.from, locale),
        to: formatCalendarDate(picked.to, locale),
      })
    : selection.start === undefined
      ? t('priceGraph.customRange.chooseStart')
      : t('priceGraph.customRange.chooseEnd');

  return (
    <div className={compact ? `${css.picker} ${css.compact}` : css.picker}>
      <p role="status" className={css.status}>
        {status}
      </p>
      <RangeCalendar
        monthCount={compact ? 1 : 2}
        selection={selection}
        today={today}
        initialFocus={range && isPickable(range.to, today) ? range.to : today}
        locale={locale}
        t={t}
        onPick={pick}
      />
      <div className={css.actions}>
        <button type="button" className={css.secondaryButton} onClick={clear}>
          {t('priceGraph.customRange.clear')}
        </button>
        {compact ? (
          <button type="button" className={css.primaryButton} disabled={!picked} onClick={confirm}>
            {t('priceGraph.customRange.confirm')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
