/**
 * The locales the kit speaks and how an element picks one:
 * its `locale` attribute, else the page's `<html lang>`, else sv-SE (the page metadata
 * default).
 */
export const SUPPORTED_LOCALES = ['sv-SE', 'nb-NO', 'da-DK', 'fi-FI', 'en-GB'] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'sv-SE';

/** The catalogue language of each supported locale. */
export type Language = 'sv' | 'nb' | 'da' | 'fi' | 'en';

/** Norwegian pages often say `no` or `nn`; both read the Bokmål catalogue. */
const LANGUAGE_TO_LOCALE: Readonly<Record<string, Locale>> = {
  sv: 'sv-SE',
  nb: 'nb-NO',
  no: 'nb-NO',
  nn: 'nb-NO',
  da: 'da-DK',
  fi: 'fi-FI',
  en: 'en-GB',
};

/**
 * Maps a BCP 47 tag such as `sv`, `en-US` or `NB-no` to a supported locale, or undefined when
 * the kit does not speak its language. A supported tag is kept exactly; another region of a
 * known language falls back to that language's market locale.
 */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const trimmed = tag.trim();
  const exact = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === trimmed.toLowerCase());
  if (exact) return exact;
  const language = trimmed.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return Object.hasOwn(LANGUAGE_TO_LOCALE, language) ? LANGUAGE_TO_LOCALE[language] : undefined;
}

/** The first candidate the kit speaks, else the default sv-SE. */
export function resolveLocale(...candidates: ReadonlyArray<string | null | undefined>): Locale {
  for (const candidate of candidates) {
    const locale = matchLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}
