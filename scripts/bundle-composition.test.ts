import { describe, expect, it } from 'vitest';
import { bundleComposition, decodeSegment, sourceGroup } from './bundle-composition';

describe('bundle composition from the source map', () => {
  it('reads source-map segments', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('SAAS')).toEqual([9, 0, 0, 9]);
    expect(decodeSegment('D')).toEqual([-1]);
    expect(decodeSegment('gBAAA')).toEqual([16, 0, 0, 0]);
  });

  it('groups sources by npm package or by the kit folder', () => {
    expect(sourceGroup('../node_modules/react-dom/cjs/react-dom.js')).toBe('react-dom');
    expect(sourceGroup('../node_modules/@preact/signals-core/dist/x.mjs')).toBe(
      '@preact/signals-core',
    );
    expect(sourceGroup('../widgets/price-graph/chart/graph-options.ts')).toBe(
      'widgets/price-graph',
    );
  });

  it('gives each stretch of code to the source the map names for it', () => {
    // `aaaa` from a.ts, `bb` from node_modules/b, then a source the map does not list.
    const code = 'aaaabb;';
    const map = {
      sources: ['../core/x/a.ts', '../node_modules/b/index.js'],
      mappings: 'AAAA,ICAA,ECAA',
    };
    const rows = bundleComposition(code, map);
    const raw = Object.fromEntries(rows.map((row) => [row.group, row.raw]));
    expect(raw).toEqual({ 'core/x': 4, b: 2, '(no source)': 1 });
  });
});
