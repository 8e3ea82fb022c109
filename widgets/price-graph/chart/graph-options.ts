import uPlot from 'uplot';
import type { Locale } from '../../../core/i18n';
import { formatNumber } from '../../../core/i18n';
import type {
  GraphType,
  LineGraphTypeFlag,
  PriceMarkerMode,
} from '../../../core/schemas/enumerations';
import type { EventMarkerKind } from '../../../core/indicators';
import { firstFinite, percentOf } from '../model/comparison-series';
import { panelLayout, rangeInBand, type PlotBand } from '../model/indicator-panels';
import { labelsClearOfTags, priceAxisSteps, priceTickTexts } from '../model/price-axis';
import type { PriceSeries } from '../model/price-series';
import { tickText, timeTicks, type LocalCalendar, type TimeUnit } from '../model/time-axis';
import type { ChartLayers } from './chart-layers';
import { fadedColor, OPACITY_HEX, paletteColor, withAlpha, type ChartColors } from './palette';
import { bevelJoinsPlugin } from './plugins/bevel-joins';
import { buySellPlugin } from './plugins/buy-sell-markers';
import { candlesPlugin } from './plugins/candles';
import { cursorPlugin } from './plugins/cursor';
import { eventsPlugin } from './plugins/event-markers';
import { extremesPlugin } from './plugins/extremes';
import { drawnPlugin } from './plugins/frame-drawn';
import { panelsPlugin } from './plugins/panels';
import { priceMarksPlugin, type PriceMark } from './plugins/price-marks';
import { wheelZoomPlugin } from './plugins/wheel-zoom';
import { snappedBarsPaths } from './snapped-bars';

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

/** What makes the layers draw differently beyond their values: their kinds, keys and colours. */
function layersShape(layers: ChartLayers) {
  return [
    layers.comparisons.map((layer) => [layer.key, layer.colorIndex]),
    layers.overlays.map((layer) => [
      layer.key,
      layer.taType,
      layer.colorIndex,
      Boolean(layer.disabled),
      layer.lines.map((line) => line.name),
    ]),
    shownPanels(layers).map((layer) => [layer.key, layer.taType]),
    layers.owners !== undefined,
    layers.priceInPercent !== undefined,
  ];
}

/** A line on the price scale or the owners scale besides the price: its values and its look. */
interface LayerColumn {
  values: Float64Array;
  scale: 'y' | 'owners';
  /** The colour; a Bollinger band's edges are faded. */
  color: string;
  /** A Bollinger band's upper edge: the fill down to the next column, its lower edge. */
  fillToNext?: string;
}

/**
 * The layers drawn as uPlot series, in their series' order: comparisons, the overlays whose pill
 * is on, the owners. `chartData` and `buildChart` both read this list, so columns and series
 * always match.
 */
function layerColumns(input: ChartInput): LayerColumn[] {
  const { layers, colors } = input;
  const columns: LayerColumn[] = layers.comparisons.map((layer) => ({
    values: layer.percent,
    scale: 'y',
    color: paletteColor(colors, layer.colorIndex),
  }));
  for (const overlay of layers.overlays) {
    if (overlay.disabled) continue;
    const color = paletteColor(colors, overlay.colorIndex);
    // A band's edges come first, so the upper edge's fill reaches the lower; its middle after.
    const lines = [...overlay.lines].sort(
      (a, b) => Number(a.name === 'middle') - Number(b.name === 'middle'),
    );
    for (const line of lines) {
      const band = overlay.taType === 'BOLLINGER' && line.name !== 'middle';
      columns.push({
        values: line.values,
        scale: 'y',
        color: band ? fadedColor(color) : color,
        ...(line.name === 'upper' ? { fillToNext: withAlpha(color, OPACITY_HEX.bandFill) } : {}),
      });
    }
  }
  if (layers.owners)
    columns.push({ values: layers.owners, scale: 'owners', color: colors.textMuted });
  return columns;
}

