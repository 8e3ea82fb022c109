/** A point of a loaded series: when, and its price (`null` for a gap). */
export interface SeriesPoint {
  readonly time: number;
  readonly value: number | null;
}

/** A live price from the feed (`last` at `tick_timestamp`). */
export interface PriceTick {
  readonly time: number;
  readonly value: number | null | undefined;
}

/**
 * The series with a live price added. The series keeps its resolution: a tick within the last
 * point's bar (the spacing of the series' first two points, e.g. 5 minutes for a day) moves
 * that point's price, as the bar's close moves; a tick after it starts a new point. A tick
 * older than the last point is already in the series, and a tick without a finite price says
 * nothing: both leave it as it is.
 */
export function withTick(points: readonly SeriesPoint[], tick: PriceTick): readonly SeriesPoint[] {
  const { time, value } = tick;
  if (value === null || value === undefined || !Number.isFinite(value)) return points;
  const last = points.at(-1);
  if (!last) return [{ time, value }];
  if (time < last.time) return points;
  const [first, second] = points;
  const barMs = first && second ? second.time - first.time : 0;
  if (time < last.time + barMs) return [...points.slice(0, -1), { time: last.time, value }];
  return [...points, { time, value }];
}
