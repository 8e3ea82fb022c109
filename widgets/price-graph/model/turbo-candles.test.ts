import { describe, expect, it } from 'vitest';
import {
  candlesByColumn,
  CHART_TURBO_THRESHOLD_POINTS,
  drawsInTurbo,
  type CandleColumns,
} from './turbo-candles';

const candles = (rows: readonly [open: number, high: number, low: number, close: number][]) =>
  ({
    open: Float64Array.from(rows, (row) => row[0]),
    high: Float64Array.from(rows, (row) => row[1]),
    low: Float64Array.from(rows, (row) => row[2]),
    close: Float64Array.from(rows, (row) => row[3]),
  }) satisfies CandleColumns;

describe('chart turbo threshold (5000 points)', () => {
  it('is 5000 points', () => {
    expect(CHART_TURBO_THRESHOLD_POINTS).toBe(5000);
  });

  it('draws 5000 points on screen one by one, and more in turbo', () => {
    expect(drawsInTurbo(5000)).toBe(false);
    expect(drawsInTurbo(5001)).toBe(true);
    expect(drawsInTurbo(0)).toBe(false);
  });
});

describe('candles merged by pixel column in turbo', () => {
  const rows = candles([
    [10, 12, 9, 11],
    [11, 15, 10, 14],
    [14, 14, 8, 9],
    [9, 10, 7, 8],
    [8, 9, 6, 7],
  ]);

  it('opens at the first open, closes at the last close, spans the lowest low to the highest high', () => {
    const merged = candlesByColumn(rows, 0, 4, (index) => (index < 3 ? 100 : 101));
    expect(merged.length).toBe(2);
    expect([...merged.column]).toEqual([100, 101]);
    expect([...merged.open]).toEqual([10, 9]);
    expect([...merged.close]).toEqual([9, 7]);
    expect([...merged.high]).toEqual([15, 10]);
    expect([...merged.low]).toEqual([8, 6]);
  });

  it('keeps a candle alone in its column as it is', () => {
    const merged = candlesByColumn(rows, 1, 3, (index) => index * 3);
    expect(merged.length).toBe(3);
    expect([...merged.open]).toEqual([11, 14, 9]);
    expect([...merged.close]).toEqual([14, 9, 8]);
  });

  it('merges only the points between from and to', () => {
    const merged = candlesByColumn(rows, 2, 3, () => 7);
    expect(merged.length).toBe(1);
    expect([merged.open[0], merged.high[0], merged.low[0], merged.close[0]]).toEqual([
      14, 14, 7, 8,
    ]);
  });

  it('draws thousands of points as at most one candle per pixel column', () => {
    const count = 10_000;
    const many = candles(Array.from({ length: count }, (_, i) => [i, i + 2, i - 2, i + 1]));
    const width = 800;
    const merged = candlesByColumn(many, 0, count - 1, (index) =>
      Math.round((index * width) / count),
    );
    expect(merged.length).toBe(width + 1);
    expect(merged.low[0]).toBe(-2);
    expect(merged.high[merged.length - 1]).toBe(count + 1);
  });

  it('gives nothing for an empty range', () => {
    expect(candlesByColumn(rows, 3, 2, () => 0).length).toBe(0);
  });
});
