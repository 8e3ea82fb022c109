import { describe, expect, it } from 'vitest';
import { macd } from './macd';

describe('macd', () => {
  // short 2, long 3, signal 2 on 1, 2, 4, 8, 16. Both EMAs are seeded at index 2 (long − 1):
  // long (1 + 2 + 4) / 3 = 7/3, short (2 + 4) / 2 = 3, so the line starts at 2/3; then
  // 7/6 and 79/36. The signal is seeded with (2/3 + 7/6) / 2 = 11/12, then 191/108.
  const result = macd([1, 2, 4, 8, 16], 2, 3, 2);

  it('seeds the short EMA on the bar where the long EMA starts, as TA-Lib does', () => {
    expect(Array.from(result.macd.subarray(0, 3))).toEqual([NaN, NaN, NaN]);
    expect(result.macd[3]).toBeCloseTo(7 / 6, 12);
    expect(result.macd[4]).toBeCloseTo(79 / 36, 12);
  });

  it('seeds the signal with the SMA of the first signal MACD values', () => {
    expect(result.signal[3]).toBeCloseTo(11 / 12, 12);
    expect(result.signal[4]).toBeCloseTo(191 / 108, 12);
  });

  it('gives the difference of the MACD and signal lines, from the same bar', () => {
    expect(Array.from(result.diff.subarray(0, 3))).toEqual([NaN, NaN, NaN]);
    expect(result.diff[3]).toBeCloseTo(0.25, 12);
    expect(result.diff[4]).toBeCloseTo(46 / 108, 12);
  });
});
