import uPlot from 'uplot';
import type { LayerColumn } from './chart-data';
import { drawsCandles, type ChartSource } from './chart-input';
import { OPACITY_HEX, withAlpha, type ChartColors } from './palette';
import { snappedBarsPaths } from './snapped-bars';

/** The uPlot series of a chart: the price, the volume and the layers' lines. */

/** A column's or a volume bar's share of its point's width. */
const BAR_SHARE = 0.7;

/** The widest a column of the column graph gets, in CSS pixels. */
const COLUMN_MAX_PX = 32;

/** The widest a volume bar gets, in CSS pixels. */
const VOLUME_BAR_MAX_PX = 24;

/** Width of comparison, overlay and owners lines, in CSS pixels (uPlot scales it). */
const LAYER_LINE_WIDTH_PX = 1;

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

/**
 * The price series as its graph type draws it: a line (straight or soft, in the accent or in
 * development colours, with an area below it), columns, or nothing where the candles plugin
 * draws candles. The area and the columns reach down to `lowest`, the price area's bottom.
 */
export function priceSeries(source: ChartSource, lowest: () => number): uPlot.Series {
  const { graphType, lineFlags, colors } = source.current;
  const isLine = graphType === 'line';
  const candles = drawsCandles(graphType);
  return {
    scale: 'y',
    label: 'price',
    stroke:
      isLine && lineFlags.includes('development-colors') ? developmentStroke(source) : colors.line,
    width: candles ? 0 : 2,
    fill:
      isLine && lineFlags.includes('area-gradient')
        ? areaFill(colors.line)
        : graphType === 'column'
          ? withAlpha(colors.line, OPACITY_HEX.column)
          : undefined,
    points: { show: false },
    // The area and the columns reach down to the price area's bottom, not into the panels.
    fillTo: lowest,
    paths: candles
      ? () => null
      : graphType === 'column'
        ? snappedBarsPaths({ share: BAR_SHARE, maxWidth: COLUMN_MAX_PX, baseValue: lowest })
        : lineFlags.includes('soft-line')
          ? uPlot.paths.spline?.()
          : uPlot.paths.linear?.(),
  };
}

/** The volume as bars from zero on a scale of its own, in the muted text colour. */
export function volumeSeries(colors: ChartColors): uPlot.Series {
  return {
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
  };
}

/** The layers' lines, thin, the owners dashed on their own scale. */
export const layerSeries = (columns: readonly LayerColumn[]): uPlot.Series[] =>
  columns.map((column) => ({
    scale: column.scale,
    stroke: column.color,
    width: LAYER_LINE_WIDTH_PX,
    ...(column.scale === 'owners' ? { dash: [4, 3] } : {}),
    points: { show: false },
    paths: uPlot.paths.linear?.(),
  }));

/** The fills between a Bollinger band's edges, by their series: the layers start at `first`. */
export const layerBands = (columns: readonly LayerColumn[], first: number): uPlot.Band[] =>
  columns.flatMap((column, index) =>
    column.fillToNext
      ? [
          {
            series: [first + index, first + index + 1] as [number, number],
            fill: column.fillToNext,
          },
        ]
      : [],
  );