/** uPlot draws gaps where a value is null; NaN would be drawn as a line to nowhere. */
function gapsAsNull(values: Float64Array): (number | null)[] {
  // A plain loop: `Array.from` with a mapping function is several times slower, on every draw.
  const column = new Array<number | null>(values.length);
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index] as number;
    column[index] = Number.isFinite(value) ? value : null;
  }
  return column;
}

/** The chart's input as it stands: the chart reads the data from it on every draw. */
export interface ChartSource {
  readonly current: ChartInput;
}

/**
 * What makes two inputs draw differently beyond their data: a change here builds a new chart;
 * a change of the data alone is drawn into the chart as it is (see `chartData`), keeping zoom.
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
    layersShape(input.layers),
  ]);
}

/** The aligned columns uPlot draws: the points' positions, the prices, and the volumes when shown. */
export function chartData(input: ChartInput): uPlot.AlignedData {
  const count = input.series.times.length;
  const indexes = new Float64Array(count);
  for (let index = 0; index < count; index += 1) indexes[index] = index;
  const price = drawnSeries(input).close;
  const layers = layerColumns(input).map((column) => gapsAsNull(column.values));
  return input.volume && input.series.hasVolume
    ? [indexes, price, input.series.volume, ...layers]
    : [indexes, price, ...layers];
}

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
  /** Whether the points are intraday bars (SPEC §9), so ticks may fall on hours. */
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
  onCursor: Parameters<typeof cursorPlugin>[0];
  onDrawn: (points: number) => void;
}

/** The chart's font; the element's text font is inherited by the page, the canvas needs it spelled out. */
const FONT_SIZE_PX = 12;

/** Minimum room between two time ticks, in CSS pixels. */
const TIME_TICK_SPACING_PX = 90;

/** Room of the price axis on the right, in CSS pixels. */
const PRICE_AXIS_SIZE_PX = 64;

/** The volume bars take the lowest quarter of the price area. */
const VOLUME_SHARE = 0.25;

/** A column's or a volume bar's share of its point's width. */
const BAR_SHARE = 0.7;

/** The widest a column of the column graph gets, in CSS pixels. */
const COLUMN_MAX_PX = 32;

/** The widest a volume bar gets, in CSS pixels. */
const VOLUME_BAR_MAX_PX = 24;

/** Width of comparison, overlay and owners lines, in CSS pixels (uPlot scales it). */
const LAYER_LINE_WIDTH_PX = 1;

/**
 * The chart's font in CSS pixels, for uPlot's axes (uPlot scales them to the screen itself),
 * and in canvas pixels, for what the plugins draw on the canvas directly.
 */
const cssFont = (family: string) => `${FONT_SIZE_PX}px ${family}`;
const canvasFont = (family: string) => `${FONT_SIZE_PX * uPlot.pxRatio}px ${family}`;

/** The value range of the visible points, padded a little so the line never touches an edge. */
function visibleRange(input: ChartInput, u: uPlot): [number, number] {
  const series = drawnSeries(input);
  const percent = input.layers.priceInPercent !== undefined;
  const candles = input.graphType === 'candlestick' || input.graphType === 'ohlc';
  const highs = candles ? series.high : series.close;
  const lows = candles ? series.low : series.close;
  const from = Math.max(0, Math.floor(u.scales.x?.min ?? 0));
  const to = Math.min(
    series.times.length - 1,
    Math.ceil(u.scales.x?.max ?? series.times.length - 1),
  );
  let min = Infinity;
  let max = -Infinity;
  for (let index = from; index <= to; index += 1) {
    const high = highs[index] as number;
    const low = lows[index] as number;
    if (high > max) max = high;
    if (low < min) min = low;
  }
  // The comparisons and the overlays on the price scale stay inside the price area too.
  for (const column of layerColumns(input)) {
    if (column.scale !== 'y') continue;
    for (let index = from; index <= to; index += 1) {
      const value = column.values[index] as number;
      if (value > max) max = value;
      if (value < min) min = value;
    }
  }
  if (!percent && input.previousCloseLine && input.previousClose !== undefined) {
    min = Math.min(min, input.previousClose);
    max = Math.max(max, input.previousClose);
  }
  if (!Number.isFinite(min)) return [0, 1];
  const pad = (max - min || Math.abs(max) || 1) * 0.08;
  return [min - pad, max + pad];
}

