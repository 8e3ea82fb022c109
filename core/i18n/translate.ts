import { languageOf, SUPPORTED_LOCALES, type Language, type Locale } from './locales';

/**
 * The keys of every widget's texts, by widget. Core has no texts of its own: each widget's
 * `messages/index.ts` adds its English catalogue's type here (declaration merging), so a key
 * no widget has is a compile error wherever texts are looked up.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each widget
export interface KitTexts {}

/** A key of any widget's texts. */
export type MessageKey = { [W in keyof KitTexts]: keyof KitTexts[W] & string }[keyof KitTexts];

/** One language's texts of one widget. */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * A widget's texts, one loader per language: a page loads only the language it shows (each
 * loader is a dynamic import, its own file in the per-element build).
 */
export type TextLoaders = Readonly<Record<Language, () => Promise<Catalogue>>>;

/**
 * A widget's loaders from its folder of languages, one module per language whose one export is
 * its catalogue, as `import.meta.glob('./messages/*.ts')` lists them: the bundler makes each
 * language a file of its own.
 */
export function textsFrom(modules: Readonly<Record<string, unknown>>): TextLoaders {
  const loader = (language: Language) => async () => {
    const load = modules[`./messages/${language}.ts`];
    const module = typeof load === 'function' ? ((await load()) as object) : {};
    const [catalogue, ...more] = Object.values(module) as Catalogue[];
    if (!catalogue || more.length > 0) {
      throw new Error(`messages/${language}.ts must export its catalogue, and only that`);
    }
    return catalogue;
  };
  return {
    sv: loader('sv'),
    nb: loader('nb'),
    da: loader('da'),
    fi: loader('fi'),
    en: loader('en'),
  };
}

/** The catalogues loaded so far, per language. */
const CATALOGUES: Readonly<Record<Language, Catalogue[]>> = {
  sv: [],
  nb: [],
  da: [],
  fi: [],
  en: [],
};

/** Every widget's loaders on the page, and what each has loaded or is loading per language. */
const REGISTERED = new Map<TextLoaders, Map<Language, Promise<void> | 'loaded'>>();

/**
 * Makes a widget's texts known, to be loaded per language when an element shows that
 * language. Registering the same loaders twice (two copies of a module) is harmless.
 */
export function registerTexts(loaders: TextLoaders): void {
  if (!REGISTERED.has(loaders)) REGISTERED.set(loaders, new Map());
}

/** Whether every registered widget's texts in `language` are loaded, so texts show at once. */
export function textsReady(language: Language): boolean {
  return [...REGISTERED.values()].every((state) => state.get(language) === 'loaded');
}

/**
 * Loads every registered widget's texts in `language` (once; callers share the load). A load
 * that fails is forgotten, so the next call tries again, and the promise rejects.
 */
export async function loadTexts(language: Language): Promise<void> {
  await Promise.all(
    [...REGISTERED].map(([loaders, state]) => {
      const known = state.get(language);
      if (known === 'loaded') return undefined;
      if (known) return known;
      const loading = loaders[language]().then(
        (catalogue) => {
          CATALOGUES[language].push(catalogue);
          state.set(language, 'loaded');
        },
        (error: unknown) => {
          state.delete(language);
          throw error;
        },
      );
      state.set(language, loading);
      return loading;
    }),
  );
}

/** Loads every registered widget's texts in every language (tests, and pages that switch often). */
export async function loadAllTexts(): Promise<void> {
  await Promise.all(SUPPORTED_LOCALES.map((locale) => loadTexts(languageOf(locale))));
}

function template(language: Language, key: string): string {
  for (const catalogue of CATALOGUES[language]) {
    if (Object.hasOwn(catalogue, key)) return catalogue[key] ?? key;
  }
  // A key whose texts were never loaded: the key shows, which a test catches.
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

/** The placeholders of a text, sorted: `{views} of {count}` → `count, views`. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

/**
 * What is wrong with a widget's translations against its English catalogue: a key missing or
 * extra, an empty text, a placeholder English lacks or one it has that a translation drops.
 * Each widget's tests check its catalogues with it; an empty list is a sound set.
 */
export function catalogueProblems(
  english: Catalogue,
  translations: Readonly<Partial<Record<Language, Catalogue>>>,
): string[] {
  const problems: string[] = [];
  for (const [language, catalogue = {}] of Object.entries(translations)) {
    for (const key of Object.keys(english)) {
      const text = catalogue[key];
      if (text === undefined) problems.push(`${language}: ${key} is missing`);
      else if (text.trim() === '') problems.push(`${language}: ${key} is empty`);
      else if (placeholders(text).join() !== placeholders(english[key] ?? '').join())
        problems.push(`${language}: ${key} has other placeholders than English`);
    }
    for (const key of Object.keys(catalogue)) {
      if (!Object.hasOwn(english, key)) problems.push(`${language}: ${key} is not in English`);
    }
  }
  return problems;
}
