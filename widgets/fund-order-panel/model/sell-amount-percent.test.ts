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

  it('rounds what half the holding is worth to the cent, a half cent up', () => {
    // Half of 31 065.69 is 15 532.845: shown as 15 532.85.
    expect(amountOfHoldings(QUICK_SELL_PERCENTS.half, amount(31_065.69))).toBe(15_532.85);
    // Half of 2.01 is 1.005, which binary floats hold a hair below: still rounded up.
    expect(amountOfHoldings(QUICK_SELL_PERCENTS.half, amount(2.01))).toBe(1.01);
  });

  it('rounds a share that ends below half a cent down', () => {
    // 12.5 % of 31 065.69 is 3 883.21125: shown as 3 883.21.
    expect(amountOfHoldings(percent(12.5), amount(31_065.69))).toBe(3883.21);
    // Half of 31 065.68 is a whole number of cents: nothing to round.
    expect(amountOfHoldings(QUICK_SELL_PERCENTS.half, amount(31_065.68))).toBe(15_532.84);
  });

  it('gives 0 % of no holdings', () => {
    expect(percentOfHoldings(amount(100), amount(0))).toBe(0);
  });
});

describe('sell inputs in sync', () => {
  it('follows a typed amount with its percent, and sells the amount', () => {
    expect(typedSellAmount('2 500,00', amount(10_000))).toEqual({
      amountText: '2500.00',
      percentText: '25',
      sellFrom: 'amount',
    });
  });

  it('follows a typed percent with its amount, and sells the percent', () => {
    expect(typedSellPercent('33,33 %', amount(3000))).toEqual({
      amountText: '999.9',
      percentText: '33.33',
      sellFrom: 'percent',
    });
  });

  it('makes Sell Half a percent: 50 %, with half the holding to the cent beside it', () => {
    expect(typedSellPercent(String(QUICK_SELL_PERCENTS.half), amount(31_065.69))).toEqual({
      amountText: '15532.85',
      percentText: '50',
      sellFrom: 'percent',
    });
  });

  it('empties the other input when one is emptied', () => {
    expect(typedSellAmount('', amount(3000))).toMatchObject({ amountText: '', percentText: '' });
    expect(typedSellPercent('', amount(3000))).toMatchObject({ amountText: '', percentText: '' });
  });
});
