import type { Plugin } from 'vite';
import { guardUplotLocale } from './uplot-locale-plugin.ts';
import { withoutUnusedUplotParts } from './uplot-unused-plugin.ts';

const UPLOT_MODULE = /[\\/]uplot[\\/]dist[\\/]uPlot\.esm\.js$/;

/**
 * Loads uPlot's module with the kit's two edits: its import-time formatter guarded, so the kit
 * loads whatever language the browser reports (uplot-locale-plugin.ts), and without the parts
 * the kit never uses: helpers, time and logarithmic scales, the legend, the second mode
 * (uplot-unused-plugin.ts).
 */
export function uplotSourcePlugin(): Plugin {
  return {
    name: 'broker-widgets:uplot-source',
    transform(code, id) {
      if (!UPLOT_MODULE.test(id.split('?')[0] ?? '')) return null;
      return { code: withoutUnusedUplotParts(guardUplotLocale(code)), map: null };
    },
  };
}
