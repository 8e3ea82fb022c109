import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { uplotCssPlugin, withoutUnusedUplotRules } from './uplot-css-plugin.ts';

const require = createRequire(import.meta.url);
const UPLOT_CSS = require.resolve('uplot').replace(/uPlot\.cjs\.js$/, 'uPlot.min.css');
const uplotCss = readFileSync(UPLOT_CSS, 'utf8');
const selectorsOf = (css: string) =>
  css
    .split('}')
    .filter(Boolean)
    .map((rule) => rule.slice(0, rule.indexOf('{')).trim());

describe('uPlot’s stylesheet as the kit loads it', () => {
  const loaded = withoutUnusedUplotRules(uplotCss);

  it('has no rule for the title or the legend, which the kit never shows', () => {
    expect(loaded).not.toMatch(/\.u-(title|legend|inline|series|marker)\b/);
    expect(loaded.length).toBeLessThan(uplotCss.length * 0.75);
  });

  it('keeps every other rule as uPlot wrote it', () => {
    const kept = selectorsOf(loaded);
    expect(kept).toEqual(
      selectorsOf(uplotCss).filter(
        (selectors) => !/\.u-(title|legend|inline|series)/.test(selectors),
      ),
    );
    expect(kept).toEqual(
      expect.arrayContaining(['.u-over, .u-under', '.u-axis', '.u-select', '.u-cursor-pt']),
    );
    for (const rule of loaded.split('}').filter(Boolean)) expect(uplotCss).toContain(`${rule}}`);
  });

  it('refuses a stylesheet it cannot read rule by rule', () => {
    expect(() => withoutUnusedUplotRules('@media print{.u-legend{display:none}}')).toThrow(
      /at-rules/,
    );
  });

  it('refuses a stylesheet whose title or legend is no longer under the classes it leaves out', () => {
    const renamed = uplotCss.replaceAll('.u-legend', '.uplot-legend');
    expect(() => withoutUnusedUplotRules(renamed)).toThrow(
      /no rule left out for \.u-legend: .*update UNUSED_CLASS_NAMES in scripts\/uplot-css-plugin\.ts/,
    );
  });
});

describe('the uPlot stylesheet plugin in a build', () => {
  /** A build through the plugin: its modules loaded in turn, then its bundle written. */
  function build(...moduleIds: string[]) {
    const plugin = uplotCssPlugin();
    const hook = (name: 'buildStart' | 'load' | 'generateBundle', ...args: unknown[]) =>
      (plugin[name] as (...args: unknown[]) => unknown).call({}, ...args);
    hook('buildStart');
    const loaded = moduleIds.map((id) => hook('load', id) as string | null);
    const bundle = { 'kit.js': { type: 'chunk', fileName: 'kit.js', moduleIds } };
    return { loaded, write: () => hook('generateBundle', {}, bundle) };
  }

  it('loads uPlot’s stylesheet without the unused rules, and no other module', () => {
    const { loaded, write } = build(
      '/kit/widgets/price-graph/chart/uplot-styles.ts',
      `${UPLOT_CSS}?inline`,
    );
    expect(loaded).toEqual([null, withoutUnusedUplotRules(uplotCss)]);
    expect(write).not.toThrow();
  });

  it('fails the build that carries a uPlot stylesheet it never loaded', () => {
    const { loaded, write } = build('/kit/node_modules/uplot/dist/uPlot.css?inline');
    expect(loaded).toEqual([null]);
    expect(write).toThrow(
      /carries uPlot’s stylesheet \/kit\/node_modules\/uplot\/dist\/uPlot\.css, .*Point UPLOT_CSS/,
    );
  });
});
