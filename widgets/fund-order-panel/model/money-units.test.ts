import { describe, expect, it } from 'vitest';
import { amount, percent, type Amount, type Percent } from './money-units';

describe('money units', () => {
  it('takes a finite number as an amount or a percent', () => {
    expect(amount(2500)).toBe(2500);
    expect(percent(33.33)).toBe(33.33);
  });

  it('refuses a number that is no figure at all', () => {
    expect(() => amount(Number.NaN)).toThrow(RangeError);
    expect(() => percent(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('an order figure in the wrong unit', () => {
  it('is refused by the compiler, so a typed amount is never sold as a percent', () => {
    const sold = amount(50);
    // @ts-expect-error an amount is not a percent
    const asPercent: Percent = sold;
    // @ts-expect-error a bare number has no unit yet
    const bare: Amount = 50;
    expect([asPercent, bare]).toEqual([50, 50]);
  });
});
