import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MagicString from 'magic-string';
import { describe, expect, it, vi } from 'vitest';
import { terserPassPlugin } from './terser-pass-plugin';

/** A chunk as the bundler hands it over: already minified, with its map to its sources. */
function chunk() {
  const source = [
    '/*! licence of a package */',
    'const ACCOUNT_LIMIT = 100;',
    'export function limited(amount) {',
    '  if (amount > ACCOUNT_LIMIT) { return ACCOUNT_LIMIT; } else { return amount; }',
    '}',
  ].join('\n');
  const text = new MagicString(source);
  const map = text.generateMap({
    hires: true,
    source: '../core/orders/limit.ts',
    includeContent: true,
  });
  return { type: 'chunk' as const, fileName: 'kit.js', code: source, map };
}

describe('Terser’s pass over the files a page loads', () => {
  it('shortens the code, keeps licences, and writes a map back to the sources', async () => {
    const plugin = terserPassPlugin();
    const bundle = { 'kit.js': chunk() };
    const before = bundle['kit.js'].code;
    await (plugin.generateBundle as (...args: unknown[]) => Promise<void>).call({}, {}, bundle);
    const after = bundle['kit.js'].code;
    expect(after.length).toBeLessThan(before.length);
    expect(after).toContain('/*! licence of a package */');
    const run = (code: string) =>
      new Function(`${code.replace('export function', 'function')}; return limited;`)() as (
        amount: number,
      ) => number;
    expect([50, 150].map(run(after))).toEqual([50, 150].map(run(before)));
    const dir = mkdtempSync(join(tmpdir(), 'terser-pass-'));
    // The bundler's map, written before, for the code as the bundler left it.
    writeFileSync(join(dir, 'kit.js.map'), JSON.stringify(chunk().map));
    (plugin.writeBundle as (...args: unknown[]) => void).call({}, { dir }, bundle);
    const map = JSON.parse(readFileSync(join(dir, 'kit.js.map'), 'utf8')) as {
      sources: string[];
      mappings: string;
    };
    expect(map.sources).toEqual(['../core/orders/limit.ts']);
    expect(map.mappings).not.toBe(chunk().map.mappings);
  });

  it('fails the build whose maps it cannot replace', async () => {
    const plugin = terserPassPlugin();
    const bundle = { 'kit.js': chunk() };
    await (plugin.generateBundle as (...args: unknown[]) => Promise<void>).call({}, {}, bundle);
    const write = (options: { dir?: string }) => () =>
      (plugin.writeBundle as (...args: unknown[]) => void).call({}, options, bundle);
    expect(write({})).toThrow(
      /replaces the source maps in the output folder, but this build names none/,
    );
    const dir = mkdtempSync(join(tmpdir(), 'terser-pass-'));
    expect(write({ dir })).toThrow(
      /kit\.js\.map: the bundler wrote no source map there for scripts\/terser-pass-plugin\.ts to replace/,
    );
  });

  it('fails the build when Terser writes no map for a chunk that has one', async () => {
    vi.resetModules();
    vi.doMock('terser', () => ({ minify: () => Promise.resolve({ code: 'export{};' }) }));
    try {
      const { terserPassPlugin: withoutMaps } = await import('./terser-pass-plugin.ts');
      const plugin = withoutMaps();
      await expect(
        (plugin.generateBundle as (...args: unknown[]) => Promise<void>).call(
          {},
          {},
          { 'kit.js': chunk() },
        ),
      ).rejects.toThrow(/Terser wrote no source map for kit\.js, which has one/);
    } finally {
      vi.doUnmock('terser');
      vi.resetModules();
    }
  });

  it('leaves a chunk without a map without one', async () => {
    const plugin = terserPassPlugin();
    const bundle = { 'kit.js': { ...chunk(), map: null } };
    await (plugin.generateBundle as (...args: unknown[]) => Promise<void>).call({}, {}, bundle);
    const dir = mkdtempSync(join(tmpdir(), 'terser-pass-'));
    expect(() =>
      (plugin.writeBundle as (...args: unknown[]) => void).call({}, { dir }, bundle),
    ).not.toThrow();
  });
});
