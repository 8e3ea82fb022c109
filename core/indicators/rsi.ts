import { requirePeriod } from './indicator-arguments';

/**
 * Relative strength index with Wilder smoothing (TA-Lib `TA_RSI`, default compatibility).
 *
 * Definition: with `change[i] = close[i] − close[i - 1]`, gains are the positive changes and
 * losses the negated negative ones; `rsi = 100 · avgGain / (avgGain + avgLoss)`.
 * Seeding: the first `avgGain` and `avgLoss` are the simple means of the first `period`
 * changes, so the first value is at index `period` (one more than the other averages,
 * since a change needs two prices). After that Wilder smoothing:
 * `avg = (avg · (period − 1) + current) / period`, in TA-Lib's operation order.
 *
 * When `avgGain + avgLoss` is exactly 0 (no price movement at all since seeding) the
 * output is 0, as in TA-Lib. TA-Lib treats any sum below 1e-8 as 0; this function keeps
 * the exact ratio instead, so the result does not depend on the price scale (a low
 * priced instrument with small moves is not reported as RSI 0). Both agree whenever the
 * average move exceeds 1e-8.
 *
 * Non-finite inputs (NaN, ±Infinity): every maximal run of finite values is treated as a
 * series of its own; after a gap the averages are seeded again.
 *
 * @param close the price series
 * @param period smoothing length in bars, a whole number ≥ 1 (else `RangeError`); a
 *   period not shorter than the series gives all-NaN output
 * @returns a `Float64Array` as long as `close`, values in 0–100
 */
export function rsi(close: ArrayLike<number>, period: number): Float64Array {
  requirePeriod('rsi', 'period', period);
  const length = close.length;
  const out = new Float64Array(length);
  const keep = period - 1;
  let gain = 0;
  let loss = 0;
  let previous = NaN;
  let finiteRun = 0;
  for (let i = 0; i < length; i++) {
    const value = close[i] as number;
    // `value - value` is 0 only for finite numbers.
    if (value - value !== 0) {
      finiteRun = 0;
      gain = 0;
      loss = 0;
      out[i] = NaN;
      continue;
    }
    finiteRun++;
    const change = value - previous;
    previous = value;
    if (finiteRun === 1) {
      out[i] = NaN;
      continue;
    }
    if (finiteRun <= period + 1) {
      // Changes 1 … period seed the averages with their simple means.
      if (change < 0) loss -= change;
      else gain += change;
      if (finiteRun <= period) {
        out[i] = NaN;
        continue;
      }
      gain /= period;
      loss /= period;
    } else {
      loss *= keep;
      gain *= keep;
      if (change < 0) loss -= change;
      else gain += change;
      loss /= period;
      gain /= period;
    }
    const total = gain + loss;
    out[i] = total === 0 ? 0 : 100 * (gain / total);
  }
  return out;
}
