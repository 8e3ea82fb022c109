import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fundOrderMessages } from '../core/i18n/messages/fund-order';
import { compactCataloguesPlugin, readCatalogue } from './compact-catalogues-plugin';

const plugin = compactCataloguesPlugin();
const transform = (code: string, id: string) =>
  (plugin.transform as (code: string, id: string) => { code: string } | null)(code, id);

describe('catalogues shipped as lists of texts', () => {
  it('reads a catalogue as its entries in order', () => {
    const file = 'core/i18n/messages/fund-order/sv.ts';
    const { name, entries } = readCatalogue(readFileSync(file, 'utf8'), file);
    expect(name).toBe('fundOrderSv');
    expect(entries[0]).toEqual(['fundOrder.title.BUY', 'Köp {fund}']);
  });

  it('writes no key into a translation, only its texts in English order', () => {
    const file = `${process.cwd()}/core/i18n/messages/fund-order/sv.ts`;
    const out = transform(readFileSync(file, 'utf8'), file)?.code ?? '';
    expect(out).not.toContain('fundOrder.title.BUY');
    expect(out).toContain('"Köp {fund}"');
  });

  it('writes English as its keys and its texts, keeping its other exports', () => {
    const source =
      "export type Keys = 'a.b';\nexport const catalogueEn = { 'a.b': 'Text', c: 'More' } as const;\n";
    const out = transform(source, '/p/core/i18n/messages/x/en.ts')?.code ?? '';
    expect(out).toContain("export type Keys = 'a.b';");
    expect(out).toContain('["a.b","c"]');
    expect(out).toContain('["Text","More"]');
  });

  it('writes the prefix all of a widget’s keys share once', () => {
    const source = "export const catalogueEn = { 'w.one': 'One', 'w.two': 'Two' };\n";
    const out = transform(source, '/p/core/i18n/messages/x/en.ts')?.code ?? '';
    expect(out).toContain('["one","two"]');
    expect(out).toContain('"w." + key');
  });

  it('leaves other modules as they are', () => {
    expect(transform('export const x = 1;', '/p/core/i18n/translate.ts')).toBeNull();
  });

  it('refuses a translation whose keys differ from English', () => {
    const file = `${process.cwd()}/core/i18n/messages/fund-order/sv.ts`;
    const source = "export const fundOrderSv = { 'fundOrder.nope': 'x' };";
    expect(() => transform(source, file)).toThrow(/keys differ/);
  });

  it('rebuilds the same catalogue when the module loads (this test runs the transformed one)', () => {
    expect(fundOrderMessages.sv?.['fundOrder.title.BUY']).toBe('Köp {fund}');
    expect(fundOrderMessages.en?.['fundOrder.title.BUY']).toBe('Buy {fund}');
    expect(Object.keys(fundOrderMessages.fi ?? {})).toEqual(
      Object.keys(fundOrderMessages.en ?? {}),
    );
  });
});
