import { describe, expect, it } from 'vitest';
import { minimumInvestment, orderCurrency } from './order-terms';

const power = (currency: string) => ({ trading_power: { value: 1000, currency } });

describe('order currency', () => {
  it('is the chosen account’s', () => {
    expect(orderCurrency(power('NOK'), { currency: 'SEK' })).toBe('NOK');
  });

  it('is the fund’s before an account is chosen', () => {
    expect(orderCurrency(undefined, { currency: 'EUR' })).toBe('EUR');
  });
});

describe('minimum investment', () => {
  it('is the instrument’s', () => {
    expect(minimumInvestment({ min_investment: 500 }, { min_investment: { value: 250 } })).toBe(
      500,
    );
  });

  it('is the fund info’s when the instrument has none', () => {
    expect(minimumInvestment({ min_investment: null }, { min_investment: { value: 250 } })).toBe(
      250,
    );
  });

  it('is 100 when neither states one', () => {
    expect(minimumInvestment({ min_investment: undefined }, undefined)).toBe(100);
  });
});
