import { da } from './messages/da';
import { en, type MessageKey, type Messages } from './messages/en';
import { fi } from './messages/fi';
import { nb } from './messages/nb';
import { sv } from './messages/sv';
import { languageOf, type Language, type Locale } from './locales';

export type { MessageKey, Messages };

const CATALOGUES: Readonly<Record<Language, Messages>> = { sv, nb, da, fi, en };

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The text of `key` in the locale's language with `{placeholders}` filled in. A placeholder
 * without a value is left as written, so a missing parameter shows up instead of vanishing.
 */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = CATALOGUES[languageOf(locale)][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** A translator bound to one locale, as components use it. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export function translator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}
