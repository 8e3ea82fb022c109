import { describe, expect, it } from 'vitest';
import { viewsLabel } from './views-label';

describe('views label', () => {
  it('shows views up to 1000 as they are', () => {
    expect(viewsLabel(999, 'en-GB')).toBe('999');
    expect(viewsLabel(1000, 'en-GB')).toBe('1,000');
    expect(viewsLabel(0, 'sv-SE')).toBe('0');
  });

  it('shows views above 1000 as floored thousands with K', () => {
    expect(viewsLabel(1532, 'sv-SE')).toBe('1K');
    expect(viewsLabel(1001, 'sv-SE')).toBe('1K');
    expect(viewsLabel(25999, 'sv-SE')).toBe('25K');
  });

  it('groups large thousands the customer’s way', () => {
    expect(viewsLabel(1_532_000, 'sv-SE')).toBe('1\u00a0532K');
    expect(viewsLabel(1_532_000, 'da-DK')).toBe('1.532K');
  });

  it('shows a billion views and more in the locale’s compact words, floored', () => {
    expect(viewsLabel(999_999_999, 'en-GB')).toBe('999,999K');
    expect(viewsLabel(1_000_000_000, 'en-GB')).toBe('1bn');
    expect(viewsLabel(1_599_999_999, 'en-GB')).toBe('1.5bn');
    expect(viewsLabel(1_599_999_999, 'sv-SE')).toBe('1,5 md');
    expect(viewsLabel(2_000_000_000_000, 'fi-FI')).toBe('2 bilj.');
  });
});
