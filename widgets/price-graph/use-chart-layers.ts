import { useEffect, useMemo, useRef, useState } from 'react';
import type {
  BuySellMarker,
  BuySellTransaction,
  EventMarker,
  HistoricalEvent,
} from '../../core/indicators';
import type { HistoricalEventKind } from '../../core/schemas/enumerations';
import type { Comparator, TechnicalAnalysisSetting } from '../../core/schemas/graph-user-settings';
import type { PriceTimeSeries } from '../../core/schemas/price-time-series';
import { indicatorEngine, type IndicatorEngine } from '../../core/worker/indicator-engine';
import {
  comparisonLayerKey,
  OWNERS_LAYER_KEY,
  technicalAnalysisLayerKey,
  type ChartLayers,
  type ComparisonLayer,
  type LayerLine,
  type OverlayLayer,
  type PanelLayer,
} from './chart/chart-layers';
import {
  alignedOwners,
  comparisonPercent,
  firstFinite,
  priceSeriesInPercent,
  valuesInPercentOf,
} from './model/comparison-series';
import { shownEventMarkers } from './model/event-marker-kinds';
import type { PriceSeries } from './model/price-series';
import { technicalAnalysisLabel } from './model/technical-analysis-label';
import { afterNextFrame } from './chart/draw-timing';

/** What the chart's layers are made of: the series, the answer, and the graph's settings. */
export interface ChartLayersInput {
  readonly series: PriceSeries;
  readonly data: PriceTimeSeries | undefined;
  readonly comparators: readonly Comparator[];
  readonly technicalAnalyses: readonly TechnicalAnalysisSetting[];
  /** The layer keys of the pills switched off (see chart/chart-layers.ts for the keys). */
  readonly disabled: ReadonlySet<string>;
  /** Whether the owners series is shown. */
  readonly owners: boolean;
  /** The customer's transactions; undefined when buy/sell dots are off or unknown. */
  readonly transactions: readonly BuySellTransaction[] | undefined;
  readonly events: readonly HistoricalEvent[] | undefined;
  /** The historical event kinds the settings show (none: events are off). */
  readonly eventKinds: readonly HistoricalEventKind[];
  /** Where indicators are computed; the page's worker unless given. */
  readonly engine?: IndicatorEngine;
}

/** An indicator's lines, and MACD's histogram. */
interface IndicatorValue {
  readonly lines: readonly LayerLine[];
  readonly histogram?: Float64Array;
}

/** What one computation in the engine gives: an indicator's lines, or markers. */
type Computed =
  | IndicatorValue
  | { readonly buySell: readonly BuySellMarker[] }
  | { readonly events: readonly EventMarker[] };

/** One computation for a series: its key, what it was computed from, and how to run it. */
interface Job {
  readonly key: string;
  /** The input a result belongs to besides the series (the transactions or events list). */
  readonly from: unknown;
  readonly run: (engine: IndicatorEngine, series: PriceSeries) => Promise<Computed>;
}

/** A computation, with what it is computed from; its value is undefined while it runs. */
interface Result {
  readonly from: unknown;
  readonly value: Computed | undefined;
}

/** An indicator's lines, in the order its computation gives them (SPEC §3's names). */
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
function pendingIndicator(
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
function indicatorJob(setting: TechnicalAnalysisSetting): Job {
  const key = `${setting.taType}:${JSON.stringify(setting.values)}`;
  const job = (run: Job['run']): Job => ({ key, from: undefined, run });
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
        const result = await engine.stochastic(
          series.high,
          series.low,
          series.close,
          period,
          signal,
        );
        return indicatorLines('STOCHASTIC', [result.k, result.d]);
      });
    }
  }
}

/**
 * How many leading points two series share unchanged. Indicators and markers at a point depend
 * only on that point and those before it, so a result of the older series is still right up
 * to there: a live tick, which changes the last bar only, keeps every value before it drawn.
 */
function unchangedPoints(older: PriceSeries, newer: PriceSeries): number {
  const length = Math.min(older.times.length, newer.times.length);
  for (let index = 0; index < length; index += 1) {
    if (
      older.times[index] !== newer.times[index] ||
      older.close[index] !== newer.close[index] ||
      older.high[index] !== newer.high[index] ||
      older.low[index] !== newer.low[index]
    ) {
      return index;
    }
  }
  return length;
}

/**
 * The results a new series starts with: those of the last series computed when the two are the
 * same points (a revisited period's fresh answer, equal to the one kept), else none.
 */
