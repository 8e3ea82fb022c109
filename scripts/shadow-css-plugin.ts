import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const REGISTRY = fileURLToPath(new URL('../widgets/shared/shadow-styles.ts', import.meta.url));

/** `import "….vanilla.css";` as vanilla-extract's plugin writes it into a compiled style module. */
const VANILLA_CSS_IMPORT = /import\s+(["'])([^"']+\.vanilla\.css)\1;?/g;

/** vanilla-extract's stylesheet of a style module, imported any other way than as text. */
const VANILLA_CSS_NOT_AS_TEXT = /\.vanilla\.css(?!\?inline["'])/;

/** A style module's source, which vanilla-extract has not compiled: it still calls the library. */
const UNCOMPILED = /from\s+["']@vanilla-extract\/css["']/;

/**
 * Sends the CSS of vanilla-extract style modules to the kit's shadow-root sheet instead of the
 * document head (which never reaches a shadow root): each generated CSS import becomes an
 * `?inline` import whose text is handed to `registerKitCss`. Runs after vanilla-extract.
 *
 * Every style module of the kit makes CSS, so one that reaches this plugin uncompiled, or
 * compiled with no CSS import as this plugin reads them, fails the build; so does a build whose
 * bundle holds a vanilla-extract stylesheet that was not imported as text.
 */
export function shadowCssPlugin(): Plugin {
  return {
    name: 'broker-widgets:shadow-css',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!/\.css\.ts$/.test(file)) return null;
      if (UNCOMPILED.test(code)) {
        throw new Error(
          `${file}: this style module reached scripts/shadow-css-plugin.ts uncompiled (it still imports @vanilla-extract/css). vanilla-extract's plugin must compile it first: keep vanillaExtractPlugin() in vite.config.ts's plugins.`,
        );
      }
      let index = 0;
      const imports: string[] = [];
      const rewritten = code.replace(VANILLA_CSS_IMPORT, (_whole, quote: string, path: string) => {
        const name = `__kitCss${index++}`;
        imports.push(name);
        return `import ${name} from ${quote}${path}?inline${quote};`;
      });
      if (imports.length === 0 || VANILLA_CSS_NOT_AS_TEXT.test(rewritten)) {
        throw new Error(
          `${file}: vanilla-extract compiled this style module without importing its CSS as \`import '….vanilla.css';\`, so scripts/shadow-css-plugin.ts cannot send that CSS to the elements' shadow roots. If vanilla-extract writes its CSS imports differently now, update VANILLA_CSS_IMPORT in scripts/shadow-css-plugin.ts to read them.`,
        );
      }
      const register = `import { registerKitCss as __registerKitCss } from ${JSON.stringify(REGISTRY)};\n${imports
        .map((name) => `__registerKitCss(${name});`)
        .join('\n')}\n`;
      return { code: `${rewritten}\n${register}`, map: null };
    },
    generateBundle(_options, bundle) {
      const unregistered = Object.values(bundle)
        .flatMap((output) => (output.type === 'chunk' ? output.moduleIds : []))
        .filter((id) => /\.vanilla\.css(?:\?|$)/.test(id) && !id.endsWith('.vanilla.css?inline'));
      if (unregistered.length === 0) return;
      throw new Error(
        `vanilla-extract's CSS reached the bundle without being registered for the shadow roots: ${[...new Set(unregistered)].join(', ')}. scripts/shadow-css-plugin.ts registers a style module's CSS imported as \`import '….vanilla.css';\`; make it read how this CSS is imported.`,
      );
    },
  };
}
