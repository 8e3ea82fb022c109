import type { BuySellMarker, EventMarker } from '../../../core/indicators';
import type { HistoricalEventKind } from '../../../core/schemas/graph-setting-values';
import type {
  Comparator,
  TechnicalAnalysisSetting,
} from '../../../core/schemas/graph-user-settings';
import type { PriceTimeSeries } from '../../../core/schemas/price-time-series';
import {
  comparisonLayerKey,
  OWNERS_LAYER_KEY,
  technicalAnalysisLayerKey,
  type ComparisonLayer,
  type LayerLine,
  type OverlayLayer,
  type PanelLayer,
} from './chart-layers';
import {
  alignedOwners,
  comparisonPercent,
  firstFinite,
  valuesInPercentOf,
} from './comparison-series';
import { shownEventMarkers } from './event-marker-kinds';
import {
  BUY_SELL_JOB,
  EVENTS_JOB,
  pendingIndicator,
  type Computed,
  type LayerJob,
} from './layer-computations';
import type { PriceSeries } from './price-series';
import { technicalAnalysisLabel } from './technical-analysis-label';

/**
 * The chart's layers (chart-layers.ts) as drawn, from the graph's settings, the answer on screen
 * and what the indicator worker computed (`computed`, see layer-results.ts). A pill switched off
 * (its key in `disabled`) leaves its series in the settings but out of the drawing.
 */

/** The comparisons whose pill is on and whose series the answer has, in percent. */
export function comparisonLayers(
  comparators: readonly Comparator[],
  compared: PriceTimeSeries['comparePricePoints'],
  disabled: ReadonlySet<string>,
  times: Float64Array,
): ComparisonLayer[] {
  return comparators.flatMap((comparator): ComparisonLayer[] => {
    const key = comparisonLayerKey(comparator.orderBookId);
    // The answer names each compared series by the comparator's order book.
    const points = compared?.find(
      (compared) => compared.timeSeriesIdentifier === comparator.orderBookId,
    )?.pricePoints;
    if (disabled.has(key) || !points) return [];
    return [
      {
        key,
        symbol: comparator.symbol,
        colorIndex: comparator.colorIndex,
        percent: comparisonPercent(times, points),
      },
    ];
  });
}

/** An indicator's lines in percent of the price's first close, for a graph that compares. */
const linesInPercent = (lines: readonly LayerLine[], base: number): LayerLine[] =>
  lines.map((line) => ({ name: line.name, values: valuesInPercentOf(line.values, base) }));

/**
 * The technical analyses: SMA, EMA and Bollinger over the price (in percent while comparing),
 * RSI, Stochastic and MACD in panels with their levels. `jobs` begins with the analyses' jobs,
 * in their order (layer-computations.ts); an analysis not computed yet has lines without values.
 */
export function indicatorLayers(
  analyses: readonly TechnicalAnalysisSetting[],
  jobs: readonly LayerJob[],
  computed: (job: LayerJob) => Computed | undefined,
  disabled: ReadonlySet<string>,
  series: PriceSeries,
  comparing: boolean,
): { overlays: OverlayLayer[]; panels: PanelLayer[] } {
  const overlays: OverlayLayer[] = [];
  const panels: PanelLayer[] = [];
  const base = firstFinite(series.close);
  analyses.forEach((setting, index) => {
    const found = computed(jobs[index] as LayerJob);
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
        lines: comparing ? linesInPercent(value.lines, base) : value.lines,
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
}

/** The owners series on the price points, when it is on and its pill is not switched off. */
export const ownersLayer = (
  shown: boolean,
  owners: PriceTimeSeries['owners'],
  disabled: ReadonlySet<string>,
  times: Float64Array,
): Float64Array | undefined =>
  shown && owners && !disabled.has(OWNERS_LAYER_KEY) ? alignedOwners(times, owners) : undefined;

/** The customer's trades, and the historical events of the kinds the settings show. */
export function markerLayers(
  jobs: readonly LayerJob[],
  computed: (job: LayerJob) => Computed | undefined,
  eventKinds: readonly HistoricalEventKind[],
): { buySell: readonly BuySellMarker[]; events: readonly EventMarker[] } {
  const find = (key: string) => jobs.find((job) => job.key === key);
  const buySellJob = find(BUY_SELL_JOB);
  const eventsJob = find(EVENTS_JOB);
  const buySell = buySellJob && computed(buySellJob);
  const found = eventsJob && computed(eventsJob);
  return {
    buySell: buySell && 'buySell' in buySell ? buySell.buySell : [],
    events: found && 'events' in found ? shownEventMarkers(found.events, eventKinds) : [],
  };
}
