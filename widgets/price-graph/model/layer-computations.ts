import type {
  BuySellMarker,
  BuySellTransaction,
  EventMarker,
  HistoricalEvent,
} from '../../../core/indicators';
import type { TechnicalAnalysisSetting } from '../../../core/schemas/graph-user-settings';
import type { IndicatorEngine } from '../../../core/worker/indicator-engine';
import type { LayerLine } from './chart-layers';
import type { PriceSeries } from './price-series';

/**
 * What the indicator worker computes for the chart's layers: each technical analysis's lines,
 * the customer's trades placed on the price points, and the historical events placed on them.
 * Each is a job with a key, so a result is kept per series and parameters and never computed
 * twice (see layer-results.ts).
 */

/** An indicator's lines, and MACD's histogram. */
export interface IndicatorValue {
  readonly lines: readonly LayerLine[];
  readonly histogram?: Float64Array;
}

/** What one computation in the engine gives: an indicator's lines, or markers. */
export type Computed =
  | IndicatorValue
  | { readonly buySell: readonly BuySellMarker[] }
  | { readonly events: readonly EventMarker[] };

/** One computation for a series: its key, what it was computed from, and how to run it. */
export interface LayerJob {
  readonly key: string;
  /** The input a result belongs to besides the series (the transactions or events list). */
  readonly from: unknown;
  readonly run: (engine: IndicatorEngine, series: PriceSeries) => Promise<Computed>;
}

/** The keys of the markers' jobs; an indicator's is its type and parameters. */
export const BUY_SELL_JOB = 'buy-sell';
export const EVENTS_JOB = 'events';

/** An indicator's lines, in the order its computation gives them. */
const INDICATOR_LINES: Readonly<Record<TechnicalAnalysisSetting['taType'], readonly string[]>> = {
  SMA: ['value'],
  EMA: ['value'],
  BOLLINGER: ['upper', 'middle', 'lower'],
  RSI: ['value'],
  MACD: ['macd', 'signal'],
  STOCHASTIC: ['k', 'd'],
};

/** An indicator's computed columns named as its lines. */
function indicatorLines(
  taType: TechnicalAnalysisSetting['taType'],
  columns: readonly Float64Array[],
  histogram?: Float64Array,
): IndicatorValue {
  const lines = INDICATOR_LINES[taType].map((name, index) => ({
    name,
    values: columns[index] ?? new Float64Array(),
  }));
  return histogram ? { lines, histogram } : { lines };
}

/**
 * An indicator not computed yet: its lines without values (NaN), so that the chart is drawn with
 * the layer in its place, a panel empty, and the values are drawn into the same chart when they
 * come, rather than a chart built twice.
 */
export function pendingIndicator(
  taType: TechnicalAnalysisSetting['taType'],
  length: number,
): IndicatorValue {
  const empty = new Float64Array(length).fill(Number.NaN);
  return indicatorLines(
    taType,
    INDICATOR_LINES[taType].map(() => empty),
    taType === 'MACD' ? empty : undefined,
  );
}

/** What a technical analysis computes, keyed by its type and parameters (not its id). */
function indicatorJob(setting: TechnicalAnalysisSetting): LayerJob {
  const key = `${setting.taType}:${JSON.stringify(setting.values)}`;
  const job = (run: LayerJob['run']): LayerJob => ({ key, from: undefined, run });
  switch (setting.taType) {
    case 'SMA':
    case 'EMA': {
      const { period } = setting.values;
      const method = setting.taType === 'SMA' ? 'sma' : 'ema';
      return job(async (engine, series) =>
        indicatorLines(setting.taType, [await engine[method](series.close, period)]),
      );
    }
    case 'BOLLINGER': {
      const { period, deviation } = setting.values;
      return job(async (engine, series) => {
        const bands = await engine.bollinger(series.close, period, deviation);
        return indicatorLines('BOLLINGER', [bands.upper, bands.middle, bands.lower]);
      });
    }
    case 'RSI': {
      const { period } = setting.values;
      return job(async (engine, series) =>
        indicatorLines('RSI', [await engine.rsi(series.close, period)]),
      );
    }
    case 'MACD': {
      const { short, long, signal } = setting.values;
      return job(async (engine, series) => {
        const result = await engine.macd(series.close, short, long, signal);
        return indicatorLines('MACD', [result.macd, result.signal], result.diff);
      });
    }
    case 'STOCHASTIC': {
      const { period, signal } = setting.values;
      return job(async (engine, series) => {
        const { high, low, close } = series;
        const result = await engine.stochastic(high, low, close, period, signal);
        return indicatorLines('STOCHASTIC', [result.k, result.d]);
      });
    }
  }
}

/**
 * The jobs of a graph's layers: one per technical analysis, in the settings' order (the first
 * jobs are theirs, index for index), then the trades' when there are any and the events' when
 * there are any and some kind is shown.
 */
export function layerJobs(
  analyses: readonly TechnicalAnalysisSetting[],
  transactions: readonly BuySellTransaction[] | undefined,
  events: readonly HistoricalEvent[] | undefined,
  eventsShown: boolean,
): LayerJob[] {
  const list: LayerJob[] = analyses.map(indicatorJob);
  if (transactions && transactions.length > 0) {
    list.push({
      key: BUY_SELL_JOB,
      from: transactions,
      run: async (on, of) => ({ buySell: await on.buySellMarkers(of.times, transactions) }),
    });
  }
  if (events && events.length > 0 && eventsShown) {
    list.push({
      key: EVENTS_JOB,
      from: events,
      run: async (on, of) => ({ events: await on.eventMarkers(of.times, events) }),
    });
  }
  return list;
}
