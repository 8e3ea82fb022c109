import { describe, expect, it } from 'vitest';
import type { PricePoint } from '../../../core/schemas/price-time-series';
import {
  answerPriceSeries,
  cleanPriceSeries,
  EMPTY_SERIES,
  extremes,
  followsLivePrice,
  withLivePrice,
} from './price-series';

const T0 = Date.UTC(2026, 10, 20, 8, 0); // 09:00 in Stockholm
const MINUTE = 60_000;

/** A point with only a last price, as a stock's intraday answer has. */
const point = (minutes: number, last: number | null, extra: Partial<PricePoint> = {}) =>
  ({ timeStamp: T0 + minutes * MINUTE, last, ...extra }) as PricePoint;

const list = (column: Float64Array) => Array.from(column);

describe('cleaning the price series', () => {
  it('keeps each point with its time, price and candle', () => {
    const series = cleanPriceSeries([
      point(0, 101, { open: 100, high: 102, low: 99.5, volume: 1200 }),
      point(1, 100.5, { open: 101, high: 101.5, low: 100, volume: 800 }),
    ]);
    expect(list(series.times)).toEqual([T0, T0 + MINUTE]);
    expect(list(series.close)).toEqual([101, 100.5]);
    expect(list(series.open)).toEqual([100, 101]);
    expect(list(series.high)).toEqual([102, 101.5]);
    expect(list(series.low)).toEqual([99.5, 100]);
    expect(list(series.volume)).toEqual([1200, 800]);
    expect(series.hasCandles).toBe(true);
    expect(series.hasVolume).toBe(true);
  });

  it('drops points whose price is null, NaN or missing', () => {
    const series = cleanPriceSeries([
      point(0, 100),
      point(1, null),
      point(2, Number.NaN),
      { timeStamp: T0 + 3 * MINUTE } as PricePoint,
      point(4, Number.POSITIVE_INFINITY),
      point(5, 101),
    ]);
    expect(list(series.times)).toEqual([T0, T0 + 5 * MINUTE]);
    expect(list(series.close)).toEqual([100, 101]);
  });

  it('drops points without a usable time', () => {
    const series = cleanPriceSeries([
      point(0, 100),
      { timeStamp: Number.NaN, last: 99 } as PricePoint,
    ]);
    expect(list(series.close)).toEqual([100]);
  });

  it("uses a fund's or index's value when there is no last price", () => {
    const series = cleanPriceSeries([
      { timeStamp: T0, value: 312.4 } as PricePoint,
      { timeStamp: T0 + MINUTE, last: null, value: 313.1 } as PricePoint,
    ]);
    expect(list(series.close)).toEqual([312.4, 313.1]);
  });

  it('prefers the last price over the value', () => {
    expect(list(cleanPriceSeries([point(0, 50, { value: 49 })]).close)).toEqual([50]);
  });

  it('sorts points that arrive out of order', () => {
    const series = cleanPriceSeries([point(2, 102), point(0, 100), point(1, 101)]);
    expect(list(series.times)).toEqual([T0, T0 + MINUTE, T0 + 2 * MINUTE]);
    expect(list(series.close)).toEqual([100, 101, 102]);
  });

  it('keeps the later of two points with the same time (a corrected bar)', () => {
    const series = cleanPriceSeries([point(0, 100), point(1, 101), point(1, 101.5), point(2, 102)]);
    expect(list(series.times)).toEqual([T0, T0 + MINUTE, T0 + 2 * MINUTE]);
    expect(list(series.close)).toEqual([100, 101.5, 102]);
  });

  it('keeps the later duplicate in answer order even when the points are unsorted', () => {
    const series = cleanPriceSeries([point(1, 7), point(0, 100), point(1, 8)]);
    expect(list(series.close)).toEqual([100, 8]);
  });

  it('fills a candle from the close when the point has none', () => {
    const series = cleanPriceSeries([point(0, 100), point(1, 101)]);
    expect(list(series.open)).toEqual([100, 101]);
    expect(list(series.high)).toEqual([100, 101]);
    expect(list(series.low)).toEqual([100, 101]);
    expect(series.hasCandles).toBe(false);
  });

  it('makes the high at least the open and close, and the low at most', () => {
    // A high below the close and a low above the open are impossible: the candle is widened.
    const series = cleanPriceSeries([point(0, 105, { open: 98, high: 103, low: 100 })]);
    expect(list(series.high)).toEqual([105]);
    expect(list(series.low)).toEqual([98]);
    expect(list(series.open)).toEqual([98]);
  });

  it('has candles when any point has an open, a high or a low', () => {
    expect(cleanPriceSeries([point(0, 100), point(1, 101, { high: 102 })]).hasCandles).toBe(true);
    expect(cleanPriceSeries([point(0, 100, { low: 99 })]).hasCandles).toBe(true);
    expect(cleanPriceSeries([point(0, 100, { open: null, high: null })]).hasCandles).toBe(false);
  });

  it('has NaN volume where a point has none, and volume when any point has it', () => {
    const series = cleanPriceSeries([point(0, 100), point(1, 101, { volume: 500 })]);
    expect(series.volume[0]).toBeNaN();
    expect(series.volume[1]).toBe(500);
    expect(series.hasVolume).toBe(true);
    expect(cleanPriceSeries([point(0, 100, { volume: null })]).hasVolume).toBe(false);
  });

  it('is empty for no points', () => {
    const series = cleanPriceSeries([]);
    expect(series.times).toHaveLength(0);
    expect(series.close).toHaveLength(0);
    expect(series.hasCandles).toBe(false);
    expect(series.hasVolume).toBe(false);
    expect(EMPTY_SERIES.times).toHaveLength(0);
  });

  it('is empty when no point has a price', () => {
    expect(cleanPriceSeries([point(0, null), point(1, Number.NaN)]).times).toHaveLength(0);
  });
});

