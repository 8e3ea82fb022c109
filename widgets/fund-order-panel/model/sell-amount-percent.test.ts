import { describe, expect, it } from 'vitest';
import { amount, percent } from './money-units';
import {
  amountOfHoldings,
  percentOfHoldings,
  QUICK_SELL_PERCENTS,
  typedSellAmount,
  typedSellPercent,
} from './sell-amount-percent';

describe('sell amount and percent in sync', () => {
  it('turns an amount into its percent of the holdings with 2 decimals', () => {
    expect(percentOfHoldings(amount(2500), amount(10_000))).toBe(25);
    expect(percentOfHoldings(amount(1000), amount(3000))).toBe(33.33);
  });

  it('turns a percent into its amount with 2 decimals', () => {
    expect(amountOfHoldings(percent(33.33), amount(3000))).toBe(999.9);
    expect(amountOfHoldings(QUICK_SELL_PERCENTS.half, amount(12_345.67))).toBe(6172.84);
  });

  it('sells everything as the whole holdings', () => {
    expect(amountOfHoldings(QUICK_SELL_PERCENTS.everything, amount(12_345.67))).toBe(12_345.67);
    expect(percentOfHoldings(amount(12_345.67), amount(12_345.67))).toBe(100);
  });

  it('gives 0 % of no holdings', () => {
    expect(percentOfHoldings(amount(100), amount(0))).toBe(0);
  });
});

describe('sell inputs in sync', () => {
  it('follows a typed amount with its percent', () => {
    expect(typedSellAmount('2 500,00', amount(10_000))).toEqual({
      amountText: '2500.00',
      percentText: '25',
    });
  });

  it('follows a typed percent with its amount', () => {
    expect(typedSellPercent('33,33 %', amount(3000))).toEqual({
      amountText: '999.9',
      percentText: '33.33',
    });
  });

  it('empties the other input when one is emptied', () => {
    expect(typedSellAmount('', amount(3000))).toEqual({ amountText: '', percentText: '' });
    expect(typedSellPercent('', amount(3000))).toEqual({ amountText: '', percentText: '' });
  });
});
