import type { Locale } from '../../../core/i18n';
import { isPickable } from './date-range-selection';

/**
 * Typing the custom range's dates: each end in the locale's numeric date format (2026-11-21 in
 * Swedish, 21.11.2026 in Norwegian, Danish and Finnish, 21/11/2026 in English), read back to a
 * calendar day (`yyyy-MM-dd`) and judged by the picker's rules: a real date, not after today, the
 * start not after the end.
 */

type DatePart = 'year' | 'month' | 'day';

type DateShape = { order: DatePart[]; separator: string };

const dateShapes = new Map<Locale, DateShape>();

/**
 * The order of the date's parts and the mark between them in `locale`'s numeric date, worked
 * out once per locale (a date format is costly to build).
 */
function numericDateShape(locale: Locale): DateShape {
  let shape = dateShapes.get(locale);
  if (!shape) {
    shape = readDateShape(locale);
    dateShapes.set(locale, shape);
  }
  return shape;
}

function readDateShape(locale: Locale): DateShape {
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
 * What is wrong with a typed date, as its message says it: not in the locale's format (no date,
 * or no month of that number), a day its month does not have (`date` names it: "31 February
 * 2026"), a day after today (dates after today are disabled), or an end before the start.
 */
export interface TypedDateError {
  kind: 'invalidDate' | 'missingDay' | 'futureDate' | 'beforeFrom';
  date?: string;
}

/**
 * A day its month does not have, named as the locale writes a day in words: its month's first
 * day so written, with the day's number in place of the 1 (each of the kit's locales writes the
 * day first: "1 February 2026", "1. helmikuuta 2026").
 */
const missingDayName = (year: number, month: number, day: number, locale: Locale): string =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(Date.UTC(year, month - 1, 1))
    .replace('1', String(day));

/**
 * The calendar day `text` names, read in the locale's order; any of `-./` or a space may
 * separate the parts, and a day or month may have one digit. Else what is wrong with it.
 */
export function typedDateDay(text: string, locale: Locale): string | TypedDateError {
  const found = /^\s*(\d{1,4})[-./\s](\d{1,2})[-./\s](\d{1,4})\s*$/.exec(text);
  const { order } = numericDateShape(locale);
  const values = Object.fromEntries(
    order.map((part, index) => [part, found?.[index + 1]]),
  ) as Record<DatePart, string | undefined>;
  const [year, month, day] = [Number(values.year), Number(values.month), Number(values.day)];
  if (values.year?.length !== 4 || !(month >= 1 && month <= 12)) return { kind: 'invalidDate' };
  // Day 0 of the next month is the last of this one.
  if (!(day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate()))
    return { kind: 'missingDay', date: missingDayName(year, month, day, locale) };
  return `${values.year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** What is wrong with each end of a typed range. */
export interface TypedRangeErrors {
  from?: TypedDateError;
  to?: TypedDateError;
}

/**
 * The typed range: both days, or what is wrong with each end. The start after the end is an
 * error of the end (it is the one a reader typed last), not swapped as picked days are.
 */
export function typedRange(
  texts: { from: string; to: string },
  locale: Locale,
  today: string,
): { from: string; to: string } | { errors: TypedRangeErrors } {
  const judge = (text: string): string | TypedDateError => {
    const day = typedDateDay(text, locale);
    return typeof day !== 'string' || isPickable(day, today) ? day : { kind: 'futureDate' };
  };
  const from = judge(texts.from);
  let to = judge(texts.to);
  if (typeof from === 'string' && typeof to === 'string') {
    if (from <= to) return { from, to };
    to = { kind: 'beforeFrom' };
  }
  return {
    errors: {
      ...(typeof from === 'string' ? {} : { from }),
      ...(typeof to === 'string' ? {} : { to }),
    },
  };
}
