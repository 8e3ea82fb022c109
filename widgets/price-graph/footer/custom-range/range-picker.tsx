import { useState, type FormEvent } from 'react';
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
 * The content of the date picker (SPEC §2 "Footer custom date picker"): the From and To fields,
 * what to do next, the calendar and its buttons. It opens with the applied range. Days are
 * picked in the calendar or typed in the locale's date format; a typed range is applied with
 * Enter or Apply once both days are right, and its errors say what is wrong. On desktop a
 * picked range is applied as soon as both ends are set (SPEC §5); in compact mode Confirm
 * applies it.
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

  const applyTyped = (event: FormEvent) => {
    event.preventDefault();
    const typed = typedRange(texts, locale, today);
    if ('errors' in typed) {
      setErrors(typed.errors);
      return;
    }
    choose({ start: typed.from, end: typed.to });
    onApply(typed);
    onDone();
  };

  const clear = () => {
    choose(EMPTY_SELECTION);
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

  const format = t('priceGraph.customRange.dateFormat');
  const errorText = (error: TypedRangeErrors['to']) =>
    error === 'invalid'
      ? t('priceGraph.customRange.invalidDate', { format })
      : error === 'future'
        ? t('priceGraph.customRange.futureDate')
        : error === 'beforeFrom'
          ? t('priceGraph.customRange.beforeFrom')
          : '';
  const field = (end: 'from' | 'to') => {
    const id = `${fieldId}-${end}`;
    const error = errorText(errors[end]);
    return (
      <div className={`${fields.field} ${css.dateField}`}>
        <label htmlFor={id} className={fields.label}>
          {t(`priceGraph.customRange.${end}`)}
        </label>
        <input
          id={id}
          className={fields.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={texts[end]}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setTexts((current) => ({ ...current, [end]: event.target.value }))}
        />
        <span id={`${id}-hint`} className={fields.message}>
          {format}
        </span>
        {error ? (
          <span id={`${id}-error`} className={fields.error}>
            {error}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <div className={compact ? `${css.picker} ${css.compact}` : css.picker}>
      <form className={css.dateFields} noValidate onSubmit={applyTyped}>
        {field('from')}
        {field('to')}
        <button type="submit" className={`${css.secondaryButton} ${css.applyButton}`}>
          {t('priceGraph.customRange.apply')}
        </button>
      </form>
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
