/**
 * Indicator benchmark: `core/indicators` against the plain loop a reviewer would write for each
 * indicator (`indicators/plain-loops.ts`), then against the npm peers. The method is in
 * README.md, "Indicators".
 *
 *   npx tsx scripts/bench/indicators.bench.ts
 */
import { availableParallelism, loadavg } from 'node:os';
import { withinTolerance } from '../../core/indicators/fixtures/talib-reference';
import { readCpuTimes, stolenShare, stolenText } from './cpu-steal';
import { count, median, times } from './harness/statistics';
import { DEVIATION, INDICATORS, kit, makeSeries, PERIOD, sliceOf } from './indicators/inputs';
import { peerTechnicalIndicators, peerTradingSignals } from './indicators/peers';
import { plainBollingerBySquares, plainLoops } from './indicators/plain-loops';

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

/** Results are kept here so that no engine can drop a run as unused. */
const sink: unknown[] = [];

/**
 * Median CPU time in milliseconds of each contender, the contenders taking turns within every
 * round, in reversed order every other round.
 */
function medians<K extends string>(
  contenders: Record<K, () => unknown>,
  runs: number,
): Record<K, number> {
  const names = Object.keys(contenders) as K[];
  const samples = new Map<K, number[]>(names.map((name) => [name, []]));
  for (let round = 0; round < runs; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const start = process.cpuUsage();
      sink[0] = contenders[name]();
      const used = process.cpuUsage(start);
      samples.get(name)?.push((used.user + used.system) / 1000);
    }
  }
  const result = {} as Record<K, number>;
  for (const name of names) result[name] = median(samples.get(name) ?? []);
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

/** One result line: the ratio, the goal beside it, and whether it is met. */
function goalLine(name: string, value: number, goal: string, met: boolean): string {
  return `${name.padEnd(24)} ${times(value).padStart(7)}   goal ${goal.padEnd(6)} ${met ? 'met' : 'NOT met'}`;
}

function main(): void {
  const series = makeSeries(POINTS);
  const ours = kit(series);
  const plain = plainLoops(series);

  console.log(
    `Indicators on ${count(POINTS)} bars (SMA 14, EMA 9, RSI 14, Bollinger 20/2, MACD 12/26/9, ` +
      'Stochastic 14/3: the defaults).',
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
    const taken = medians({ kit: ours[name], plain: plain[name] }, RUNS);
    return { name, value: taken.kit / taken.plain };
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
    `(bollinger against a running sum of squares instead: ${times(squaresTimes.kit / squaresTimes.plain)}; ` +
      `that loop is outside the tolerance here: ${disagreement(ours.bollinger(), bySquares()) ?? 'no disagreement'})`,
  );

  const slice = sliceOf(series, SLICE_POINTS);
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
    const taken = medians(
      { kit: sliceKit[name], technical: technical[name], streaming: streaming[name] },
      PEER_RUNS,
    );
    const faster = taken.technical / taken.kit;
    console.log(
      `${goalLine(`${name} (techn.ind.)`, faster, `≥ ${String(GOAL_PEER)}×`, faster >= GOAL_PEER)}` +
        `   trading-signals ${times(taken.streaming / taken.kit)}`,
    );
  }
}

main();
