import { addDays, addMonths, addYears, endOfWeek, startOfWeek } from 'date-fns';
import { dayDate, dayOf, monthOf, shiftMonth, type CalendarMonth } from './calendar-month';

/**
 * Moving through the date picker's calendar: the keys of a date grid (the WAI-ARIA date picker
 * pattern) and which months show. Focus never goes past today: later days cannot be picked
 * (SPEC §5), and the picker never shows a month after today's.
 */

const MOVES = {
  ArrowLeft: (date: Date) => addDays(date, -1),
  ArrowRight: (date: Date) => addDays(date, 1),
  ArrowUp: (date: Date) => addDays(date, -7),
  ArrowDown: (date: Date) => addDays(date, 7),
  Home: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  End: (date: Date) => endOfWeek(date, { weekStartsOn: 1 }),
  PageUp: (date: Date) => addMonths(date, -1),
  PageDown: (date: Date) => addMonths(date, 1),
} as const;

export type CalendarKey = keyof typeof MOVES;

export const isCalendarKey = (key: string): key is CalendarKey => Object.hasOwn(MOVES, key);

const notAfter = (day: string, today: string): string => (day > today ? today : day);

/** With Shift, Page Up and Page Down go by a year (the WAI-ARIA date picker pattern). */
const YEAR_MOVES: Partial<Record<CalendarKey, (date: Date) => Date>> = {
  PageUp: (date) => addYears(date, -1),
  PageDown: (date) => addYears(date, 1),
};

/**
 * The day focus moves to: arrows by a day or a week, Home and End to the week's Monday and
 * Sunday, Page Up and Page Down by a month, with Shift by a year (to the month's last day when
 * it is shorter).
 */
export const focusAfterKey = (
  day: string,
  key: CalendarKey,
  today: string,
  shift = false,
): string =>
  notAfter(dayOf(((shift ? YEAR_MOVES[key] : undefined) ?? MOVES[key])(dayDate(day))), today);

/**
 * The focused day when the Previous or Next month button pages the view: it moves along by
 * the same months, so it stays in view.
 */
export const focusAfterPaging = (day: string, by: number, today: string): string =>
  notAfter(dayOf(addMonths(dayDate(day), by)), today);

/** The `count` months that end with `last`, oldest first. */
export const monthsEndingWith = (last: CalendarMonth, count: number): CalendarMonth[] =>
  Array.from({ length: count }, (_, index) => shiftMonth(last, index - count + 1));

/**
 * The last month to show so the focused day is in view: the view stays put while it is, and
 * otherwise moves just far enough to show it.
 */
export function lastMonthShowing(focus: string, last: CalendarMonth, count: number): CalendarMonth {
  const month = monthOf(focus);
  if (month > last) return month;
  const first = shiftMonth(last, 1 - count);
  return month < first ? shiftMonth(month, count - 1) : last;
}
