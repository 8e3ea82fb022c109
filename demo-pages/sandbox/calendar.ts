/**
 * Calendar days as the broker counts them: in Stockholm time, written `yyyy-MM-dd`. "Today"
 * decides the same-day rules of allocation requests (SPEC §6) and the index-fund daily maximum;
 * business days decide a fund's next trading day. Public holidays are not modelled.
 */

const STOCKHOLM_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const DAY_MS = 86_400_000;

/** The Stockholm calendar day of an instant, `yyyy-MM-dd`. */
export const calendarDay = (epochMillis: number): string => STOCKHOLM_DAY.format(epochMillis);

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (number: number): string => new Date(number * DAY_MS).toISOString().slice(0, 10);
const isWeekday = (number: number): boolean => {
  const weekday = new Date(number * DAY_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** The first business day (Monday to Friday) after `day`. */
export function nextBusinessDay(day: string): string {
  let number = dayNumber(day) + 1;
  while (!isWeekday(number)) number += 1;
  return dayText(number);
}

/** The last business day of the month `day` falls in. */
function lastBusinessDayOfMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  let number = Date.UTC(year, month, 0) / DAY_MS;
  while (!isWeekday(number)) number -= 1;
  return dayText(number);
}

/** The first last-business-day-of-a-month after `day`: when a monthly fund next trades. */
export function nextMonthEndBusinessDay(day: string): string {
  const thisMonth = lastBusinessDayOfMonth(day);
  if (thisMonth > day) return thisMonth;
  const [year, month] = day.split('-').map(Number) as [number, number];
  return lastBusinessDayOfMonth(dayText(Date.UTC(year, month, 1) / DAY_MS));
}

/** The next day, from `day` on, that falls on `dayOfMonth` (1–28). */
export function nextDayOfMonth(day: string, dayOfMonth: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const monthIndex = date <= dayOfMonth ? month - 1 : month;
  return dayText(Date.UTC(year, monthIndex, dayOfMonth) / DAY_MS);
}
