import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from './locales';
import { en } from './messages/en';
import { fundOrderMessages } from './messages/fund-order';
import { priceGraphMessages } from './messages/price-graph';
import { registerMessages, translate, type MessageBundle, type MessageKey } from './translate';

describe('message catalogues', () => {
  it('fills placeholders', () => {
    expect(translate('en-GB', 'curatedList.views', { views: '1K' })).toBe('1K views');
    expect(translate('sv-SE', 'curatedList.views', { views: '1K' })).toBe('1K visningar');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(translate('en-GB', 'curatedList.views')).toBe('{views} views');
  });

  it('has a non-empty text for every key in every language', () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        expect(translate(locale, key).trim(), `${locale} ${key}`).not.toBe('');
      }
    }
  });

  it('keeps the same placeholders in every language', () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(names(translate(locale, key)), `${locale} ${key}`).toEqual(names(en[key]));
      }
    }
  });
});

describe('registered message bundles', () => {
  it.each<[string, MessageBundle<string>]>([
    ['order panel', fundOrderMessages],
    ['price graph', priceGraphMessages],
  ])('give every %s text in every language, with the same placeholders', (_, bundle) => {
    registerMessages(bundle);
    const english = bundle.en;
    for (const locale of SUPPORTED_LOCALES) {
      for (const key of Object.keys(english) as MessageKey[]) {
        const text = translate(locale, key);
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(text, `${locale} ${key}`).not.toBe(key);
        const names = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(names(text), `${locale} ${key}`).toEqual(names(english[key] ?? ''));
      }
    }
  });
});