describe('an answer shown again', () => {
  it('gives the very series it gave before, and another answer its own', () => {
    const answer = [point(0, 101), point(1, 102)];
    const series = answerPriceSeries(answer);

    expect(answerPriceSeries(answer)).toBe(series);
    expect(list(series.close)).toEqual([101, 102]);
    const other = answerPriceSeries([point(0, 101), point(1, 102)]);
    expect(other).not.toBe(series);
    expect(list(other.close)).toEqual([101, 102]);
  });
});

describe('the live price', () => {
  const BAR = 5 * MINUTE;
  // Two 5-minute bars: 09:00 and 09:05.
  const series = cleanPriceSeries([
    point(0, 100, { open: 99, high: 101, low: 98, volume: 10 }),
    point(5, 102, { open: 100, high: 103, low: 100, volume: 20 }),
  ]);

  it('moves the close of the last bar when it falls inside it', () => {
    const next = withLivePrice(series, { time: T0 + 7 * MINUTE, price: 102.5 }, BAR);
    expect(list(next.times)).toEqual([T0, T0 + 5 * MINUTE]);
    expect(list(next.close)).toEqual([100, 102.5]);
    expect(list(next.high)).toEqual([101, 103]);
    expect(list(next.low)).toEqual([98, 100]);
    expect(list(next.open)).toEqual([99, 100]);
    expect(list(next.volume)).toEqual([10, 20]);
  });

  it("stretches the last bar's high and low", () => {
    expect(list(withLivePrice(series, { time: T0 + 6 * MINUTE, price: 104 }, BAR).high)).toEqual([
      101, 104,
    ]);
    expect(list(withLivePrice(series, { time: T0 + 6 * MINUTE, price: 97 }, BAR).low)).toEqual([
      98, 97,
    ]);
  });

  it('counts a tick at the start of the last bar as inside it', () => {
    const next = withLivePrice(series, { time: T0 + 5 * MINUTE, price: 101 }, BAR);
    expect(next.times).toHaveLength(2);
    expect(next.close[1]).toBe(101);
  });

  it('opens a new bar at its own time once the last bar is over', () => {
    const next = withLivePrice(series, { time: T0 + 10 * MINUTE, price: 104 }, BAR);
    expect(list(next.times)).toEqual([T0, T0 + 5 * MINUTE, T0 + 10 * MINUTE]);
    expect(list(next.close)).toEqual([100, 102, 104]);
    expect(next.open[2]).toBe(104);
    expect(next.high[2]).toBe(104);
    expect(next.low[2]).toBe(104);
    expect(next.volume[2]).toBeNaN();
    expect(next.hasCandles).toBe(true);
    expect(next.hasVolume).toBe(true);
  });

  it('starts an empty series with its first bar', () => {
    const next = withLivePrice(EMPTY_SERIES, { time: T0, price: 50 }, BAR);
    expect(list(next.times)).toEqual([T0]);
    expect(list(next.close)).toEqual([50]);
  });

  it('ignores a tick older than the last bar: it is already in the series', () => {
    expect(withLivePrice(series, { time: T0 + 4 * MINUTE, price: 90 }, BAR)).toBe(series);
  });

  it('ignores a tick without a finite price or time', () => {
    expect(withLivePrice(series, { time: T0 + 6 * MINUTE, price: Number.NaN }, BAR)).toBe(series);
    expect(withLivePrice(series, { time: Number.NaN, price: 101 }, BAR)).toBe(series);
  });

  it('leaves the series it was given as it was', () => {
    withLivePrice(series, { time: T0 + 6 * MINUTE, price: 110 }, BAR);
    withLivePrice(series, { time: T0 + 20 * MINUTE, price: 90 }, BAR);
    expect(list(series.times)).toEqual([T0, T0 + 5 * MINUTE]);
    expect(list(series.close)).toEqual([100, 102]);
    expect(list(series.high)).toEqual([101, 103]);
    expect(list(series.low)).toEqual([98, 100]);
  });
});

