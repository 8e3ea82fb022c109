import type { MarketCurrency, PeriodId, ResolutionId } from '../../../../core/schemas/enumerations';
import type { FundDevelopmentCurrency } from '../../../../core/schemas/graph-setting-values';
import type {
  CompareSeries,
  PricePoint,
  PriceTimeSeries,
} from '../../../../core/schemas/price-time-series';
import type { ListingKind } from '../../data/listings';
import type { PriceBar, PricePath, PricePaths } from '../../data/price-paths';
import { bidAt } from '../../feed/market-ticks';
import { exchangeRate, roundToCents, type RateCurrency } from '../../money';
import { ownersSeries } from './owners';
import { periodReturns } from './period-returns';
import { availablePeriods } from './periods';
import { closeBeforePoint, closeBeforeWindow } from './reference-close';
import { resolutionBars } from './resolution-bars';
import { chosenResolution, isIntraday, type PeriodResolutions } from './resolutions';

/** The span a series covers and what it offers: a named period's, or a custom range's. */
export interface SeriesWindow {
  /** The answer's `returnedPeriod`. */
  readonly period: PeriodId;
  readonly fromMs: number;
  readonly toMs: number;
  readonly resolutions: PeriodResolutions;
}

/** What a request asks for besides the span. */
export interface SeriesRequest {
  /** The resolution asked for, as sent; one the window does not offer gives its default. */
  readonly resolution: string | null;
  /** Comparison ids, as sent; ids the sandbox does not list are left out. */
  readonly comparators: readonly string[];
  readonly owners: boolean;
  /**
   * Whether a stock's points are its bids instead of its trades (`bidPrice=true`). Other
   * listings have no order book and ignore it.
   */
  readonly bidPrice: boolean;
  /**
   * What a fund's values are shown in (`fundDevelopment`, "Fund development
   * currencies"); other listings ignore it.
   */
  readonly fundDevelopment: FundDevelopmentCurrency;
}

/**
 * A point of the series (`pricePoints`): a stock's candle with its volume, an index's
 * candle (an index trades no volume), a fund's NAV as `value` (a fund has no trades).
 */
function pricePoint(kind: ListingKind, bar: PriceBar): PricePoint {
  if (kind === 'fund') return { timeStamp: bar.time, value: bar.close };
  const candle = {
    timeStamp: bar.time,
    last: bar.close,
    open: bar.open,
    high: bar.high,
    low: bar.low,
  };
  return kind === 'stock' ? { ...candle, volume: bar.volume } : candle;
}

/** A point of a stock's bid series: the bid, no candle and no volume (a bid is no trade). */
interface BidPoint {
  readonly timeStamp: number;
  readonly last: number;
}

/**
 * A stock's bid at each bar: its close less the spread the live feed quotes at the second the
 * point is stamped with (a tick or none, on the tick size), so the graph's bids agree with the
 * feed's.
 */
const bidPoints = (seed: number, path: PricePath, bars: readonly PriceBar[]): BidPoint[] =>
  bars.map((bar) => ({ timeStamp: bar.time, last: bidAt(seed, path, bar.close, bar.time) }));

/** The highest (`Math.max`) or lowest (`Math.min`) of a series' prices; `null` for none. */
const extreme = (prices: readonly number[], pick: (a: number, b: number) => number) =>
  prices.reduce<number | null>((best, price) => (best === null ? price : pick(best, price)), null);

/**
 * The currency a fund's development is shown in:
 * `last` and `NAV` keep the fund's own. The sandbox's funds accumulate their dividends, so
 * their NAV development and their price development are one and the same series.
 */
const developmentCurrency = (
  own: MarketCurrency,
  shownIn: FundDevelopmentCurrency,
): RateCurrency => (shownIn === 'last' || shownIn === 'NAV' ? own : shownIn);

/**
 * A fund's answer shown in another currency at the sandbox's fixed rates: every value, the
 * previous close, the high and the low times the rate, unrounded, so the series keeps the
 * fund's moves exactly; each return amount in whole cents of that currency. Performances stay
 * as they are: a fixed rate scales a period's start and end alike.
 */
