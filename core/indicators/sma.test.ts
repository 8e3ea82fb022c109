import { describe, expect, it } from 'vitest';
import { sma } from './sma';

describe('sma', () => {
  it('averages the last period prices, starting at index period - 1', () => {
    expect(Array.from(sma([1, 2, 3, 4, 5], 3))).toEqual([NaN, NaN, 2, 3, 4]);
  });

  it('is the price itself for a period of 1', () => {
    expect(Array.from(sma([3.5, 1.25, 9], 1))).toEqual([3.5, 1.25, 9]);
  });

  it('draws the exact price through a suspended stretch', () => {
    // 0.1-steps are not representable, so a plain running sum would leave noise behind.
    const close = [10.1, 10.3, 10.7, 10.9, 117.43, 117.43, 117.43, 117.43];
    const result = sma(close, 3);
    expect(Array.from(result.subarray(6))).toEqual([117.43, 117.43]);
  });

  it('leaves a value only where the window holds no gap', () => {
    expect(Array.from(sma([1, 2, NaN, 4, 6, 8], 2))).toEqual([NaN, 1.5, NaN, NaN, 5, 7]);
  });

  it('stays on the exact window average along a long series', () => {
    const close = Array.from({ length: 200_000 }, (_, i) => 1000 + Math.sin(i / 7) * 50 + i * 0.01);
    const result = sma(close, 30);
    for (let i = 29; i < close.length; i += 1009) {
      let sum = 0;
      for (let j = i - 29; j <= i; j++) sum += close[j] as number;
      expect(Math.abs((result[i] as number) - sum / 30)).toBeLessThan(1e-12 * (sum / 30));
    }
  });
});
