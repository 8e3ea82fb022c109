import { dayNumberOf, dayTextOf, isTradingDay, type Market } from './data/markets';

/**
 * Calendar days as the broker counts them: in Stockholm time, written `yyyy-MM-dd`. "Today"
 * decides the same-day rules of allocation requests and the index-fund daily maximum;
 * the trading days of a fund's market (weekends and the exchange's holidays closed) decide
 * when it next trades.
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

/** The first day after `day` the market trades. */
export function nextTradingDay(market: Market, day: string): string {
  let number = dayNumberOf(day) + 1;
  while (!isTradingDay(market, number)) number += 1;
  return dayTextOf(number);
}

/** The last day the market trades in the month `day` falls in. */
function lastTradingDayOfMonth(market: Market, day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  let number = Date.UTC(year, month, 0) / DAY_MS;
  while (!isTradingDay(market, number)) number -= 1;
  return dayTextOf(number);
}

/** The first last-trading-day-of-a-month after `day`: when a monthly fund next trades. */
export function nextMonthEndTradingDay(market: Market, day: string): string {
  const thisMonth = lastTradingDayOfMonth(market, day);
  if (thisMonth > day) return thisMonth;
  const [year, month] = day.split('-').map(Number) as [number, number];
  return lastTradingDayOfMonth(market, dayTextOf(Date.UTC(year, month, 1) / DAY_MS));
}

/** The next day, from `day` on, that falls on `dayOfMonth` (1–28). */
export function nextDayOfMonth(day: string, dayOfMonth: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const monthIndex = date <= dayOfMonth ? month - 1 : month;
  return dayTextOf(Date.UTC(year, monthIndex, dayOfMonth) / DAY_MS);
}
