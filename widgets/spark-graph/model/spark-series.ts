import { MIN_FINITE_POINTS } from './spark-defaults';

/** A series a spark can draw: at least two finite points and the close it is measured against. */
export interface SparkSeries {
  /** The finite values in their order; never fewer than `MIN_FINITE_POINTS`. */
  readonly points: readonly number[];
  /** The value the last point is compared with: the given close, else the first point. */
  readonly close: number;
}

/**
 * The finite numbers of a series in their order. NaN, ±Infinity and gaps (`null`) are left out
 * rather than drawn as breaks: a spark is too small for a gap to read as one, and the neighbours of
 * a missing value are joined.
 */
export function finitePoints(values: readonly (number | null)[]): readonly number[] {
  const isFinite = (value: number | null): value is number =>
    value !== null && Number.isFinite(value);
  // Nearly every series is whole; it is used as it is rather than copied.
  return values.every(isFinite) ? values : values.filter(isFinite);
}

/**
 * The series to draw, or undefined when fewer than 2 finite points exist: then the spark renders
 * nothing. Without a finite close the first point is the reference, so an inline spark without
 * `close` is coloured by its change over what it shows.
 */
export function sparkSeries(
  values: readonly (number | null)[],
  close?: number | null,
): SparkSeries | undefined {
  const points = finitePoints(values);
  const first = points[0];
  if (points.length < MIN_FINITE_POINTS || first === undefined) return undefined;
  return {
    points,
    close: close !== undefined && close !== null && Number.isFinite(close) ? close : first,
  };
}

/** A point of a loaded series as the spark reads it: `last`, else `value` (funds and indices). */
export function pointValue(point: {
  readonly last?: number | null;
  readonly value?: number | null;
}): number | null {
  return point.last ?? point.value ?? null;
}
