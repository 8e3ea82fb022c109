/**
 * Exact window sums for the running-sum indicators (SMA, Bollinger).
 *
 * A running sum (`sum += entering − leaving`) rounds once per bar, and those roundings
 * add up along a long series. Bollinger's running squared deviations are worse: they
 * also pick up the rounding of the mean, in proportion to how far the price travels.
 * Re-summing the window from the prices now and then puts both back on the exact
 * value; doing it every few windows keeps the cost a fraction of a read per bar.
 */

/**
 * Bars between two exact re-sums, as a multiple of the window length (and at least
 * `MINIMUM_RESUM_INTERVAL` bars), so the re-sum costs about 1 / RESUM_WINDOWS of a read
 * per bar whatever the period.
 */
export const RESUM_WINDOWS = 8;

/** Lower bound on the re-sum interval in bars, so that tiny periods do not re-sum constantly. */
export const MINIMUM_RESUM_INTERVAL = 64;

/** Bars between exact re-sums for a window of `period` bars. */
export function resumInterval(period: number): number {
  return Math.max(period * RESUM_WINDOWS, MINIMUM_RESUM_INTERVAL);
}

/** The sum of `source[end − period + 1 … end]`, added left to right. */
export function windowSum(source: ArrayLike<number>, end: number, period: number): number {
  let sum = 0;
  for (let j = end - period + 1; j <= end; j++) sum += source[j] as number;
  return sum;
}

/** The sum of squared deviations from `mean` over `source[end − period + 1 … end]`. */
export function windowSquaredDeviations(
  source: ArrayLike<number>,
  end: number,
  period: number,
  mean: number,
): number {
  let squares = 0;
  for (let j = end - period + 1; j <= end; j++) {
    const deviation = (source[j] as number) - mean;
    squares += deviation * deviation;
  }
  return squares;
}