function resultsKept(
  older: PriceSeries | undefined,
  kept: ReadonlyMap<string, Result> | undefined,
  newer: PriceSeries,
): Map<string, Result> {
  const same =
    older !== undefined &&
    older.times.length === newer.times.length &&
    unchangedPoints(older, newer) === newer.times.length;
  return new Map(same && kept ? [...kept].filter(([, result]) => result.value) : []);
}

/** A result of an older series cut to the points it shares with the newer one (NaN after). */
function trimmed(value: Computed, length: number, shared: number): Computed {
  const cut = (values: Float64Array) => {
    const next = new Float64Array(length).fill(Number.NaN);
    next.set(values.subarray(0, Math.min(shared, values.length, length)));
    return next;
  };
  if ('lines' in value) {
    return {
      lines: value.lines.map((line) => ({ name: line.name, values: cut(line.values) })),
      ...(value.histogram ? { histogram: cut(value.histogram) } : {}),
    };
  }
  if ('buySell' in value) {
    return { buySell: value.buySell.filter((marker) => marker.index < shared) };
  }
  return { events: value.events.filter((marker) => marker.index < shared) };
}

/** An indicator's lines in percent of the price's first close, for a graph that compares. */
const linesInPercent = (lines: readonly LayerLine[], base: number): LayerLine[] =>
  lines.map((line) => ({ name: line.name, values: valuesInPercentOf(line.values, base) }));

const BUY_SELL_JOB = 'buy-sell';
const EVENTS_JOB = 'events';

/**
 * The chart's layers (chart/chart-layers.ts) from the graph's settings: comparisons and owners
 * aligned with the price points here, indicators and markers computed in the indicator worker.
 * Each result is kept per series and parameters, so a re-render or a cursor move never computes
 * again; a result is only ever drawn against the series it was computed from (or, while a
 * newer series is computed, against the points the two share unchanged).
 */
