import { describe, expect, it } from 'vitest';
import { createMetaStore } from './meta';

describe('meta store', () => {
  it('starts with language sv, locale sv-SE, country SE and tld se', () => {
    expect(createMetaStore().meta.value).toEqual({
      language: 'sv',
      locale: 'sv-SE',
      country: 'SE',
      tld: 'se',
    });
  });

  it('rebuilds the locale from the language and the tld', () => {
    const store = createMetaStore();
    store.setLanguage('en');
    expect(store.meta.value).toMatchObject({ language: 'en', locale: 'en-SE' });
  });

  it('derives the language from the part of the locale before the dash', () => {
    const store = createMetaStore();
    store.setLocale('nb-NO');
    expect(store.meta.value).toMatchObject({ language: 'nb', locale: 'nb-NO' });
  });

  it("rebuilds the locale's region from the tld", () => {
    const store = createMetaStore();
    store.setLocale('en-GB');
    store.setTld('fi');
    expect(store.meta.value).toMatchObject({ tld: 'fi', locale: 'en-FI', language: 'en' });
  });

  it('uses the new tld when the language is set afterwards', () => {
    const store = createMetaStore();
    store.setTld('dk');
    store.setLanguage('da');
    expect(store.meta.value.locale).toBe('da-DK');
  });

  it('sets the country without touching the locale', () => {
    const store = createMetaStore();
    store.setCountry('no');
    expect(store.meta.value).toMatchObject({ country: 'NO', locale: 'sv-SE' });
  });
});
