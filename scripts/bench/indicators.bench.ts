/**
 * Indicator benchmark: `core/indicators` against the plain loop a reviewer would write for
 * each indicator, on one deterministic series of a million bars.
 *
 *   npx tsx scripts/bench/indicators.bench.ts
 *
 * The plain loops below are the yardstick: one function per indicator, Float64Array in and
 * out, one pass over the series, no gaps, no argument checks, nothing clever (the choices
 * are named on each). Before any timing the bench checks that every plain loop gives the
 * kit's numbers within the TA-Lib fixtures' tolerance (1e-9 relative), so that both do the
 * same job; a disagreement is printed and makes the exit code 1.
 *
 * It prints ratios only, kit time ÷ plain loop time, for each indicator and for all six
 * together, beside the goals: at most 2× each, at most 1.5× together. Times are medians of
 * interleaved runs (kit and loop take turns, in alternating order) after warm-ups, in
 * process CPU time rather than wall time, so that other load on the machine counts less. It never
 * fails on a time, since a loaded machine would make such a check flaky (DESIGN.md, "Test
 * layers"). The npm peers (technicalindicators, trading-signals) follow as a second block,
 * against the goal of being at least 10× faster than technicalindicators.
 */
import { availableParallelism, loadavg } from 'node:os';
import * as technicalIndicators from 'technicalindicators';
import * as tradingSignals from 'trading-signals';
import { withinTolerance } from '../../core/indicators/fixtures/talib-reference';
import { bollinger, ema, macd, rsi, sma, stochastic } from '../../core/indicators/index';
import { readCpuTimes, stolenShare, stolenText } from './cpu-steal';

/** Length of the series the kit and the plain loops work on. */
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
/** Timed runs of the kit and the plain loops, each; the median is reported. */
const RUNS = 15;
/** Timed runs of the peers: fewer, as each takes up to seconds and their ratios are large. */
const PEER_RUNS = 3;

/** Goals: kit time ÷ plain loop time. */
const GOAL_EACH = 2;
const GOAL_TOGETHER = 1.5;
/** Goal: technicalindicators time ÷ kit time, for every indicator. */
const GOAL_PEER = 10;

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

