import type { SparkTimeSeries } from '../../../../core/schemas/spark-time-series';
import { DAY_MS, MINUTE_MS } from '../../data/markets';
import type { PricePath } from '../../data/price-paths';
import { periodStart, type NamedPeriod } from './periods';
import { closeBeforePoint } from './reference-close';

const WEEK_MS = 7 * DAY_MS;

/**
 * How long each period's spark bars are: about 20 to 260 points whatever the period, enough
 * for a line a few hundred pixels wide. The sandbox's own steps; the price graph's resolutions
 * are in resolutions.ts.
 */
const SPARK_BAR_MS: Readonly<Record<NamedPeriod, number>> = {
  DAY_1: 5 * MINUTE_MS,
  WEEK_1: 30 * MINUTE_MS,
  MONTH_1: DAY_MS,
  MONTH_3: DAY_MS,
  MONTH_6: DAY_MS,
  YTD: DAY_MS,
  YEAR_1: DAY_MS,
  YEAR_3: WEEK_MS,
  YEAR_5: WEEK_MS,
  YEAR_10: 4 * WEEK_MS,
  ALL: 13 * WEEK_MS,
};

/**
 * The spark answer as the backend sends it: the series a spark reads, with the series'
 * identifier and the period returned, which the spark does not read.
 */
export interface SparkAnswer extends SparkTimeSeries {
  timeSeriesIdentifier: string;
  returnedPeriod: NamedPeriod;
}

/**
 * The spark series of a listing for a period, shaped as the price time series of the catalogue:
 * points of `{timeStamp, last}` (`value` for a fund, which has a NAV rather than trades) from
 * the period's start (periods.ts) and the close before the first point. While the
 * market is open the last point is the price now, the same the live feed ticks.
 */
export function sparkSeries(path: PricePath, period: NamedPeriod, now: number): SparkAnswer {
  const from = periodStart(period, path, now);
  const points = path
    .bars(from, now, SPARK_BAR_MS[period])
    .map((bar) => ({ timeStamp: bar.time, value: bar.close }));
  const live = path.kind !== 'fund' && now < path.sessionAt(now).closeMs;
  const price = live ? path.priceAt(now) : null;
  const lastPoint = points.at(-1);
  if (price !== null && lastPoint && lastPoint.timeStamp < now) {
    points.push({ timeStamp: now, value: price });
  }
  const field = path.kind === 'fund' ? 'value' : 'last';
  return {
    timeSeriesIdentifier: path.instrumentId,
    returnedPeriod: period,
    previousClose:
      period === 'DAY_1'
        ? path.previousClose(now)
        : closeBeforePoint(path, points[0]?.timeStamp ?? from),
    pricePoints: points.map((point) => ({ timeStamp: point.timeStamp, [field]: point.value })),
  };
}
