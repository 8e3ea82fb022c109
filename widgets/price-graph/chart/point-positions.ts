import type uPlot from 'uplot';

/**
 * Where the points are on the time axis, in canvas pixels. The axis places points by their
 * index on a linear scale (chart/graph-options.ts), so a point's place is the first point's plus
 * its index times a point's width: worked out once per draw rather than asked of uPlot per
 * point and per line.
 */

/** A point's width on the time axis, in canvas pixels. */
export const pointWidth = (u: uPlot): number =>
  Math.abs(u.valToPos(1, 'x', true) - u.valToPos(0, 'x', true));

/** The place of the point at an index on the time axis, in canvas pixels. */
export function pointPosition(u: uPlot): (index: number) => number {
  const first = u.valToPos(0, 'x', true);
  const step = u.valToPos(1, 'x', true) - first;
  return (index) => first + index * step;
}

/** The visible points' indexes, first and last, within the series' `count` points. */
export function visibleIndexes(u: uPlot, count: number): [number, number] {
  return [
    Math.max(0, Math.floor(u.scales.x?.min ?? 0)),
    Math.min(count - 1, Math.ceil(u.scales.x?.max ?? count - 1)),
  ];
}