//#region Plain loops: what a reviewer writes, TA-Lib's definitions and seeding

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
function plainBollingerBySquares(
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

//#endregion

const INDICATORS = ['sma', 'ema', 'rsi', 'bollinger', 'macd', 'stochastic'] as const;
type IndicatorName = (typeof INDICATORS)[number];
type Contenders = Record<IndicatorName, () => unknown>;

function kit(series: Series): Contenders {
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

function plainLoops(series: Series): Contenders {
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

//#region Peers

/** technicalindicators takes plain arrays and returns arrays (of objects for multi-output). */
function peerTechnicalIndicators(series: Series): Contenders {
  const high = Array.from(series.high);
  const low = Array.from(series.low);
  const close = Array.from(series.close);
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
function peerTradingSignals(series: Series): Contenders {
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

/** Results are kept here so that no engine can drop a run as unused. */
const sink: unknown[] = [];

/**
 * Median CPU time in milliseconds of each contender: on a shared machine the wall time
 * also counts the time other processes held the CPU, which CPU time leaves out (it does
 * count the garbage collector's threads, which both sides keep busy alike). The contenders take turns within
 * every round, in reversed order every other round, so that a busy machine, or the
 * garbage the one before left, slows them alike.
 */
function medians<K extends string>(
  contenders: Record<K, () => unknown>,
  runs: number,
): Record<K, number> {
  const names = Object.keys(contenders) as K[];
  const times = new Map<K, number[]>(names.map((name) => [name, []]));
  for (let round = 0; round < runs; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const start = process.cpuUsage();
      sink[0] = contenders[name]();
      const used = process.cpuUsage(start);
      times.get(name)?.push((used.user + used.system) / 1000);
    }
  }
  const result = {} as Record<K, number>;
  for (const name of names) {
    const sorted = (times.get(name) ?? []).sort((a, b) => a - b);
    result[name] = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  }
  return result;
}

/** The output series of a run, in a fixed order. */
function outputSeries(result: unknown): Float64Array[] {
  if (result instanceof Float64Array) return [result];
  if (Array.isArray(result)) return result as Float64Array[];
  return Object.values(result as Record<string, Float64Array>);
}

/**
 * Where the kit's output differs from the plain loop's: NaN must meet NaN, values the
 * TA-Lib fixtures' tolerance. Undefined when they agree.
 */
function disagreement(kitResult: unknown, plainResult: unknown): string | undefined {
  const ours = outputSeries(kitResult);
  const theirs = outputSeries(plainResult);
  if (ours.length !== theirs.length) {
    return `${String(ours.length)} output series, the plain loop ${String(theirs.length)}`;
  }
  for (let which = 0; which < ours.length; which++) {
    const got = ours[which] as Float64Array;
    const want = theirs[which] as Float64Array;
    if (got.length !== want.length) {
      return `series ${String(which)} has ${String(got.length)} values, the plain loop's ${String(want.length)}`;
    }
    for (let i = 0; i < got.length; i++) {
      const value = got[i] as number;
      const expected = want[i] as number;
      const agree = Number.isNaN(expected) ? Number.isNaN(value) : withinTolerance(value, expected);
      if (!agree) {
        return `series ${String(which)} at bar ${String(i)}: kit ${String(value)}, plain loop ${String(expected)}`;
      }
    }
  }
  return undefined;
}

const ratio = (value: number): string => `${value.toFixed(2)}×`;
const count = (n: number): string => n.toLocaleString('en-GB');

/** One result line: the ratio, the goal beside it, and whether it is met. */
function goalLine(name: string, value: number, goal: string, met: boolean): string {
  return `${name.padEnd(24)} ${ratio(value).padStart(7)}   goal ${goal.padEnd(6)} ${met ? 'met' : 'NOT met'}`;
}

function main(): void {
  const series = makeSeries(POINTS);
  const ours = kit(series);
  const plain = plainLoops(series);

  console.log(
    `Indicators on ${count(POINTS)} bars (SMA 14, EMA 9, RSI 14, Bollinger 20/2, MACD 12/26/9, ` +
      'Stochastic 14/3: SPEC §5 defaults).',
  );

  let agreed = true;
  for (const name of INDICATORS) {
    const problem = disagreement(ours[name](), plain[name]());
    if (problem !== undefined) {
      agreed = false;
      console.error(`ERROR: ${name}: the kit and the plain loop disagree: ${problem}.`);
    }
  }
  if (agreed) {
    console.log('Kit and plain loops agree within 1e-9 relative (the TA-Lib fixtures’ tolerance).');
  } else {
    console.error(
      'ERROR: the ratios below compare different numbers and mean nothing until fixed.',
    );
    process.exitCode = 1;
  }

  const cpuBefore = readCpuTimes();
  const load = loadavg()[0] ?? NaN;
  for (let round = 0; round < WARM_UPS; round++) {
    for (const name of INDICATORS) {
      sink[0] = ours[name]();
      sink[0] = plain[name]();
    }
  }
  const ratios = INDICATORS.map((name) => {
    const times = medians({ kit: ours[name], plain: plain[name] }, RUNS);
    return { name, value: times.kit / times.plain };
  });
  const together = medians(
    {
      kit: () => INDICATORS.map((name) => ours[name]()),
      plain: () => INDICATORS.map((name) => plain[name]()),
    },
    RUNS,
  );
  const stolen = stolenShare(cpuBefore, readCpuTimes());

  console.log(
    `Kit CPU time ÷ plain loop CPU time, median of ${String(RUNS)} interleaved runs after ` +
      `${String(WARM_UPS)} warm-ups; node ${process.version}, ${String(availableParallelism())} CPUs, ` +
      `load average ${load.toFixed(1)} at the start, ${stolenText(stolen)}.`,
  );
  console.log('');
  for (const { name, value } of ratios) {
    console.log(goalLine(name, value, `≤ ${String(GOAL_EACH)}×`, value <= GOAL_EACH));
  }
  const all = together.kit / together.plain;
  console.log(
    goalLine('all six together', all, `≤ ${String(GOAL_TOGETHER)}×`, all <= GOAL_TOGETHER),
  );
  const bySquares = () => plainBollingerBySquares(series.close, PERIOD.bollinger, DEVIATION);
  const squaresTimes = medians({ kit: ours.bollinger, plain: bySquares }, RUNS);
  console.log(
    `(bollinger against a running sum of squares instead: ${ratio(squaresTimes.kit / squaresTimes.plain)}; ` +
      `that loop is outside the tolerance here: ${disagreement(ours.bollinger(), bySquares()) ?? 'no disagreement'})`,
  );

  const slice: Series = {
    high: series.high.subarray(0, SLICE_POINTS),
    low: series.low.subarray(0, SLICE_POINTS),
    close: series.close.subarray(0, SLICE_POINTS),
  };
  const sliceKit = kit(slice);
  const technical = peerTechnicalIndicators(slice);
  const streaming = peerTradingSignals(slice);
  for (const name of INDICATORS) {
    sink[0] = technical[name]();
    sink[0] = streaming[name]();
  }
  console.log('');
  console.log(
    `Peer time ÷ kit time on the first ${count(SLICE_POINTS)} bars, median of ` +
      `${String(PEER_RUNS)} runs:`,
  );
  for (const name of INDICATORS) {
    const times = medians(
      { kit: sliceKit[name], technical: technical[name], streaming: streaming[name] },
      PEER_RUNS,
    );
    const faster = times.technical / times.kit;
    console.log(
      `${goalLine(`${name} (techn.ind.)`, faster, `≥ ${String(GOAL_PEER)}×`, faster >= GOAL_PEER)}` +
        `   trading-signals ${ratio(times.streaming / times.kit)}`,
    );
  }
}

main();
