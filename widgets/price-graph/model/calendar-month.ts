import { addDays, addMonths, weekStart, type CalendarDay } from './calendar-day';

/** A month as `yyyy-MM`. */
export type CalendarMonth = string;

export const monthOf = (day: CalendarDay): CalendarMonth => day.slice(0, 'yyyy-MM'.length);

/** The month `by` months after `month` (before it when negative). */
export const shiftMonth = (month: CalendarMonth, by: number): CalendarMonth =>
  monthOf(addMonths(`${month}-01`, by));

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
    let monday = weekStart(`${month}-01`);
    monthOf(monday) <= month;
    monday = addDays(monday, 7)
  ) {
    const week = Array.from({ length: 7 }, (_, weekday) => addDays(monday, weekday));
    weeks.push(week.map((day) => ({ day, inMonth: monthOf(day) === month })));
  }
  return weeks;
}
