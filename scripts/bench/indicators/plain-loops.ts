import { DEVIATION, MACD, PERIOD, STOCHASTIC, type Contenders, type Series } from './inputs';

/**
 * The indicator bench's yardstick: the plain loop a reviewer writes for each indicator, with
 * TA-Lib's definitions and seeding. Float64Array in and out, one pass over the series, no gaps,
 * no argument checks, nothing clever (the choices are named on each).
 */

/** Running sum: add the entering price, subtract the leaving one. */
function plainSma(close: Float64Array, period: number): Float64Array {
  const out = new Float64Array(close.length);
  let sum = 0;
  for (let i = 0; i < close.length; i++) {
    sum += close[i] as number;
    if (i >= period) sum -= close[i - period] as number;
    out[i] = i >= period - 1 ? sum / period : NaN;
  }
  return out;
}

/** Seeded with the simple mean of the first `period` prices, as TA-Lib does. */
function plainEma(close: Float64Array, period: number): Float64Array {
  const out = new Float64Array(close.length);
  const k = 2 / (period + 1);
  let sum = 0;
  let average = 0;
  for (let i = 0; i < close.length; i++) {
    const value = close[i] as number;
    if (i < period - 1) {
      sum += value;
      out[i] = NaN;
    } else {
      average = i === period - 1 ? (sum + value) / period : average + k * (value - average);
      out[i] = average;
    }
  }
  return out;
}

/** Wilder smoothing, seeded with the simple means of the first `period` changes. */
function plainRsi(close: Float64Array, period: number): Float64Array {
  const out = new Float64Array(close.length);
  let gain = 0;
  let loss = 0;
  if (close.length > 0) out[0] = NaN;
  for (let i = 1; i < close.length; i++) {
    const change = (close[i] as number) - (close[i - 1] as number);
    const up = change > 0 ? change : 0;
    const down = change < 0 ? -change : 0;
    if (i < period) {
      gain += up;
      loss += down;
      out[i] = NaN;
      continue;
    }
    if (i === period) {
      gain = (gain + up) / period;
      loss = (loss + down) / period;
    } else {
      gain = (gain * (period - 1) + up) / period;
      loss = (loss * (period - 1) + down) / period;
    }
    out[i] = gain + loss === 0 ? 0 : (100 * gain) / (gain + loss);
  }
  return out;
}

/**
 * The mean from a running sum, σ from an inner loop over the window (two-pass per window).
 * A running sum of squares (`E[x²] − E[x]²`) would be quicker, but on this series it is
 * off by about 2e-9 of the price, outside the tolerance, so it cannot stand for the kit.
 */
function plainBollinger(close: Float64Array, period: number, deviation: number): Float64Array[] {
  const length = close.length;
  const upper = new Float64Array(length);
  const middle = new Float64Array(length);
  const lower = new Float64Array(length);
  let sum = 0;
  for (let i = 0; i < length; i++) {
    sum += close[i] as number;
    if (i >= period) sum -= close[i - period] as number;
    if (i < period - 1) {
      upper[i] = NaN;
      middle[i] = NaN;
      lower[i] = NaN;
      continue;
    }
    const mean = sum / period;
    let squares = 0;
    for (let j = i - period + 1; j <= i; j++) {
      const distance = (close[j] as number) - mean;
      squares += distance * distance;
    }
    const width = deviation * Math.sqrt(squares / period);
    middle[i] = mean;
    upper[i] = mean + width;
    lower[i] = mean - width;
  }
  return [upper, middle, lower];
}

/**
 * The quicker textbook Bollinger loop: running sums of prices and of their squares,
 * `σ² = E[x²] − E[x]²`. Not the goal's yardstick, since it is not within tolerance of the
 * exact bands here, but its ratio is printed too, as the strictest plain comparison.
 */
