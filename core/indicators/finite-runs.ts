/**
 * Gaps in a price series (NaN, ±Infinity) split it into runs of finite prices, and every
 * indicator computes each maximal run as a series of its own: an output is NaN exactly
 * when its window touches a gap, and the averages are seeded again after one.
 */

/** Whether `value` is a finite number: `x − x` is 0 only for those, one subtraction. */
export function isFiniteValue(value: number): boolean {
  return value - value === 0;
}
