import * as v from 'valibot';

/**
 * A number that is neither `NaN` nor `±Infinity`. Every number read at the boundary
 * goes through this: a non-finite value would otherwise travel into money maths and
 * charts and surface as "NaN kr" or an empty axis far from where it came in.
 */
export const FiniteNumberSchema = v.pipe(v.number(), v.finite());

/** A finite number above zero, e.g. an exchange rate. */
export const PositiveNumberSchema = v.pipe(FiniteNumberSchema, v.gtValue(0));

/** A finite number that has no fractional part (ids, counts, colour slots). */
export const IntegerSchema = v.pipe(v.number(), v.integer());

/** A non-negative whole number, used for list offsets and palette slots. */
export const NonNegativeIntegerSchema = v.pipe(IntegerSchema, v.minValue(0));

/**
 * A percentage in percent units (`12.5` means 12.5 %), as the broker's API uses it for
 * fees, sell percent and performance.
 */
export const PercentSchema = FiniteNumberSchema;

/** A point in time as milliseconds since the Unix epoch (UTC). */
export const EpochMillisSchema = FiniteNumberSchema;
