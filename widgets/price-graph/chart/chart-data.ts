import type uPlot from 'uplot';
import { formatNumber } from '../../../core/i18n';
import { drawnSeries, drawsCandles, type ChartInput } from './chart-input';
import { fadedColor, OPACITY_HEX, paletteColor, withAlpha } from './palette';
import { visibleIndexes } from './point-positions';
import type { PriceMark } from './plugins/price-marks';

/** What a chart draws, shaped from its input: uPlot's columns, the range in view, the marks. */

/** A line on the price scale or the owners scale besides the price: its values and its look. */
export interface LayerColumn {
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
export function layerColumns(input: ChartInput): LayerColumn[] {
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

/**
 * The columns of layer values already given to uPlot, by the values they were made from: a
 * layer's values stay the same array until it is computed again, so a draw that only adds or
 * removes another layer, or brings another layer's values, makes no new column for it.
 */
const layerColumnsMade = new WeakMap<Float64Array, (number | null)[]>();

/** uPlot draws gaps where a value is null; NaN would be drawn as a line to nowhere. */
function gapsAsNull(values: Float64Array): (number | null)[] {
  const made = layerColumnsMade.get(values);
  if (made) return made;
  // A plain loop: `Array.from` with a mapping function is several times slower. A column of
  // numbers and nulls holds each number as an object of its own: making one for every layer on
  // every draw was most of a draw's garbage.
  const column = new Array<number | null>(values.length);
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index] as number;
    column[index] = Number.isFinite(value) ? value : null;
  }
  layerColumnsMade.set(values, column);
  return column;
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

/** The value range of the visible points, padded a little so the line never touches an edge. */
export function visibleRange(input: ChartInput, u: uPlot): [number, number] {
  const series = drawnSeries(input);
  const percent = input.layers.priceInPercent !== undefined;
  const candles = drawsCandles(input.graphType);
  const highs = candles ? series.high : series.close;
  const lows = candles ? series.low : series.close;
  const [from, to] = visibleIndexes(u, series.times.length);
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

/** The price marks of the price-marker setting and the previous-close line. */
export function priceMarks(input: ChartInput): PriceMark[] {
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