export function useChartLayers(input: ChartLayersInput): ChartLayers {
  const {
    series,
    data,
    comparators,
    technicalAnalyses,
    disabled,
    owners,
    transactions,
    events,
    eventKinds,
  } = input;
  const engine = useMemo(() => input.engine ?? indicatorEngine(), [input.engine]);
  const results = useRef(new WeakMap<PriceSeries, Map<string, Result>>());
  /** The last series with results, whose results stand in while a newer one is computed. */
  const lastComputed = useRef<PriceSeries | undefined>(undefined);
  // A finished computation renders again; the results themselves live in the ref.
  const [finished, setFinished] = useState(0);

  const jobs = useMemo(() => {
    const list: Job[] = technicalAnalyses.map(indicatorJob);
    if (transactions && transactions.length > 0) {
      list.push({
        key: BUY_SELL_JOB,
        from: transactions,
        run: async (on, of) => ({ buySell: await on.buySellMarkers(of.times, transactions) }),
      });
    }
    if (events && events.length > 0 && eventKinds.length > 0) {
      list.push({
        key: EVENTS_JOB,
        from: events,
        run: async (on, of) => ({ events: await on.eventMarkers(of.times, events) }),
      });
    }
    return list;
  }, [technicalAnalyses, transactions, events, eventKinds.length]);

  // The series on screen: a result is drawn (renders the hook again) only if computed for it.
  const shownSeries = useRef<PriceSeries | undefined>(series);
  useEffect(() => {
    shownSeries.current = series;
    return () => {
      if (shownSeries.current === series) shownSeries.current = undefined;
    };
  }, [series]);

  useEffect(() => {
    if (series.times.length === 0) return;
    let ofSeries = results.current.get(series);
    if (!ofSeries) {
      const older = lastComputed.current;
      ofSeries = resultsKept(older, older && results.current.get(older), series);
      results.current.set(series, ofSeries);
    }
    const store = ofSeries;
    const stale = (job: Job) => {
      const result = store.get(job.key);
      return !result || result.from !== job.from;
    };
    const toRun = jobs.filter(stale);
    if (toRun.length === 0) {
      lastComputed.current = series;
      return;
    }
    for (const job of toRun) store.set(job.key, { from: job.from, value: undefined });
    // Asked for once the frame showing the series is on screen, and drawn together (one
    // render, one chart drawn): on a machine of few cores the worker's computing would
    // otherwise compete with that frame, and the price is never held back by its indicators.
    afterNextFrame(() => {
      void Promise.all(
        toRun.map((job) =>
          job.run(engine, series).then(
            (value) => store.set(job.key, { from: job.from, value }),
            // Parameters the indicator refuses draw nothing rather than break the graph.
            () => store.set(job.key, { from: job.from, value: { lines: [] } }),
          ),
        ),
      ).then(() => {
        if (shownSeries.current !== series) return;
        lastComputed.current = series;
        setFinished((count) => count + 1);
      });
    });
  }, [engine, series, jobs]);

  const shared = useMemo(() => {
    const older = lastComputed.current;
    return older && older !== series ? unchangedPoints(older, series) : 0;
    // A finished computation may make another series the last computed one.
  }, [series, finished]);

  const computed = useMemo(() => {
    const own = results.current.get(series);
    const older = lastComputed.current && results.current.get(lastComputed.current);
    const length = series.times.length;
    const sameLength = lastComputed.current?.times.length === length;
    return (job: Job): Computed | undefined => {
      const result = own?.get(job.key);
      if (result?.value && result.from === job.from) return result.value;
      const stale = older?.get(job.key);
      if (!stale?.value || stale.from !== job.from || shared === 0) return undefined;
      // The same points as the series computed: its results are this one's.
      return shared === length && sameLength ? stale.value : trimmed(stale.value, length, shared);
    };
    // `finished` is when the results in the ref change.
  }, [series, shared, finished]);

  const comparisons = useMemo(
    () =>
      comparators.flatMap((comparator): ComparisonLayer[] => {
        const key = comparisonLayerKey(comparator.orderBookId);
        // The answer names each compared series by the comparator's order book.
        const points = data?.comparePricePoints?.find(
          (compared) => compared.timeSeriesIdentifier === comparator.orderBookId,
        )?.pricePoints;
        if (disabled.has(key) || !points) return [];
        return [
          {
            key,
            symbol: comparator.symbol,
            colorIndex: comparator.colorIndex,
            percent: comparisonPercent(series.times, points),
          },
        ];
      }),
    [comparators, data, disabled, series.times],
  );

  const priceInPercent = useMemo(
    () => (comparisons.length > 0 ? priceSeriesInPercent(series) : undefined),
    [comparisons.length, series],
  );

  const indicators = useMemo(() => {
    const overlays: OverlayLayer[] = [];
    const panels: PanelLayer[] = [];
    const base = firstFinite(series.close);
    technicalAnalyses.forEach((setting, index) => {
      const found = computed(jobs[index] as Job);
      // Until computed (or when the indicator refused its parameters), the lines have no values.
      const value =
        found && 'lines' in found && found.lines.length > 0
          ? found
          : pendingIndicator(setting.taType, series.times.length);
      const common = {
        key: technicalAnalysisLayerKey(setting.id),
        label: technicalAnalysisLabel(setting),
        colorIndex: setting.colorIndex,
        disabled: disabled.has(technicalAnalysisLayerKey(setting.id)),
      };
      if (setting.taType === 'SMA' || setting.taType === 'EMA' || setting.taType === 'BOLLINGER') {
        overlays.push({
          ...common,
          taType: setting.taType,
          lines: priceInPercent ? linesInPercent(value.lines, base) : value.lines,
        });
        return;
      }
      panels.push({
        ...common,
        taType: setting.taType,
        lines: value.lines,
        ...(value.histogram ? { histogram: value.histogram } : {}),
        ...(setting.taType === 'MACD'
          ? {}
          : { levels: { low: setting.values.low, high: setting.values.high } }),
      });
    });
    return { overlays, panels };
  }, [technicalAnalyses, jobs, computed, disabled, priceInPercent, series.close]);

  const ownersLine = useMemo(
    () =>
      owners && data?.owners && !disabled.has(OWNERS_LAYER_KEY)
        ? alignedOwners(series.times, data.owners)
        : undefined,
    [owners, data, disabled, series.times],
  );

  const markers = useMemo(() => {
    const find = (key: string) => jobs.find((job) => job.key === key);
    const buySellJob = find(BUY_SELL_JOB);
    const eventsJob = find(EVENTS_JOB);
    const buySell = buySellJob && computed(buySellJob);
    const found = eventsJob && computed(eventsJob);
    return {
      buySell: buySell && 'buySell' in buySell ? buySell.buySell : [],
      events: found && 'events' in found ? shownEventMarkers(found.events, eventKinds) : [],
    };
  }, [jobs, computed, eventKinds]);

  return useMemo(
    () => ({
      comparisons,
      overlays: indicators.overlays,
      panels: indicators.panels,
      owners: ownersLine,
      buySell: markers.buySell,
      events: markers.events,
      priceInPercent,
    }),
    [comparisons, indicators, ownersLine, markers, priceInPercent],
  );
}
