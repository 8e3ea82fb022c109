import { describe, expect, it } from 'vitest';
import { finitePoints, pointValue, sparkSeries } from './spark-series';

describe('spark graph finite points', () => {
  it('keeps only finite numbers, in their order', () => {
    expect(finitePoints([1, NaN, null, 2, Infinity, -Infinity, 3])).toEqual([1, 2, 3]);
  });

  it('renders nothing when fewer than 2 finite points exist', () => {
    expect(sparkSeries([])).toBeUndefined();
    expect(sparkSeries([1])).toBeUndefined();
    expect(sparkSeries([1, NaN])).toBeUndefined();
    expect(sparkSeries([null, 5, Infinity])).toBeUndefined();
  });

  it('draws 2 finite points', () => {
    expect(sparkSeries([1, NaN, 2])).toEqual({ points: [1, 2], close: 1 });
  });

  it('compares with the close given, else with the first finite point', () => {
    expect(sparkSeries([NaN, 4, 5], 4.5)?.close).toBe(4.5);
    expect(sparkSeries([NaN, 4, 5])?.close).toBe(4);
    expect(sparkSeries([4, 5], null)?.close).toBe(4);
    expect(sparkSeries([4, 5], NaN)?.close).toBe(4);
  });
});

describe('spark series point value', () => {
  it('reads the last price, else the value of a fund or an index', () => {
    expect(pointValue({ last: 101.5, value: 99 })).toBe(101.5);
    expect(pointValue({ value: 99 })).toBe(99);
    expect(pointValue({ last: null, value: null })).toBeNull();
  });
});
