import { describe, expect, it } from 'vitest';
import { formatQuantity } from './fund-quantity';

describe('fund quantity', () => {
  it('shows an estimate and the volume booked for it with the same 4 decimals', () => {
    // The sell form's estimate has more decimals than the broker books; the receipt's volume
    // has fewer than it shows.
    expect(formatQuantity(2.41904, 'en-GB')).toBe('2.4190');
    expect(formatQuantity(2.419, 'en-GB')).toBe('2.4190');
  });

  it('rounds to the nearest ten-thousandth', () => {
    expect(formatQuantity(5.72186, 'en-GB')).toBe('5.7219');
    expect(formatQuantity(5.72184, 'en-GB')).toBe('5.7218');
  });

  it('writes whole units with the decimals too', () => {
    expect(formatQuantity(10, 'en-GB')).toBe('10.0000');
  });

  it("uses the locale's decimal sign and grouping", () => {
    expect(formatQuantity(1234.5, 'sv-SE')).toBe('1\u00a0234,5000');
    expect(formatQuantity(1234.5, 'nb-NO')).toBe('1\u00a0234,5000');
    expect(formatQuantity(1234.5, 'da-DK')).toBe('1.234,5000');
    expect(formatQuantity(1234.5, 'fi-FI')).toBe('1\u00a0234,5000');
    expect(formatQuantity(1234.5, 'en-GB')).toBe('1,234.5000');
  });
});
