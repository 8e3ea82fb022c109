import { describe, expect, it } from 'vitest';
import { sameValue } from './same-value';

const answer = () => ({
  pricePoints: [
    { timeStamp: 1, last: 10.5, volume: null },
    { timeStamp: 2, last: 11, volume: 300 },
  ],
  returnedPeriod: 'YEAR_1',
});

describe('the same value', () => {
  it('holds for two answers parsed from the same data', () => {
    expect(sameValue(answer(), answer())).toBe(true);
  });

  it('tells a changed value deep inside', () => {
    const changed = answer();
    changed.pricePoints[1] = { timeStamp: 2, last: 11.01, volume: 300 };
    expect(sameValue(answer(), changed)).toBe(false);
  });

  it('tells a point more, a field more, and a field missing', () => {
    const longer = answer();
    longer.pricePoints.push({ timeStamp: 3, last: 12, volume: 1 });
    expect(sameValue(answer(), longer)).toBe(false);
    expect(sameValue(answer(), { ...answer(), high: 12 })).toBe(false);
    expect(sameValue({ a: undefined }, { b: undefined })).toBe(false);
  });

  it('tells null from a missing value, an array from an object, and NaN from a number', () => {
    expect(sameValue({ a: null }, { a: undefined })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue({ 0: 1 }, [1])).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue(Number.NaN, 0)).toBe(false);
  });
});
