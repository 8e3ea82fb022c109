import { useEffect, useMemo, useRef, useState } from 'react';
import type { BuySellTransaction, HistoricalEvent } from '../../../core/indicators';
import type { HistoricalEventKind } from '../../../core/schemas/graph-setting-values';
import type {
  Comparator,
  TechnicalAnalysisSetting,
} from '../../../core/schemas/graph-user-settings';
import type { PriceTimeSeries } from '../../../core/schemas/price-time-series';
import { indicatorEngine, type IndicatorEngine } from '../../../core/worker/indicator-engine';
import { afterNextFrame } from '../ui/draw-timing';
import type { ChartLayers } from '../model/chart-layers';
import { priceSeriesInPercent } from '../model/comparison-series';
import {
  comparisonLayers,
  indicatorLayers,
  markerLayers,
  ownersLayer,
} from '../model/drawn-layers';
import { layerJobs } from '../model/layer-computations';
import { LayerResults } from '../model/layer-results';
import type { PriceSeries } from '../model/price-series';

/** What the chart's layers are made of: the series, the answer, and the graph's settings. */
export interface ChartLayersInput {
  readonly series: PriceSeries;
  readonly data: PriceTimeSeries | undefined;
  readonly comparators: readonly Comparator[];
  readonly technicalAnalyses: readonly TechnicalAnalysisSetting[];
  /** The layer keys of the pills switched off (see model/chart-layers.ts for the keys). */
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

/**
 * The chart's layers (model/chart-layers.ts) from the graph's settings: comparisons and owners
 * aligned with the price points here, indicators and markers computed in the indicator worker.
 * Each result is kept per series and parameters (model/layer-results.ts), so a re-render or a
 * cursor move never computes again; a result is only ever drawn against the series it was
 * computed from (or, while a newer series is computed, against the points the two share
 * unchanged).
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
  const [results] = useState(() => new LayerResults());
  // A finished computation renders again; the results themselves live in `results`.
  const [finished, setFinished] = useState(0);

  const eventsShown = eventKinds.length > 0;
  const jobs = useMemo(
    () => layerJobs(technicalAnalyses, transactions, events, eventsShown),
    [technicalAnalyses, transactions, events, eventsShown],
  );

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
    const toRun = results.toRun(series, jobs);
    if (toRun.jobs.length === 0) return;
    // Asked for once the frame showing the series is on screen, and drawn together (one
    // render, one chart drawn): on a machine of few cores the worker's computing would
    // otherwise compete with that frame, and the price is never held back by its indicators.
    afterNextFrame(() => {
      void Promise.all(
        toRun.jobs.map((job) =>
          job.run(engine, series).then(
            (value) => toRun.keep(job, value),
            // Parameters the indicator refuses draw nothing rather than break the graph.
            () => toRun.keep(job, { lines: [] }),
          ),
        ),
      ).then(() => {
        if (shownSeries.current !== series) return;
        results.computed(series);
        setFinished((count) => count + 1);
      });
    });
  }, [engine, results, series, jobs]);

  // A finished computation may make another series the last computed one.
  const shared = useMemo(() => results.sharedPoints(series), [results, series, finished]);
  // `finished` is when the results change.
  const computed = useMemo(
    () => results.drawnFrom(series, shared),
    [results, series, shared, finished],
  );

  const comparisons = useMemo(
    () => comparisonLayers(comparators, data, disabled, series.times),
    [comparators, data, disabled, series.times],
  );
  const priceInPercent = useMemo(
    () => (comparisons.length > 0 ? priceSeriesInPercent(series) : undefined),
    [comparisons.length, series],
  );
  const indicators = useMemo(
    () =>
      indicatorLayers(
        technicalAnalyses,
        jobs,
        computed,
        disabled,
        series,
        priceInPercent !== undefined,
      ),
    [technicalAnalyses, jobs, computed, disabled, priceInPercent, series],
  );
  const ownersLine = useMemo(
    () => ownersLayer(owners, data, disabled, series.times),
    [owners, data, disabled, series.times],
  );
  const markers = useMemo(
    () => markerLayers(jobs, computed, eventKinds),
    [jobs, computed, eventKinds],
  );

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
