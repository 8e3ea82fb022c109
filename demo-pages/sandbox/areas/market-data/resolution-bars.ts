import type { ResolutionId } from '../../../../core/schemas/enumerations';
import { DAY_MS, dayNumberOf, tradingSession } from '../../data/markets';
import { HISTORY_START_DAY, type PriceBar, type PricePath } from '../../data/price-paths';
import { INTRADAY_BAR_MS, isIntraday } from './resolutions';

/**
 * What a series' bars must carry: `candles` (open, high, low and volume, for the graph's own
 * series) or `closes` (for a comparison or a table of closes). Closes are read from the daily
 * closes alone; a stock's daily candle needs its day walked minute by minute, which over
 * decades is most of an answer's time.
 */
export type BarDetail = 'candles' | 'closes';

/**
 * A listing's bars from `fromMs` to `toMs` at a resolution. Intraday bars come from the price
 * path (aligned to each session's open, inside trading hours; a fund gives its daily NAVs);
 * from a day up, daily bars are grouped into calendar weeks (from Monday), months or quarters
 * of the market's calendar, each stamped with its first session's open. While the market is
 * open at `toMs`, the running bar closes at the price then, the price the live feed ticks.
 */
export function resolutionBars(
  path: PricePath,
  fromMs: number,
  toMs: number,
  resolution: ResolutionId,
  detail: BarDetail,
): PriceBar[] {
  if (isIntraday(resolution)) {
    return withPriceNow(path, path.bars(fromMs, toMs, INTRADAY_BAR_MS[resolution]), toMs);
  }
  const days = withPriceNow(
    path,
    detail === 'candles' ? path.bars(fromMs, toMs, DAY_MS) : closeBars(path, fromMs, toMs),
    toMs,
  );
  return resolution === 'DAY' ? days : groupDays(days, resolution);
}

/**
 * Ends the session running at `toMs` at the price then: its last bar is cut at the whole
 * minute, the live price moves by the second. A fund has no price between two NAVs.
 */
function withPriceNow(path: PricePath, bars: PriceBar[], toMs: number): PriceBar[] {
  const last = bars.at(-1);
  if (path.kind === 'fund' || !last) return bars;
  const session = path.sessionAt(toMs);
  const price = path.priceAt(toMs);
  if (toMs >= session.closeMs || last.time < session.openMs || price === null) return bars;
  bars[bars.length - 1] = {
    ...last,
    close: price,
    high: Math.max(last.high, price),
    low: Math.min(last.low, price),
  };
  return bars;
}

const FIRST_HISTORY_DAY = dayNumberOf(HISTORY_START_DAY);

/**
 * One close-only bar per session from `fromMs` to `toMs`, on the same terms as the path's
 * daily bars (sessions opening in the window; a fund's NAV once its day has closed). A
 * session's close is the price at its close, or at `toMs` while it runs.
 */
function closeBars(path: PricePath, fromMs: number, toMs: number): PriceBar[] {
  const bars: PriceBar[] = [];
  const lastDay = Math.floor(toMs / DAY_MS);
  for (
    let day = Math.max(FIRST_HISTORY_DAY, Math.floor(fromMs / DAY_MS));
    day <= lastDay;
    day += 1
  ) {
    const session = tradingSession(path.market, day);
    if (!session || session.openMs < fromMs || session.openMs > toMs) continue;
    if (path.kind === 'fund' && session.closeMs > toMs) continue;
    const close = path.priceAt(Math.min(toMs, session.closeMs));
    if (close === null) continue;
    bars.push({ time: session.openMs, open: close, high: close, low: close, close, volume: 0 });
  }
  return bars;
}

/** The Monday that starts week 0 of the WEEK buckets (day 4 since 1970-01-01). */
const FIRST_MONDAY = 4;

/**
 * The calendar bucket a local trading day falls in. A session's UTC date is its local date
 * (every Nordic session lies within its UTC date, see markets.ts), so a day number is read as
 * a date of the market's calendar.
 */
const BUCKET_OF: Readonly<Record<'WEEK' | 'MONTH' | 'QUARTER', (day: number) => number>> = {
  WEEK: (day) => Math.floor((day - FIRST_MONDAY) / 7),
  MONTH: (day) => {
    const date = new Date(day * DAY_MS);
    return date.getUTCFullYear() * 12 + date.getUTCMonth();
  },
  QUARTER: (day) => {
    const date = new Date(day * DAY_MS);
    return date.getUTCFullYear() * 4 + Math.floor(date.getUTCMonth() / 3);
  },
};

/**
 * Daily bars grouped by calendar bucket: the open of the first day, the close of the last,
 * the highest high, the lowest low and the summed volume, stamped with the first day's open.
 */
function groupDays(
  days: readonly PriceBar[],
  resolution: 'WEEK' | 'MONTH' | 'QUARTER',
): PriceBar[] {
  const bucketOf = BUCKET_OF[resolution];
  const groups: PriceBar[] = [];
  let bucket: number | null = null;
  for (const day of days) {
    const dayBucket = bucketOf(Math.floor(day.time / DAY_MS));
    const group = groups.at(-1);
    if (group && dayBucket === bucket) {
      group.high = Math.max(group.high, day.high);
      group.low = Math.min(group.low, day.low);
      group.close = day.close;
      group.volume += day.volume;
    } else {
      groups.push({ ...day });
      bucket = dayBucket;
    }
  }
  return groups;
}
