import type { Locale } from '../../../core/i18n';
import { isPickable } from './date-range-selection';

/**
 * Typing the custom range's dates: each end in the locale's numeric date format (2026-11-21 in
 * Swedish, 21.11.2026 in Norwegian, Danish and Finnish, 21/11/2026 in English), read back to a
 * calendar day (`yyyy-MM-dd`) and judged by the picker's rules: a real date, not after today
 * (SPEC §5), the start not after the end.
 */

type DatePart = 'year' | 'month' | 'day';

/** The order of the date's parts and the mark between them in `locale`'s numeric date. */
function numericDateShape(locale: Locale): { order: DatePart[]; separator: string } {
  const parts = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).formatToParts(0);
  const order = parts
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'year' || type === 'month' || type === 'day');
  const separator = parts.find((part) => part.type === 'literal')?.value ?? '-';
  return { order, separator };
}

/** A calendar day (`yyyy-MM-dd`) written as the locale writes a date in digits. */
export function typedDateText(day: string, locale: Locale): string {
  const [year = '', month = '', day_ = ''] = day.split('-');
  const values: Record<DatePart, string> = { year, month, day: day_ };
  const { order, separator } = numericDateShape(locale);
  return order.map((part) => values[part]).join(separator);
}

/**
 * The calendar day `text` names, read in the locale's order; any of `-./` or a space may
 * separate the parts, and a day or month may have one digit. `undefined` when it is no date.
 */
export function typedDateDay(text: string, locale: Locale): string | undefined {
  const found = /^\s*(\d{1,4})[-./\s](\d{1,2})[-./\s](\d{1,4})\s*$/.exec(text);
  if (!found) return undefined;
  const { order } = numericDateShape(locale);
  const values = Object.fromEntries(order.map((part, index) => [part, found[index + 1]])) as Record<
    DatePart,
    string
  >;
  if (values.year.length !== 4) return undefined;
  const [year, month, day] = [Number(values.year), Number(values.month), Number(values.day)];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return undefined;
  return `${values.year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** What is wrong with a typed end: not a date, or after today. */
export type TypedDateError = 'invalid' | 'future';

/** What is wrong with a typed range: each end's own error, or the start after the end. */
export interface TypedRangeErrors {
  from?: TypedDateError;
  to?: TypedDateError | 'beforeFrom';
}

/**
 * The typed range: both days, or what is wrong with the texts. The start after the end is an
 * error of the end (it is the one a reader typed last), not swapped as picked days are.
 */
export function typedRange(
  texts: { from: string; to: string },
  locale: Locale,
  today: string,
): { from: string; to: string } | { errors: TypedRangeErrors } {
  const judge = (text: string): string | TypedDateError => {
    const day = typedDateDay(text, locale);
    if (day === undefined) return 'invalid';
    return isPickable(day, today) ? day : 'future';
  };
  const from = judge(texts.from);
  const to = judge(texts.to);
  const errors: TypedRangeErrors = {};
  if (from === 'invalid' || from === 'future') errors.from = from;
  if (to === 'invalid' || to === 'future') errors.to = to;
  else if (!errors.from && from > to) errors.to = 'beforeFrom';
  return errors.from || errors.to ? { errors } : { from, to };
}
