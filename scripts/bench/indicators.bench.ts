/**
 * Indicator benchmark: `core/indicators` against the two npm peers (technicalindicators,
 * trading-signals) and against a plain single-pass Float64Array loop per indicator
 * written below, all in one process on the same deterministic series.
 *
 *   npx tsx scripts/bench/indicators.bench.ts
 *
 * It prints times and ratios only; it never fails on a time, since a loaded machine
 * would make such a check flaky (DESIGN.md, "Test layers").
 *
 * Goals it reports on: every indicator at least 10× faster than technicalindicators,
 * and all six together within 1.5× of the baseline loops' time. The baseline loops do
 * the same arithmetic without what the library adds on top (argument checks, gaps in
 * the data, exact flat stretches, periodic exact re-sums), so that ratio is the price
 * of those guarantees.
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import * as technicalIndicators from 'technicalindicators';
import * as tradingSignals from 'trading-signals';
import { bollinger, ema, macd, rsi, sma, stochastic } from '../../core/indicators/index';

/** Length of the series every core/indicators and baseline run works on. */
const POINTS = 1_000_000;
/**
 * The peers build an object per point (technicalindicators) or per update
 * (trading-signals) and take up to seconds per million points, so they run on the first
 * this many points and their times are scaled per point; for a fixed period their cost
 * grows linearly with the length, so the scaling is fair.
 */
const SLICE_POINTS = 100_000;
/** Untimed runs of every function before any timing, so that the JIT has compiled them all. */
const WARM_UPS = 3;
/** Timed runs of core/indicators and the baseline; the median is reported. */
const RUNS = 15;
/** Timed runs of the peers: fewer, as each takes up to seconds and their ratios are large. */
const PEER_RUNS = 5;

/** TA defaults of SPEC §5, the settings a graph shows first. */
const PERIOD = { sma: 14, ema: 9, rsi: 14, bollinger: 20 } as const;
const DEVIATION = 2;
const MACD = { short: 12, long: 26, signal: 9 } as const;
const STOCHASTIC = { period: 14, signal: 3 } as const;

interface Series {
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
}

/** A deterministic random walk of bars (Park–Miller generator, fixed seed). */
function makeSeries(length: number): Series {
  const high = new Float64Array(length);
  const low = new Float64Array(length);
  const close = new Float64Array(length);
  let state = 20261121;
  const random = (): number => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
  let price = 100;
  for (let i = 0; i < length; i++) {
    price = Math.max(1, price * (1 + (random() - 0.5) * 0.02));
    close[i] = price;
    high[i] = price * (1 + random() * 0.01);
    low[i] = price * (1 - random() * 0.01);
  }
  return { high, low, close };
}

//#region Baseline: the plainest single-pass loop for each indicator

function baselineSma(close: Float64Array, period: number): Float64Array {
  const out = new Float64Array(close.length).fill(NaN);
  let sum = 0;
  for (let i = 0; i < close.length; i++) {
    sum += close[i] as number;
    if (i >= period) sum -= close[i - period] as number;
    if (i >= period - 1) out[i] = sum / period;
  }
  return out;
}

function baselineEma(close: Float64Array, period: number): Float64Array {
  const out = new Float64Array(close.length).fill(NaN);
  const k = 2 / (period + 1);
  let sum = 0;
  let average = 0;
  for (let i = 0; i < close.length; i++) {
    const value = close[i] as number;
    if (i < period - 1) {
      sum += value;
      continue;
    }
    average = i === period - 1 ? (sum + value) / period : (value - average) * k + average;
    out[i] = average;
  }
  return out;
}

function baselineRsi(close: Float64Array, period: number): Float64Array {
  const out = new Float64Array(close.length).fill(NaN);
  let gain = 0;
  let loss = 0;
  for (let i = 1; i < close.length; i++) {
    const change = (close[i] as number) - (close[i - 1] as number);
    const up = change > 0 ? change : 0;
    const down = change < 0 ? -change : 0;
    if (i <= period) {
      gain += up;
      loss += down;
      if (i < period) continue;
      gain /= period;
      loss /= period;
    } else {
      gain = (gain * (period - 1) + up) / period;
      loss = (loss * (period - 1) + down) / period;
    }
    out[i] = gain + loss === 0 ? 0 : (100 * gain) / (gain + loss);
  }
  return out;
}

function baselineBollinger(close: Float64Array, period: number, deviation: number): Float64Array[] {
  const length = close.length;
  const upper = new Float64Array(length).fill(NaN);
  const middle = new Float64Array(length).fill(NaN);
  const lower = new Float64Array(length).fill(NaN);
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
    if (i < period - 1) continue;
    const mean = sum / period;
    const width = deviation * Math.sqrt(Math.max(0, squares / period - mean * mean));
    middle[i] = mean;
    upper[i] = mean + width;
    lower[i] = mean - width;
  }
  return [upper, middle, lower];
}

