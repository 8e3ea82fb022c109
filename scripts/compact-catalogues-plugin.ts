import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { languageOf, SUPPORTED_LOCALES } from '../core/i18n/locales.ts';

/** The languages the kit has catalogues in: sv, nb, da, fi, en. */
const LANGUAGES = SUPPORTED_LOCALES.map(languageOf);

/** A widget's catalogue in one language: `widgets/<widget>/messages/{sv,nb,da,fi,en}.ts`. */
const CATALOGUE = new RegExp(`/widgets/[^/]+/messages/(?:${LANGUAGES.join('|')})\\.ts$`);

/** Any module in a messages folder under `widgets/`, which should be a catalogue. */
const IN_MESSAGES = /\/widgets\/(?:.+\/)?messages\/[^/]+\.[cm]?[jt]sx?$/;

/** The module holding a widget's keys, named by its messages folder (and a language). */
const KEYS_MODULE = '\0broker-widgets:catalogue-keys:';

/**
 * The id of the module exporting `keys`, a widget's keys in the order of its English catalogue,
 * for the widget whose catalogues are in `messagesFolder`: the one module every language
 * shares, or, given a `language`, a copy of its own for that language's module alone.
 */
export function catalogueKeysModule(messagesFolder: string, language?: string): string {
  return `${KEYS_MODULE}${language ?? ''}:${messagesFolder}`;
}

/** The messages folder a keys module is for (`catalogueKeysModule`). */
const keysFolder = (id: string) => id.slice(id.indexOf(':', KEYS_MODULE.length) + 1);

/** The exported object literal of a catalogue module: its name, its entries in order, and where they are. */
interface Catalogue {
  name: string;
  entries: [key: string, text: string][];
  /** The `export const …` statement. */
  statement: ts.VariableStatement;
  literal: ts.ObjectLiteralExpression;
  /** Each entry's text literal, in order. */
  textNodes: ts.StringLiteralLike[];
}

/** Reads `export const name[: T] = { 'key': 'text', … } [as const];`; anything else is refused. */
export function readCatalogue(source: string, file: string): Catalogue {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  for (const statement of tree.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const declaration = statement.declarationList.declarations[0];
    if (!exported || !declaration || !ts.isIdentifier(declaration.name)) continue;
    let value = declaration.initializer;
    if (value && ts.isAsExpression(value)) value = value.expression;
    if (!value || !ts.isObjectLiteralExpression(value)) continue;
    const textNodes: ts.StringLiteralLike[] = [];
    const entries = value.properties.map((property): [string, string] => {
      if (
        ts.isPropertyAssignment(property) &&
        (ts.isStringLiteral(property.name) || ts.isIdentifier(property.name)) &&
        ts.isStringLiteralLike(property.initializer)
      ) {
        textNodes.push(property.initializer);
        return [property.name.text, property.initializer.text];
      }
      throw new Error(`${file}: a catalogue entry is not 'key': 'text': ${property.getText()}`);
    });
    return { name: declaration.name.text, entries, statement, literal: value, textNodes };
  }
  throw new Error(`${file}: no exported catalogue object`);
}

/**
 * A catalogue read against its widget's English one: its entries, the English keys in order,
 * and its texts by key. A key English lacks, or one missing, is refused.
 */
export function checkedCatalogue(
  code: string,
  file: string,
): { catalogue: Catalogue; keys: string[]; texts: Map<string, string> } {
  const catalogue = readCatalogue(code, file);
  const englishFile = join(dirname(file), 'en.ts');
  const english = readCatalogue(readFileSync(englishFile, 'utf8'), englishFile);
  const texts = new Map(catalogue.entries);
  const keys = english.entries.map(([key]) => key);
  const missing = keys.filter((key) => !texts.has(key));
  const extra = [...texts.keys()].filter((key) => !keys.includes(key));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `${file}: keys differ from ${englishFile} (missing ${missing.join(', ') || 'none'}; extra ${extra.join(', ') || 'none'})`,
    );
  }
  const misplaced = catalogue.entries.findIndex(([key], at) => key !== keys[at]);
  if (misplaced !== -1) {
    throw new Error(
      `${file}: the entries are not in the order of ${englishFile}: '${keys[misplaced] ?? ''}' comes where this file has '${catalogue.entries[misplaced]?.[0] ?? ''}'. Keep each translation in English order, so its texts line up with the keys.`,
    );
  }
  return { catalogue, keys, texts };
}

