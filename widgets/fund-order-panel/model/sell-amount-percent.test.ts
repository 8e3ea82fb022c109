import { describe, expect, it } from 'vitest';
import { amountOfHoldings, percentOfHoldings, QUICK_SELL_PERCENTS } from './sell-amount-percent';

describe('sell amount and percent in sync', () => {
  it('turns an amount into its percent of the holdings with 2 decimals', () => {
    expect(percentOfHoldings(2500, 10_000)).toBe(25);
    expect(percentOfHoldings(1000, 3000)).toBe(33.33);
  });

  it('turns a percent into its amount with 2 decimals', () => {
    expect(amountOfHoldings(33.33, 3000)).toBe(999.9);
    expect(amountOfHoldings(QUICK_SELL_PERCENTS.half, 12_345.67)).toBe(6172.84);
  });

  it('sells everything as the whole holdings', () => {
    expect(amountOfHoldings(QUICK_SELL_PERCENTS.everything, 12_345.67)).toBe(12_345.67);
    expect(percentOfHoldings(12_345.67, 12_345.67)).toBe(100);
  });

  it('gives 0 % of no holdings', () => {
    expect(percentOfHoldings(100, 0)).toBe(0);
  });
});