function baselineMacd(
  close: Float64Array,
  short: number,
  long: number,
  signal: number,
): Float64Array[] {
  const length = close.length;
  const line = new Float64Array(length).fill(NaN);
  const signalLine = new Float64Array(length).fill(NaN);
  const diff = new Float64Array(length).fill(NaN);
  const kShort = 2 / (short + 1);
  const kLong = 2 / (long + 1);
  const kSignal = 2 / (signal + 1);
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
      continue;
    }
    if (i === long - 1) {
      fast = (shortSum + value) / short;
      slow = (longSum + value) / long;
    } else {
      fast += (value - fast) * kShort;
      slow += (value - slow) * kLong;
    }
    const macdValue = fast - slow;
    const signalIndex = i - (long - 1);
    if (signalIndex < signal - 1) {
      signalSum += macdValue;
      continue;
    }
    trigger =
      signalIndex === signal - 1
        ? (signalSum + macdValue) / signal
        : trigger + (macdValue - trigger) * kSignal;
    line[i] = macdValue;
    signalLine[i] = trigger;
    diff[i] = macdValue - trigger;
  }
  return [line, signalLine, diff];
}

function baselineStochastic(series: Series, period: number, signal: number): Float64Array[] {
  const { high, low, close } = series;
  const length = close.length;
  const k = new Float64Array(length).fill(NaN);
  const d = new Float64Array(length).fill(NaN);
  // Monotonic deques of indices, never wrapped: one slot per bar.
  const highest = new Int32Array(length);
  const lowest = new Int32Array(length);
  let highHead = 0;
  let highTail = 0;
  let lowHead = 0;
  let lowTail = 0;
  let kSum = 0;
  for (let i = 0; i < length; i++) {
    const h = high[i] as number;
    const l = low[i] as number;
    while (highTail > highHead && (high[highest[highTail - 1] as number] as number) <= h)
      highTail--;
    highest[highTail++] = i;
    while (lowTail > lowHead && (low[lowest[lowTail - 1] as number] as number) >= l) lowTail--;
    lowest[lowTail++] = i;
    if ((highest[highHead] as number) <= i - period) highHead++;
    if ((lowest[lowHead] as number) <= i - period) lowHead++;
    if (i < period - 1) continue;
    const windowHigh = high[highest[highHead] as number] as number;
    const windowLow = low[lowest[lowHead] as number] as number;
    const range = windowHigh - windowLow;
    const fastK = range === 0 ? 0 : (100 * ((close[i] as number) - windowLow)) / range;
    kSum += fastK;
    // %K values are kept in k[] until overwritten below, so the leaving one is there.
    k[i] = fastK;
    if (i >= period - 1 + signal) kSum -= k[i - signal] as number;
    if (i >= period + signal - 2) d[i] = kSum / signal;
  }
  k.fill(NaN, 0, Math.min(length, period + signal - 2));
  return [k, d];
}

//#endregion

//#region Peers

/** technicalindicators takes plain arrays and returns arrays (of objects for multi-output). */
function peerTechnicalIndicators(series: {
  high: number[];
  low: number[];
  close: number[];
}): Record<IndicatorName, () => unknown> {
  const { high, low, close } = series;
  return {
    sma: () => technicalIndicators.SMA.calculate({ period: PERIOD.sma, values: close }),
    ema: () => technicalIndicators.EMA.calculate({ period: PERIOD.ema, values: close }),
    rsi: () => technicalIndicators.RSI.calculate({ period: PERIOD.rsi, values: close }),
    bollinger: () =>
      technicalIndicators.BollingerBands.calculate({
        period: PERIOD.bollinger,
        stdDev: DEVIATION,
        values: close,
      }),
    macd: () =>
      technicalIndicators.MACD.calculate({
        values: close,
        fastPeriod: MACD.short,
        slowPeriod: MACD.long,
        signalPeriod: MACD.signal,
        SimpleMAOscillator: false,
        SimpleMASignal: false,
      }),
    stochastic: () =>
      technicalIndicators.Stochastic.calculate({
        high,
        low,
        close,
        period: STOCHASTIC.period,
        signalPeriod: STOCHASTIC.signal,
      }),
  };
}

/**
 * trading-signals is streaming: one object per indicator, fed a price at a time. Its
 * results are written into Float64Arrays so that it does the same job as the others.
 */