/**
 * The stroke of a line in development colours: positive above the reference (the previous
 * close, else the first value), negative below, split exactly where the line crosses it.
 */
function developmentStroke(source: ChartSource): uPlot.Series.Stroke {
  return (u) => {
    const input = source.current;
    // While comparing, the price is in percent from its start: 0 is where it began.
    const reference = input.layers.priceInPercent
      ? 0
      : (input.previousClose ?? input.series.close[0] ?? 0);
    const top = u.bbox.top;
    const height = u.bbox.height || 1;
    const split = Math.min(1, Math.max(0, (u.valToPos(reference, 'y', true) - top) / height));
    const gradient = u.ctx.createLinearGradient(0, top, 0, top + height);
    gradient.addColorStop(0, input.colors.positive);
    gradient.addColorStop(split, input.colors.positive);
    gradient.addColorStop(split, input.colors.negative);
    gradient.addColorStop(1, input.colors.negative);
    return gradient;
  };
}

/** The area under a line, fading from the line's colour to nothing. */
function areaFill(color: string): uPlot.Series.Fill {
  return (u) => {
    const gradient = u.ctx.createLinearGradient(0, u.bbox.top, 0, u.bbox.top + u.bbox.height);
    gradient.addColorStop(0, withAlpha(color, OPACITY_HEX.area));
    gradient.addColorStop(1, withAlpha(color, OPACITY_HEX.none));
    return gradient;
  };
}

