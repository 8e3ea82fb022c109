import { describe, expect, it } from 'vitest';
import { rsi } from './rsi';

describe('rsi', () => {
  it('seeds with the simple means of the first period changes, then uses Wilder smoothing', () => {
    // Changes +1, −0.5, +1.5, 0, −1. Seed: gain 0.5, loss 0.25 → 66.67.
    // Then gain (0.5 + 1.5) / 2 = 1, loss 0.25 / 2 = 0.125 → 88.89; gain 0.5, loss 0.0625
    // → 88.89; gain 0.25, loss (0.0625 + 1) / 2 = 0.53125 → 32.
    const result = Array.from(rsi([10, 11, 10.5, 12, 12, 11], 2));
    expect(result.slice(0, 2)).toEqual([NaN, NaN]);
    expect(result[2]).toBeCloseTo(200 / 3, 12);
    expect(result[3]).toBeCloseTo(800 / 9, 12);
    expect(result[4]).toBeCloseTo(800 / 9, 12);
    expect(result[5]).toBeCloseTo(32, 12);
  });

  it('is 100 when prices only rise and 0 when they never move', () => {
    expect(Array.from(rsi([1, 2, 3, 4, 5], 2))).toEqual([NaN, NaN, 100, 100, 100]);
    expect(Array.from(rsi([7, 7, 7, 7], 2))).toEqual([NaN, NaN, 0, 0]);
  });

  it('keeps its ratio for low-priced instruments whose moves are below 1e-8', () => {
    const result = rsi([1e-6, 2e-9 + 1e-6, 1e-6, 3e-9 + 1e-6], 2);
    expect(result[2]).toBeCloseTo(50, 6);
  });
});
