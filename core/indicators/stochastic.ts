import { requirePeriod, requireSameLength } from './indicator-arguments';

/** Stochastic %K and its signal line %D, each as long as the input. */
export interface StochasticSeries {
  readonly k: Float64Array;
  readonly d: Float64Array;
}

/**
 * Fast stochastic oscillator (TA-Lib `TA_STOCHF` with `optInFastK_Period = period`,
 * `optInFastD_Period = signal`, `optInFastD_MAType = SMA`). This is the mapping the TA-Lib
 * reference fixture was produced with; the same numbers come out of `TA_STOCH` with
 * `fastK = period`, `slowK = 1` and `slowD = signal` (both SMA), since a one-bar
 * slowing leaves %K unchanged.
 *
 * Definition: `%K = 100 · (close − lowestLow) / (highestHigh − lowestLow)` over the last
 * `period` bars (lows from `low`, highs from `high`); when the window's high equals its
 * low (a flat, suspended stretch) %K is 0, as in TA-Lib. `%D = sma(%K, signal)`.
 * Seeding: none beyond the windows, but as in TA-Lib %K and %D start together at index
 * `period + signal − 2`, so the chart draws both lines from the same bar; everything
 * before is NaN. A %D window of one repeated %K (for example 0 through a flat stretch)
 * gives exactly that value.
 *
 * The highest high and lowest low come from the van Herk / Gil-Werman scheme: the bars
 * are cut into blocks of `period`, and every window spans the tail of one block and the
 * head of the next, so its extreme is the larger of a running maximum from the block
 * start and a precomputed maximum from the previous block's end (one backward pass per
 * block). That is O(n) whatever the period and, unlike a monotonic deque, has no loop
 * whose length depends on the prices, whose branches a CPU often mispredicts on a price
 * path (about a third faster here). Scratch space is two arrays of `period + 1` and one
 * of `signal` values, allocated once per call.
 *
 * Non-finite inputs (NaN, ±Infinity in any of the three series): every maximal run of
 * bars whose high, low and close are all finite is treated as a series of its own.
 *
 * @param high bar highs
 * @param low bar lows
 * @param close bar closes; the three series must have the same length (else `RangeError`)
 * @param period %K window in bars, a whole number ≥ 1 (else `RangeError`)
 * @param signal %D averaging length in bars, a whole number ≥ 1 (else `RangeError`)
 */
export function stochastic(
  high: ArrayLike<number>,
  low: ArrayLike<number>,
  close: ArrayLike<number>,
  period: number,
  signal: number,
): StochasticSeries {
  requirePeriod('stochastic', 'period', period);
  requirePeriod('stochastic', 'signal', signal);
  const length = requireSameLength('stochastic', { high, low, close });
  const series: StochasticSeries = { k: new Float64Array(length), d: new Float64Array(length) };
  const scratch: Scratch = {
    highFromEnd: new Float64Array(period + 1),
    lowFromEnd: new Float64Array(period + 1),
    recentK: new Float64Array(signal),
  };
  let start = 0;
  while (start < length) {
    let end = start;
    while (end < length && isFiniteBar(high, low, close, end)) end++;
    stochasticOfRun(high, low, close, period, signal, start, end, series, scratch);
    if (end < length) {
      series.k[end] = NaN;
      series.d[end] = NaN;
    }
    start = end + 1;
  }
  return series;
}

/** Whether bar `i` has a finite high, low and close. */
function isFiniteBar(
  high: ArrayLike<number>,
  low: ArrayLike<number>,
  close: ArrayLike<number>,
  i: number,
): boolean {
  const h = high[i] as number;
  const l = low[i] as number;
  const c = close[i] as number;
  // `x - x` is 0 only for finite numbers, so the sum is 0 only if all three are.
  return h - h + (l - l) + (c - c) === 0;
}

interface Scratch {
  /** Maxima of high / minima of low from each offset of the previous block to its end. */
  readonly highFromEnd: Float64Array;
  readonly lowFromEnd: Float64Array;
  /** The last `signal` %K values, for the sliding %D sum. */
  readonly recentK: Float64Array;
}

/** %K and %D over bars `start … end − 1`, all finite, as a series of its own. */
function stochasticOfRun(
  high: ArrayLike<number>,
  low: ArrayLike<number>,
  close: ArrayLike<number>,
  period: number,
  signal: number,
  start: number,
  end: number,
  { k, d }: StochasticSeries,
  { highFromEnd, lowFromEnd, recentK }: Scratch,
): void {
  // As in TA-Lib, %K is shown from where %D starts.
  const firstOutput = start + period + signal - 2;
  let kSum = 0;
  let kCount = 0;
  let kSlot = 0;
  let kEqualRun = 0;
  let previousK = NaN;
  for (let blockStart = start; blockStart < end; blockStart += period) {
    if (blockStart > start) {
      // Extremes from each bar of the previous (complete) block to its end.
      let highest = -Infinity;
      let lowest = Infinity;
      for (let offset = period - 1, j = blockStart - 1; offset >= 0; offset--, j--) {
        const h = high[j] as number;
        if (h > highest) highest = h;
        const l = low[j] as number;
        if (l < lowest) lowest = l;
        highFromEnd[offset] = highest;
        lowFromEnd[offset] = lowest;
      }
    }
    const blockEnd = Math.min(blockStart + period, end);
    let highestSoFar = -Infinity;
    let lowestSoFar = Infinity;
    for (let i = blockStart; i < blockEnd; i++) {
      const h = high[i] as number;
      if (h > highestSoFar) highestSoFar = h;
      const l = low[i] as number;
      if (l < lowestSoFar) lowestSoFar = l;
      // The window i − period + 1 … i starts at this offset of the previous block, or
      // is exactly this block when the offset is `period`.
      const offset = i - blockStart + 1;
      let windowHigh: number;
      let windowLow: number;
      if (offset === period) {
        windowHigh = highestSoFar;
        windowLow = lowestSoFar;
      } else if (blockStart === start) {
        // The run's first window is not complete yet.
        k[i] = NaN;
        d[i] = NaN;
        continue;
      } else {
        const tailHigh = highFromEnd[offset] as number;
        const tailLow = lowFromEnd[offset] as number;
        windowHigh = tailHigh > highestSoFar ? tailHigh : highestSoFar;
        windowLow = tailLow < lowestSoFar ? tailLow : lowestSoFar;
      }
      const range = windowHigh - windowLow;
      const fastK = range !== 0 ? (100 * ((close[i] as number) - windowLow)) / range : 0;

      kEqualRun = fastK === previousK ? kEqualRun + 1 : 1;
      previousK = fastK;
      kCount++;
      kSum += kCount <= signal ? fastK : fastK - (recentK[kSlot] as number);
      recentK[kSlot] = fastK;
      kSlot = kSlot + 1 === signal ? 0 : kSlot + 1;

      if (i < firstOutput) {
        k[i] = NaN;
        d[i] = NaN;
      } else if (kEqualRun >= signal) {
        // A %D window of one repeated %K (0 through a flat stretch) is exactly that value.
        kSum = fastK * signal;
        k[i] = fastK;
        d[i] = fastK;
      } else {
        k[i] = fastK;
        d[i] = kSum / signal;
      }
    }
  }
}
