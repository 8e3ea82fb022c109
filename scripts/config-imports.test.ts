import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { staticImports } from './import-cycles';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WITH_EXTENSION = /\.(ts|mts|js|mjs|json)$/;

/**
 * The relative imports without a file extension in a module and in every module it reaches
 * through its relative imports, as `file: specifier`. Node loads the build config's modules as
 * they are (Vite's `configLoader: 'native'`, which Vite warns of on every build): there an import
 * names its file whole.
 */
function extensionlessImports(entry: string, cwd: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(file, readFileSync(file, 'utf8'))) {
      if (!WITH_EXTENSION.test(specifier)) found.push(`${relative(cwd, file)}: ${specifier}`);
      const target = resolve(dirname(file), specifier);
      if (existsSync(target) && statSync(target).isFile()) pending.push(target);
    }
  }
  return found.sort();
}

describe('the build config’s imports', () => {
  it('name their files with the extension, through every module the config reaches', () => {
    expect(extensionlessImports(join(ROOT, 'vite.config.ts'), ROOT)).toEqual([]);
  });

  const fixture = mkdtempSync(join(tmpdir(), 'broker-widgets-config-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('are found without an extension two modules down', () => {
    writeFileSync(join(fixture, 'config.ts'), "import { a } from './a.ts';\nexport default a;\n");
    writeFileSync(join(fixture, 'a.ts'), "export { b as a } from './b';\n");
    writeFileSync(join(fixture, 'b.ts'), 'export const b = 1;\n');
    expect(extensionlessImports(join(fixture, 'config.ts'), fixture)).toEqual(['a.ts: ./b']);
  });
});
