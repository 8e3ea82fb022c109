/*
 * Calendar days, written `yyyy-MM-dd`: dates without a time of day or a zone. Their arithmetic runs
 * on UTC midnights, where no daylight saving change can move a day, and their text is written from
 * the UTC fields. The fixed-width format also sorts as text in date order, which the range rules
 * rely on.
 */

/** A day as `yyyy-MM-dd`. */
export type CalendarDay = string;

/** A calendar day's length in UTC, where no clock change lengthens or shortens one. */
export const DAY_MS = 86_400_000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The day of a UTC midnight (or of any instant, as UTC reads it), epoch milliseconds. */
export function utcDay(epochMs: number): CalendarDay {
  const date = new Date(epochMs);
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;
}

/**
 * The UTC midnight of a year, month (0–11, counted on past December) and day of month (0 is
 * the last of the month before), epoch milliseconds; years below 100 stay themselves.
 */
export const utcMidnight = (year: number, month: number, date: number): number =>
  new Date(0).setUTCFullYear(year, month, date);

/** The year, month (1–12) and day of month of a day. */
export function dayParts(day: CalendarDay): [year: number, month: number, date: number] {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return [year, month, date];
}

/** The day `days` days after `day` (before it when negative). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const [year, month, date] = dayParts(day);
  return utcDay(utcMidnight(year, month - 1, date) + days * DAY_MS);
}

/**
 * The day `months` months after `day` (before it when negative), on the same day of the
 * month, or on the last day of a month that has no such day (31 March less one month is
 * 28 February).
 */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const [year, month, date] = dayParts(day);
  const lastDate = new Date(utcMidnight(year, month + months, 0)).getUTCDate();
  return utcDay(utcMidnight(year, month - 1 + months, Math.min(date, lastDate)));
}

/** The Monday of a day's week (weeks start on Monday). */
export function weekStart(day: CalendarDay): CalendarDay {
  const [year, month, date] = dayParts(day);
  const weekday = new Date(utcMidnight(year, month - 1, date)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
