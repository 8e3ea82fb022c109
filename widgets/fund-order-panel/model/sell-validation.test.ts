import { describe, expect, it } from 'vitest';
import { validateSell, type SellCase } from './sell-validation';

const sell = (changes: Partial<SellCase>): SellCase => ({
  accountSelected: true,
  holdings: 20_000,
  minimumSellAmount: 2,
  amount: 1000,
  percent: 5,
  typed: 'amount',
  ...changes,
});

describe('sell validation', () => {
  it('accepts a sell within the holdings', () => {
    expect(validateSell(sell({}))).toEqual({ valid: true, problem: undefined });
    expect(validateSell(sell({ amount: 20_000, percent: 100 })).valid).toBe(true);
  });

  it('needs an account', () => {
    expect(validateSell(sell({ accountSelected: false })).valid).toBe(false);
  });

  it('needs holdings above zero', () => {
    expect(
      validateSell(sell({ holdings: 0, minimumSellAmount: 0, amount: 0, percent: 0.01 })).valid,
    ).toBe(false);
  });

  it('rejects less than the minimum sell amount', () => {
    expect(validateSell(sell({ amount: 1.99, percent: 0.01 }))).toEqual({
      valid: false,
      problem: 'below-minimum',
    });
  });

  it('rejects a percent below 0.01 or above 100 as an incorrect value', () => {
    expect(validateSell(sell({ percent: 0, amount: undefined })).problem).toBe('incorrect-value');
    expect(validateSell(sell({ percent: 100.01, amount: undefined })).problem).toBe(
      'incorrect-value',
    );
  });

  it('rejects a typed percent above 100 as an incorrect value, even as it exceeds the holdings', () => {
    expect(validateSell(sell({ typed: 'percent', percent: 100.5, amount: 20_100 })).problem).toBe(
      'incorrect-value',
    );
  });

  it('rejects more than the holdings as not enough money', () => {
    expect(validateSell(sell({ amount: 20_000.01, percent: 100 })).problem).toBe(
      'not-enough-money',
    );
  });
});
