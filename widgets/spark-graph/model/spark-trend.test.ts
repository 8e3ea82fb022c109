import { describe, expect, it } from 'vitest';
import { sparkTrend } from './spark-trend';

describe('spark graph colour', () => {
  it('is positive when the last value is above the close value', () => {
    expect(sparkTrend({ points: [90, 80, 100.01], close: 100 })).toBe('positive');
  });

  it('is negative when the last value is below the close value', () => {
    expect(sparkTrend({ points: [110, 120, 99.99], close: 100 })).toBe('negative');
  });

  it('is negative when the last value equals the close, which is not above it', () => {
    expect(sparkTrend({ points: [100, 100], close: 100 })).toBe('negative');
  });

  it('follows the last value, not the first', () => {
    expect(sparkTrend({ points: [50, 150, 101], close: 100 })).toBe('positive');
  });
});
