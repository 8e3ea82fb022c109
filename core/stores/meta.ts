/**
 * Page metadata (docs/rules.md#products-and-screens): the language, the locale, the country and
 * the top-level domain. The locale is kept consistent with the other three:
 * - setting the language rebuilds the locale as the language plus the uppercase tld
 *   (`en` on `.se` gives `en-SE`);
 * - setting the locale derives the language from the part before the dash;
 * - setting the tld rebuilds the locale's region (`sv-SE` on `.fi` gives `sv-FI`).
 * The country is set on its own: the catalogue ties no rule to it.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';

/** The page's metadata. */
export interface PageMeta {
  /** Lowercase language code, e.g. `sv`. */
  readonly language: string;
  /** Language and region, e.g. `sv-SE`. */
  readonly locale: string;
  /** Uppercase country code, e.g. `SE`. */
  readonly country: string;
  /** Lowercase top-level domain without the dot, e.g. `se`. */
  readonly tld: string;
}

/** Language sv, locale sv-SE, country SE, top-level domain se. */
export const DEFAULT_PAGE_META: PageMeta = {
  language: 'sv',
  locale: 'sv-SE',
  country: 'SE',
  tld: 'se',
};

/** The metadata's state and its actions. */
export interface MetaStore {
  readonly meta: ReadonlySignal<PageMeta>;
  /** Sets the language and rebuilds the locale as language plus uppercase tld. */
  setLanguage(language: string): void;
  /** Sets the locale and derives the language from the part before the dash. */
  setLocale(locale: string): void;
  /** Sets the country. */
  setCountry(country: string): void;
  /** Sets the tld and rebuilds the locale's region from it. */
  setTld(tld: string): void;
}

/** The language part of a locale: everything before the first dash. */
const languageOf = (locale: string) => locale.split('-', 1)[0] ?? locale;

/** A new metadata store holding `initial` (the defaults unless given). */
export function createMetaStore(initial: PageMeta = DEFAULT_PAGE_META): MetaStore {
  const meta = signal<PageMeta>(initial);
  const update = (changes: Partial<PageMeta>) => {
    meta.value = { ...meta.value, ...changes };
  };
  return {
    meta,
    setLanguage(language) {
      const lower = language.toLowerCase();
      update({ language: lower, locale: `${lower}-${meta.value.tld.toUpperCase()}` });
    },
    setLocale(locale) {
      update({ locale, language: languageOf(locale).toLowerCase() });
    },
    setCountry(country) {
      update({ country: country.toUpperCase() });
    },
    setTld(tld) {
      const lower = tld.toLowerCase();
      update({ tld: lower, locale: `${languageOf(meta.value.locale)}-${lower.toUpperCase()}` });
    },
  };
}

/** The page's metadata. */
export const pageMeta: MetaStore = createMetaStore();
