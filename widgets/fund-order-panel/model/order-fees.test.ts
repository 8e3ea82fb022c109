import { describe, expect, it } from 'vitest';
import { buyFee, confirmedBuyTotal, estimatedSellTotal, sellFee } from './order-fees';

describe('buy fee', () => {
  it('is the amount times the fee percent over 100', () => {
    // 2 500 at a 1.5 % fee: 2 500 × 1.5 / 100 = 37.50
    expect(buyFee(2500, 1.5)).toBe(37.5);
  });

  it('is rounded to cents', () => {
    // 333 × 0.35 / 100 = 1.1655 → 1.17
    expect(buyFee(333, 0.35)).toBe(1.17);
  });

  it('is zero for a fund without a fee', () => {
    expect(buyFee(1000, 0)).toBe(0);
  });

  it('is added to the amount in the confirmation', () => {
    expect(confirmedBuyTotal(2500, buyFee(2500, 1.5))).toBe(2537.5);
    expect(confirmedBuyTotal(0.1, 0.2)).toBe(0.3);
  });
});

describe('sell fee', () => {
  it('is percent times holdings times fee over 10 000', () => {
    // 10 % of 5 000 at 1 %: 10 × 5 000 × 1 / 10 000 = 5
    expect(sellFee(10, 5000, 1)).toBe(5);
  });

  it('is rounded to cents', () => {
    // 33.33 × 1 234.56 × 0.25 / 10 000 = 1.02868… → 1.03
    expect(sellFee(33.33, 1234.56, 0.25)).toBe(1.03);
  });

  it('gives the estimated sell total as the sell amount plus the fee', () => {
    expect(estimatedSellTotal(500, sellFee(10, 5000, 1))).toBe(505);
  });
});
