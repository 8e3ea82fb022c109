import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { languageOf, SUPPORTED_LOCALES, type Language } from '../core/i18n/locales.ts';
import { catalogueKeysModule, checkedCatalogue } from './compact-catalogues-plugin.ts';

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

/** A widget's catalogue in one language, which the one-file kit carries in a file of its own. */
const CATALOGUE = /\/widgets\/[^/]+\/messages\/[^/]+\.ts$/;

/** The widgets, one folder each; those with `messages/en.ts` have texts. */
const WIDGETS_FOLDER = join(import.meta.dirname, '../widgets');

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
 * name: its texts alone, in the order of its English keys and checked against English (the kit
 * carries each widget's keys once, for all five languages). The name is
 * `texts/broker-widgets.<language>-<hash>.json`, so a cache never serves another build's; the
 * kit carries the file's integrity and checks the file against it (core/i18n/texts-file.ts).
 */
export function languageFile(widgetsDir: string, language: Language): LanguageFile {
  const widgets = readdirSync(widgetsDir)
    .filter((widget) => existsSync(join(widgetsDir, widget, 'messages', 'en.ts')))
    .sort();
  const catalogueNames = new Map<string, string>();
  const catalogues: Record<string, (string | undefined)[]> = {};
  for (const widget of widgets) {
    const file = join(widgetsDir, widget, 'messages', `${language}.ts`);
    const { catalogue, keys, texts } = checkedCatalogue(readFileSync(file, 'utf8'), file);
    catalogueNames.set(widget, catalogue.name);
    catalogues[catalogue.name] = keys.map((key) => texts.get(key));
  }
  const content = JSON.stringify(catalogues);
  const digest = createHash('sha256').update(content).digest();
  const hash = digest.toString('base64url').slice(0, FILE_NAME_HASH_LENGTH);
  const fileName = `${LANGUAGE_FILES_FOLDER}/broker-widgets.${language}-${hash}.json`;
  return { fileName, content, integrity: `sha256-${digest.toString('base64')}`, catalogueNames };
}

/** The module naming each language's file and its integrity, once for all widgets. */
const LANGUAGE_FILES_MODULE = '\0broker-widgets:language-files';

/**
 * The one-file kit's texts stay out of it: every widget's texts in one language are a small
 * JSON file beside the kit, which the kit fetches for the language a page shows. A page
 * downloads one language instead of all five, as with the per-element files.
 * - One module names the five files, each with the integrity the kit checks it against, so
 *   Subresource Integrity on the kit still covers everything the page runs and shows.
 * - Each address is written as `new URL("./texts/…", import.meta.url)`, relative to the kit's
 *   own file, which a host app's bundler (Vite, webpack) reads as a file to copy beside its
 *   own bundle when it bundles the kit. It is made when a file is loaded, not when the kit is:
 *   a kit run from a `blob:` address has no folder to resolve it against, and there its
 *   elements report that their texts could not be loaded while the rest of it runs.
 * - Each widget's `import.meta.glob` of its languages becomes loaders of those files, given
 *   the widget's keys (the module compact-catalogues-plugin.ts writes). A texts module without
 *   that glob, or a catalogue that reaches the kit as a module, fails the build.
 */
export function languageFilesPlugin(): Plugin {
  const files = new Map<Language, LanguageFile>();
  const fileOf = (language: Language) => {
    const known = files.get(language);
    if (known) return known;
    const file = languageFile(WIDGETS_FOLDER, language);
    files.set(language, file);
    return file;
  };
  return {
    name: 'broker-widgets:language-files',
    enforce: 'pre',
    buildStart() {
      files.clear();
    },
    resolveId(id) {
      return id === LANGUAGE_FILES_MODULE ? id : null;
    },
    load(id) {
      if (id !== LANGUAGE_FILES_MODULE) return null;
      return LANGUAGES.map((language) => {
        const { fileName, integrity } = fileOf(language);
        const url = `new URL(/* @vite-ignore */ ${JSON.stringify(`./${fileName}`)}, import.meta.url)`;
        return `export const ${language} = () => ({ url: ${url}, integrity: ${JSON.stringify(integrity)} });`;
      }).join('\n');
    },
    transform(code, id) {
      const module = (id.split('?')[0] ?? '').replaceAll('\\', '/');
      if (!TEXTS_MODULE.test(module)) return null;
      if (!code.includes(LANGUAGES_GLOB)) {
        throw new Error(`${module}: the one-file kit expects its languages as ${LANGUAGES_GLOB}`);
      }
      const widget = basename(dirname(module));
      const keys = catalogueKeysModule(join(dirname(module), 'messages'));
      const loaders = LANGUAGES.map((language) => {
        const name = fileOf(language).catalogueNames.get(widget);
        if (!name) throw new Error(`${module}: no messages/${language}.ts beside it`);
        const load = `__textsFile(__files.${language}(), ${JSON.stringify(name)}, __keys)`;
        return `${JSON.stringify(`./messages/${language}.ts`)}: () => ${load}`;
      });
      return {
        code:
          `import { textsFile as __textsFile } from ${JSON.stringify(TEXTS_FILE_MODULE)};\n` +
          `import * as __files from ${JSON.stringify(LANGUAGE_FILES_MODULE)};\n` +
          `import { keys as __keys } from ${JSON.stringify(keys)};\n` +
          code.replace(LANGUAGES_GLOB, `{ ${loaders.join(', ')} }`),
        map: null,
      };
    },
    generateBundle(_options, bundle) {
      const catalogues = Object.values(bundle)
        .flatMap((output) => (output.type === 'chunk' ? output.moduleIds : []))
        .filter((id) => CATALOGUE.test((id.split('?')[0] ?? '').replaceAll('\\', '/')));
      if (catalogues.length > 0) {
        throw new Error(
          `The one-file kit carries catalogues as modules: ${[...new Set(catalogues)].join(', ')}. scripts/language-files-plugin.ts sends a widget's texts to the language files when widgets/<widget>/texts.ts lists them as ${LANGUAGES_GLOB}; load these catalogues that way.`,
        );
      }
      for (const { fileName, content } of files.values()) {
        this.emitFile({ type: 'asset', fileName, source: content });
      }
    },
  };
}
