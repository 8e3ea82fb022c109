import { describe, expect, it } from 'vitest';
import type { Computed, LayerJob } from './layer-computations';
import { LayerResults, trimmed, unchangedPoints } from './layer-results';
import { cleanPriceSeries, type PriceSeries } from './price-series';

const T0 = Date.UTC(2026, 0, 5, 9);
const MINUTE = 60_000;

const seriesOf = (prices: number[]): PriceSeries =>
  cleanPriceSeries(prices.map((last, step) => ({ timeStamp: T0 + step * MINUTE, last })));

/** A job whose result is `value` (its run is never called here). */
const job = (key: string, from?: unknown): LayerJob => ({
  key,
  from,
  run: () => Promise.reject(new Error('not run in these tests')),
});

const line = (values: number[]): Computed => ({
  lines: [{ name: 'value', values: Float64Array.from(values) }],
});

describe('points two series share', () => {
  it('counts the leading points that are the same in both', () => {
    expect(unchangedPoints(seriesOf([1, 2, 3]), seriesOf([1, 2, 4]))).toBe(2);
    expect(unchangedPoints(seriesOf([1, 2, 3]), seriesOf([1, 2, 3, 4]))).toBe(3);
    expect(unchangedPoints(seriesOf([1, 2, 3]), seriesOf([5, 2, 3]))).toBe(0);
  });

  it('cuts an older result to the shared points, with no values after them', () => {
    const cut = trimmed(line([10, 20, 30]), 4, 2);
    expect('lines' in cut && Array.from(cut.lines[0]?.values ?? [])).toEqual([10, 20, NaN, NaN]);
  });
});

describe('layer results by series', () => {
  it('runs a job once per series and input', () => {
    const results = new LayerResults();
    const series = seriesOf([1, 2, 3]);
    const sma = job('SMA:3');
    expect(results.toRun(series, [sma]).jobs).toEqual([sma]);
    // Asked again while it runs, or once it has come back: nothing to run.
    expect(results.toRun(series, [sma]).jobs).toEqual([]);
    // The same job for other transactions is another computation.
    const trades = job('buy-sell', ['a trade']);
    expect(results.toRun(series, [trades]).jobs).toEqual([trades]);
    expect(results.toRun(series, [job('buy-sell', ['another'])]).jobs).toHaveLength(1);
  });

  it('draws a series from its own results once they are kept', () => {
    const results = new LayerResults();
    const series = seriesOf([1, 2, 3]);
    const sma = job('SMA:3');
    const run = results.toRun(series, [sma]);
    expect(results.drawnFrom(series, 0)(sma)).toBeUndefined();
    run.keep(sma, line([NaN, NaN, 2]));
    expect(results.drawnFrom(series, 0)(sma)).toEqual(line([NaN, NaN, 2]));
  });

  it('draws a live tick with the last results on the points it did not change', () => {
    const results = new LayerResults();
    const before = seriesOf([1, 2, 3]);
    const sma = job('SMA:3');
    results.toRun(before, [sma]).keep(sma, line([5, 6, 7]));
    results.computed(before);
    const tick = seriesOf([1, 2, 4]);
    const shared = results.sharedPoints(tick);
    expect(shared).toBe(2);
    results.toRun(tick, [sma]);
    expect(results.drawnFrom(tick, shared)(sma)).toEqual(line([5, 6, NaN]));
  });

  it('starts an equal series with the results of the last one, computing nothing', () => {
    const results = new LayerResults();
    const sma = job('SMA:3');
    const first = seriesOf([1, 2, 3]);
    results.toRun(first, [sma]).keep(sma, line([5, 6, 7]));
    results.computed(first);
    const again = seriesOf([1, 2, 3]);
    expect(results.toRun(again, [sma]).jobs).toEqual([]);
    expect(results.drawnFrom(again, results.sharedPoints(again))(sma)).toEqual(line([5, 6, 7]));
  });

  it("never draws another series' result on points the two do not share", () => {
    const results = new LayerResults();
    const sma = job('SMA:3');
    const day = seriesOf([1, 2, 3]);
    results.toRun(day, [sma]).keep(sma, line([5, 6, 7]));
    results.computed(day);
    const week = seriesOf([9, 8, 7, 6]);
    results.toRun(week, [sma]);
    expect(results.drawnFrom(week, results.sharedPoints(week))(sma)).toBeUndefined();
  });
});