function peerTradingSignals(series: Series): Record<IndicatorName, () => unknown> {
  const { high, low, close } = series;
  const length = close.length;
  const single = (make: () => { add(price: number): number | null }) => (): Float64Array => {
    const indicator = make();
    const out = new Float64Array(length);
    for (let i = 0; i < length; i++) out[i] = indicator.add(close[i] as number) ?? NaN;
    return out;
  };
  return {
    sma: single(() => new tradingSignals.SMA(PERIOD.sma)),
    ema: single(() => new tradingSignals.EMA(PERIOD.ema)),
    rsi: single(() => new tradingSignals.RSI(PERIOD.rsi)),
    bollinger: () => {
      const indicator = new tradingSignals.BollingerBands(PERIOD.bollinger, DEVIATION);
      const upper = new Float64Array(length);
      const middle = new Float64Array(length);
      const lower = new Float64Array(length);
      for (let i = 0; i < length; i++) {
        const bands = indicator.add(close[i] as number);
        upper[i] = bands?.upper ?? NaN;
        middle[i] = bands?.middle ?? NaN;
        lower[i] = bands?.lower ?? NaN;
      }
      return [upper, middle, lower];
    },
    macd: () => {
      const indicator = new tradingSignals.MACD(
        new tradingSignals.EMA(MACD.short),
        new tradingSignals.EMA(MACD.long),
        new tradingSignals.EMA(MACD.signal),
      );
      const line = new Float64Array(length);
      const signal = new Float64Array(length);
      const diff = new Float64Array(length);
      for (let i = 0; i < length; i++) {
        const result = indicator.add(close[i] as number);
        line[i] = result?.macd ?? NaN;
        signal[i] = result?.signal ?? NaN;
        diff[i] = result?.histogram ?? NaN;
      }
      return [line, signal, diff];
    },
    stochastic: () => {
      const indicator = new tradingSignals.StochasticOscillator({
        kPeriod: STOCHASTIC.period,
        kSlowingPeriod: 1,
        dPeriod: STOCHASTIC.signal,
      });
      const k = new Float64Array(length);
      const d = new Float64Array(length);
      for (let i = 0; i < length; i++) {
        const result = indicator.add({
          high: high[i] as number,
          low: low[i] as number,
          close: close[i] as number,
        });
        k[i] = result?.stochK ?? NaN;
        d[i] = result?.stochD ?? NaN;
      }
      return [k, d];
    },
  };
}

//#endregion

const INDICATORS = ['sma', 'ema', 'rsi', 'bollinger', 'macd', 'stochastic'] as const;
type IndicatorName = (typeof INDICATORS)[number];

function ours(series: Series): Record<IndicatorName, () => unknown> {
  const { high, low, close } = series;
  return {
    sma: () => sma(close, PERIOD.sma),
    ema: () => ema(close, PERIOD.ema),
    rsi: () => rsi(close, PERIOD.rsi),
    bollinger: () => bollinger(close, PERIOD.bollinger, DEVIATION),
    macd: () => macd(close, MACD.short, MACD.long, MACD.signal),
    stochastic: () => stochastic(high, low, close, STOCHASTIC.period, STOCHASTIC.signal),
  };
}

function baseline(series: Series): Record<IndicatorName, () => unknown> {
  const { close } = series;
  return {
    sma: () => baselineSma(close, PERIOD.sma),
    ema: () => baselineEma(close, PERIOD.ema),
    rsi: () => baselineRsi(close, PERIOD.rsi),
    bollinger: () => baselineBollinger(close, PERIOD.bollinger, DEVIATION),
    macd: () => baselineMacd(close, MACD.short, MACD.long, MACD.signal),
    stochastic: () => baselineStochastic(series, STOCHASTIC.period, STOCHASTIC.signal),
  };
}

/** Results are kept here so that no engine can drop a run as unused. */
const sink: unknown[] = [];

/**
 * Median wall time in milliseconds of each contender. The contenders take turns within
 * every round, so a busy machine slows them alike instead of whichever ran last.
 */
function medians<K extends string>(
  contenders: Record<K, () => unknown>,
  runs: number,
): Record<K, number> {
  const names = Object.keys(contenders) as K[];
  const times = new Map<K, number[]>(names.map((name) => [name, []]));
  for (let round = 0; round < runs; round++) {
    for (const name of names) {
      const start = performance.now();
      sink[0] = contenders[name]();
      times.get(name)?.push(performance.now() - start);
    }
  }
  const result = {} as Record<K, number>;
  for (const name of names) {
    const sorted = (times.get(name) ?? []).sort((a, b) => a - b);
    result[name] = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  }
  return result;
}

