import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * uPlot's stylesheet styles its title and its legend too, which the kit never shows (the graph
 * draws no title, and `legend: { show: false }`: the pill bar is the legend). Their rules would
 * ride in every page's copy of the kit for nothing, so the stylesheet is loaded without them.
 */

/** The classes of what the kit does not show: uPlot's title and legend. */
const UNUSED_CLASSES = /\.u-(?:title|legend|inline|series|marker)\b/;

const UPLOT_CSS = /[\\/]uplot[\\/]dist[\\/]uPlot\.min\.css$/;

/**
 * The stylesheet without the rules whose every selector names a class of the title or the
 * legend. uPlot's stylesheet is flat (no at-rules): a rule is `selectors{declarations}`.
 */
export function withoutUnusedUplotRules(css: string): string {
  if (css.includes('@')) {
    throw new Error('uPlot’s stylesheet now has at-rules: update scripts/uplot-css-plugin.ts.');
  }
  return css
    .split('}')
    .filter((rule) => {
      const selectors = rule.slice(0, rule.indexOf('{')).split(',');
      return !selectors.every((selector) => UNUSED_CLASSES.test(selector));
    })
    .join('}');
}

/** Loads uPlot's stylesheet without the rules of what the kit does not show. */
export function uplotCssPlugin(): Plugin {
  return {
    name: 'broker-widgets:uplot-css',
    load(id) {
      const file = id.split('?')[0] ?? '';
      if (!UPLOT_CSS.test(file)) return null;
      return withoutUnusedUplotRules(readFileSync(file, 'utf8'));
    },
  };
}
