import { describe, expect, it } from 'vitest';
import { orphanMaps, sizeByGroup } from './package-check';

describe('the package report', () => {
  it('names a source map packed without the file it maps', () => {
    const files = [
      { path: 'dist/core.js', size: 10 },
      { path: 'dist/core.js.map', size: 30 },
      { path: 'dist/react/assets/indicator-worker-CE4leoHx.js.map', size: 90 },
    ];
    expect(orphanMaps(files)).toEqual(['dist/react/assets/indicator-worker-CE4leoHx.js.map']);
  });

  it('adds up the bytes per folder, source maps apart, heaviest first', () => {
    const files = [
      { path: 'README.md', size: 5 },
      { path: 'dist/elements/price-graph.js', size: 40 },
      { path: 'dist/elements/chunks/theme.js', size: 20 },
      { path: 'dist/elements/price-graph.js.map', size: 100 },
      { path: 'dist/core.js', size: 30 },
    ];
    expect(sizeByGroup(files)).toEqual([
      ['source maps', 100],
      ['dist/elements/', 60],
      ['dist', 30],
      ['README.md', 5],
    ]);
  });
});
