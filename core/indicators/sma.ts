import { requirePeriod } from './indicator-arguments';
import { isFiniteValue } from './finite-runs';
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
  for (let start = 0; start < length;) {
    const end = smaOfRun(close, period, start, out);
    if (end < length) out[end] = NaN;
    start = end + 1;
  }
  return out;
}

/**
 * The average over the run of finite prices from `start` on, as a series of its own.
 * Returns where the run ends: the index of the first non-finite price, or the length.
 */
function smaOfRun(
  close: ArrayLike<number>,
  period: number,
  start: number,
  out: Float64Array,
): number {
  const length = close.length;
  const first = start + period - 1;
  const resumEvery = resumInterval(period);
  let nextResum = first;
  let sum = 0;
  let previous = NaN;
  // The latest stretch of one repeated price, first and last bar: kept up only when a
  // price repeats, which is rare, so that the common bar pays one comparison for it.
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
    out[i] = NaN;
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
      nextResum = i + resumEvery;
    } else {
      sum += value - (close[i - period] as number);
    }
    // A window of one repeated price gives that price exactly.
    if (repeatedFor >= period - 1) {
      sum = value * period;
      out[i] = value;
    } else {
      out[i] = sum / period;
    }
  }
  return length;
}
