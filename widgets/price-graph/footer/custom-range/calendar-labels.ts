import type { Locale } from '../../../../core/i18n';
import type { CalendarMonth } from '../../model/calendar-month';

/*
 * The calendar's words come from Intl in the reader's locale. They name calendar days and
 * months, not instants, so they are formatted in UTC: no time zone can shift them.
 */

/** Monday 1 January 2024: the first of the seven days that name the weekdays, Monday first. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

export interface WeekdayLabel {
  /** Shown as the column header, e.g. `Mon`. */
  short: string;
  /** For assistive technology, e.g. `Monday`. */
  long: string;
}

export function weekdayLabels(locale: Locale): WeekdayLabel[] {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, index) => {
    const time = A_MONDAY + index * DAY_MS;
    return { short: short.format(time), long: long.format(time) };
  });
}

/** A month and its year, e.g. `November 2026` in en-GB, `november 2026` in sv-SE. */
export const monthLabel = (month: CalendarMonth, locale: Locale): string =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${month}-01T00:00:00Z`),
  );
