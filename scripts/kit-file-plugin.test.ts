import { describe, expect, it } from 'vitest';
import { KIT_FILE_PLACEHOLDER, kitFilePlugin, nameKitFile } from './kit-file-plugin.ts';

describe('the kit file’s name in its own code', () => {
  it('replaces the placeholder in any quotes, and nothing else', () => {
    const code = `const a="${KIT_FILE_PLACEHOLDER}",b=\`${KIT_FILE_PLACEHOLDER}\`,c="${KIT_FILE_PLACEHOLDER}s";`;
    expect(nameKitFile(code, 'broker-widgets.js')?.code).toBe(
      `const a="broker-widgets.js",b="broker-widgets.js",c="${KIT_FILE_PLACEHOLDER}s";`,
    );
  });

  it('leaves a chunk without the placeholder alone', () => {
    expect(nameKitFile('export const a = 1;', 'chunks/a-x1.js')).toBeNull();
  });

  it('refuses a file whose name waits for its hash', () => {
    expect(() => nameKitFile(`"${KIT_FILE_PLACEHOLDER}"`, 'chunks/engine-!~{001}~.js')).toThrow(
      /named by its hash/,
    );
  });

  it('refuses a placeholder that is not a string of its own, which it would leave', () => {
    const code = `const a="${KIT_FILE_PLACEHOLDER}",b=\`/${KIT_FILE_PLACEHOLDER}\`;`;
    expect(() => nameKitFile(code, 'broker-widgets.js')).toThrow(
      /broker-widgets\.js holds the placeholder broker-widgets:kit-file 2 times, 1 of them as a string literal/,
    );
  });
});

describe('the kit file plugin in a build', () => {
  const SPAWN = '/kit/core/worker/spawn-from-kit.ts';

  /** A build through the plugin: each chunk rendered, then the bundle written. */
  function build(chunks: { fileName: string; code: string; moduleIds: string[] }[]) {
    const plugin = kitFilePlugin();
    const hook = (name: 'buildStart' | 'renderChunk' | 'generateBundle', ...args: unknown[]) =>
      (plugin[name] as (...args: unknown[]) => unknown).call({}, ...args);
    hook('buildStart');
    const rendered = chunks.map(
      (chunk) => hook('renderChunk', chunk.code, chunk) as { code: string },
    );
    const bundle = Object.fromEntries(
      chunks.map((chunk) => [chunk.fileName, { type: 'chunk', ...chunk }]),
    );
    return { rendered, write: () => hook('generateBundle', {}, bundle) };
  }

  it('names the kit file in the chunk that starts the worker', () => {
    const { rendered, write } = build([
      {
        fileName: 'broker-widgets.js',
        code: `const k="${KIT_FILE_PLACEHOLDER}";`,
        moduleIds: [SPAWN],
      },
    ]);
    expect(rendered[0]?.code).toBe('const k="broker-widgets.js";');
    expect(write).not.toThrow();
  });

  it('lets a build without the worker’s starter through', () => {
    expect(
      build([{ fileName: 'core.js', code: 'x();', moduleIds: ['/kit/core/index.ts'] }]).write,
    ).not.toThrow();
  });

  it('fails the build that carries the starter without the placeholder it names', () => {
    const { rendered, write } = build([
      { fileName: 'broker-widgets.js', code: 'const k="kit-file";', moduleIds: [SPAWN] },
    ]);
    expect(rendered[0]).toBeNull();
    expect(write).toThrow(
      /broker-widgets\.js carries core\/worker\/spawn-from-kit\.ts, but no chunk held the placeholder broker-widgets:kit-file/,
    );
  });
});
