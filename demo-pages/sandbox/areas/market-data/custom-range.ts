import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { dayNumberOf } from '../../data/markets';
import type { PricePath } from '../../data/price-paths';
import { calendarDateParam, requireDateOrder } from '../../request-input';
import { Rejection } from '../../router';

/** A CUSTOM period's window (footer date range) and its length in calendar days. */
export interface CustomRange {
  readonly fromMs: number;
  readonly toMs: number;
  /** Calendar days from `from` to `to` (or today, when `to` is later), both counted. */
  readonly days: number;
}

/** Local midnight at the start of a `yyyy-MM-dd` day. */
function startOfLocalDay(day: string, timeZone: string): TZDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, timeZone);
}

/** The `yyyy-MM-dd` date of an instant in a time zone. */
function localDate(epochMs: number, timeZone: string): string {
  const date = new TZDate(epochMs, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The window of `from-to`: from the start of `from` to the end of `to`, both read as days of
 * the market's calendar (the listing's time zone), and never past now: a `to` in the future is
 * cut at now, as the date picker disables future days and nothing has a price
 * yet. A `from` in the future, a `to` before `from` or a malformed date is a 400 INPUT_ERROR.
 */
export function customRange(path: PricePath, query: URLSearchParams, now: number): CustomRange {
  const from = calendarDateParam(query.get('from'), 'from');
  const to = calendarDateParam(query.get('to'), 'to');
  const today = localDate(now, path.timeZone);
  if (from > today) {
    throw new Rejection(400, 'INPUT_ERROR', `from (${from}) is in the future (today is ${today})`);
  }
  requireDateOrder({ name: 'from', date: from }, { name: 'to', date: to });
  const lastDay = to < today ? to : today;
  const endMs = addDays(startOfLocalDay(lastDay, path.timeZone), 1).getTime() - 1;
  return {
    fromMs: startOfLocalDay(from, path.timeZone).getTime(),
    toMs: Math.min(endMs, now),
    days: dayNumberOf(lastDay) - dayNumberOf(from) + 1,
  };
}
