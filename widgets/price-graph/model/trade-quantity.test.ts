import { describe, expect, it } from 'vitest';
import { tradeQuantityText } from './trade-quantity';

describe('trade quantity (whole numbers as is, otherwise 4 decimals)', () => {
  it('shows a whole quantity without decimals', () => {
    expect(tradeQuantityText(150, 'en-GB')).toBe('150');
  });

  it('shows a fractional quantity with 4 decimals', () => {
    expect(tradeQuantityText(2.5, 'en-GB')).toBe('2.5000');
    expect(tradeQuantityText(0.123456, 'en-GB')).toBe('0.1235');
  });

  it('writes the decimals the locale’s way', () => {
    expect(tradeQuantityText(2.5, 'sv-SE')).toBe('2,5000');
  });
});