/** The dotted prefix every key has (`priceGraph.`), or none. */
function sharedPrefix(keys: readonly string[]): string {
  const first = keys[0] ?? '';
  const prefix = first.slice(0, first.indexOf('.') + 1);
  return prefix && keys.every((key) => key.startsWith(prefix)) ? prefix : '';
}

/** A widget's keys in English order, the prefix they share written once. */
function keysModule(folder: string): string {
  const englishFile = join(folder, 'en.ts');
  const keys = readCatalogue(readFileSync(englishFile, 'utf8'), englishFile).entries.map(
    ([key]) => key,
  );
  const prefix = sharedPrefix(keys);
  const rest = JSON.stringify(keys.map((key) => key.slice(prefix.length)));
  return `export const keys = ${rest}.map((key) => ${JSON.stringify(prefix)} + key);`;
}

/**
 * Ships each language's catalogue as its texts alone, in the order of the English keys, and
 * the keys in a module of their own; the object is rebuilt when the module loads. By default
 * every language imports one keys module, so the one-file kit carries each key once instead
 * of five times. With `keysInEachLanguage` (the builds that make each language a file of its
 * own) each language takes a copy of the keys into its own file: a page that shows one language
 * downloads it in one request, where a shared keys file is found only once the language's file
 * has arrived and been read, one more round trip before the texts are there. The sources
 * stay `'key': 'text'` catalogues, type-checked against English; a key English lacks, one
 * missing, or one out of English order fails the build, as does a module in a messages folder
 * that is no catalogue it reads. Only the keys and the braces are rewritten: each text stays
 * where it is written, and the source map points at it. Other statements of a catalogue module
 * are kept as they are.
 */
export function compactCataloguesPlugin({ keysInEachLanguage = false } = {}): Plugin {
  return {
    name: 'broker-widgets:compact-catalogues',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(KEYS_MODULE) ? id : null;
    },
    load(id) {
      return id.startsWith(KEYS_MODULE) ? keysModule(keysFolder(id)) : null;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!CATALOGUE.test(file)) {
        if (IN_MESSAGES.test(file)) {
          throw new Error(
            `${file}: scripts/compact-catalogues-plugin.ts reads a messages folder's modules as catalogues, widgets/<widget>/messages/<language>.ts in the languages of core/i18n/locales.ts (${LANGUAGES.join(', ')}), and this is none, so it would ship as written. Add its language to SUPPORTED_LOCALES, or move it out of the messages folder.`,
          );
        }
        return null;
      }
      const { catalogue } = checkedCatalogue(code, file);
      const language = keysInEachLanguage ? basename(file, '.ts') : undefined;
      const keysModuleId = catalogueKeysModule(dirname(file), language);
      // The texts stay where they are written, in the order checked above; keys, type and
      // braces around them are rewritten, so the map points every text at its source line.
      const text = new MagicString(code);
      const { statement, literal, textNodes, name } = catalogue;
      text.overwrite(
        statement.getStart(),
        literal.getStart() + 1,
        `import { keys as __keys } from ${JSON.stringify(keysModuleId)};\nconst __texts = [`,
      );
      for (const [at, property] of literal.properties.entries()) {
        const start = at === 0 ? literal.getStart() + 1 : property.getFullStart();
        text.remove(start, textNodes[at]?.getStart() ?? start);
        if (at > 0) text.appendLeft(start, '\n');
      }
      text.overwrite(
        literal.getEnd() - 1,
        statement.getEnd(),
        `];\nexport const ${name} = Object.fromEntries(__keys.map((key, at) => [key, __texts[at]]));`,
      );
      return { code: text.toString(), map: text.generateMap({ hires: true, source: file }) };
    },
  };
}
