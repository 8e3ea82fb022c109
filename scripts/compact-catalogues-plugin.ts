import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { languageOf, SUPPORTED_LOCALES } from '../core/i18n/locales.ts';

/** The languages the kit has catalogues in: sv, nb, da, fi, en. */
const LANGUAGES = SUPPORTED_LOCALES.map(languageOf);

/** A widget's catalogue in one language: `widgets/<widget>/messages/{sv,nb,da,fi,en}.ts`. */
const CATALOGUE = new RegExp(`/widgets/[^/]+/messages/(?:${LANGUAGES.join('|')})\\.ts$`);

/** Any module in a messages folder under `widgets/`, which should be a catalogue. */
const IN_MESSAGES = /\/widgets\/(?:.+\/)?messages\/[^/]+\.[cm]?[jt]sx?$/;

/** The module holding a widget's keys, named by its messages folder. */
const KEYS_MODULE = '\0broker-widgets:catalogue-keys:';

/**
 * The id of the module exporting `keys`, a widget's keys in the order of its English catalogue,
 * for the widget whose catalogues are in `messagesFolder`.
 */
export function catalogueKeysModule(messagesFolder: string): string {
  return KEYS_MODULE + messagesFolder;
}

/** The exported object literal of a catalogue module: its name and its entries in order. */
interface Catalogue {
  name: string;
  entries: [key: string, text: string][];
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
    const entries = value.properties.map((property): [string, string] => {
      if (
        ts.isPropertyAssignment(property) &&
        (ts.isStringLiteral(property.name) || ts.isIdentifier(property.name)) &&
        ts.isStringLiteralLike(property.initializer)
      ) {
        return [property.name.text, property.initializer.text];
      }
      throw new Error(`${file}: a catalogue entry is not 'key': 'text': ${property.getText()}`);
    });
    return { name: declaration.name.text, entries };
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
 * the keys once, in a module of their own that every language imports; the object is rebuilt
 * when the module loads. A page that shows one language downloads the keys and that
 * language's texts; the one-file kit carries each key once instead of five times. The sources
 * stay `'key': 'text'` catalogues, type-checked against English; a key English lacks, or one
 * missing, fails the build, as does a module in a messages folder that is no catalogue it reads.
 * Other statements of a catalogue module are kept as they are.
 */
export function compactCataloguesPlugin(): Plugin {
  return {
    name: 'broker-widgets:compact-catalogues',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(KEYS_MODULE) ? id : null;
    },
    load(id) {
      return id.startsWith(KEYS_MODULE) ? keysModule(id.slice(KEYS_MODULE.length)) : null;
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
      const { catalogue, keys, texts } = checkedCatalogue(code, file);
      const tree = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
      const declaration = tree.statements.find(
        (statement) =>
          ts.isVariableStatement(statement) &&
          statement.declarationList.declarations[0]?.name.getText() === catalogue.name,
      );
      if (!declaration) throw new Error(`${file}: no ${catalogue.name}`);
      const replacement = [
        `import { keys as __keys } from ${JSON.stringify(catalogueKeysModule(dirname(file)))};`,
        `const __texts = ${JSON.stringify(keys.map((key) => texts.get(key)))};`,
        `export const ${catalogue.name} = Object.fromEntries(__keys.map((key, at) => [key, __texts[at]]));`,
      ].join('\n');
      return {
        code:
          code.slice(0, declaration.getStart()) + replacement + code.slice(declaration.getEnd()),
        map: null,
      };
    },
  };
}
