import { describe, expect, it } from 'vitest';
import {
  alignedOwners,
  alignedValues,
  comparisonPercent,
  percentFromStart,
  priceSeriesInPercent,
} from './comparison-series';
import { cleanPriceSeries } from './price-series';

const times = new Float64Array([100, 200, 300, 400]);

describe('comparison series on the price points', () => {
  it('gives each price point the compared value at or before its time', () => {
    const aligned = alignedValues(times, [
      { time: 100, value: 10 },
      { time: 250, value: 12 },
      { time: 400, value: 13 },
    ]);
    expect(Array.from(aligned)).toEqual([10, 10, 12, 13]);
  });

  it('is NaN before the compared series starts', () => {
    const aligned = alignedValues(times, [{ time: 150, value: 10 }]);
    expect(Array.from(aligned)).toEqual([Number.NaN, 10, 10, 10]);
  });

  it('skips gaps and reads points given out of order', () => {
    const aligned = alignedValues(times, [
      { time: 300, value: null },
      { time: 200, value: 11 },
      { time: 100, value: 10 },
    ]);
    expect(Array.from(aligned)).toEqual([10, 11, 11, 11]);
  });

  it('is in percent from the first value on the graph, which is 0 %', () => {
    const percent = comparisonPercent(times, [
      { timeStamp: 150, value: 50 },
      { timeStamp: 300, value: 55 },
      { timeStamp: 400, value: 45 },
    ]);
    expect(percent[0]).toBeNaN();
    expect(percent[1]).toBe(0);
    expect(percent[2]).toBeCloseTo(10);
    expect(percent[3]).toBeCloseTo(-10);
  });

  it('keeps a series without any value empty', () => {
    expect(Array.from(percentFromStart(new Float64Array([Number.NaN, Number.NaN])))).toEqual([
      Number.NaN,
      Number.NaN,
    ]);
  });
});

describe('the price in percent while comparing', () => {
  it('shows the close and the candle in percent from the first close', () => {
    const series = cleanPriceSeries([
      { timeStamp: 1, last: 200, open: 190, high: 210, low: 180 },
      { timeStamp: 2, last: 220 },
    ]);
    const percent = priceSeriesInPercent(series);
    expect(percent.close[0]).toBe(0);
    expect(percent.close[1]).toBeCloseTo(10);
    expect(percent.open[0]).toBeCloseTo(-5);
    expect(percent.high[0]).toBeCloseTo(5);
    expect(percent.low[0]).toBeCloseTo(-10);
    expect(percent.times).toBe(series.times);
  });
});

describe('owners on the price points', () => {
  it('takes the owner count at or before each point', () => {
    const owners = alignedOwners(times, [
      { timestamp: 200, value: 5000 },
      { timestamp: 350, value: 5100 },
    ]);
    expect(Array.from(owners)).toEqual([Number.NaN, 5000, 5000, 5100]);
  });
});
