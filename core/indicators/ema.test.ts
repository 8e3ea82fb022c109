import { describe, expect, it } from 'vitest';
import { ema } from './ema';

describe('ema', () => {
  it('seeds with the SMA of the first period prices, then smooths with k = 2 / (period + 1)', () => {
    // period 3: k = 0.5; seed (2 + 4 + 6) / 3 = 4; then 4 + 0.5·(8 − 4) = 6, 6 + 0.5·(12 − 6) = 9 …
    expect(Array.from(ema([2, 4, 6, 8, 12, 0], 3))).toEqual([NaN, NaN, 4, 6, 9, 4.5]);
  });

  it('seeds again after a gap instead of carrying NaN forever', () => {
    expect(Array.from(ema([2, 4, 6, NaN, 1, 2, 3, 5], 3))).toEqual([
      NaN,
      NaN,
      4,
      NaN,
      NaN,
      NaN,
      2,
      3.5,
    ]);
  });
});
