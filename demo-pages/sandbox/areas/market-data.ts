import { priceTimeSeriesSpark } from '../../../core/endpoints/market-data';
import { PERIOD_IDS, type PeriodId } from '../../../core/schemas/enumerations';
import type { PricePath, PricePaths } from '../data/price-paths';
import { DAY_MS, MINUTE_MS } from '../data/markets';
import { fieldError, json, patternOf, type Route } from '../router';

/** What the market-data area reads: the seed's price paths and the server clock. */
export interface MarketDataContext {
  readonly paths: PricePaths;
  readonly now: () => number;
}

/** A period a spark can show: every SPEC §3 period but CUSTOM, which needs a date range. */
type SparkPeriod = Exclude<PeriodId, 'CUSTOM'>;

const SPARK_PERIODS = PERIOD_IDS.filter((period): period is SparkPeriod => period !== 'CUSTOM');

/** The period a spark shows when the request names none. */
const DEFAULT_SPARK_PERIOD: SparkPeriod = 'DAY_1';

const WEEK_MS = 7 * DAY_MS;
/** The first instant of SPEC §9's ALL period (the paths' history starts later, in 1990). */
const ALL_PERIOD_START_MS = Date.UTC(1970, 0, 1);

/** A UTC instant `months` calendar months before `epochMs` (SPEC §9 period start dates). */
function monthsBefore(epochMs: number, months: number): number {
  const date = new Date(epochMs);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

/**
 * Where each period's spark starts (SPEC §9 "Period start dates") and how long its bars are:
 * about 20 to 260 points whatever the period, enough for a line a few hundred pixels wide. A
 * day's spark starts at the open of the session now running (or last run), as a day's change
 * is measured from the previous close.
 */
const SPARK_WINDOWS: Readonly<
  Record<SparkPeriod, { start: (now: number, path: PricePath) => number; barMs: number }>
> = {
  DAY_1: { start: (now, path) => path.sessionAt(now).openMs, barMs: 5 * MINUTE_MS },
  WEEK_1: { start: (now) => now - WEEK_MS, barMs: 30 * MINUTE_MS },
  MONTH_1: { start: (now) => monthsBefore(now, 1), barMs: DAY_MS },
  MONTH_3: { start: (now) => monthsBefore(now, 3), barMs: DAY_MS },
  MONTH_6: { start: (now) => monthsBefore(now, 6), barMs: DAY_MS },
  YTD: { start: (now) => Date.UTC(new Date(now).getUTCFullYear(), 0, 1), barMs: DAY_MS },
  YEAR_1: { start: (now) => monthsBefore(now, 12), barMs: DAY_MS },
  YEAR_3: { start: (now) => monthsBefore(now, 36), barMs: WEEK_MS },
  YEAR_5: { start: (now) => monthsBefore(now, 60), barMs: WEEK_MS },
  YEAR_10: { start: (now) => monthsBefore(now, 120), barMs: 4 * WEEK_MS },
  ALL: { start: () => ALL_PERIOD_START_MS, barMs: 13 * WEEK_MS },
};

/** How many days back the close before a window is looked for (a long holiday weekend fits). */
const CLOSE_LOOKBACK_DAYS = 10;

/** The last daily close strictly before `epochMs`, or null before the history starts. */
function closeBefore(path: PricePath, epochMs: number): number | null {
  for (let back = 1; back <= CLOSE_LOOKBACK_DAYS; back += 1) {
    const day = new Date(Math.floor(epochMs / DAY_MS - back) * DAY_MS).toISOString().slice(0, 10);
    const close = path.dailyClose(day);
    if (close !== null) return close;
  }
  return null;
}

/**
 * The spark series of a listing for a period, shaped as the price time series of SPEC §3:
 * points of `{timeStamp, last}` (`value` for a fund, which has a NAV rather than trades) and
 * the close before the first point. While the market is open the last point is the price now,
 * the same the live feed ticks.
 */
export function sparkSeries(path: PricePath, period: SparkPeriod, now: number) {
  const window = SPARK_WINDOWS[period];
  const from = window.start(now, path);
  const points = path
    .bars(from, now, window.barMs)
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
        : closeBefore(path, points[0]?.timeStamp ?? from),
    pricePoints: points.map((point) => ({ timeStamp: point.timeStamp, [field]: point.value })),
  };
}

const isSparkPeriod = (value: string): value is SparkPeriod =>
  (SPARK_PERIODS as readonly string[]).includes(value);

/**
 * The market-data area. The spark series is public, as a CMS article's reader need not be
 * logged in: `GET /market-data/price-time-series/{id}/spark?period=`. An id the sandbox does
 * not list is a 404 UNKNOWN_INSTRUMENT, a period it cannot show a 400 INPUT_ERROR.
 */
export function marketDataRoutes(context: MarketDataContext): Route[] {
  return [
    {
      method: 'GET',
      pattern: patternOf(priceTimeSeriesSpark(':id')),
      handler: ({ params, query }) => {
        const path = context.paths.find(params.id ?? '');
        if (!path) return fieldError(404, 'UNKNOWN_INSTRUMENT', `No instrument ${params.id ?? ''}`);
        const period = query.get('period') ?? DEFAULT_SPARK_PERIOD;
        if (!isSparkPeriod(period)) {
          return fieldError(400, 'INPUT_ERROR', `A spark shows one of ${SPARK_PERIODS.join(', ')}`);
        }
        return json(200, sparkSeries(path, period, context.now()));
      },
    },
  ];
}
