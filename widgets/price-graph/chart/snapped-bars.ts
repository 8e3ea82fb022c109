import uPlot from 'uplot';
import { pointPosition, pointWidth } from './point-positions';

/**
 * Bars on whole canvas pixels: the volume, the column graph and MACD's histogram. A bar narrower
 * than a pixel, or between two pixels, is drawn anti-aliased: ten years of daily bars on a
 * chart a thousand pixels wide are 2 500 such bars, which cost a software-rendered canvas some
 * 30 times what whole-pixel bars do, and blur into one another anyway. So each bar's edges are
 * rounded to pixels, and the bars that then share their pixels are drawn as one, reaching as far
 * as the farthest of them: what the reader sees at that width, drawn once.
 */

/** A bar in canvas pixels: from `left`, `width` wide, from `top` down to `bottom`. */
export interface SnappedBar {
  left: number;
  width: number;
  top: number;
  bottom: number;
}

/** Where the bars are: the points to draw, and each one's place in canvas pixels. */
export interface BarPlaces {
  from: number;
  to: number;
  /** The point's centre on the time axis. */
  x: (index: number) => number;
  /** The end of the point's bar away from the base; NaN for a point without a bar. */
  y: (index: number) => number;
  /** Where the bars start: the zero line. */
  base: number;
  /** Each bar's width, in canvas pixels, before it is rounded (at least one pixel). */
  width: number;
}

/** The bars of `places`, snapped to whole pixels, those sharing their pixels merged. */
export function snappedBars(places: BarPlaces): SnappedBar[] {
  const width = Math.max(1, Math.round(places.width));
  const base = Math.round(places.base);
  const bars: SnappedBar[] = [];
  let last: SnappedBar | undefined;
  for (let index = places.from; index <= places.to; index += 1) {
    const y = places.y(index);
    if (!Number.isFinite(y)) continue;
    const left = Math.round(places.x(index) - width / 2);
    const end = Math.round(y);
    const top = Math.min(end, base);
    const bottom = Math.max(end, base);
    if (last && left < last.left + last.width) {
      last.top = Math.min(last.top, top);
      last.bottom = Math.max(last.bottom, bottom);
      continue;
    }
    last = { left, width, top, bottom };
    bars.push(last);
  }
  return bars;
}

/** The bars as one path to fill (a bar of no height is left out). */
export function barsPath(bars: readonly SnappedBar[]): Path2D {
  const path = new Path2D();
  for (const bar of bars) {
    if (bar.bottom > bar.top) path.rect(bar.left, bar.top, bar.width, bar.bottom - bar.top);
  }
  return path;
}

/**
 * A uPlot path builder drawing a series as snapped bars from `baseValue` (on the series' scale):
 * each `share` of a point's width, at most `maxWidth` CSS pixels wide.
 */
export function snappedBarsPaths(options: {
  share: number;
  maxWidth: number;
  baseValue: () => number;
}): uPlot.Series.PathBuilder {
  return (u, seriesIndex, from, to) => {
    const scale = u.series[seriesIndex]?.scale ?? 'y';
    const values = u.data[seriesIndex] ?? [];
    const path = barsPath(
      snappedBars({
        from,
        to,
        x: pointPosition(u),
        y: (index) => {
          const value = values[index];
          return value === null || value === undefined
            ? Number.NaN
            : u.valToPos(value, scale, true);
        },
        base: u.valToPos(options.baseValue(), scale, true),
        width: Math.min(pointWidth(u) * options.share, options.maxWidth * uPlot.pxRatio),
      }),
    );
    return { stroke: path, fill: path, clip: null, flags: 0 };
  };
}
