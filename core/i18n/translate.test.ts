import { describe, expect, it } from 'vitest';
import {
  catalogueProblems,
  loadTexts,
  registerTexts,
  textsReady,
  translate,
  type Catalogue,
  type MessageKey,
  type TextLoaders,
} from './translate';

// Core has no texts of its own; these tests register a widget's worth of their own.
const KEY = 'example.views' as MessageKey;
const english = { [KEY]: '{views} views' };
const loaded: string[] = [];
const texts = (overrides: Partial<Record<string, () => Promise<Catalogue>>> = {}): TextLoaders => {
  const language = (name: string, catalogue: Catalogue) => () => {
    loaded.push(name);
    return Promise.resolve(catalogue);
  };
  return {
    sv: language('sv', { [KEY]: '{views} visningar' }),
    nb: language('nb', { [KEY]: '{views} visninger' }),
    da: language('da', { [KEY]: '{views} visninger' }),
    fi: language('fi', { [KEY]: '{views} katselukertaa' }),
    en: language('en', english),
    ...overrides,
  };
};

describe('texts', () => {
  it('loads only the language asked for, once, and then fills placeholders', async () => {
    registerTexts(texts());
    expect(textsReady('sv')).toBe(false);
    await Promise.all([loadTexts('sv'), loadTexts('sv')]);
    expect(loaded).toEqual(['sv']);
    expect(textsReady('sv')).toBe(true);
    expect(translate('sv-SE', KEY, { views: '1K' })).toBe('1K visningar');
    await loadTexts('en');
    expect(translate('en-GB', KEY, { views: '1K' })).toBe('1K views');
  });

  it('leaves a placeholder without a value visible, and a key never loaded as the key', () => {
    expect(translate('en-GB', KEY)).toBe('{views} views');
    expect(translate('fi-FI', KEY)).toBe(KEY);
  });

  it('forgets a load that failed, so the next one tries again', async () => {
    let attempts = 0;
    registerTexts(
      texts({
        da: () => {
          attempts += 1;
          return attempts === 1
            ? Promise.reject(new Error('offline'))
            : Promise.resolve({ [KEY]: 'x {views}' });
        },
      }),
    );
    await expect(loadTexts('da')).rejects.toThrow('offline');
    expect(textsReady('da')).toBe(false);
    await loadTexts('da');
    expect(textsReady('da')).toBe(true);
  });
});

describe('a widget’s catalogues against English', () => {
  it('finds nothing wrong with a sound set', () => {
    expect(catalogueProblems(english, { sv: { [KEY]: '{views} visningar' } })).toEqual([]);
  });

  it('names a missing, empty, extra or changed-placeholder text', () => {
    expect(
      catalogueProblems(english, {
        sv: {},
        nb: { [KEY]: ' ' },
        da: { [KEY]: '{count} visninger', 'example.extra': 'x' },
      }),
    ).toEqual([
      'sv: example.views is missing',
      'nb: example.views is empty',
      'da: example.views has other placeholders than English',
      'da: example.extra is not in English',
    ]);
  });
});
