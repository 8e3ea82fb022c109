import type { PeriodId, ResolutionId } from '../../../../core/schemas/enumerations';
import type {
  CompareSeries,
  PricePoint,
  PriceTimeSeries,
} from '../../../../core/schemas/price-time-series';
import type { ListingKind } from '../../data/listings';
import type { PriceBar, PricePath, PricePaths } from '../../data/price-paths';
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

/** What a request asks for besides the span (SPEC §7 "Price time series"). */
export interface SeriesRequest {
  /** The resolution asked for, as sent; one the window does not offer gives its default. */
  readonly resolution: string | null;
  /** Comparison ids, as sent; ids the sandbox does not list are left out. */
  readonly comparators: readonly string[];
  readonly owners: boolean;
}

/**
 * A point of the series (SPEC §3 `pricePoints`): a stock's candle with its volume, an index's
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
 * The answer of "Price time series" (SPEC §3, §7) for one listing over a window: the points
 * at the resolution asked for (or the window's default), the close before the first point,
 * the highest and lowest price of the points, every offered period's return, the comparators'
 * series and, when asked, the owners. Technical analyses are left to the client, which
 * computes them from the points (`supportedTechnicalAnalysisPointsTypes` is empty).
 */
export function priceTimeSeries(
  paths: PricePaths,
  path: PricePath,
  window: SeriesWindow,
  request: SeriesRequest,
  now: number,
): PriceTimeSeries {
  const resolution = chosenResolution(window.resolutions, request.resolution);
  const bars = resolutionBars(path, window.fromMs, window.toMs, resolution, 'candles');
  const first = bars[0];
  let high: number | null = null;
  let low: number | null = null;
  for (const bar of bars) {
    high = high === null ? bar.high : Math.max(high, bar.high);
    low = low === null ? bar.low : Math.min(low, bar.low);
  }
  return {
    timeSeriesIdentifier: path.instrumentId,
    returnedPeriod: window.period,
    returnedResolution: resolution,
    validResolutionsForPeriod: [...window.resolutions.valid],
    availablePeriods: [...availablePeriods(path.kind)],
    previousClose: first
      ? closeBeforePoint(path, first.time)
      : closeBeforeWindow(path, window.fromMs, isIntraday(resolution)),
    high,
    low,
    returns: periodReturns(path, now),
    supportedTechnicalAnalysisPointsTypes: [],
    pricePoints: bars.map((bar) => pricePoint(path.kind, bar)),
    comparePricePoints: compareSeries(paths, request.comparators, window, resolution),
    ...(request.owners && {
      owners: ownersSeries(
        paths.seed,
        path.instrumentId,
        bars.map((bar) => bar.time),
      ),
    }),
  };
}
