import { da } from './messages/da';
import { en, type MessageKey, type Messages } from './messages/en';
import { fi } from './messages/fi';
import { nb } from './messages/nb';
import { sv } from './messages/sv';
import { languageOf, type Language, type Locale } from './locales';

export type { MessageKey, Messages };

/** One widget's texts in every language, each language with every key. */
export type MessageBundle<K extends string> = Readonly<
  Record<Language, Readonly<Record<K, string>>>
>;

/** The catalogues per language: the base texts first, then registered bundles. */
const CATALOGUES: Readonly<Record<Language, Readonly<Record<string, string>>[]>> = {
  sv: [sv],
  nb: [nb],
  da: [da],
  fi: [fi],
  en: [en],
};

/**
 * Adds a widget's own texts (e.g. the order panel's), so elements that do not need them do not
 * carry them. Registering the same bundle twice (two copies of a module) is harmless.
 */
export function registerMessages<K extends string>(bundle: MessageBundle<K>): void {
  for (const language of Object.keys(CATALOGUES) as Language[]) {
    if (!CATALOGUES[language].includes(bundle[language]))
      CATALOGUES[language].push(bundle[language]);
  }
}

function template(language: Language, key: MessageKey): string {
  for (const catalogue of CATALOGUES[language]) {
    if (Object.hasOwn(catalogue, key)) return catalogue[key] ?? key;
  }
  // A key of a bundle that was never registered: the key shows, which a test catches.
  return key;
}

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The text of `key` in the locale's language with `{placeholders}` filled in. A placeholder
 * without a value is left as written, so a missing parameter shows up instead of vanishing.
 */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return template(languageOf(locale), key).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** A translator bound to one locale, as components use it. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export function translator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}
