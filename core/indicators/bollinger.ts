import { requireNonNegative, requirePeriod } from './indicator-arguments';
import { resumInterval, windowSquaredDeviations, windowSum } from './window-sums';

/** The three Bollinger bands, each as long as the input. */
export interface BollingerBands {
  readonly upper: Float64Array;
  readonly middle: Float64Array;
  readonly lower: Float64Array;
}

/**
 * When the window's squared deviations fall below this share of their peak since the
 * last exact sum, the running value has lost about 20 of its 53 bits to cancellation
 * (a price spike leaving the window), so it is summed again from the prices.
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
 * whenever they collapse far below their recent peak (a spike leaving the window). That
 * stays O(n) and keeps σ accurate to about 1e-12 of the price on million-bar series.
 * A window of one repeated price (a suspended instrument) gives exactly `σ = 0` and
 * `middle` = that price, so the bands close onto the price exactly. The middle band is
 * bit for bit the same as `sma(close, period)`.
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
  const upper = new Float64Array(length);
  const middle = new Float64Array(length);
  const lower = new Float64Array(length);
  const resumEvery = resumInterval(period);
  let sum = 0;
  let mean = 0;
  // Sum of squared deviations from the mean over the current window, and its peak since
  // it was last summed exactly.
  let m2 = 0;
  let m2Peak = 0;
  let sinceResum = 0;
  let finiteRun = 0;
  let equalRun = 0;
  let previous = NaN;
  for (let i = 0; i < length; i++) {
    const value = close[i] as number;
    // `value - value` is 0 only for finite numbers.
    if (value - value !== 0) {
      finiteRun = 0;
      equalRun = 0;
      sum = 0;
      previous = NaN;
      upper[i] = NaN;
      middle[i] = NaN;
      lower[i] = NaN;
      continue;
    }
    finiteRun++;
    equalRun = value === previous ? equalRun + 1 : 1;
    previous = value;
    if (finiteRun < period) {
      sum += value;
      upper[i] = NaN;
      middle[i] = NaN;
      lower[i] = NaN;
      continue;
    }
    if (finiteRun === period || ++sinceResum === resumEvery) {
      // The same additions as sma() makes, so the middle band is its exact twin.
      sum = finiteRun === period ? sum + value : windowSum(close, i, period);
      mean = sum / period;
      m2 = windowSquaredDeviations(close, i, period, mean);
      m2Peak = m2;
      sinceResum = 0;
    } else {
      const leaving = close[i - period] as number;
      const step = value - leaving;
      const previousMean = mean;
      sum += step;
      mean = sum / period;
      // Each difference pairs nearby prices, so it is exact; only their sum rounds.
      m2 += step * (value - mean + (leaving - previousMean));
      if (m2 > m2Peak) {
        m2Peak = m2;
      } else if (m2 < m2Peak * CANCELLATION_RATIO) {
        m2 = windowSquaredDeviations(close, i, period, mean);
        m2Peak = m2;
      }
    }
    if (equalRun >= period) {
      sum = value * period;
      mean = value;
      m2 = 0;
      m2Peak = 0;
    }
    const width = deviation * Math.sqrt(m2 / period);
    middle[i] = mean;
    upper[i] = mean + width;
    lower[i] = mean - width;
  }
  return { upper, middle, lower };
}
