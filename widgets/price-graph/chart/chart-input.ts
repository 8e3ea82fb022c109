import uPlot from 'uplot';
import type { Locale } from '../../../core/i18n';
import type { EventMarkerKind } from '../../../core/indicators';
import type {
  GraphType,
  LineGraphTypeFlag,
  PriceMarkerMode,
} from '../../../core/schemas/graph-setting-values';
import { panelLayout, type PlotBand } from '../model/indicator-panels';
import type { PriceSeries } from '../model/price-series';
import type { LocalCalendar } from '../model/time-axis';
import type { ChartLayers } from '../model/chart-layers';
import type { ChartColors } from './palette';
import type { ChartCursor } from './plugins/cursor';

/** Everything a chart is drawn from: the data, the settings that shape it, and its texts. */
export interface ChartInput {
  series: PriceSeries;
  calendar: LocalCalendar;
  graphType: GraphType;
  lineFlags: readonly LineGraphTypeFlag[];
  grid: boolean;
  volume: boolean;
  highestAndLowest: boolean;
  priceMarkers: PriceMarkerMode;
  /** The close the period is measured against; a dashed line when `previousCloseLine`. */
  previousClose: number | undefined;
  previousCloseLine: boolean;
  /** Whether the points are intraday bars, so ticks may fall on hours. */
  intraday: boolean;
  decimals: number;
  colors: ChartColors;
  locale: Locale;
  timeZone: string;
  width: number;
  height: number;
  texts: { highest: string; lowest: string };
  /** What is drawn besides the price: comparisons, indicators, owners, markers. */
  layers: ChartLayers;
  /**
   * The URL of a historical event's icon, the hover variant when `hover`; without one (or until
   * it has loaded) a small glyph is drawn instead.
   */
  eventIcon?: (kind: Exclude<EventMarkerKind, 'other'>, hover: boolean) => string | undefined;
  onCursor: (cursor: ChartCursor | null) => void;
  onDrawn: (points: number) => void;
}

/** The chart's input as it stands: the chart reads the data from it on every draw. */
export interface ChartSource {
  readonly current: ChartInput;
}

/** Whether the graph type draws each point as a candle (or an OHLC bar) rather than a line. */
export const drawsCandles = (graphType: GraphType): graphType is 'candlestick' | 'ohlc' =>
  graphType === 'candlestick' || graphType === 'ohlc';

/** The price series as drawn: in percent while comparing, else as it is. */
export const drawnSeries = (input: ChartInput): PriceSeries =>
  input.layers.priceInPercent ?? input.series;

/** The panels drawn: those whose pill is on. */
export const shownPanels = (layers: ChartLayers) =>
  layers.panels.filter((panel) => !panel.disabled);

/** The price area's band of the plot (a share of it), above the indicator panels. */
export const priceBand = (layers: ChartLayers, u: uPlot): PlotBand =>
  panelLayout(
    shownPanels(layers).map((panel) => panel.taType),
    1,
    u.bbox.height / uPlot.pxRatio,
  ).price;

/**
 * What makes the layers' lines (uPlot series) draw differently beyond their values: their kinds,
 * keys and colours, and which are shown. A change here gives the chart there is new layer series
 * (`setLayerSeries`); the indicator panels are not series: their plugin reads them on each draw.
 */
export function layerSeriesShape(layers: ChartLayers): string {
  return JSON.stringify([
    layers.comparisons.map((layer) => [layer.key, layer.colorIndex]),
    layers.overlays.map((layer) => [
      layer.key,
      layer.taType,
      layer.colorIndex,
      Boolean(layer.disabled),
      layer.lines.map((line) => line.name),
    ]),
    layers.owners !== undefined,
  ]);
}

/**
 * What makes two inputs draw differently beyond their data and their layers: a change here
 * builds a new chart; a change of the data, of the layers' lines (`layerSeriesShape`) or of the
 * panels is drawn into the chart as it is (see `chartData`), keeping zoom. Whether the price is
 * in percent (while comparing) changes its axis and marks: a new chart.
 */
export function chartShape(
  input: Omit<
    ChartInput,
    'series' | 'calendar' | 'previousClose' | 'width' | 'height' | 'onCursor' | 'onDrawn'
  > & { series: Pick<PriceSeries, 'hasVolume' | 'hasCandles'> },
): string {
  return JSON.stringify([
    input.graphType,
    input.lineFlags,
    input.grid,
    input.volume && input.series.hasVolume,
    input.highestAndLowest,
    input.priceMarkers,
    input.previousCloseLine,
    input.intraday,
    input.decimals,
    input.locale,
    input.timeZone,
    input.texts,
    input.colors,
    input.layers.priceInPercent !== undefined,
  ]);
}
