import type { PeriodReturn } from '../../../../core/schemas/price-time-series';
import type { PricePath } from '../../data/price-paths';
import { availablePeriods, periodStart } from './periods';
import { developmentBase, percentChange } from './reference-close';
import { isIntraday, periodResolutions } from './resolutions';

/** A price difference, rounded to the decimals the listing is quoted with. */
const priceDifference = (path: PricePath, from: number, to: number): number =>
  Math.round((to - from) * 10 ** path.decimals) / 10 ** path.decimals;

/**
 * Each offered period with its change up to now, as the period
 * selector shows it: the performance in percent and the return of one unit in the listing's
 * currency, from the close before the period's window (as the period's graph is drawn at its
 * default resolution) to the price now. Read from a handful of daily closes, never the bars,
 * so every answer can carry them.
 */
export function periodReturns(path: PricePath, now: number): PeriodReturn[] {
  const latest = path.priceAt(now);
  return availablePeriods(path.kind).map((period) => {
    const intraday = isIntraday(periodResolutions(period, path.kind).fallback);
    const base = developmentBase(path, periodStart(period, path, now), intraday);
    if (base === null || latest === null) return { period, performance: null, returnAmount: null };
    return {
      period,
      performance: percentChange(base, latest),
      returnAmount: { value: priceDifference(path, base, latest), currency: path.currency },
    };
  });
}
