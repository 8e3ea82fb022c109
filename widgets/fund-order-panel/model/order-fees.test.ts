import { describe, expect, it } from 'vitest';
import { amount, percent } from './money-units';
import { buyFee, confirmedBuyTotal, estimatedSellTotal, sellFee } from './order-fees';

describe('buy fee', () => {
  it('is the amount times the fee percent over 100', () => {
    // 2 500 at a 1.5 % fee: 2 500 × 1.5 / 100 = 37.50
    expect(buyFee(amount(2500), percent(1.5))).toBe(37.5);
  });

  it('is rounded to cents', () => {
    // 333 × 0.35 / 100 = 1.1655 → 1.17
    expect(buyFee(amount(333), percent(0.35))).toBe(1.17);
  });

  it('is zero for a fund without a fee', () => {
    expect(buyFee(amount(1000), percent(0))).toBe(0);
  });

  it('is added to the amount in the confirmation', () => {
    expect(confirmedBuyTotal(amount(2500), buyFee(amount(2500), percent(1.5)))).toBe(2537.5);
    expect(confirmedBuyTotal(amount(0.1), amount(0.2))).toBe(0.3);
  });
});

describe('sell fee', () => {
  it('is percent times holdings times fee over 10 000', () => {
    // 10 % of 5 000 at 1 %: 10 × 5 000 × 1 / 10 000 = 5
    expect(sellFee(percent(10), amount(5000), percent(1))).toBe(5);
  });

  it('is rounded to cents', () => {
    // 33.33 × 1 234.56 × 0.25 / 10 000 = 1.02868… → 1.03
    expect(sellFee(percent(33.33), amount(1234.56), percent(0.25))).toBe(1.03);
  });

  it('gives the estimated sell total as the sell amount plus the fee', () => {
    expect(estimatedSellTotal(amount(500), sellFee(percent(10), amount(5000), percent(1)))).toBe(
      505,
    );
  });
});
