import uPlot from 'uplot';
import { rangeInBand } from '../model/indicator-panels';
import { priceAxis, timeAxis } from './axes-options';
import { layerColumns, visibleRange } from './chart-data';
import { drawsCandles, priceBand, type ChartInput, type ChartSource } from './chart-input';
import { chartPlugins } from './plugin-set';
import { layerBands, layerSeries, priceSeries, volumeSeries } from './series-options';

/** The chart's font; the element's text font is inherited by the page, the canvas needs it spelled out. */
const FONT_SIZE_PX = 12;

/** The volume bars take the lowest quarter of the price area. */
const VOLUME_SHARE = 0.25;

/**
 * uPlot's marker of a series' value at the cursor, an element over the plot: none is shown (the
 * tooltip gives the values), but uPlot removes a series' marker with the series, so each series
 * has one, hidden.
 */
function hiddenCursorPoint(): HTMLElement {
  const point = document.createElement('div');
  point.hidden = true;
  return point;
}

/** Whether the volume is drawn: asked for, and the series has it. */
const showsVolume = (input: ChartInput) => input.volume && input.series.hasVolume;

/** The first layer's series: after the x values, the price and, when shown, the volume. */
const firstLayerSeries = (input: ChartInput) => (showsVolume(input) ? 3 : 2);

/**
 * The uPlot options of a chart: a pure function of its input's shape (`chartShape`) and of its
 * layers' lines, so a change of any setting builds a new chart and nothing is left over from the
 * previous one; new layers' lines are given to the chart there is (`setLayerSeries`). What
 * depends on the data (ranges, ticks, candles, marks, layers' values, the panels) reads
 * `source.current` when it draws, so new data, a live tick, is drawn into the same chart. The x
 * values are the points' positions (see model/time-axis.ts), the price axis sits on the right.
 * The plot is split in bands (model/indicator-panels.ts): the price area on top, with the volume
 * in its lowest quarter, and the indicator panels below it, drawn by a plugin. Scales that span
 * the whole plot are given ranges that place their values in their band. While comparing, the
 * price scale is in percent. The axes take the font in CSS pixels (uPlot scales them to the
 * screen itself), the plugins, which draw on the canvas directly, in canvas pixels.
 */
export function buildChart(source: ChartSource, fontFamily: string): uPlot.Options {
  const input = source.current;
  const count = () => source.current.series.times.length;
  const showVolume = showsVolume(input);
  const edge =
    drawsCandles(input.graphType) || input.graphType === 'column' || showVolume ? 0.5 : 0;
  // The visible price range, kept by the price scale for its axis's splits.
  let priceRange: [number, number] = [0, 1];
  const band = (u: uPlot) => priceBand(source.current.layers, u);
  const columns = layerColumns(input);
  const first = firstLayerSeries(input);
  return {
    width: input.width,
    height: input.height,
    legend: { show: false },
    cursor: {
      y: false,
      points: { show: hiddenCursorPoint },
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
      timeAxis(source, `${FONT_SIZE_PX}px ${fontFamily}`),
      priceAxis(source, `${FONT_SIZE_PX}px ${fontFamily}`, () => priceRange),
    ],
    series: [
      {},
      priceSeries(source, () => priceRange[0]),
      ...(showVolume ? [volumeSeries(input.colors)] : []),
      ...layerSeries(columns),
    ],
    bands: layerBands(columns, first),
    plugins: chartPlugins(source, `${FONT_SIZE_PX * uPlot.pxRatio}px ${fontFamily}`),
  };
}

/**
 * Gives a chart built for `input`'s shape the layers' lines of `input` in place of those it
 * draws: an indicator added or taken away, a comparison or the owners change the series of the
 * chart there is, so its canvas, its scales and the reader's zoom stay (the caller sets the data
 * that goes with them, `chartData`).
 */
export function setLayerSeries(u: uPlot, input: ChartInput): void {
  const first = firstLayerSeries(input);
  for (let index = u.series.length - 1; index >= first; index -= 1) u.delSeries(index);
  u.delBand(null);
  const columns = layerColumns(input);
  for (const series of layerSeries(columns)) u.addSeries(series);
  for (const band of layerBands(columns, first)) u.addBand(band);
}