export function plainBollingerBySquares(
  close: Float64Array,
  period: number,
  deviation: number,
): Float64Array[] {
  const length = close.length;
  const upper = new Float64Array(length);
  const middle = new Float64Array(length);
  const lower = new Float64Array(length);
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < length; i++) {
    const value = close[i] as number;
    sum += value;
    squares += value * value;
    if (i >= period) {
      const leaving = close[i - period] as number;
      sum -= leaving;
      squares -= leaving * leaving;
    }
    if (i < period - 1) {
      upper[i] = NaN;
      middle[i] = NaN;
      lower[i] = NaN;
      continue;
    }
    const mean = sum / period;
    const width = deviation * Math.sqrt(Math.max(0, squares / period - mean * mean));
    middle[i] = mean;
    upper[i] = mean + width;
    lower[i] = mean - width;
  }
  return [upper, middle, lower];
}

/**
 * Two EMAs and the signal EMA in one loop, seeded as TA-Lib does: both price EMAs at bar
 * `long − 1` (the short one from the last `short` of the first `long` prices), the signal
 * from the mean of the first `signal` MACD values.
 */
function plainMacd(
  close: Float64Array,
  short: number,
  long: number,
  signal: number,
): Float64Array[] {
  const length = close.length;
  const line = new Float64Array(length);
  const signalLine = new Float64Array(length);
  const diff = new Float64Array(length);
  const kShort = 2 / (short + 1);
  const kLong = 2 / (long + 1);
  const kSignal = 2 / (signal + 1);
  const first = long + signal - 2;
  let shortSum = 0;
  let longSum = 0;
  let signalSum = 0;
  let fast = 0;
  let slow = 0;
  let trigger = 0;
  for (let i = 0; i < length; i++) {
    const value = close[i] as number;
    if (i < long - 1) {
      longSum += value;
      if (i >= long - short) shortSum += value;
    } else {
      if (i === long - 1) {
        fast = (shortSum + value) / short;
        slow = (longSum + value) / long;
      } else {
        fast += kShort * (value - fast);
        slow += kLong * (value - slow);
      }
      const macdValue = fast - slow;
      if (i < first) {
        signalSum += macdValue;
      } else {
        trigger =
          i === first
            ? (signalSum + macdValue) / signal
            : trigger + kSignal * (macdValue - trigger);
        line[i] = macdValue;
        signalLine[i] = trigger;
        diff[i] = macdValue - trigger;
        continue;
      }
    }
    line[i] = NaN;
    signalLine[i] = NaN;
    diff[i] = NaN;
  }
  return [line, signalLine, diff];
}

/** %K from an inner loop over the window for its high and low; %D a running sum of %K. */
function plainStochastic(series: Series, period: number, signal: number): Float64Array[] {
  const { high, low, close } = series;
  const length = close.length;
  const k = new Float64Array(length);
  const d = new Float64Array(length);
  const first = period + signal - 2;
  let kSum = 0;
  for (let i = 0; i < length; i++) {
    if (i < period - 1) {
      k[i] = NaN;
      d[i] = NaN;
      continue;
    }
    let highest = -Infinity;
    let lowest = Infinity;
    for (let j = i - period + 1; j <= i; j++) {
      if ((high[j] as number) > highest) highest = high[j] as number;
      if ((low[j] as number) < lowest) lowest = low[j] as number;
    }
    const range = highest - lowest;
    const fastK = range === 0 ? 0 : (100 * ((close[i] as number) - lowest)) / range;
    // %K stays in k[] until it has left the %D window, and is hidden before `first` after.
    k[i] = fastK;
    kSum += fastK;
    if (i >= period - 1 + signal) kSum -= k[i - signal] as number;
    d[i] = i >= first ? kSum / signal : NaN;
  }
  k.fill(NaN, 0, Math.min(length, first));
  return [k, d];
}

/** The plain loops with the bench's settings. */
export function plainLoops(series: Series): Contenders {
  const { close } = series;
  return {
    sma: () => plainSma(close, PERIOD.sma),
    ema: () => plainEma(close, PERIOD.ema),
    rsi: () => plainRsi(close, PERIOD.rsi),
    bollinger: () => plainBollinger(close, PERIOD.bollinger, DEVIATION),
    macd: () => plainMacd(close, MACD.short, MACD.long, MACD.signal),
    stochastic: () => plainStochastic(series, STOCHASTIC.period, STOCHASTIC.signal),
  };
}