function inCurrency(
  series: PriceTimeSeries,
  from: MarketCurrency,
  to: RateCurrency,
): PriceTimeSeries {
  if (from === to) return series;
  const rate = exchangeRate(from, to);
  const converted = (value: number | null | undefined) =>
    value === null || value === undefined ? value : value * rate;
  return {
    ...series,
    previousClose: converted(series.previousClose),
    high: converted(series.high),
    low: converted(series.low),
    pricePoints: series.pricePoints.map((point) => ({ ...point, value: converted(point.value) })),
    returns: series.returns?.map((row) =>
      row.returnAmount
        ? {
            ...row,
            returnAmount: { value: roundToCents(row.returnAmount.value * rate), currency: to },
          }
        : row,
    ),
  };
}

/** The series of each comparator the sandbox lists, as raw prices (the graph rebases them). */
function compareSeries(
  paths: PricePaths,
  ids: readonly string[],
  window: SeriesWindow,
  resolution: ResolutionId,
): CompareSeries[] {
  return [...new Set(ids)].flatMap((id) => {
    const path = paths.find(id);
    if (!path) return [];
    const bars = resolutionBars(path, window.fromMs, window.toMs, resolution, 'closes');
    return [
      {
        timeSeriesIdentifier: path.instrumentId,
        pricePoints: bars.map((bar) => ({ timeStamp: bar.time, value: bar.close })),
      },
    ];
  });
}

/**
 * The answer of "Price time series" for one listing over a window: the points
 * at the resolution asked for (or the window's default), the close before the first point,
 * the highest and lowest price of the points, every offered period's return, the comparators'
 * series and, when asked, the owners. Technical analyses are left to the client, which
 * computes them from the points (`supportedTechnicalAnalysisPointsTypes` is empty).
 *
 * Asked for bids, a stock's points, high and low are its bids (its previous close stays the
 * close); a fund's values are shown in the currency of its `fundDevelopment`. Comparators are
 * always their raw prices.
 */
export function priceTimeSeries(
  paths: PricePaths,
  path: PricePath,
  window: SeriesWindow,
  request: SeriesRequest,
  now: number,
): PriceTimeSeries {
  const resolution = chosenResolution(window.resolutions, request.resolution);
  const asBids = request.bidPrice && path.kind === 'stock';
  // A bid series needs only the closes, which spares walking each day minute by minute.
  const detail = asBids ? 'closes' : 'candles';
  const bars = resolutionBars(path, window.fromMs, window.toMs, resolution, detail);
  const bids = asBids ? bidPoints(paths.seed, path, bars) : null;
  const first = bars[0];
  const series: PriceTimeSeries = {
    timeSeriesIdentifier: path.instrumentId,
    returnedPeriod: window.period,
    returnedResolution: resolution,
    validResolutionsForPeriod: [...window.resolutions.valid],
    availablePeriods: [...availablePeriods(path.kind)],
    previousClose: first
      ? closeBeforePoint(path, first.time)
      : closeBeforeWindow(path, window.fromMs, isIntraday(resolution)),
    high: extreme(bids ? bids.map((bid) => bid.last) : bars.map((bar) => bar.high), Math.max),
    low: extreme(bids ? bids.map((bid) => bid.last) : bars.map((bar) => bar.low), Math.min),
    returns: periodReturns(path, now),
    supportedTechnicalAnalysisPointsTypes: [],
    pricePoints: bids ?? bars.map((bar) => pricePoint(path.kind, bar)),
    comparePricePoints: compareSeries(paths, request.comparators, window, resolution),
    ...(request.owners && {
      owners: ownersSeries(
        paths.seed,
        path.instrumentId,
        bars.map((bar) => bar.time),
      ),
    }),
  };
  return path.kind === 'fund'
    ? inCurrency(series, path.currency, developmentCurrency(path.currency, request.fundDevelopment))
    : series;
}
