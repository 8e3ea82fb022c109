import { requirePeriod } from './indicator-arguments';
import { resumInterval, windowSum } from './window-sums';

/**
 * Simple moving average (TA-Lib `TA_SMA`).
 *
 * Definition: `sma[i] = (close[i - period + 1] + … + close[i]) / period`.
 * Seeding: none; the first value is at index `period - 1`, everything before is NaN.
 *
 * One pass with a running window sum (`sum += entering − leaving`: the difference of two
 * nearby prices is exact, so only the addition rounds), re-summed exactly from the
 * prices every few windows so that rounding cannot pile up along a long series
 * (`window-sums.ts`). When the whole window holds one repeated price (a suspended
 * instrument) the output is that price exactly, so a flat stretch draws a flat line
 * instead of float noise.
 *
 * Non-finite inputs (NaN, ±Infinity): every maximal run of finite values is averaged as
 * a series of its own, so an output is NaN exactly when its window touches a gap.
 *
 * @param close the price series
 * @param period window length in bars, a whole number ≥ 1 (else `RangeError`); a
 *   period longer than the series gives all-NaN output
 * @returns a `Float64Array` as long as `close`
 */
export function sma(close: ArrayLike<number>, period: number): Float64Array {
  requirePeriod('sma', 'period', period);
  const length = close.length;
  const out = new Float64Array(length);
  const resumEvery = resumInterval(period);
  let sum = 0;
  let sinceResum = 0;
  let finiteRun = 0;
  let equalRun = 0;
  let previous = NaN;
  for (let i = 0; i < length; i++) {
    const value = close[i] as number;
    // `value - value` is 0 only for finite numbers: one comparison instead of isFinite().
    if (value - value !== 0) {
      finiteRun = 0;
      equalRun = 0;
      sum = 0;
      previous = NaN;
      out[i] = NaN;
      continue;
    }
    finiteRun++;
    equalRun = value === previous ? equalRun + 1 : 1;
    previous = value;
    if (finiteRun < period) {
      sum += value;
      out[i] = NaN;
      continue;
    }
    if (finiteRun === period) {
      sum += value;
      sinceResum = 0;
    } else if (++sinceResum === resumEvery) {
      sum = windowSum(close, i, period);
      sinceResum = 0;
    } else {
      sum += value - (close[i - period] as number);
    }
    if (equalRun >= period) {
      sum = value * period;
      out[i] = value;
    } else {
      out[i] = sum / period;
    }
  }
  return out;
}
