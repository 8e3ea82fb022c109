import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * A host app that is no React app imports the package's one-file kit, and its bundler (Vite
 * here) bundles it into the app's own files. The kit's texts files must come along, and the
 * bundle must point at the copies. Run `npm run build` first: this bundles the shipped file.
 */
const KIT = resolve('dist/broker-widgets.js');
const TEXTS = resolve('dist/texts');
const app = mkdtempSync(join(tmpdir(), 'broker-widgets-host-'));

afterAll(() => {
  rmSync(app, { recursive: true, force: true });
});

describe('the one-file kit bundled into a host app', () => {
  it('brings each language’s texts along, unchanged, and fetches the copies', async () => {
    if (!existsSync(KIT)) throw new Error(`${KIT} is missing: run npm run build first`);
    writeFileSync(join(app, 'main.js'), `import ${JSON.stringify(KIT)};\n`);
    writeFileSync(
      join(app, 'index.html'),
      '<!doctype html><script type="module" src="./main.js"></script><spark-graph></spark-graph>',
    );
    await build({
      configFile: false,
      root: app,
      logLevel: 'silent',
      build: { outDir: join(app, 'out') },
    });
    const files = readdirSync(join(app, 'out'), { recursive: true }).map(String);
    const code = files
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(app, 'out', file), 'utf8'))
      .join('\n');
    const shipped = readdirSync(TEXTS);
    expect(shipped).toHaveLength(5);
    for (const texts of shipped) {
      const copy = files.find((file) => file.includes(texts.replace(/\.json$/, '')));
      expect(copy, `a copy of ${texts}`).toBeDefined();
      expect(readFileSync(join(app, 'out', copy ?? ''), 'utf8')).toBe(
        readFileSync(join(TEXTS, texts), 'utf8'),
      );
      expect(code).toContain(copy?.split('/').pop());
    }
  }, 60_000);
});
