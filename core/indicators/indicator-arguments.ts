/**
 * Argument checks shared by every indicator function.
 *
 * The indicator functions are pure maths behind the parameter rules of the catalogue
 * (`technical-analysis-parameters.ts`), so an argument that can never describe an
 * indicator (a period of 2.5, -3 or NaN) is a programming error and throws a
 * `RangeError` at once instead of quietly drawing nothing. A period that is valid but
 * longer than the series is a data condition (a short history), not a bug: the
 * indicator then simply has no value yet and returns all-NaN output.
 */

/** Throws unless `value` is a whole number of at least 1 (a count of bars). */
export function requirePeriod(indicator: string, name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(
      `${indicator}: ${name} must be a whole number of at least 1 (a count of bars), got ${String(value)}`,
    );
  }
}

/** Throws unless `value` is a finite number of at least 0 (a band width multiplier). */
export function requireNonNegative(indicator: string, name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(
      `${indicator}: ${name} must be a finite number of at least 0, got ${String(value)}`,
    );
  }
}

/** Throws unless `short` is below `long`; a MACD of equal periods is always 0. */
export function requireShorterThan(
  indicator: string,
  shortName: string,
  short: number,
  longName: string,
  long: number,
): void {
  if (short >= long) {
    throw new RangeError(
      `${indicator}: ${shortName} (${String(short)}) must be smaller than ${longName} (${String(long)})`,
    );
  }
}

/** Throws unless the high, low and close series describe the same bars. */
export function requireSameLength(
  indicator: string,
  series: Readonly<Record<string, ArrayLike<number>>>,
): number {
  let length = -1;
  for (const [name, values] of Object.entries(series)) {
    if (length === -1) {
      length = values.length;
    } else if (values.length !== length) {
      const lengths = Object.entries(series)
        .map(([key, value]) => `${key} ${String(value.length)}`)
        .join(', ');
      throw new RangeError(`${indicator}: ${name} has another length than the others (${lengths})`);
    }
  }
  return Math.max(length, 0);
}

/** A fresh output series of `length` values with no value anywhere yet. */
export function emptySeries(length: number): Float64Array {
  return new Float64Array(length).fill(NaN);
}
