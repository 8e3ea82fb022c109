import { requirePeriod, requireShorterThan } from './indicator-arguments';

/** The MACD line, its signal line and their difference (the histogram). */
export interface MacdSeries {
  readonly macd: Float64Array;
  readonly signal: Float64Array;
  readonly diff: Float64Array;
}

/**
 * Moving average convergence/divergence (TA-Lib `TA_MACD`, default compatibility).
 *
 * Definition: `macd = ema(close, short) − ema(close, long)`; `signal = ema(macd, signal)`;
 * `diff = macd − signal`. All three use `k = 2 / (period + 1)` (the fixed 0.15 / 0.075 of
 * TA-Lib's `TA_MACDFIX` do not apply).
 *
 * Seeding, as TA-Lib does it so that both averages start on the same bar: the long EMA
 * is seeded at index `long − 1` with the simple mean of the first `long` prices, and the
 * short EMA is seeded at that same index with the simple mean of the `short` prices
 * ending there (`close[long − short … long − 1]`), not at index `short − 1`. The signal
 * EMA is seeded with the simple mean of the first `signal` MACD values. As in TA-Lib all
 * three outputs start together at index `long + signal − 2`, so the chart draws the
 * lines and the histogram from the same bar; everything before is NaN.
 *
 * Non-finite inputs (NaN, ±Infinity): every maximal run of finite values is treated as a
 * series of its own; after a gap all three averages are seeded again.
 *
 * @param close the price series
 * @param short fast period in bars, a whole number ≥ 1 and below `long` (else `RangeError`)
 * @param long slow period in bars, a whole number ≥ 1 (else `RangeError`)
 * @param signal signal period in bars, a whole number ≥ 1 (else `RangeError`)
 */
export function macd(
  close: ArrayLike<number>,
  short: number,
  long: number,
  signal: number,
): MacdSeries {
  requirePeriod('macd', 'short', short);
  requirePeriod('macd', 'long', long);
  requirePeriod('macd', 'signal', signal);
  requireShorterThan('macd', 'short', short, 'long', long);
  const length = close.length;
  const macdOut = new Float64Array(length);
  const signalOut = new Float64Array(length);
  const diffOut = new Float64Array(length);
  const kShort = 2 / (short + 1);
  const kLong = 2 / (long + 1);
  const kSignal = 2 / (signal + 1);
  // The short seed window is the last `short` of the first `long` prices.
  const shortSeedFrom = long - short;
  const firstSignal = long + signal - 1;
  let shortSum = 0;
  let longSum = 0;
  let signalSum = 0;
  let shortAverage = 0;
  let longAverage = 0;
  let signalAverage = 0;
  let finiteRun = 0;
  for (let i = 0; i < length; i++) {
    const value = close[i] as number;
    // `value - value` is 0 only for finite numbers.
    if (value - value !== 0) {
      finiteRun = 0;
      shortSum = 0;
      longSum = 0;
      signalSum = 0;
      macdOut[i] = NaN;
      signalOut[i] = NaN;
      diffOut[i] = NaN;
      continue;
    }
    finiteRun++;
    if (finiteRun < long) {
      longSum += value;
      if (finiteRun > shortSeedFrom) shortSum += value;
      macdOut[i] = NaN;
      signalOut[i] = NaN;
      diffOut[i] = NaN;
      continue;
    }
    if (finiteRun === long) {
      shortAverage = (shortSum + value) / short;
      longAverage = (longSum + value) / long;
    } else {
      shortAverage = (value - shortAverage) * kShort + shortAverage;
      longAverage = (value - longAverage) * kLong + longAverage;
    }
    const line = shortAverage - longAverage;
    if (finiteRun < firstSignal) {
      signalSum += line;
      macdOut[i] = NaN;
      signalOut[i] = NaN;
      diffOut[i] = NaN;
      continue;
    }
    signalAverage =
      finiteRun === firstSignal
        ? (signalSum + line) / signal
        : (line - signalAverage) * kSignal + signalAverage;
    macdOut[i] = line;
    signalOut[i] = signalAverage;
    diffOut[i] = line - signalAverage;
  }
  return { macd: macdOut, signal: signalOut, diff: diffOut };
}
