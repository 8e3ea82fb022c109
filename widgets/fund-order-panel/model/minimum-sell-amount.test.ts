import { describe, expect, it } from 'vitest';
import { amount } from './money-units';
import { minimumSellAmount } from './minimum-sell-amount';

describe('minimum sell amount', () => {
  it('is the holdings times 0.0001, floored', () => {
    expect(minimumSellAmount(amount(1_234_567))).toBe(123);
    expect(minimumSellAmount(amount(19_999.99))).toBe(1);
  });

  it('is zero for small holdings', () => {
    expect(minimumSellAmount(amount(9_999))).toBe(0);
  });

  it('is zero when there are no holdings', () => {
    expect(minimumSellAmount(amount(0))).toBe(0);
    expect(minimumSellAmount(amount(-50))).toBe(0);
  });
});
