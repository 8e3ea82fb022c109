import { requireNonNegative, requirePeriod } from './indicator-arguments';
import { isFiniteValue } from './finite-runs';
import { resumInterval, windowSquaredDeviations, windowSum } from './window-sums';

/** The three Bollinger bands, each as long as the input. */
export interface BollingerBands {
  readonly upper: Float64Array;
  readonly middle: Float64Array;
  readonly lower: Float64Array;
}

/**
 * The running squared deviations are summed again from the prices when they fall below
 * this share of `slack` (their value at the last exact sum plus the size of every update
 * since): their rounding error grows with `slack`, so by then they may have lost about 20
 * of their 53 bits to cancellation (a price spike leaving the window).
 */
const CANCELLATION_RATIO = 2 ** -20;

/**
 * Bollinger bands on a simple moving average (TA-Lib `TA_BBANDS` with MA type SMA and
 * equal up/down deviations).
 *
 * Definition: `middle = sma(close, period)`; `σ` = the population standard deviation
 * (divided by `period`, not `period − 1`) of the same window;
 * `upper = middle + deviation · σ`, `lower = middle − deviation · σ`.
 * Seeding: none; the first values are at index `period - 1`, everything before is NaN.
 *
 * Numerics: TA-Lib keeps a running sum of squares and takes `E[x²] − E[x]²`, which
 * cancels catastrophically for prices far from 0 and drifts with the series length (it
 * then hides the noise by reporting any variance below 1e-8 as 0). Here the window's
 * squared deviations `M2` are updated when a price enters and one leaves
 * (`M2 += (in − out) · ((in − newMean) + (out − oldMean))`, only differences of nearby
 * prices), summed exactly from the prices every few windows (`window-sums.ts`) and
 * whenever they collapse far below the size of their updates since (a spike leaving the
 * window). That stays O(n) and keeps σ accurate to about 1e-12 of the price on
 * million-bar series. A window of one repeated price (a suspended instrument) gives
 * exactly `σ = 0` and `middle` = that price, so the bands close onto the price exactly.
 * The middle band is bit for bit the same as `sma(close, period)`.
 *
 * Non-finite inputs (NaN, ±Infinity): every maximal run of finite values is treated as
 * a series of its own, so a band value is NaN exactly when its window touches a gap.
 *
 * @param close the price series
 * @param period window length in bars, a whole number ≥ 1 (else `RangeError`); a period
 *   longer than the series gives all-NaN output
 * @param deviation band width in standard deviations, finite and ≥ 0 (else `RangeError`)
 */
export function bollinger(
  close: ArrayLike<number>,
  period: number,
  deviation: number,
): BollingerBands {
  requirePeriod('bollinger', 'period', period);
  requireNonNegative('bollinger', 'deviation', deviation);
  const length = close.length;
  const bands: BollingerBands = {
    upper: new Float64Array(length),
    middle: new Float64Array(length),
    lower: new Float64Array(length),
  };
  for (let start = 0; start < length;) {
    const end = bollingerOfRun(close, period, deviation, start, bands);
    if (end < length) {
      bands.upper[end] = NaN;
      bands.middle[end] = NaN;
      bands.lower[end] = NaN;
    }
    start = end + 1;
  }
  return bands;
}

/**
 * The bands over the run of finite prices from `start` on, as a series of its own.
 * Returns where the run ends: the index of the first non-finite price, or the length.
 */
function bollingerOfRun(
  close: ArrayLike<number>,
  period: number,
  deviation: number,
  start: number,
  { upper, middle, lower }: BollingerBands,
): number {
  const length = close.length;
  const first = start + period - 1;
  const resumEvery = resumInterval(period);
  let nextResum = first;
  // The same sums as sma() makes, so the middle band is its exact twin.
  let sum = 0;
  let mean = 0;
  // Sum of squared deviations from the mean over the current window, and the bound on
  // what its rounding error grows with.
  let m2 = 0;
  let slack = 0;
  let previous = NaN;
  // The latest stretch of one repeated price, as in sma().
  let repeatFrom = -1;
  let repeatTo = -1;
  // The warm-up: no value before the first full window.
  let i = start;
  for (; i < first && i < length; i++) {
    const value = close[i] as number;
    if (!isFiniteValue(value)) return i;
    if (value === previous) {
      if (repeatTo !== i - 1) repeatFrom = i - 1;
      repeatTo = i;
    }
    previous = value;
    sum += value;
    upper[i] = NaN;
    middle[i] = NaN;
    lower[i] = NaN;
  }
  for (; i < length; i++) {
    const value = close[i] as number;
    if (!isFiniteValue(value)) return i;
    let repeatedFor = 0;
    if (value === previous) {
      if (repeatTo !== i - 1) repeatFrom = i - 1;
      repeatTo = i;
      repeatedFor = i - repeatFrom;
    }
    previous = value;
    if (i === nextResum) {
      sum = i === first ? sum + value : windowSum(close, i, period);
      mean = sum / period;
      m2 = windowSquaredDeviations(close, i, period, mean);
      slack = m2;
      nextResum = i + resumEvery;
    } else {
      const leaving = close[i - period] as number;
      const step = value - leaving;
      const previousMean = mean;
      sum += step;
      mean = sum / period;
      // Each difference pairs nearby prices, so it is exact; only their sum rounds.
      const update = step * (value - mean + (leaving - previousMean));
      m2 += update;
      slack += Math.abs(update);
      if (m2 < slack * CANCELLATION_RATIO) {
        m2 = windowSquaredDeviations(close, i, period, mean);
        slack = m2;
      }
    }
    // A window of one repeated price gives that price exactly.
    if (repeatedFor >= period - 1) {
      sum = value * period;
      mean = value;
      m2 = 0;
      slack = 0;
    }
    const width = deviation * Math.sqrt(m2 / period);
    middle[i] = mean;
    upper[i] = mean + width;
    lower[i] = mean - width;
  }
  return length;
}
