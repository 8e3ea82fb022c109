import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MagicString from 'magic-string';
import { describe, expect, it } from 'vitest';
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
    (plugin.writeBundle as (...args: unknown[]) => void).call({}, { dir }, bundle);
    const map = JSON.parse(readFileSync(join(dir, 'kit.js.map'), 'utf8')) as { sources: string[] };
    expect(map.sources).toEqual(['../core/orders/limit.ts']);
  });
});
