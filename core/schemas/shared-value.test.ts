import { describe, expect, it } from 'vitest';
import { sharedValue } from './shared-value';

const answer = () => ({
  pricePoints: [
    { timeStamp: 1, last: 10.5, volume: null },
    { timeStamp: 2, last: 11, volume: 300 },
  ],
  comparePricePoints: [
    { timeSeriesIdentifier: 'OMXS30', pricePoints: [{ timeStamp: 1, value: 1 }] },
  ],
  returnedPeriod: 'YEAR_1',
});

describe('a fresh answer shared with an earlier one', () => {
  it('is the earlier answer when the two hold the same data', () => {
    const earlier = answer();
    expect(sharedValue(earlier, answer())).toBe(earlier);
  });

  it('takes every equal field from the earlier answer, and only what changed is new', () => {
    const earlier = answer();
    const fresh = answer();
    fresh.pricePoints[1] = { timeStamp: 2, last: 11.01, volume: 300 };
    const shared = sharedValue(earlier, fresh);
    expect(shared).toEqual(fresh);
    expect(shared).not.toBe(earlier);
    expect(shared.comparePricePoints).toBe(earlier.comparePricePoints);
    expect(shared.pricePoints).toBe(fresh.pricePoints);
  });

  it('is the fresh answer itself when no field is equal', () => {
    const fresh = { pricePoints: [{ timeStamp: 3, last: 1, volume: 1 }], returnedPeriod: 'DAY_1' };
    expect(sharedValue(answer(), fresh)).toBe(fresh);
  });

  it('keeps the price points of a series asked for again with another indicator', () => {
    const earlier = answer();
    const fresh = { ...answer(), technicalAnalysisPoints: [{ ema: 1 }] };
    const shared = sharedValue(earlier, fresh);
    expect(shared).not.toBe(earlier);
    expect(shared.technicalAnalysisPoints).toBe(fresh.technicalAnalysisPoints);
    expect(shared.pricePoints).toBe(earlier.pricePoints);
  });

  it('tells a point more, a point less, a field more and a field missing', () => {
    const longer = answer();
    longer.pricePoints.push({ timeStamp: 3, last: 12, volume: 1 });
    const earlier = answer();
    expect(sharedValue(earlier, longer).pricePoints).toEqual(longer.pricePoints);
    expect(sharedValue(longer, earlier).pricePoints).toEqual(earlier.pricePoints);
    expect(sharedValue(earlier, { ...answer(), high: 12 })).toEqual({ ...answer(), high: 12 });
    expect(sharedValue({ a: undefined }, { b: undefined })).toEqual({ b: undefined });
    expect(sharedValue({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
  });

  it('tells null from a missing value, an array from an object, and NaN from a number', () => {
    const withNull = { a: null };
    expect(sharedValue(withNull, { a: undefined })).toEqual({ a: undefined });
    expect(sharedValue([1], { 0: 1 })).toEqual({ 0: 1 });
    expect(sharedValue({ 0: 1 }, [1])).toEqual([1]);
    expect(Array.isArray(sharedValue({ 0: 1 }, [1]))).toBe(true);
    expect(sharedValue(Number.NaN, Number.NaN)).toBeNaN();
    expect(sharedValue(Number.NaN, 0)).toBe(0);
  });
});
