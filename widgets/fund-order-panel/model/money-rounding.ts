import type { Amount, Percent } from './money-units';

/**
 * Money is rounded to cents where the order constants say (the holdings, the fees), so float noise
 * (0.1 + 0.2) never reaches the screen or an order. `Number.EPSILON` nudges halves that binary
 * floats store a hair below .5 (1.005 is 1.00499…) to round up as written. The unit is kept.
 */
export function roundToCents(value: Amount): Amount;
export function roundToCents(value: Percent): Percent;
export function roundToCents(value: number): number;
export function roundToCents(value: number): number {
  return Math.round((value + Math.sign(value) * Number.EPSILON * Math.abs(value)) * 100) / 100;
}
