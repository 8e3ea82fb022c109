import type { ComparePricePoint, OwnersPoint } from '../../../core/schemas/price-time-series';
import type { PriceSeries } from './price-series';

/**
 * Comparison instruments and the owners series on the price graph's points (`comparePricePoints`,
 * `owners`). The chart's x values are the price points, so every other series is read at the price
 * points' times: each price point takes the value the other series had at or before its time (the
 * last known value), NaN before that series starts. Compared series are shown in percent from the
 * period start, so instruments of any price share one axis; while one is shown, the price and its
 * overlays are in percent too.
 */

/** A time and a value of another series; the value may be missing (a gap). */
export interface TimedValue {
  readonly time: number;
  readonly value: number | null | undefined;
}

/**
 * The values of another series at the price points' times: each price point takes the last
 * finite value at or before its time, NaN before the series' first value. The other series may
 * come in any order; its gaps are skipped, so a gap repeats the value before it.
 */
export function alignedValues(times: Float64Array, points: readonly TimedValue[]): Float64Array {
  const usable = points.filter(
    (point): point is { time: number; value: number } =>
      Number.isFinite(point.time) &&
      typeof point.value === 'number' &&
      Number.isFinite(point.value),
  );
  // Answers come in time order: sorted only when they do not.
  if (
    usable.some((point, index) => index > 0 && point.time < (usable[index - 1] as TimedValue).time)
  ) {
    usable.sort((a, b) => a.time - b.time);
  }
  const aligned = new Float64Array(times.length);
  let next = 0;
  let current = Number.NaN;
  for (let index = 0; index < times.length; index += 1) {
    const time = times[index] as number;
    while (next < usable.length && (usable[next] as TimedValue).time <= time) {
      current = (usable[next] as { value: number }).value;
      next += 1;
    }
    aligned[index] = current;
  }
  return aligned;
}

/** `value` as a change in percent from `base`: 110 from 100 is 10. */
export function percentOf(value: number, base: number): number {
  return (value / base - 1) * 100;
}

/** The values as percent change from `base`; NaN stays NaN. */
export function valuesInPercentOf(values: Float64Array, base: number): Float64Array {
  // A plain loop: a typed array's `map` with a function is several times slower, per point.
  const percent = new Float64Array(values.length);
  for (let index = 0; index < values.length; index += 1) {
    percent[index] = percentOf(values[index] as number, base);
  }
  return percent;
}

/** The first finite value, NaN when there is none. */
export function firstFinite(values: Float64Array): number {
  return values.find((value) => Number.isFinite(value)) ?? Number.NaN;
}

/** The values in percent from their first finite value (that value is 0 %). */
export function percentFromStart(values: Float64Array): Float64Array {
  return valuesInPercentOf(values, firstFinite(values));
}

/** A comparison instrument's series on the price points, in percent from its first value there. */
export function comparisonPercent(
  times: Float64Array,
  points: readonly ComparePricePoint[],
): Float64Array {
  return percentFromStart(
    alignedValues(
      times,
      points.map((point) => ({ time: point.timeStamp, value: point.value })),
    ),
  );
}

/** The owners series on the price points (its times are `timestamp`). */
export function alignedOwners(times: Float64Array, points: readonly OwnersPoint[]): Float64Array {
  return alignedValues(
    times,
    points.map((point) => ({ time: point.timestamp, value: point.value })),
  );
}

/**
 * The price series in percent from its first close, for a graph that compares: the close and
 * the candle values change, the times and volumes stay.
 */
export function priceSeriesInPercent(series: PriceSeries): PriceSeries {
  const base = firstFinite(series.close);
  return {
    ...series,
    close: valuesInPercentOf(series.close, base),
    open: valuesInPercentOf(series.open, base),
    high: valuesInPercentOf(series.high, base),
    low: valuesInPercentOf(series.low, base),
  };
}
