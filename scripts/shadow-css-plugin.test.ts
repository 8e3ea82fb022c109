import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build as viteBuild, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { shadowCssPlugin } from './shadow-css-plugin.ts';

const STYLES = '/kit/widgets/spark-graph/spark-graph.css.ts';
const THEME = '/kit/widgets/shared/theme.css.ts';

/** A style module as vanilla-extract compiles it: its stylesheets' imports, then its classes. */
const compiled = (...stylesheets: string[]) =>
  [...stylesheets.map((file) => `import '${file}.vanilla.css';`), "export var line = 'a1b2';"].join(
    '\n',
  );

const plugin = shadowCssPlugin();
const transform = (code: string, id: string) =>
  (plugin.transform as (code: string, id: string) => { code: string } | null).call({}, code, id);
const writeBundle = (...moduleIds: string[]) =>
  (plugin.generateBundle as (...args: unknown[]) => void).call(
    {},
    {},
    { 'kit.js': { type: 'chunk', fileName: 'kit.js', moduleIds } },
  );

describe('vanilla-extract’s CSS sent to the shadow roots', () => {
  it('imports each stylesheet of a style module as text and registers it', () => {
    const code = transform(compiled(THEME, STYLES), STYLES)?.code ?? '';
    expect(code).toContain(`import __kitCss0 from '${THEME}.vanilla.css?inline';`);
    expect(code).toContain(`import __kitCss1 from '${STYLES}.vanilla.css?inline';`);
    expect(code).toMatch(
      /import \{ registerKitCss as __registerKitCss \} from ".*shadow-styles\.ts";/,
    );
    expect(code).toContain('__registerKitCss(__kitCss0);\n__registerKitCss(__kitCss1);');
    expect(code).not.toMatch(/\.vanilla\.css['"]/);
    expect(transform('export const a = 1;', '/kit/widgets/spark-graph/spark-graph.tsx')).toBeNull();
  });

  it('lets a bundle through whose vanilla-extract stylesheets are all registered', () => {
    expect(() => writeBundle(STYLES, `${STYLES}.vanilla.css?inline`)).not.toThrow();
  });

  it('fails on a compiled style module with no CSS import it reads', () => {
    expect(() => transform("export var line = 'a1b2';", STYLES)).toThrow(
      /spark-graph\.css\.ts: vanilla-extract compiled this style module without importing its CSS as `import '….vanilla.css';`.*update VANILLA_CSS_IMPORT/,
    );
    // Written some other way, e.g. with a query: not read, so not sent to the shadow roots.
    expect(() =>
      transform(`import '${STYLES}.vanilla.css?used';\nexport var line = 'a1b2';`, STYLES),
    ).toThrow(/update VANILLA_CSS_IMPORT/);
    // One import read and another not: the second stylesheet would go to the document.
    expect(() =>
      transform(`${compiled(STYLES)}\nimport(${JSON.stringify(`${THEME}.vanilla.css`)});`, STYLES),
    ).toThrow(/update VANILLA_CSS_IMPORT/);
  });

  it('fails on a style module vanilla-extract did not compile', () => {
    const source = "import { style } from '@vanilla-extract/css';\nexport const line = style({});";
    expect(() => transform(source, STYLES)).toThrow(
      /spark-graph\.css\.ts: this style module reached .* uncompiled.*keep vanillaExtractPlugin\(\)/,
    );
  });

  it('fails the build whose bundle holds a vanilla-extract stylesheet not imported as text', () => {
    expect(() => writeBundle(STYLES, `${STYLES}.vanilla.css`)).toThrow(
      /vanilla-extract's CSS reached the bundle without being registered for the shadow roots: \/kit\/widgets\/spark-graph\/spark-graph\.css\.ts\.vanilla\.css\./,
    );
    expect(() => writeBundle(`${THEME}.vanilla.css?used`)).toThrow(
      /theme\.css\.ts\.vanilla\.css\?used/,
    );
  });

  it('reads the installed vanilla-extract: a kit style module built registers its CSS', async () => {
    const output = (await viteBuild({
      configFile: false,
      logLevel: 'silent',
      plugins: [vanillaExtractPlugin({ identifiers: 'short' }), shadowCssPlugin()],
      build: {
        write: false,
        minify: false,
        lib: { entry: 'widgets/shared/visually-hidden.css.ts', formats: ['es'] },
      },
    })) as Rolldown.RolldownOutput[];
    const files = output.flatMap((bundle) => bundle.output);
    expect(files.filter((file) => file.fileName.endsWith('.css'))).toEqual([]);
    const code = files.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
    // The style module's CSS as text, handed to the shadow roots' sheet.
    const css = /var (\w+) = "\.[\w-]+ \{\\n {2}position: absolute;/.exec(code)?.[1];
    expect(css).toBeDefined();
    expect(code).toContain(`registerKitCss(${css ?? ''});`);
  }, 60_000);

  it('fails a real build in which vanilla-extract’s CSS is not registered', async () => {
    // The plugin's check of the bundle alone, without its rewrite of the imports.
    const { generateBundle } = shadowCssPlugin();
    await expect(
      viteBuild({
        configFile: false,
        logLevel: 'silent',
        plugins: [
          vanillaExtractPlugin({ identifiers: 'short' }),
          { name: 'bundle-check', generateBundle },
        ],
        build: {
          write: false,
          minify: false,
          lib: { entry: 'widgets/shared/visually-hidden.css.ts', formats: ['es'] },
        },
      }),
    ).rejects.toThrow(
      /reached the bundle without being registered for the shadow roots: .*visually-hidden\.css\.ts\.vanilla\.css\./,
    );
  }, 60_000);
});
