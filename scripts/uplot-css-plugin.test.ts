import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { withoutUnusedUplotRules } from './uplot-css-plugin';

const require = createRequire(import.meta.url);
const uplotCss = readFileSync(
  require.resolve('uplot').replace(/uPlot\.cjs\.js$/, 'uPlot.min.css'),
  'utf8',
);
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
});
