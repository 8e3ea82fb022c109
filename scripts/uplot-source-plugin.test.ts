import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { build as viteBuild, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { UNGUARDED_FORMATTER } from './uplot-locale-patch.ts';
import { uplotSourcePlugin } from './uplot-source-plugin.ts';

const require = createRequire(import.meta.url);
const UPLOT_ESM = require.resolve('uplot').replace(/uPlot\.cjs\.js$/, 'uPlot.esm.js');
const uplotSource = readFileSync(UPLOT_ESM, 'utf8');

/** A build through the plugin: its modules transformed in turn, then its bundle written. */
function build(modules: readonly (readonly [id: string, code: string])[]) {
  const plugin = uplotSourcePlugin();
  const hook = (name: 'buildStart' | 'transform' | 'generateBundle', ...args: unknown[]) =>
    (plugin[name] as (...args: unknown[]) => unknown).call({}, ...args);
  hook('buildStart');
  const outputs = modules.map(
    ([id, code]) => hook('transform', code, id) as { code: string } | null | undefined,
  );
  const bundle = {
    'kit.js': { type: 'chunk', fileName: 'kit.js', moduleIds: modules.map(([id]) => id) },
  };
  return { outputs, write: () => hook('generateBundle', {}, bundle) };
}

describe('uPlot’s module as the kit loads it', () => {
  it('edits the installed uPlot’s module, and no other', () => {
    const { outputs, write } = build([
      ['/kit/widgets/price-graph/chart/price-chart.tsx', 'export const a = 1;'],
      [UPLOT_ESM, uplotSource],
    ]);
    expect(outputs[0]).toBeNull();
    const edited = outputs[1]?.code ?? '';
    expect(edited).not.toContain('uPlot.join = join;');
    expect(edited).toHaveLength(uplotSource.length);
    expect(write).not.toThrow();
  });

  it('lets a build without uPlot through', () => {
    expect(build([['/kit/core/index.ts', 'export const a = 1;']]).write).not.toThrow();
  });

  it('fails the build that carries uPlot from a file it never edited', () => {
    const moved = '/kit/node_modules/uplot/dist/uPlot.mjs';
    const { outputs, write } = build([[moved, uplotSource]]);
    expect(outputs[0]).toBeNull();
    expect(write).toThrow(
      /carries uPlot from \/kit\/node_modules\/uplot\/dist\/uPlot\.mjs, .*the parts the kit never uses were not left out.*Point UPLOT_MODULE/,
    );
  });

  it('fails on a uPlot whose text an edit no longer finds', () => {
    expect(() => build([[UPLOT_ESM, uplotSource.replace('uPlot.join = join;', '')]])).toThrow(
      /uPlot no longer has `uPlot\.join = join;`.*uplot-unused-plugin\.ts/,
    );
  });

  it('fails on a uPlot whose formatter the kit’s patch has not guarded', () => {
    const unpatched = `${uplotSource}\nconst numFormatter = ${UNGUARDED_FORMATTER};`;
    expect(() => build([[UPLOT_ESM, unpatched]])).toThrow(
      /builds its number formatter as .*The kit's patch in patches\/ guards it, applied by `npm install`/,
    );
  });

  it("edits the uPlot that `import uPlot from 'uplot'` brings into a build", async () => {
    const ENTRY = '\0uplot-entry';
    const output = (await viteBuild({
      configFile: false,
      logLevel: 'silent',
      plugins: [
        {
          name: 'uplot-entry',
          resolveId: (id) => (id === ENTRY ? id : null),
          load: (id) => (id === ENTRY ? "import uPlot from 'uplot';\nexport default uPlot;" : null),
        },
        uplotSourcePlugin(),
      ],
      build: { write: false, minify: false, rolldownOptions: { input: ENTRY } },
    })) as Rolldown.RolldownOutput;
    const code = output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
    expect(code).toContain('Intl.getCanonicalLocales');
    expect(code).not.toContain('uPlot.join = join');
  }, 60_000);
});
