import type { Plugin } from 'vite';
import { checkUplotLocalePatched } from './uplot-locale-patch.ts';
import { withoutUnusedUplotParts } from './uplot-unused-plugin.ts';

const UPLOT_MODULE = /[\\/]uplot[\\/]dist[\\/]uPlot\.esm\.js$/;

/** A script of the uplot package, whichever of its files it is. */
const UPLOT_SCRIPT = /[\\/]node_modules[\\/]uplot[\\/].*\.[cm]?js$/;

/**
 * Loads uPlot's module without the parts the kit never uses: helpers, time and logarithmic
 * scales, the legend, the second mode (uplot-unused-plugin.ts). Each edit fails the build when
 * uPlot no longer has its text; so does a module whose import-time formatter is not guarded by
 * the kit's patch (uplot-locale-patch.ts), and a build that carries uPlot from another file
 * than the one edited, when it is written.
 */
export function uplotSourcePlugin(): Plugin {
  const edited = new Set<string>();
  return {
    name: 'broker-widgets:uplot-source',
    buildStart() {
      edited.clear();
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!UPLOT_MODULE.test(file)) return null;
      edited.add(file);
      checkUplotLocalePatched(code, file);
      return { code: withoutUnusedUplotParts(code), map: null };
    },
    generateBundle(_options, bundle) {
      const scripts = Object.values(bundle)
        .flatMap((output) => (output.type === 'chunk' ? output.moduleIds : []))
        .map((id) => id.split('?')[0] ?? '')
        .filter((file) => UPLOT_SCRIPT.test(file));
      if (scripts.length === 0 || scripts.some((file) => edited.has(file))) return;
      throw new Error(
        `This build carries uPlot from ${[...new Set(scripts)].join(', ')}, but scripts/uplot-source-plugin.ts edits uplot/dist/uPlot.esm.js alone, so the parts the kit never uses were not left out, nor was the patch of its formatter checked. Point UPLOT_MODULE at the file uPlot's package now gives for \`import uPlot from 'uplot'\`, check that scripts/uplot-unused-plugin.ts still finds its text in it, and that the kit's patch in patches/ edits that file.`,
      );
    },
  };
}
