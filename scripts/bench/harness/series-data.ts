import { PERIOD_IDS, type ResolutionId } from '../../../core/schemas/enumerations';
import { parkMiller } from './random';

/**
 * The benches' price series: a deterministic random walk with open, high, low and volume, on
 * weekdays back from a Friday, one bar a day or one a minute of a trading session, answered
 * as the API's price time series. 100 000 daily bars reach back to the 17th century.
 * Compared instruments (`BENCH-COMPARE-{n}`) are walks of their own on the same days.
 */

/** A series the server answers: its number of points and their resolution. */
export interface Size {
  readonly points: number;
  readonly resolution: Extract<ResolutionId, 'DAY' | 'MIN_1'>;
  readonly what: string;
}

const DAY_MS = 86_400_000;
/** The last trading day of every series (a Friday), at 00:00 UTC. */
const LAST_DAY_MS = Date.UTC(2026, 10, 20);
/** A trading session in UTC (Stockholm's 09:00–17:30 in winter), in minutes. */
const SESSION = { openMinute: 8 * 60, minutes: 510 } as const;
/** The periods the answers offer: all but CUSTOM, which is asked for with dates. */
export const PERIODS = PERIOD_IDS.filter((period) => period !== 'CUSTOM');
export type NamedPeriod = (typeof PERIODS)[number];

export const instrumentId = (points: number) => `BENCH-${String(points)}`;

/** The series' times: weekdays only, one bar per day (at the open) or one per session minute. */
function timeStamps(count: number, resolution: Size['resolution']): number[] {
  const perDay = resolution === 'DAY' ? 1 : SESSION.minutes;
  const stamps: number[] = [];
  for (let day = LAST_DAY_MS; stamps.length < count; day -= DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let minute = perDay - 1; minute >= 0 && stamps.length < count; minute -= 1) {
      stamps.push(day + (SESSION.openMinute + minute) * 60_000);
    }
  }
  return stamps.reverse();
}

/** One point of an answer, in the order of the API's fields. */
export interface BenchPoint {
  timeStamp: number;
  last: number;
  open: number;
  high: number;
  low: number;
  volume: number;
}

/**
 * A deterministic random walk (Park–Miller generator, fixed seed), rounded to cents: the
 * size's points and one more per period, as each period answers its own window of it.
 */
export function makeWalk(size: Size): BenchPoint[] {
  const random = parkMiller(20261120 + size.points);
  const step = size.resolution === 'DAY' ? 0.04 : 0.004;
  const cents = (value: number) => Math.round(value * 100) / 100;
  let price = 100;
  return timeStamps(size.points + PERIODS.length, size.resolution).map((timeStamp) => {
    const open = price;
    const last = cents(Math.max(1, open * (1 + (random() - 0.5) * step)));
    price = last;
    return {
      timeStamp,
      last,
      open,
      high: cents(Math.max(open, last) * (1 + (random() * step) / 4)),
      low: cents(Math.min(open, last) * (1 - (random() * step) / 4)),
      volume: Math.round(1_000 + random() * 50_000),
    };
  });
}

/** Each period's performance in the answers, so the period buttons read as they do live. */
const RETURNS = PERIODS.map((period, index) => ({
  period,
  performance: (((index * 7) % 11) - 5) * 1.37,
}));

/**
 * The price time series answer of a size for a period, as JSON: the size's number
 * of points from the walk, each period's window starting one bar after the previous period's,
 * so that two periods never answer the very same series (as they never do live).
 */
export function seriesAnswer(size: Size, walk: readonly BenchPoint[], period: NamedPeriod): string {
  const offset = PERIODS.indexOf(period);
  const points = walk.slice(offset, offset + size.points);
  return JSON.stringify({
    timeSeriesIdentifier: instrumentId(size.points),
    pricePoints: points,
    previousClose: points[0]?.open ?? null,
    high: points.reduce((high, point) => Math.max(high, point.high), -Infinity),
    low: points.reduce((low, point) => Math.min(low, point.low), Infinity),
    availablePeriods: PERIODS,
    returnedPeriod: period,
    returnedResolution: size.resolution,
    validResolutionsForPeriod: [size.resolution],
    returns: RETURNS,
  });
}

/** A compared instrument: `BENCH-COMPARE-{n}`, a walk of its own seeded by `n` (from 1). */
export const comparisonId = (seed: number) => `BENCH-COMPARE-${String(seed)}`;
const COMPARISON_ID = /^BENCH-COMPARE-([1-9][0-9]*)$/;

/** A compared instrument's values on `days` days: its own walk, rounded to cents. */
function comparisonValues(seed: number, days: number): number[] {
  const random = parkMiller(48271 * seed);
  let value = 50 + 25 * seed;
  return Array.from({ length: days }, () => {
    value = Math.max(1, value * (1 + (random() - 0.5) * 0.04));
    return Math.round(value * 100) / 100;
  });
}

/**
 * The answer to a request that names comparators: the period's series answer with
 * `comparePricePoints` added, one series per compared instrument (unknown ids are left out),
 * its values on the answer's days.
 */
export function comparisonAnswer(
  size: Size,
  walk: readonly BenchPoint[],
  period: NamedPeriod,
  ids: readonly string[],
): string {
  const answer = JSON.parse(seriesAnswer(size, walk, period)) as { pricePoints: BenchPoint[] };
  const comparePricePoints = ids.flatMap((id) => {
    const seed = Number(COMPARISON_ID.exec(id)?.[1] ?? NaN);
    if (!Number.isSafeInteger(seed)) return [];
    const values = comparisonValues(seed, walk.length);
    const byDay = new Map(walk.map((point, day) => [point.timeStamp, values[day]]));
    const pricePoints = answer.pricePoints.map(({ timeStamp }) => ({
      timeStamp,
      value: byDay.get(timeStamp) ?? null,
    }));
    return [{ timeSeriesIdentifier: id, pricePoints }];
  });
  return JSON.stringify({ ...answer, comparePricePoints });
}