/** The price marks of the price-marker setting and the previous-close line. */
function priceMarks(input: ChartInput): PriceMark[] {
  const { series, priceMarkers, previousClose, colors, decimals, locale } = input;
  // Prices have no place on a percent scale.
  if (input.layers.priceInPercent) return [];
  const text = (value: number) =>
    formatNumber(value, locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  const marks: PriceMark[] = [];
  const showClosing =
    priceMarkers === 'closing-price' || priceMarkers === 'current-and-closing-price';
  const showCurrent =
    priceMarkers === 'current-price' || priceMarkers === 'current-and-closing-price';
  if (previousClose !== undefined && (showClosing || input.previousCloseLine)) {
    marks.push({
      value: previousClose,
      text: text(previousClose),
      color: colors.textMuted,
      line: input.previousCloseLine,
    });
  }
  const last = series.close[series.close.length - 1];
  if (showCurrent && last !== undefined) {
    const reference = previousClose ?? series.close[0] ?? last;
    marks.push({
      value: last,
      text: text(last),
      color: last >= reference ? colors.positive : colors.negative,
      line: false,
    });
  }
  return marks;
}

/** The splits of the price axis inside the price area; those over the panels are left out. */
function inPriceArea(range: () => [number, number]): uPlot.Axis.Filter {
  return (_u, splits) => {
    const [min, max] = range();
    return splits.map((split) => (split >= min && split <= max ? split : null));
  };
}

/**
 * The uPlot options of a chart: a pure function of its input's shape (`chartShape`), so a
 * change of any setting builds a new chart and nothing is left over from the previous one.
 * What depends on the data (ranges, ticks, candles, marks, layers' values) reads
 * `source.current` when it draws, so new data, a live tick, is drawn into the same chart. The x
 * values are the points' positions (see model/time-axis.ts), the price axis sits on the right.
 * The plot is split in bands (model/indicator-panels.ts): the price area on top, with the volume
 * in its lowest quarter, and the indicator panels below it, drawn by a plugin. Scales that span
 * the whole plot are given ranges that place their values in their band. While comparing, the
 * price scale is in percent, and the price marks and the highest/lowest labels, which are
 * prices, are left out.
 */
export function buildChart(source: ChartSource, fontFamily: string): uPlot.Options {
  const input = source.current;
  const { series, colors } = input;
  const count = () => source.current.series.times.length;
  const candles = input.graphType === 'candlestick' || input.graphType === 'ohlc';
  const isLine = input.graphType === 'line';
  const percent = input.layers.priceInPercent !== undefined;
  const showVolume = input.volume && series.hasVolume;
  const axisFont = cssFont(fontFamily);
  const drawnFont = canvasFont(fontFamily);
  const edge = candles || input.graphType === 'column' || showVolume ? 0.5 : 0;
  let ticks: { unit: TimeUnit } = { unit: 'day' };
  const maxClose = percent
    ? 0
    : series.close.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
  // The visible price range, kept by the price scale for its axis's splits.
  let priceRange: [number, number] = [0, 1];
  const band = (u: uPlot) => priceBand(source.current.layers, u);

  const priceSeries: uPlot.Series = {
    scale: 'y',
    label: 'price',
    stroke:
      isLine && input.lineFlags.includes('development-colors')
        ? developmentStroke(source)
        : colors.line,
    width: candles ? 0 : 2,
    fill:
      isLine && input.lineFlags.includes('area-gradient')
        ? areaFill(colors.line)
        : input.graphType === 'column'
          ? withAlpha(colors.line, OPACITY_HEX.column)
          : undefined,
    points: { show: false },
    // The area and the columns reach down to the price area's bottom, not into the panels.
    fillTo: () => priceRange[0],
    paths: candles
      ? () => null
      : input.graphType === 'column'
        ? snappedBarsPaths({
            share: BAR_SHARE,
            maxWidth: COLUMN_MAX_PX,
            baseValue: () => priceRange[0],
          })
        : input.lineFlags.includes('soft-line')
          ? uPlot.paths.spline?.()
          : uPlot.paths.linear?.(),
  };

  /** Converts a price to the price scale: percent from the first close while comparing. */
  const toPriceScale = (price: number) => {
    const current = source.current;
    return current.layers.priceInPercent
      ? percentOf(price, firstFinite(current.series.close))
      : price;
  };

  const plugins: uPlot.Plugin[] = [
    wheelZoomPlugin(count),
    cursorPlugin(input.onCursor),
    panelsPlugin({
      panels: () => shownPanels(source.current.layers),
      colorOf: (colorIndex) => paletteColor(colors, colorIndex),
      fade: fadedColor,
      colors,
      font: drawnFont,
      locale: input.locale,
    }),
    buySellPlugin({
      markers: () => source.current.layers.buySell,
      toPriceScale,
      colors: {
        buy: colors.positive,
        sell: colors.negative,
        mixed: colors.line,
        outline: colors.surface,
      },
    }),
    eventsPlugin({
      markers: () => source.current.layers.events,
      icon: (kind, hover) => source.current.eventIcon?.(kind, hover),
      priceBand: band,
      colors: { positive: colors.positive, negative: colors.negative, dividend: colors.line },
    }),
    bevelJoinsPlugin(),
    drawnPlugin(input.onDrawn),
  ];
  if (!percent) {
    plugins.splice(
      2,
      0,
      priceMarksPlugin(() => priceMarks(source.current), {
        font: drawnFont,
        textColor: colors.surface,
      }),
    );
  }
  if (candles) {
    plugins.unshift(
      candlesPlugin(input.graphType as 'candlestick' | 'ohlc', () => drawnSeries(source.current), {
        up: colors.positive,
        down: colors.negative,
      }),
    );
  }
  if (input.highestAndLowest && !percent) {
    plugins.push(
      extremesPlugin({
        highs: () => (candles ? source.current.series.high : source.current.series.close),
        lows: () => (candles ? source.current.series.low : source.current.series.close),
        labels: input.texts,
        decimals: input.decimals,
        locale: input.locale,
        color: colors.text,
        font: drawnFont,
      }),
    );
  }

  const columns = layerColumns(input);
  const firstLayerSeries = showVolume ? 3 : 2;
  const layerSeries = columns.map((column): uPlot.Series => ({
    scale: column.scale,
    stroke: column.color,
    width: LAYER_LINE_WIDTH_PX,
    ...(column.scale === 'owners' ? { dash: [4, 3] } : {}),
    points: { show: false },
    paths: uPlot.paths.linear?.(),
  }));
  const bands: uPlot.Band[] = columns.flatMap((column, index) =>
    column.fillToNext
      ? [
          {
            series: [firstLayerSeries + index, firstLayerSeries + index + 1] as [number, number],
            fill: column.fillToNext,
          },
        ]
      : [],
  );

  const priceFilter = inPriceArea(() => priceRange);
  const options: uPlot.Options = {
    width: input.width,
    height: input.height,
    legend: { show: false },
    cursor: {
      y: false,
      points: { show: isLine },
      drag: { x: true, y: false, setScale: true },
    },
    scales: {
      x: {
        time: false,
        // Candles and bars are centred on their point: half a point of room keeps the first and
        // last whole.
        range: (_u, min, max) => [Math.max(-edge, min), Math.min(count() - 1 + edge, max)],
      },
      y: {
        range: (u) => {
          priceRange = visibleRange(source.current, u);
          return rangeInBand(priceRange[0], priceRange[1], band(u));
        },
      },
      volume: {
        range: (u, _min, max) => {
          const price = band(u);
          return rangeInBand(0, max || 1, {
            top: price.top + price.height * (1 - VOLUME_SHARE),
            height: price.height * VOLUME_SHARE,
          });
        },
      },
      owners: { range: (u, min, max) => rangeInBand(min, max, band(u)) },
    },
    axes: [
      {
        scale: 'x',
        font: axisFont,
        stroke: colors.textMuted,
        grid: { show: input.grid, stroke: colors.grid, width: 1 },
        ticks: { show: false },
        space: TIME_TICK_SPACING_PX,
        splits: (u, _axis, min, max) => {
          const found = timeTicks(
            source.current.calendar,
            min,
            max,
            Math.max(2, Math.floor(u.bbox.width / uPlot.pxRatio / TIME_TICK_SPACING_PX)),
            input.intraday ? 'hour' : 'day',
          );
          ticks = found;
          return found.indexes;
        },
        values: (_u, splits) =>
          splits.map((index) => {
            const time = source.current.series.times[index];
            return time === undefined
              ? ''
              : tickText(time, ticks.unit, input.locale, input.timeZone);
          }),
      },
      {
        scale: 'y',
        side: 1,
        size: PRICE_AXIS_SIZE_PX,
        font: axisFont,
        stroke: colors.textMuted,
        grid: { show: input.grid, stroke: colors.grid, width: 1, filter: priceFilter },
        ticks: { show: false },
        filter: priceFilter,
        incrs: priceAxisSteps(maxClose),
        values: (u, splits: (number | null)[]) => {
          const shown = splits.filter((split): split is number => split !== null);
          const texts = priceTickTexts(shown, input.locale);
          // A label under a price tag (the previous close, the current price) is left out.
          const clear = labelsClearOfTags(
            splits.map((split) => (split === null ? NaN : u.valToPos(split, 'y'))),
            priceMarks(source.current).map((mark) => u.valToPos(mark.value, 'y')),
          );
          return splits.map((split, index) =>
            split === null || !clear[index]
              ? ''
              : `${texts[shown.indexOf(split)] ?? ''}${percent ? ' %' : ''}`,
          );
        },
      },
    ],
    series: [
      {},
      priceSeries,
      ...(showVolume
        ? [
            {
              scale: 'volume',
              label: 'volume',
              stroke: withAlpha(colors.textMuted, OPACITY_HEX.volumeStroke),
              fill: withAlpha(colors.textMuted, OPACITY_HEX.volumeFill),
              width: 0,
              points: { show: false },
              paths: snappedBarsPaths({
                share: BAR_SHARE,
                maxWidth: VOLUME_BAR_MAX_PX,
                baseValue: () => 0,
              }),
            } satisfies uPlot.Series,
          ]
        : []),
      ...layerSeries,
    ],
    bands,
    plugins,
  };
  return options;
}
