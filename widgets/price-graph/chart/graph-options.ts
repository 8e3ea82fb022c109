import uPlot from 'uplot';
import type { Locale } from '../../../core/i18n';
import { formatNumber } from '../../../core/i18n';
import type {
  GraphType,
  LineGraphTypeFlag,
  PriceMarkerMode,
} from '../../../core/schemas/enumerations';
import { priceAxisSteps, priceTickTexts } from '../model/price-axis';
import type { PriceSeries } from '../model/price-series';
import { tickText, timeTicks, type LocalCalendar, type TimeUnit } from '../model/time-axis';
import {
  candlesPlugin,
  cursorPlugin,
  drawnPlugin,
  extremesPlugin,
  priceMarksPlugin,
  wheelZoomPlugin,
  type PriceMark,
} from './chart-plugins';

/** The colours the chart paints with, read from the element's theme tokens. */
export interface ChartColors {
  line: string;
  positive: string;
  negative: string;
  text: string;
  textMuted: string;
  grid: string;
  surface: string;
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
  ]);
}

/** The aligned columns uPlot draws: the points' positions, the prices, and the volumes when shown. */
export function chartData(input: ChartInput): uPlot.AlignedData {
  const count = input.series.times.length;
  const indexes = new Float64Array(count);
  for (let index = 0; index < count; index += 1) indexes[index] = index;
  return input.volume && input.series.hasVolume
    ? [indexes, input.series.close, input.series.volume]
    : [indexes, input.series.close];
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
  onCursor: Parameters<typeof cursorPlugin>[0];
  onDrawn: (points: number) => void;
}

/** The chart's font; the element's text font is inherited by the page, the canvas needs it spelled out. */
const FONT_SIZE_PX = 12;

/** Minimum room between two time ticks, in CSS pixels. */
const TIME_TICK_SPACING_PX = 90;

/** Room of the price axis on the right, in CSS pixels. */
const PRICE_AXIS_SIZE_PX = 64;

/** The volume bars take the lowest quarter of the plot. */
const VOLUME_SHARE = 0.25;

/** Opacity of the area gradient at the line, as a two-digit hex alpha. */
const AREA_ALPHA_HEX = '40';

/**
 * The chart's font in CSS pixels, for uPlot's axes (uPlot scales them to the screen itself),
 * and in canvas pixels, for what the plugins draw on the canvas directly.
 */
const cssFont = (family: string) => `${FONT_SIZE_PX}px ${family}`;
const canvasFont = (family: string) => `${FONT_SIZE_PX * uPlot.pxRatio}px ${family}`;

/** `#rrggbb` with an alpha; other colour syntaxes are used as they are. */
function withAlpha(color: string, alphaHex: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? `${color}${alphaHex}` : color;
}

/** The value range of the visible points, padded a little so the line never touches an edge. */
function visibleRange(input: ChartInput, u: uPlot): [number, number] {
  const { series } = input;
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
  if (input.previousCloseLine && input.previousClose !== undefined) {
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
    const reference = input.previousClose ?? input.series.close[0] ?? 0;
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
    gradient.addColorStop(0, withAlpha(color, AREA_ALPHA_HEX));
    gradient.addColorStop(1, withAlpha(color, '00'));
    return gradient;
  };
}

/** The price marks of the price-marker setting and the previous-close line. */
function priceMarks(input: ChartInput): PriceMark[] {
  const { series, priceMarkers, previousClose, colors, decimals, locale } = input;
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

/**
 * The uPlot options of a chart: a pure function of its input's shape (`chartShape`), so a
 * change of any setting builds a new chart and nothing is left over from the previous one.
 * What depends on the data (ranges, ticks, candles, marks) reads `source.current` when it
 * draws, so new data, a live tick, is drawn into the same chart. The x values are the points'
 * positions (see model/time-axis.ts), the price axis sits on the right, the volume on a scale
 * of its own in the lowest quarter.
 */
export function buildChart(source: ChartSource, fontFamily: string): uPlot.Options {
  const input = source.current;
  const { series, colors } = input;
  const count = () => source.current.series.times.length;
  const candles = input.graphType === 'candlestick' || input.graphType === 'ohlc';
  const isLine = input.graphType === 'line';
  const showVolume = input.volume && series.hasVolume;
  const axisFont = cssFont(fontFamily);
  const drawnFont = canvasFont(fontFamily);
  const edge = candles || input.graphType === 'column' || showVolume ? 0.5 : 0;
  let ticks: { unit: TimeUnit } = { unit: 'day' };
  const maxClose = series.close.reduce((max, value) => Math.max(max, Math.abs(value)), 0);

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
          ? withAlpha(colors.line, 'b0')
          : undefined,
    points: { show: false },
    paths: candles
      ? () => null
      : input.graphType === 'column'
        ? uPlot.paths.bars?.({ size: [0.7, 32], align: 0 })
        : input.lineFlags.includes('soft-line')
          ? uPlot.paths.spline?.()
          : uPlot.paths.linear?.(),
  };

  const plugins: uPlot.Plugin[] = [
    wheelZoomPlugin(count),
    cursorPlugin(input.onCursor),
    priceMarksPlugin(() => priceMarks(source.current), {
      font: drawnFont,
      textColor: colors.surface,
    }),
    drawnPlugin(input.onDrawn),
  ];
  if (candles) {
    plugins.unshift(
      candlesPlugin(input.graphType as 'candlestick' | 'ohlc', () => source.current.series, {
        up: colors.positive,
        down: colors.negative,
      }),
    );
  }
  if (input.highestAndLowest) {
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
      y: { range: (u) => visibleRange(source.current, u) },
      volume: { range: (_u, _min, max) => [0, (max || 1) / VOLUME_SHARE] },
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
        grid: { show: input.grid, stroke: colors.grid, width: 1 },
        ticks: { show: false },
        incrs: priceAxisSteps(maxClose),
        values: (_u, splits) => priceTickTexts(splits, input.locale),
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
              stroke: withAlpha(colors.textMuted, '80'),
              fill: withAlpha(colors.textMuted, '50'),
              width: 0,
              points: { show: false },
              paths: uPlot.paths.bars?.({ size: [0.7, 24], align: 0 }),
            } satisfies uPlot.Series,
          ]
        : []),
    ],
    plugins,
  };
  return options;
}
