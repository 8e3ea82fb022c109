import { addDays, addMonths, startOfWeek } from 'date-fns';
import { dayText } from './graph-periods';

/*
 * Days are calendar dates written `yyyy-MM-dd` (SPEC §9), never instants: they are read as
 * local midnight and written back from local fields, so no time zone can move them a day.
 * The fixed-width format also sorts as text in date order, which the range rules rely on.
 */

/** A month as `yyyy-MM`. */
export type CalendarMonth = string;

/** The local-midnight `Date` of a `yyyy-MM-dd` day, for date-fns arithmetic. */
export function dayDate(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const local = new Date(year, month - 1, date);
  // Years below 100 would be read as 19xx.
  local.setFullYear(year);
  return local;
}

/** The `yyyy-MM-dd` day of a date built by `dayDate` and date-fns arithmetic. */
export const dayOf = dayText;

export const monthOf = (day: string): CalendarMonth => day.slice(0, 'yyyy-MM'.length);

/** The month `by` months after `month` (before it when negative). */
export const shiftMonth = (month: CalendarMonth, by: number): CalendarMonth =>
  monthOf(dayOf(addMonths(dayDate(`${month}-01`), by)));

export interface MonthDay {
  day: string;
  /** False for the days of the months before and after that fill its first and last week. */
  inMonth: boolean;
}

/** The weeks of a month, Monday first, each seven days; as many weeks as the month touches. */
export function calendarMonth(month: CalendarMonth): MonthDay[][] {
  const weeks: MonthDay[][] = [];
  // A week starting in a later month is past this one; the first starts on or before the 1st.
  for (
    let monday = startOfWeek(dayDate(`${month}-01`), { weekStartsOn: 1 });
    monthOf(dayOf(monday)) <= month;
    monday = addDays(monday, 7)
  ) {
    const week = Array.from({ length: 7 }, (_, weekday) => dayOf(addDays(monday, weekday)));
    weeks.push(week.map((day) => ({ day, inMonth: monthOf(day) === month })));
  }
  return weeks;
}
