import { describe, expect, it } from 'vitest';
import { cannotAffordMinimum, validateBuy, type BuyCase } from './buy-validation';

const buy = (changes: Partial<BuyCase>): BuyCase => ({
  accountSelected: true,
  tradingPower: 10_000,
  minInvestment: 100,
  amount: 500,
  suitable: true,
  ...changes,
});

describe('buy validation', () => {
  it('accepts an amount between the minimum and the trading power', () => {
    expect(validateBuy(buy({}))).toEqual({ valid: true, problem: undefined });
    expect(validateBuy(buy({ amount: 100 })).valid).toBe(true);
    expect(validateBuy(buy({ amount: 10_000 })).valid).toBe(true);
  });

  it('needs an account', () => {
    expect(validateBuy(buy({ accountSelected: false })).valid).toBe(false);
  });

  it('rejects an amount below the minimum with the minimum message', () => {
    expect(validateBuy(buy({ amount: 99 }))).toEqual({ valid: false, problem: 'below-minimum' });
  });

  it('rejects an amount above the trading power as not enough money', () => {
    expect(validateBuy(buy({ amount: 10_001 }))).toEqual({
      valid: false,
      problem: 'not-enough-money',
    });
  });

  it('rejects zero as an incorrect value', () => {
    expect(validateBuy(buy({ amount: 0 }))).toEqual({ valid: false, problem: 'incorrect-value' });
  });

  it('needs the trading power to cover the minimum investment', () => {
    expect(validateBuy(buy({ tradingPower: 50, amount: 40 })).valid).toBe(false);
    expect(cannotAffordMinimum(50, 100)).toBe(true);
    expect(cannotAffordMinimum(100, 100)).toBe(false);
  });

  it('needs the instrument to be suitable', () => {
    expect(validateBuy(buy({ suitable: false })).valid).toBe(false);
  });

  it('says nothing before an amount is typed', () => {
    expect(validateBuy(buy({ amount: undefined }))).toEqual({ valid: false, problem: undefined });
  });
});
