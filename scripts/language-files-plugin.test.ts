import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { curatedListFi } from '../widgets/curated-list-card/messages/fi';
import { fundOrderEn } from '../widgets/fund-order-panel/messages/en';
import { fundOrderFi } from '../widgets/fund-order-panel/messages/fi';
import { priceGraphFi } from '../widgets/price-graph/messages/fi';
import { sparkGraphFi } from '../widgets/spark-graph/messages/fi';
import { languageFile, languageFilesPlugin } from './language-files-plugin.ts';

const WIDGETS = `${process.cwd()}/widgets`;
const TEXTS = `${WIDGETS}/fund-order-panel/texts.ts`;

/**
 * The plugin's transform of `code` as module `id`, the module naming the files that the result
 * imports, and the files the plugin emitted for a kit of that module and `alsoInKit`.
 */
function transformed(code: string, id: string, alsoInKit: string[] = []) {
  const emitted: { fileName: string; source: string }[] = [];
  const plugin = languageFilesPlugin();
  const context = { emitFile: (file: { fileName: string; source: string }) => emitted.push(file) };
  const hook = (
    name: 'buildStart' | 'transform' | 'resolveId' | 'load' | 'generateBundle',
    ...args: unknown[]
  ) => (plugin[name] as (...args: unknown[]) => unknown).call(context, ...args);
  hook('buildStart');
  const result = hook('transform', code, id) as { code: string } | null;
  const quoted = /import \* as __files from ("[^"]+")/.exec(result?.code ?? '')?.[1];
  const filesId = quoted && (JSON.parse(quoted) as string);
  const files = filesId && hook('resolveId', filesId) === filesId ? hook('load', filesId) : null;
  const write = () =>
    hook(
      'generateBundle',
      {},
      { 'broker-widgets.js': { type: 'chunk', moduleIds: [id, ...alsoInKit] } },
    );
  if (alsoInKit.length === 0) write();
  return { code: result?.code, files: files as string | null, emitted, write };
}

describe('the one-file kit’s texts as files beside it', () => {
  it('holds every widget’s texts in one language, in the order of its English keys', () => {
    const file = JSON.parse(languageFile(WIDGETS, 'fi').content) as Record<string, string[]>;
    expect(Object.keys(file)).toEqual([
      'curatedListFi',
      'fundOrderFi',
      'priceGraphFi',
      'sparkGraphFi',
    ]);
    expect(file.fundOrderFi).toEqual(
      Object.keys(fundOrderEn).map((key) => fundOrderFi[key as keyof typeof fundOrderFi]),
    );
    expect(file.fundOrderFi).toContain(fundOrderFi['fundOrder.fee']);
    expect(new Set(file.priceGraphFi)).toEqual(new Set(Object.values(priceGraphFi)));
    expect(new Set(file.curatedListFi)).toEqual(new Set(Object.values(curatedListFi)));
    expect(new Set(file.sparkGraphFi)).toEqual(new Set(Object.values(sparkGraphFi)));
  });

  it('is named by its language and its content’s hash, and the kit checks its SHA-256', () => {
    const { fileName, content, integrity } = languageFile(WIDGETS, 'fi');
    const digest = createHash('sha256').update(content);
    const hash = digest.copy().digest('base64url').slice(0, 8);
    expect(fileName).toBe(`texts/broker-widgets.fi-${hash}.json`);
    expect(integrity).toBe(`sha256-${digest.digest('base64')}`);
  });

  it('makes a widget’s languages loaders of those files, and writes each file once', () => {
    const { code, files, emitted } = transformed(
      "export const fundOrderTexts = textsFrom(import.meta.glob('./messages/*.ts'));",
      TEXTS,
    );
    expect(code).not.toContain('import.meta.glob');
    expect(code).toContain(
      '"./messages/fi.ts": () => __textsFile(__files.fi(), "fundOrderFi", __keys)',
    );
    expect(code).toMatch(
      /import \{ keys as __keys \} from ".*catalogue-keys:.*\/fund-order-panel\/messages"/,
    );
    const fi = languageFile(WIDGETS, 'fi');
    // A literal `new URL(…, import.meta.url)`: a host app's bundler copies the file it names.
    expect(files).toContain(
      `export const fi = () => ({ url: new URL(/* @vite-ignore */ "./${fi.fileName}", import.meta.url), integrity: "${fi.integrity}" });`,
    );
    expect(emitted.map((file) => file.fileName.slice(0, 'texts/broker-widgets.xx'.length))).toEqual(
      ['sv', 'nb', 'da', 'fi', 'en'].map((language) => `texts/broker-widgets.${language}`),
    );
  });

  it('leaves other modules as they are, and refuses texts it cannot see the languages of', () => {
    expect(transformed('export const x = 1;', `${WIDGETS}/fund-order-panel/define.ts`).code).toBe(
      undefined,
    );
    expect(() => transformed('export const texts = {};', TEXTS)).toThrow(
      /expects its languages as import\.meta\.glob/,
    );
  });

  it('fails the build that carries a catalogue as a module', () => {
    const catalogue = `${WIDGETS}/price-graph/messages/fi.ts`;
    const { write } = transformed('export const x = 1;', TEXTS.replace('texts.ts', 'define.ts'), [
      catalogue,
    ]);
    expect(write).toThrow(
      /The one-file kit carries catalogues as modules: .*\/price-graph\/messages\/fi\.ts\. .*texts\.ts lists them as import\.meta\.glob/,
    );
  });
});
