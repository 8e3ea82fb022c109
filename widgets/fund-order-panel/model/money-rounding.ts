/**
 * Money is rounded to cents at the points SPEC §9 defines, so float noise (0.1 + 0.2) never
 * reaches the screen or an order. `Number.EPSILON` nudges halves that binary floats store a
 * hair below .5 (1.005 is 1.00499…) to round up as written.
 */
export const roundToCents = (value: number): number =>
  Math.round((value + Math.sign(value) * Number.EPSILON * Math.abs(value)) * 100) / 100;