/** Largest difference between two runs' outputs, relative to the value: a sanity check. */
function largestDifference(a: unknown, b: unknown): number {
  const arrays = (value: unknown): Float64Array[] =>
    value instanceof Float64Array
      ? [value]
      : Array.isArray(value)
        ? (value as Float64Array[])
        : Object.values(value as Record<string, Float64Array>);
  const left = arrays(a);
  const right = arrays(b);
  let largest = 0;
  left.forEach((series, which) => {
    const other = right[which] as Float64Array;
    series.forEach((value, i) => {
      const expected = other[i] as number;
      if (Number.isNaN(value) && Number.isNaN(expected)) return;
      const difference = Math.abs(value - expected) / Math.max(1, Math.abs(expected));
      largest = Math.max(largest, Number.isNaN(difference) ? Infinity : difference);
    });
  });
  return largest;
}

const format = (ms: number): string => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
const ratio = (value: number): string => `${value.toFixed(value < 10 ? 2 : 1)}×`;
const count = (n: number): string => n.toLocaleString('en-GB');

function main(): void {
  const series = makeSeries(POINTS);
  const slice: Series = {
    high: series.high.subarray(0, SLICE_POINTS),
    low: series.low.subarray(0, SLICE_POINTS),
    close: series.close.subarray(0, SLICE_POINTS),
  };
  const plainSlice = {
    high: Array.from(slice.high),
    low: Array.from(slice.low),
    close: Array.from(slice.close),
  };
  const scale = POINTS / SLICE_POINTS;

  const core = ours(series);
  const loops = baseline(series);
  const technical = peerTechnicalIndicators(plainSlice);
  const streaming = peerTradingSignals(slice);

  console.log(
    `Indicators on ${count(POINTS)} points: median of ${String(RUNS)} interleaved runs ` +
      `(peers ${String(PEER_RUNS)}) after ${String(WARM_UPS)} warm-ups of everything, ` +
      `node ${process.version}, ${String(availableParallelism())} CPUs.`,
  );
  console.log(
    `technicalindicators and trading-signals are timed on the first ${count(SLICE_POINTS)} points ` +
      `and scaled ×${String(scale)} per point.`,
  );
  console.log(
    'Parameters: SMA 14, EMA 9, RSI 14, Bollinger 20/2, MACD 12/26/9, Stochastic 14/3 (SPEC §5 defaults).',
  );
  console.log('');

  for (let round = 0; round < WARM_UPS; round++) {
    for (const contenders of [core, loops, technical, streaming]) {
      for (const name of INDICATORS) sink[0] = contenders[name]();
    }
  }

  const rows: { name: string; core: number; loop: number; technical: number; streaming: number }[] =
    [];
  for (const name of INDICATORS) {
    const agreement = largestDifference(core[name](), loops[name]());
    const ownTimes = medians({ core: core[name], loop: loops[name] }, RUNS);
    const peerTimes = medians(
      { technical: technical[name], streaming: streaming[name] },
      PEER_RUNS,
    );
    const row = {
      name,
      core: ownTimes.core,
      loop: ownTimes.loop,
      technical: peerTimes.technical * scale,
      streaming: peerTimes.streaming * scale,
    };
    rows.push(row);
    console.log(
      `${name.padEnd(11)} core ${format(row.core).padStart(9)} | baseline ${format(row.loop).padStart(9)}` +
        ` | technicalindicators ${format(row.technical).padStart(10)} | trading-signals ${format(row.streaming).padStart(9)}` +
        ` | core and baseline agree within ${agreement.toExponential(1)}`,
    );
  }

  const all = medians(
    {
      core: () => INDICATORS.map((name) => core[name]()),
      loop: () => INDICATORS.map((name) => loops[name]()),
    },
    RUNS,
  );

  console.log('');
  console.log('Ratios (higher is faster for core/indicators):');
  for (const row of rows) {
    console.log(
      `${row.name}: ${ratio(row.technical / row.core)} faster than technicalindicators, ` +
        `${ratio(row.streaming / row.core)} faster than trading-signals, ` +
        `${ratio(row.core / row.loop)} the baseline loop's time`,
    );
  }
  console.log(
    `all six together: core ${format(all.core)}, baseline ${format(all.loop)}: ` +
      `${ratio(all.core / all.loop)} the baseline loops' time`,
  );

  const slowest = rows.reduce((worst, row) =>
    row.technical / row.core < worst.technical / worst.core ? row : worst,
  );
  const lowest = slowest.technical / slowest.core;
  console.log('');
  console.log('Goals:');
  console.log(
    `- every indicator ≥ 10× faster than technicalindicators: ${lowest >= 10 ? 'met' : 'NOT met'} ` +
      `(lowest: ${slowest.name} ${ratio(lowest)})`,
  );
  console.log(
    `- all six on ${count(POINTS)} points within 1.5× of the baseline loops: ` +
      `${all.core / all.loop <= 1.5 ? 'met' : 'NOT met'} (${ratio(all.core / all.loop)})`,
  );
}

main();
