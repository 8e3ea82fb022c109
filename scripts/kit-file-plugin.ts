import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** What `core/worker/spawn-from-kit.ts` holds until the build names its file. */
export const KIT_FILE_PLACEHOLDER = 'broker-widgets:kit-file';

const PLACEHOLDER_LITERAL = /(["'`])broker-widgets:kit-file\1/g;

/** The placeholder anywhere, not as the start of a longer name. */
const PLACEHOLDER = /broker-widgets:kit-file(?![\w-])/g;

/** The module holding the placeholder. */
const SPAWN_FROM_KIT = /[\\/]core[\\/]worker[\\/]spawn-from-kit\.ts$/;

/**
 * Writes the name of the file a chunk becomes over the placeholder in its code, keeping the
 * source map true. A name whose hash is not known yet (`[hash]` patterns) is refused: the
 * worker's check needs the name a page will load. So is a placeholder that is not a string
 * literal of its own (joined into a longer string, say), which would stay in the code.
 */
export function nameKitFile(
  code: string,
  fileName: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes(KIT_FILE_PLACEHOLDER)) return null;
  if (/[~{}[\]]/.test(fileName)) {
    throw new Error(
      `The indicator worker's code landed in ${fileName}, a file named by its hash; keep it in an entry (core/worker/spawn-from-kit.ts).`,
    );
  }
  const text = new MagicString(code);
  const literals = [...code.matchAll(PLACEHOLDER_LITERAL)];
  for (const match of literals) {
    text.overwrite(match.index, match.index + match[0].length, JSON.stringify(fileName));
  }
  const placeholders = code.match(PLACEHOLDER)?.length ?? 0;
  if (placeholders !== literals.length) {
    throw new Error(
      `${fileName} holds the placeholder ${KIT_FILE_PLACEHOLDER} ${placeholders} times, ${literals.length} of them as a string literal of its own: scripts/kit-file-plugin.ts names the file in literals alone, and the rest would stay. Keep the placeholder a string of its own in core/worker/spawn-from-kit.ts, or make PLACEHOLDER_LITERAL read how the bundler writes it now.`,
    );
  }
  return { code: text.toString(), map: text.generateMap({ hires: true }) };
}

/**
 * Names, in the files a page loads as they are, the file the indicator worker starts from. A
 * build that carries core/worker/spawn-from-kit.ts without the placeholder in any chunk fails
 * when it is written: the worker's check would never pass.
 */
export function kitFilePlugin(): Plugin {
  let named = 0;
  return {
    name: 'broker-widgets:kit-file',
    buildStart() {
      named = 0;
    },
    renderChunk(code, chunk) {
      const result = nameKitFile(code, chunk.fileName);
      if (result) named++;
      return result;
    },
    generateBundle(_options, bundle) {
      const spawners = Object.values(bundle).filter(
        (output) =>
          output.type === 'chunk' &&
          output.moduleIds.some((id) => SPAWN_FROM_KIT.test(id.split('?')[0] ?? '')),
      );
      if (spawners.length === 0 || named > 0) return;
      throw new Error(
        `${spawners.map((chunk) => chunk.fileName).join(', ')} carries core/worker/spawn-from-kit.ts, but no chunk held the placeholder ${KIT_FILE_PLACEHOLDER} for scripts/kit-file-plugin.ts to name its file. Keep KIT_FILE in spawn-from-kit.ts the plugin's KIT_FILE_PLACEHOLDER.`,
      );
    },
  };
}
