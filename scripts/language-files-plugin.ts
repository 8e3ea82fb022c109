import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { languageOf, SUPPORTED_LOCALES, type Language } from '../core/i18n/locales.ts';
import { checkedCatalogue } from './compact-catalogues-plugin.ts';

/** Where the one-file kit's texts go, beside it in `dist/`. */
const LANGUAGE_FILES_FOLDER = 'texts';

/** The languages a widget has texts in, one `messages/<language>.ts` each. */
const LANGUAGES = SUPPORTED_LOCALES.map(languageOf);

/** Characters of the content's hash in a file's name: enough to tell builds apart. */
const FILE_NAME_HASH_LENGTH = 8;

/** How a widget's `texts.ts` lists its languages for the bundler. */
const LANGUAGES_GLOB = "import.meta.glob('./messages/*.ts')";

/** A widget's texts module: `widgets/<widget>/texts.ts`. */
const TEXTS_MODULE = /\/widgets\/[^/]+\/texts\.ts$/;

/** The module that fetches a texts file (core/i18n/texts-file.ts). */
const TEXTS_FILE_MODULE = join(import.meta.dirname, '../core/i18n/texts-file.ts');

/** One language's file: its name in `dist/`, its content and integrity, each widget's catalogue. */
export interface LanguageFile {
  fileName: string;
  content: string;
  /** Subresource Integrity of the content: `sha256-<base64>`. */
  integrity: string;
  catalogueNames: ReadonlyMap<string, string>;
}

/**
 * Every widget's texts in one language as one JSON file, each widget's catalogue under its
 * name, its texts by key in English order and checked against English. The name is
 * `texts/broker-widgets.<language>-<hash>.json`, so a cache never serves another build's; the
 * kit carries the file's integrity and checks the file against it (core/i18n/texts-file.ts).
 */
export function languageFile(widgetsDir: string, language: Language): LanguageFile {
  const widgets = readdirSync(widgetsDir)
    .filter((widget) => existsSync(join(widgetsDir, widget, 'messages', 'en.ts')))
    .sort();
  const catalogueNames = new Map<string, string>();
  const catalogues: Record<string, Record<string, string | undefined>> = {};
  for (const widget of widgets) {
    const file = join(widgetsDir, widget, 'messages', `${language}.ts`);
    const { catalogue, keys, texts } = checkedCatalogue(readFileSync(file, 'utf8'), file);
    catalogueNames.set(widget, catalogue.name);
    catalogues[catalogue.name] = Object.fromEntries(keys.map((key) => [key, texts.get(key)]));
  }
  const content = JSON.stringify(catalogues);
  const digest = createHash('sha256').update(content).digest();
  const hash = digest.toString('base64url').slice(0, FILE_NAME_HASH_LENGTH);
  const fileName = `${LANGUAGE_FILES_FOLDER}/broker-widgets.${language}-${hash}.json`;
  return { fileName, content, integrity: `sha256-${digest.toString('base64')}`, catalogueNames };
}

/**
 * The one-file kit's texts stay out of it: every widget's texts in one language are a small
 * JSON file beside the kit, which the kit fetches for the language a page shows. A page
 * downloads one language instead of all five, as with the per-element files. Each widget's
 * `import.meta.glob` of its languages becomes loaders of those files, fetched relative to the
 * kit's own file with the integrity the kit carries for each, so Subresource Integrity on the
 * kit still covers everything the page runs and shows. Each file's address is written as
 * `new URL("./texts/…", import.meta.url)`, which a host app's bundler (Vite, webpack) reads as
 * a file to copy beside its own bundle when it bundles the kit.
 */
export function languageFilesPlugin(): Plugin {
  const files = new Map<Language, LanguageFile>();
  const fileOf = (widgetsDir: string, language: Language) => {
    const known = files.get(language);
    if (known) return known;
    const file = languageFile(widgetsDir, language);
    files.set(language, file);
    return file;
  };
  return {
    name: 'broker-widgets:language-files',
    enforce: 'pre',
    buildStart() {
      files.clear();
    },
    transform(code, id) {
      const module = (id.split('?')[0] ?? '').replaceAll('\\', '/');
      if (!TEXTS_MODULE.test(module)) return null;
      if (!code.includes(LANGUAGES_GLOB)) {
        throw new Error(`${module}: the one-file kit expects its languages as ${LANGUAGES_GLOB}`);
      }
      const widget = basename(dirname(module));
      const loaders = LANGUAGES.map((language) => {
        const { fileName, integrity, catalogueNames } = fileOf(dirname(dirname(module)), language);
        const name = catalogueNames.get(widget);
        if (!name) throw new Error(`${module}: no messages/${language}.ts beside it`);
        const url = `new URL(/* @vite-ignore */ ${JSON.stringify(`./${fileName}`)}, import.meta.url)`;
        const load = `__textsFile(${url}, ${JSON.stringify(integrity)}, ${JSON.stringify(name)})`;
        return `${JSON.stringify(`./messages/${language}.ts`)}: () => ${load}`;
      });
      return {
        code:
          `import { textsFile as __textsFile } from ${JSON.stringify(TEXTS_FILE_MODULE)};\n` +
          code.replace(LANGUAGES_GLOB, `{ ${loaders.join(', ')} }`),
        map: null,
      };
    },
    generateBundle() {
      for (const { fileName, content } of files.values()) {
        this.emitFile({ type: 'asset', fileName, source: content });
      }
    },
  };
}
