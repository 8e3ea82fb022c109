import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const REGISTRY = fileURLToPath(new URL('../widgets/shared/shadow-styles.ts', import.meta.url));

/** `import "….vanilla.css";` as vanilla-extract's plugin writes it into a compiled style module. */
const VANILLA_CSS_IMPORT = /import\s+(["'])([^"']+\.vanilla\.css)\1;?/g;

/**
 * Sends the CSS of vanilla-extract style modules to the kit's shadow-root sheet instead of the
 * document head (which never reaches a shadow root): each generated CSS import becomes an
 * `?inline` import whose text is handed to `registerKitCss`. Runs after vanilla-extract.
 */
export function shadowCssPlugin(): Plugin {
  return {
    name: 'broker-widgets:shadow-css',
    enforce: 'post',
    transform(code, id) {
      if (!/\.css\.ts$/.test(id.split('?')[0] ?? '')) return null;
      let index = 0;
      const imports: string[] = [];
      const rewritten = code.replace(VANILLA_CSS_IMPORT, (_whole, quote: string, path: string) => {
        const name = `__kitCss${index++}`;
        imports.push(name);
        return `import ${name} from ${quote}${path}?inline${quote};`;
      });
      if (imports.length === 0) return null;
      const register = `import { registerKitCss as __registerKitCss } from ${JSON.stringify(REGISTRY)};\n${imports
        .map((name) => `__registerKitCss(${name});`)
        .join('\n')}\n`;
      return { code: `${rewritten}\n${register}`, map: null };
    },
  };
}
