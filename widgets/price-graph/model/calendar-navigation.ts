import { addDays, addMonths, weekStart, type CalendarDay } from './calendar-day';
import { monthOf, shiftMonth, type CalendarMonth } from './calendar-month';

/**
 * Moving through the date picker's calendar: the keys of a date grid (the WAI-ARIA date picker
 * pattern) and which months show. Focus never goes past today: later days cannot be picked, and the
 * picker never shows a month after today's.
 */

const MOVES = {
  ArrowLeft: (day: CalendarDay) => addDays(day, -1),
  ArrowRight: (day: CalendarDay) => addDays(day, 1),
  ArrowUp: (day: CalendarDay) => addDays(day, -7),
  ArrowDown: (day: CalendarDay) => addDays(day, 7),
  Home: weekStart,
  End: (day: CalendarDay) => addDays(weekStart(day), 6),
  PageUp: (day: CalendarDay) => addMonths(day, -1),
  PageDown: (day: CalendarDay) => addMonths(day, 1),
} as const;

export type CalendarKey = keyof typeof MOVES;

export const isCalendarKey = (key: string): key is CalendarKey => Object.hasOwn(MOVES, key);

const notAfter = (day: string, today: string): string => (day > today ? today : day);

/** With Shift, Page Up and Page Down go by a year (the WAI-ARIA date picker pattern). */
const YEAR_MOVES: Partial<Record<CalendarKey, (day: CalendarDay) => CalendarDay>> = {
  PageUp: (day) => addMonths(day, -12),
  PageDown: (day) => addMonths(day, 12),
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
): string => notAfter(((shift ? YEAR_MOVES[key] : undefined) ?? MOVES[key])(day), today);

/**
 * The focused day when the Previous or Next month button pages the view: it moves along by
 * the same months, so it stays in view.
 */
export const focusAfterPaging = (day: string, by: number, today: string): string =>
  notAfter(addMonths(day, by), today);

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
