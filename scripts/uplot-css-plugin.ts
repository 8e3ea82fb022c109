import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * uPlot's stylesheet styles its title and its legend too, which the kit never shows (the graph
 * draws no title, and `legend: { show: false }`: the pill bar is the legend). Their rules would
 * ride in every page's copy of the kit for nothing, so the stylesheet is loaded without them.
 */

/** The classes of what the kit does not show: uPlot's title and legend (`u-title`, …). */
const UNUSED_CLASS_NAMES = ['title', 'legend', 'inline', 'series', 'marker'] as const;

const UNUSED_CLASSES = new RegExp(`\\.u-(?:${UNUSED_CLASS_NAMES.join('|')})\\b`);

const UPLOT_CSS = /[\\/]uplot[\\/]dist[\\/]uPlot\.min\.css$/;

/** A stylesheet of the uplot package, whichever of its files it is. */
const UPLOT_STYLESHEET = /[\\/]node_modules[\\/]uplot[\\/].*\.css$/;

/**
 * The stylesheet without the rules whose every selector names a class of the title or the
 * legend. uPlot's stylesheet is flat (no at-rules): a rule is `selectors{declarations}`. Throws
 * if a class of the title or the legend is in no rule left out: uPlot has renamed it, and its
 * rules would stay.
 */
export function withoutUnusedUplotRules(css: string): string {
  if (css.includes('@')) {
    throw new Error('uPlot’s stylesheet now has at-rules: update scripts/uplot-css-plugin.ts.');
  }
  const leftOut: string[] = [];
  const kept = css
    .split('}')
    .filter((rule) => {
      const selectors = rule.slice(0, rule.indexOf('{')).split(',');
      const unused = selectors.every((selector) => UNUSED_CLASSES.test(selector));
      if (unused) leftOut.push(rule);
      return !unused;
    })
    .join('}');
  const missing = UNUSED_CLASS_NAMES.filter(
    (name) => !leftOut.some((rule) => new RegExp(`\\.u-${name}\\b`).test(rule)),
  );
  if (missing.length > 0) {
    throw new Error(
      `uPlot’s stylesheet has no rule left out for ${missing.map((name) => `.u-${name}`).join(', ')}: check what uPlot calls its title and legend now, and update UNUSED_CLASS_NAMES in scripts/uplot-css-plugin.ts.`,
    );
  }
  return kept;
}

/**
 * Loads uPlot's stylesheet without the rules of what the kit does not show; a build that
 * carries another of uPlot's stylesheets fails when it is written.
 */
export function uplotCssPlugin(): Plugin {
  const loaded = new Set<string>();
  return {
    name: 'broker-widgets:uplot-css',
    buildStart() {
      loaded.clear();
    },
    load(id) {
      const file = id.split('?')[0] ?? '';
      if (!UPLOT_CSS.test(file)) return null;
      loaded.add(file);
      return withoutUnusedUplotRules(readFileSync(file, 'utf8'));
    },
    generateBundle(_options, bundle) {
      const unfiltered = Object.values(bundle)
        .flatMap((output) => (output.type === 'chunk' ? output.moduleIds : []))
        .map((id) => id.split('?')[0] ?? '')
        .filter((file) => UPLOT_STYLESHEET.test(file) && !loaded.has(file));
      if (unfiltered.length === 0) return;
      throw new Error(
        `This build carries uPlot’s stylesheet ${[...new Set(unfiltered)].join(', ')}, but scripts/uplot-css-plugin.ts loads uplot/dist/uPlot.min.css alone, so the rules of the title and the legend were not left out. Point UPLOT_CSS at the stylesheet the kit imports.`,
      );
    },
  };
}
