import { describe, expect, it } from 'vitest';
import { pricePointIndexAt } from './price-point-interval';

describe('price point of a moment', () => {
  const times = [1000, 2000, 3000];

  it('is the last price point at or before the moment', () => {
    expect(pricePointIndexAt(times, 1000)).toBe(0);
    expect(pricePointIndexAt(times, 1999)).toBe(0);
    expect(pricePointIndexAt(times, 2000)).toBe(1);
    expect(pricePointIndexAt(times, 2999)).toBe(1);
  });

  it('is the last price point for any later moment', () => {
    expect(pricePointIndexAt(times, 3000)).toBe(2);
    expect(pricePointIndexAt(times, 99_999)).toBe(2);
  });

  it('is none before the first price point, for NaN, or without price points', () => {
    expect(pricePointIndexAt(times, 999)).toBe(-1);
    expect(pricePointIndexAt(times, NaN)).toBe(-1);
    expect(pricePointIndexAt([], 1000)).toBe(-1);
  });
});
