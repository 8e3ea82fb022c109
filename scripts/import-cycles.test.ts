import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, projectImportCycles, staticImports } from './import-cycles';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('import cycles', () => {
  it('finds none in core, the widgets or the sandbox', () => {
    expect(projectImportCycles(['core', 'widgets', 'demo-pages/sandbox'], ROOT)).toEqual([]);
  }, 30_000);

  it('finds a cycle through several modules, and a module importing itself', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', []],
      ['e', ['e', 'd']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('finds no cycle in a graph whose paths meet again', () => {
    const graph = new Map([
      ['a', ['b', 'c']],
      ['b', ['d']],
      ['c', ['d']],
      ['d', []],
    ]);
    expect(importCycles(graph)).toEqual([]);
  });

  it('counts static imports and re-exports, type-only ones too, but not import()', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "export * from './d';",
      "import 'side-effect-package';",
      "const lazy = () => import('./lazy');",
    ].join('\n');
    expect(staticImports('x.ts', text)).toEqual(['./a', '../b', './c', './d']);
  });
});
