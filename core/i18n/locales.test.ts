import { describe, expect, it } from 'vitest';
import { matchLocale, resolveLocale } from './locales';

describe('choosing the locale', () => {
  it('uses the locale attribute first', () => {
    expect(resolveLocale('fi-FI', 'da')).toBe('fi-FI');
  });

  it('falls back to the page language when the attribute is missing', () => {
    expect(resolveLocale(undefined, 'da')).toBe('da-DK');
  });

  it('falls back to sv-SE when neither says anything the kit speaks', () => {
    expect(resolveLocale(undefined, '')).toBe('sv-SE');
    expect(resolveLocale('de-DE', 'fr')).toBe('sv-SE');
  });

  it('reads Norwegian pages that say no or nn as Bokmål', () => {
    expect(matchLocale('no')).toBe('nb-NO');
    expect(matchLocale('nn-NO')).toBe('nb-NO');
  });

  it('matches tags case-insensitively and maps other regions to the market locale', () => {
    expect(matchLocale('EN-gb')).toBe('en-GB');
    expect(matchLocale('en-US')).toBe('en-GB');
    expect(matchLocale('sv_FI')).toBe('sv-SE');
  });

  it('does not treat prototype keys as languages', () => {
    expect(matchLocale('constructor')).toBeUndefined();
    expect(matchLocale('__proto__')).toBeUndefined();
  });
});
