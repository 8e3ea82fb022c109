import type uPlot from 'uplot';
import { firstFinite, percentOf } from '../model/comparison-series';
import { priceMarks } from './chart-data';
import { drawnSeries, drawsCandles, priceBand, shownPanels, type ChartSource } from './chart-input';
import { fadedColor, paletteColor } from './palette';
import { bevelJoinsPlugin } from './plugins/bevel-joins';
import { buySellPlugin } from './plugins/buy-sell-markers';
import { candlesPlugin } from './plugins/candles';
import { cursorPlugin } from './plugins/cursor';
import { eventsPlugin } from './plugins/event-markers';
import { extremesPlugin } from './plugins/extremes';
import { drawnPlugin } from './plugins/frame-drawn';
import { panelsPlugin } from './plugins/panels';
import { priceMarksPlugin } from './plugins/price-marks';
import { wheelZoomPlugin } from './plugins/wheel-zoom';

/**
 * The uPlot plugins of a chart, in the order they draw: each draws one thing on top of uPlot's
 * own drawing, or adds one interaction, through uPlot's hooks (never a fork of uPlot), in
 * canvas pixels (uPlot scales the canvas by the device pixel ratio, so drawings stay crisp).
 * What the plugins draw is read from `source.current` on each draw. While comparing, the price
 * marks and the highest/lowest labels, which are prices, are left out. `font` is the canvas
 * font.
 */
export function chartPlugins(source: ChartSource, font: string): uPlot.Plugin[] {
  const input = source.current;
  const { colors, graphType } = input;
  const percent = input.layers.priceInPercent !== undefined;
  const candles = drawsCandles(graphType);
  /** Converts a price to the price scale: percent from the first close while comparing. */
  const toPriceScale = (price: number) => {
    const current = source.current;
    return current.layers.priceInPercent
      ? percentOf(price, firstFinite(current.series.close))
      : price;
  };
  const series = () => source.current.series;
  return [
    ...(candles
      ? [
          candlesPlugin(graphType, () => drawnSeries(source.current), {
            up: colors.positive,
            down: colors.negative,
          }),
        ]
      : []),
    wheelZoomPlugin(() => series().times.length),
    cursorPlugin(input.onCursor),
    ...(percent
      ? []
      : [
          priceMarksPlugin(() => priceMarks(source.current), {
            font,
            textColor: colors.surface,
          }),
        ]),
    panelsPlugin({
      panels: () => shownPanels(source.current.layers),
      colorOf: (colorIndex) => paletteColor(colors, colorIndex),
      fade: fadedColor,
      colors,
      font,
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
      priceBand: (u) => priceBand(source.current.layers, u),
      colors: { positive: colors.positive, negative: colors.negative, dividend: colors.line },
    }),
    bevelJoinsPlugin(),
    drawnPlugin(input.onDrawn),
    ...(input.highestAndLowest && !percent
      ? [
          extremesPlugin({
            highs: () => (candles ? series().high : series().close),
            lows: () => (candles ? series().low : series().close),
            labels: input.texts,
            decimals: input.decimals,
            locale: input.locale,
            color: colors.text,
            font,
          }),
        ]
      : []),
  ];
}
