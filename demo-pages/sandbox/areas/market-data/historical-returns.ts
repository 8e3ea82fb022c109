import { TZDate } from '@date-fns/tz';
import type { HistoricalReturnsRow } from '../../../../core/schemas/historical-returns';
import type { PricePath } from '../../data/price-paths';
import { developmentBase, percentChange } from './reference-close';
import { resolutionBars } from './resolution-bars';

/** How many calendar years the table shows, this year included. */
const YEARS_SHOWN = 10;

/**
 * One calendar year of the historical table: the development from the close before the year
 * to its last close (to the price now, for the year under way), the highest and lowest daily
 * close, and a stock's turnover, the sum of each day's close times its volume. Funds and
 * indices trade no volume of their own, so their turnover is null. Null when the year has no
 * price.
 */
function yearRow(path: PricePath, year: number, now: number): HistoricalReturnsRow | null {
  const fromMs = new TZDate(year, 0, 1, path.timeZone).getTime();
  const toMs = Math.min(now, new TZDate(year + 1, 0, 1, path.timeZone).getTime() - 1);
  const stock = path.kind === 'stock';
  const days = resolutionBars(path, fromMs, toMs, 'DAY', stock ? 'candles' : 'closes');
  const last = days.at(-1);
  const base = developmentBase(path, fromMs, false);
  if (!last || base === null) return null;
  let high = last.close;
  let low = last.close;
  let turnover = 0;
  for (const day of days) {
    high = Math.max(high, day.close);
    low = Math.min(low, day.close);
    turnover += day.close * day.volume;
  }
  return {
    period: String(year),
    performance: percentChange(base, last.close),
    high,
    low,
    turnover: stock ? Math.round(turnover) : null,
  };
}

/**
 * The rows of "Price time series returns" ("Historical table", §7): this year to date
 * and each earlier calendar year with prices, up to ten rows, newest first. Years are the
 * market's calendar years; the row's period is the year as text (the catalogue leaves the label to the
 * backend; the sandbox's choice).
 */
export function historicalReturns(path: PricePath, now: number): HistoricalReturnsRow[] {
  const thisYear = new TZDate(now, path.timeZone).getFullYear();
  return Array.from({ length: YEARS_SHOWN }, (_, back) =>
    yearRow(path, thisYear - back, now),
  ).filter((row): row is HistoricalReturnsRow => row !== null);
}
