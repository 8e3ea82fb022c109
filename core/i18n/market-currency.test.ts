import { describe, expect, it } from 'vitest';
import { currencyForLocale } from './market-currency';

describe('market currency', () => {
  it.each([
    ['sv-SE', 'SEK'],
    ['nb-NO', 'NOK'],
    ['da-DK', 'DKK'],
    ['fi-FI', 'EUR'],
  ] as const)('%s customers see %s', (locale, currency) => {
    expect(currencyForLocale(locale)).toBe(currency);
  });

  it('defaults to SEK where the locale names no market', () => {
    expect(currencyForLocale('en-GB')).toBe('SEK');
  });
});
