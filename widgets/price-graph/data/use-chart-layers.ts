import { useEffect, useMemo, useState } from 'react';
import type { BuySellTransaction, HistoricalEvent } from '../../../core/indicators';
import type { HistoricalEventKind } from '../../../core/schemas/graph-setting-values';
import type {
  Comparator,
  TechnicalAnalysisSetting,
} from '../../../core/schemas/graph-user-settings';
import type { PriceTimeSeries } from '../../../core/schemas/price-time-series';
import { indicatorEngine, type IndicatorEngine } from '../../../core/worker/indicator-engine';
import { useSignalValue } from '../../shared/use-signal-value';
import type { ChartLayers } from '../model/chart-layers';
import { priceSeriesInPercent } from '../model/comparison-series';
import {
  comparisonLayers,
  indicatorLayers,
  markerLayers,
  ownersLayer,
} from '../model/drawn-layers';
import { layerJobs } from '../model/layer-computations';
import type { PriceSeries } from '../model/price-series';
import { LayerComputation } from './layer-computation';

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
 * aligned with the price points here, indicators and markers computed in the indicator worker
 * by the graph's `LayerComputation` (data/layer-computation.ts), which keeps each result per
 * series and parameters; a result is only ever drawn against the series it was computed from
 * (or, while a newer series is computed, against the points the two share unchanged).
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
  const [computation] = useState(() => new LayerComputation(input.engine ?? indicatorEngine()));
  const eventsShown = eventKinds.length > 0;
  const jobs = useMemo(
    () => layerJobs(technicalAnalyses, transactions, events, eventsShown),
    [technicalAnalyses, transactions, events, eventsShown],
  );
  useEffect(() => computation.show(series, jobs), [computation, series, jobs]);
  // Changes when the shown series' results are complete: the layers are drawn from them then.
  const finished = useSignalValue(computation.finished);
  const { results } = computation;
  const shared = useMemo(() => results.sharedPoints(series), [results, series, finished]);
  const computed = useMemo(
    () => results.drawnFrom(series, shared),
    [results, series, shared, finished],
  );

  // Read from the parts of the answer they come from: an answer asked for again with another
  // indicator shares its unchanged parts with the one before (`sharedValue`).
  const compared = data?.comparePricePoints;
  const comparisons = useMemo(
    () => comparisonLayers(comparators, compared, disabled, series.times),
    [comparators, compared, disabled, series.times],
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
  const ownersPoints = data?.owners;
  const ownersLine = useMemo(
    () => ownersLayer(owners, ownersPoints, disabled, series.times),
    [owners, ownersPoints, disabled, series.times],
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
