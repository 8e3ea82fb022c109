/**
 * Which price point of a graph a moment belongs to, for placing transactions and
 * events on the x axis.
 *
 * A price point stands for the interval from its own timestamp up to the next point's
 * timestamp (a bar is stamped with its opening time, as the time-series API stamps
 * them): a moment belongs to the last price point at or before it. The last point's
 * interval is open-ended, so a trade made after the latest bar (still forming) lands
 * on that bar. A moment before the first point lies outside the graph and belongs to
 * none.
 */

/**
 * Index of the price point whose interval contains `time`, or -1 when `time` is before
 * the first point, NaN, or there are no points.
 *
 * @param timestamps the price points' times in epoch milliseconds, ascending
 * @param time a moment in epoch milliseconds
 */
export function pricePointIndexAt(timestamps: ArrayLike<number>, time: number): number {
  // Binary search for the last timestamp ≤ time (a NaN time fails every comparison).
  let low = 0;
  let high = timestamps.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if ((timestamps[middle] as number) <= time) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}
