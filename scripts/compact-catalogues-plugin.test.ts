import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fundOrderEn } from '../widgets/fund-order-panel/messages/en';
import { fundOrderFi } from '../widgets/fund-order-panel/messages/fi';
import { fundOrderSv } from '../widgets/fund-order-panel/messages/sv';
import {
  catalogueKeysModule,
  compactCataloguesPlugin,
  readCatalogue,
} from './compact-catalogues-plugin.ts';

type Transform = (code: string, id: string) => { code: string; map: SourceMapPayload } | null;
const plugin = compactCataloguesPlugin();
const transform = (code: string, id: string) => (plugin.transform as Transform)(code, id);
const load = (id: string) => (plugin.load as (id: string) => string | null)(id);
const MESSAGES = `${process.cwd()}/widgets/fund-order-panel/messages`;
const SV = `${MESSAGES}/sv.ts`;

/** The keys module a transformed catalogue imports. */
const keysImport = (code: string) =>
  JSON.parse(/import \{ keys as __keys \} from ("[^"]+")/.exec(code)?.[1] ?? '""') as string;

describe('catalogues shipped as lists of texts', () => {
  it('reads a catalogue as its entries in order', () => {
    const file = 'widgets/fund-order-panel/messages/sv.ts';
    const { name, entries } = readCatalogue(readFileSync(file, 'utf8'), file);
    expect(name).toBe('fundOrderSv');
    expect(entries[0]).toEqual(['fundOrder.title.BUY', 'Köp {fund}']);
  });

  it('writes no key into a language, only its texts in English order', () => {
    const out = transform(readFileSync(SV, 'utf8'), SV)?.code ?? '';
    expect(out).not.toContain('fundOrder.title.BUY');
    expect(out).toContain("'Köp {fund}'");
  });

  it('writes English as its texts too, the keys living in a module of their own', () => {
    const file = SV.replace('sv.ts', 'en.ts');
    const out = transform(readFileSync(file, 'utf8'), file)?.code ?? '';
    expect(out).not.toContain('fundOrder.title.BUY');
    expect(out).toContain("'Buy {fund}'");
    expect(out).toContain('catalogue-keys:');
  });

  it('writes the keys once, the prefix all of a widget’s keys share once', () => {
    const keys = load(catalogueKeysModule(MESSAGES)) ?? '';
    expect(keys).toContain('"title.BUY"');
    expect(keys).toContain('"fundOrder." + key');
    expect(keys).not.toContain('Buy {fund}');
  });

  it('has every language import the one keys module by default', () => {
    const fi = SV.replace('sv.ts', 'fi.ts');
    const shared = keysImport(transform(readFileSync(SV, 'utf8'), SV)?.code ?? '');
    expect(shared).toBe(catalogueKeysModule(MESSAGES));
    expect(keysImport(transform(readFileSync(fi, 'utf8'), fi)?.code ?? '')).toBe(shared);
  });

  it('gives each language a keys module of its own when each language is a file', () => {
    const perLanguage = compactCataloguesPlugin({ keysInEachLanguage: true });
    const transformEach = (file: string) =>
      (perLanguage.transform as Transform)(readFileSync(file, 'utf8'), file)?.code ?? '';
    const loadEach = (id: string) => (perLanguage.load as (id: string) => string | null)(id);
    const sv = keysImport(transformEach(SV));
    const fi = keysImport(transformEach(SV.replace('sv.ts', 'fi.ts')));
    expect(sv).not.toBe(fi);
    expect(sv).not.toBe(catalogueKeysModule(MESSAGES));
    expect((perLanguage.resolveId as (id: string) => string | null)(sv)).toBe(sv);
    expect(loadEach(sv)).toBe(load(catalogueKeysModule(MESSAGES)));
    expect(loadEach(fi)).toBe(load(catalogueKeysModule(MESSAGES)));
  });

  it('leaves other modules as they are', () => {
    expect(transform('export const x = 1;', '/p/core/i18n/translate.ts')).toBeNull();
    expect(load('/p/widgets/x/messages/index.ts')).toBeNull();
  });

  it('refuses a module in a messages folder that is no catalogue it reads', () => {
    const source = "export const fundOrderDe = { 'fundOrder.title.BUY': 'Kaufen {fund}' };";
    expect(() => transform(source, SV.replace('sv.ts', 'de.ts'))).toThrow(
      /messages\/de\.ts: .*in the languages of core\/i18n\/locales\.ts \(sv, nb, da, fi, en\), and this is none/,
    );
    const nested = `${process.cwd()}/widgets/price-graph/drawer/messages/fi.ts`;
    expect(() => transform(source, nested)).toThrow(/drawer\/messages\/fi\.ts: .*this is none/);
    expect(transform(source, `${process.cwd()}/widgets/fund-order-panel/messages.ts`)).toBeNull();
  });

  it('refuses a translation whose keys differ from English', () => {
    const source = "export const fundOrderSv = { 'fundOrder.nope': 'x' };";
    expect(() => transform(source, SV)).toThrow(/keys differ/);
  });

  it('refuses a translation whose entries are not in English order, naming the first', () => {
    const lines = readFileSync(SV, 'utf8').split('\n');
    const buy = lines.findIndex((line) => line.includes("'fundOrder.title.BUY'"));
    const swapped = [
      ...lines.slice(0, buy),
      lines[buy + 1],
      lines[buy],
      ...lines.slice(buy + 2),
    ].join('\n');
    expect(swapped).not.toBe(readFileSync(SV, 'utf8'));
    expect(() => transform(swapped, SV)).toThrow(
      /not in the order of .*en\.ts: 'fundOrder\.title\.BUY' comes where this file has 'fundOrder\.title\.SELL'/,
    );
  });

  it('maps each text to the line it is written on', () => {
    const source = readFileSync(SV, 'utf8');
    const out = transform(source, SV);
    if (!out) throw new Error('the catalogue was not transformed');
    const lines = out.code.split('\n');
    const at = lines.findIndex((line) => line.includes("'Köp {fund}'"));
    const written = source.split('\n').findIndex((line) => line.includes("'Köp {fund}'"));
    expect(at).toBeGreaterThan(-1);
    const column = lines[at]?.indexOf("'Köp {fund}'") ?? -1;
    expect(new SourceMap(out.map).findEntry(at, column)).toMatchObject({
      originalSource: SV,
      originalLine: written,
    });
  });

  it('rebuilds the same catalogue when the module loads (this test runs the transformed one)', () => {
    expect(fundOrderSv['fundOrder.title.BUY']).toBe('Köp {fund}');
    expect(fundOrderEn['fundOrder.title.BUY']).toBe('Buy {fund}');
    expect(Object.keys(fundOrderFi)).toEqual(Object.keys(fundOrderEn));
  });
});
