import uPlot from 'uplot';
import { rangeInBand } from '../model/indicator-panels';
import { priceAxis, timeAxis } from './axes-options';
import { layerColumns, visibleRange } from './chart-data';
import { drawsCandles, priceBand, type ChartSource } from './chart-input';
import { chartPlugins } from './plugin-set';
import { layerBands, layerSeries, priceSeries, volumeSeries } from './series-options';

/** The chart's font; the element's text font is inherited by the page, the canvas needs it spelled out. */
const FONT_SIZE_PX = 12;

/** The volume bars take the lowest quarter of the price area. */
const VOLUME_SHARE = 0.25;

/**
 * The uPlot options of a chart: a pure function of its input's shape (`chartShape`), so a
 * change of any setting builds a new chart and nothing is left over from the previous one.
 * What depends on the data (ranges, ticks, candles, marks, layers' values) reads
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
  const showVolume = input.volume && input.series.hasVolume;
  const edge =
    drawsCandles(input.graphType) || input.graphType === 'column' || showVolume ? 0.5 : 0;
  // The visible price range, kept by the price scale for its axis's splits.
  let priceRange: [number, number] = [0, 1];
  const band = (u: uPlot) => priceBand(source.current.layers, u);
  const columns = layerColumns(input);
  return {
    width: input.width,
    height: input.height,
    legend: { show: false },
    cursor: {
      y: false,
      points: { show: input.graphType === 'line' },
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
    bands: layerBands(columns, showVolume ? 3 : 2),
    plugins: chartPlugins(source, `${FONT_SIZE_PX * uPlot.pxRatio}px ${fontFamily}`),
  };
}