describe('highest and lowest', () => {
  const highs = Float64Array.from([10, 14, 12, 15, 11]);
  const lows = Float64Array.from([9, 8, 11, 13, 10]);

  it('are found between two indexes, both included', () => {
    expect(extremes(highs, lows, 0, 4)).toEqual({ highIndex: 3, lowIndex: 1 });
    expect(extremes(highs, lows, 2, 4)).toEqual({ highIndex: 3, lowIndex: 4 });
    expect(extremes(highs, lows, 0, 2)).toEqual({ highIndex: 1, lowIndex: 1 });
  });

  it('consider only whole points inside a fractional range', () => {
    // 0.5 to 2.5 covers points 1 and 2.
    expect(extremes(highs, lows, 0.5, 2.5)).toEqual({ highIndex: 1, lowIndex: 1 });
  });

  it('keep the first of equal values', () => {
    const flat = Float64Array.from([5, 5, 5]);
    expect(extremes(flat, flat, 0, 2)).toEqual({ highIndex: 0, lowIndex: 0 });
  });

  it('stay within the series when the range runs past it', () => {
    expect(extremes(highs, lows, -3, 40)).toEqual({ highIndex: 3, lowIndex: 1 });
  });

  it('are none for an empty range', () => {
    expect(extremes(highs, lows, 3.2, 3.8)).toBeUndefined();
    expect(extremes(new Float64Array(0), new Float64Array(0), 0, 10)).toBeUndefined();
  });
});

describe('which series follows the live price', () => {
  const shown = {
    current: true,
    period: 'DAY_1' as const,
    kind: 'stock' as const,
    bidPrice: false,
  };

  it("follows the feed on a stock's one-day period", () => {
    expect(followsLivePrice(shown)).toBe(true);
  });

  it('never follows it on another period, for a fund, for bids, or for an answer on its way', () => {
    expect(followsLivePrice({ ...shown, period: 'WEEK_1' })).toBe(false);
    expect(followsLivePrice({ ...shown, kind: 'fund' })).toBe(false);
    expect(followsLivePrice({ ...shown, bidPrice: true })).toBe(false);
    expect(followsLivePrice({ ...shown, current: false })).toBe(false);
  });
});
