import { requirePeriod } from './indicator-arguments';

/**
 * Exponential moving average (TA-Lib `TA_EMA`, default compatibility).
 *
 * Definition: `ema[i] = ema[i - 1] + k · (close[i] − ema[i - 1])` with `k = 2 / (period + 1)`.
 * Seeding: the first value, at index `period - 1`, is the simple average of the first
 * `period` prices; everything before is NaN. The seed is a plain sum divided by `period`,
 * so a constant series may come out one rounding step off the constant, as in TA-Lib.
 *
 * Non-finite inputs (NaN, ±Infinity): every maximal run of finite values is treated as a
 * series of its own, so after a gap the average is seeded again from the next `period`
 * prices rather than carrying a NaN forever.
 *
 * @param close the price series
 * @param period smoothing length in bars, a whole number ≥ 1 (else `RangeError`); a
 *   period longer than the series gives all-NaN output
 * @returns a `Float64Array` as long as `close`
 */
export function ema(close: ArrayLike<number>, period: number): Float64Array {
  requirePeriod('ema', 'period', period);
  const length = close.length;
  const out = new Float64Array(length);
  const k = 2 / (period + 1);
  let sum = 0;
  let average = NaN;
  let finiteRun = 0;
  for (let i = 0; i < length; i++) {
    const value = close[i] as number;
    // `value - value` is 0 only for finite numbers.
    if (value - value !== 0) {
      finiteRun = 0;
      sum = 0;
      out[i] = NaN;
      continue;
    }
    finiteRun++;
    if (finiteRun < period) {
      sum += value;
      out[i] = NaN;
    } else {
      // Same operation order as TA-Lib: ((value − previous) · k) + previous.
      average = finiteRun === period ? (sum + value) / period : (value - average) * k + average;
      out[i] = average;
    }
  }
  return out;
}
