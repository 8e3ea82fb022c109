import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { formatCalendarDate } from '../../../../core/i18n';
import {
  EMPTY_SELECTION,
  dateRangeSelection,
  isPickable,
  pickedRange,
  selectionOf,
  type RangeSelection,
} from '../../model/date-range-selection';
import { typedDateText, typedRange, type TypedRangeErrors } from '../../model/typed-date';
import * as fields from '../../drawer/drawer.css';
import * as css from './custom-range.css';
import type { CustomRangeProps } from './custom-range-props';
import { RangeCalendar } from './range-calendar';
import { useElementId } from '../../../shared/use-element-id';

/**
 * The content of the footer's custom date picker: the From and To fields
 * first, what to do next, the calendar, and Clear beside Confirm, the one button that applies
 * the range. It opens with the applied range and the focus
 * on From. Days are picked in the calendar or typed in the locale's date format; a picked day
 * is typed into its field, so what the fields say is what the button or Enter applies, once
 * both days are right; else each field says what is wrong with it, and a screen reader hears
 * it. On desktop a picked range is applied as soon as both ends are set.
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
  const textsOf = (chosen: RangeSelection) => ({
    from: chosen.start ? typedDateText(chosen.start, locale) : '',
    to: chosen.end ? typedDateText(chosen.end, locale) : '',
  });
  const [texts, setTexts] = useState(() => textsOf(selection));
  const [errors, setErrors] = useState<TypedRangeErrors>({});
  const fieldId = useElementId();
  const from = useRef<HTMLInputElement>(null);
  // The popover starts on From; the small screen's dialog gives it the focus itself (data-autofocus).
  useLayoutEffect(() => from.current?.focus(), []);

  const choose = (next: RangeSelection) => {
    setSelection(next);
    setTexts(textsOf(next));
    setErrors({});
  };

  const pick = (day: string) => {
    const next = dateRangeSelection(selection, { type: 'picked', day, today });
    choose(next);
    const completed = pickedRange(next);
    if (!compact && completed && next !== selection) {
      onApply(completed);
      onDone();
    }
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const typed = typedRange(texts, locale, today);
    if ('errors' in typed) {
      setErrors(typed.errors);
      return;
    }
    onApply(typed);
    onDone();
  };

  const clear = () => {
    choose(EMPTY_SELECTION);
    onClear();
  };

  const status = picked
    ? t('priceGraph.periodName.CUSTOM', {
        from: formatCalendarDate(picked.from, locale),
        to: formatCalendarDate(picked.to, locale),
      })
    : selection.start === undefined
      ? t('priceGraph.customRange.chooseStart')
      : t('priceGraph.customRange.chooseEnd');

  const format = t('priceGraph.customRange.dateFormat');
  const field = (end: 'from' | 'to') => {
    const id = `${fieldId}-${end}`;
    const error = errors[end];
    return (
      <div className={`${fields.field} ${css.dateField}`}>
        <label htmlFor={id} className={fields.label}>
          {t(`priceGraph.customRange.${end}`)}
        </label>
        <input
          ref={end === 'from' ? from : undefined}
          id={id}
          className={fields.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          data-autofocus={end === 'from' ? '' : undefined}
          value={texts[end]}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setTexts((current) => ({ ...current, [end]: event.target.value }))}
        />
        <span id={`${id}-hint`} className={fields.message}>
          {format}
        </span>
        {error ? (
          <span id={`${id}-error`} className={fields.error} role="alert">
            {t(`priceGraph.customRange.${error.kind}`, { format, date: error.date ?? '' })}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <form
      className={compact ? `${css.picker} ${css.compact}` : css.picker}
      noValidate
      onSubmit={apply}
    >
      <div className={css.dateFields}>
        {field('from')}
        {field('to')}
      </div>
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
        <button type="submit" className={css.primaryButton}>
          {t('priceGraph.customRange.confirm')}
        </button>
      </div>
    </form>
  );
}
