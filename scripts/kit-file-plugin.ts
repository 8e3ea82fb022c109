import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** What `core/worker/spawn-from-kit.ts` holds until the build names its file. */
export const KIT_FILE_PLACEHOLDER = 'broker-widgets:kit-file';

const PLACEHOLDER_LITERAL = /(["'`])broker-widgets:kit-file\1/g;

/**
 * Writes the name of the file a chunk becomes over the placeholder in its code, keeping the
 * source map true. A name whose hash is not known yet (`[hash]` patterns) is refused: the
 * worker's check needs the name a page will load.
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
  for (const match of code.matchAll(PLACEHOLDER_LITERAL)) {
    text.overwrite(match.index, match.index + match[0].length, JSON.stringify(fileName));
  }
  return { code: text.toString(), map: text.generateMap({ hires: true }) };
}

/** Names, in the files a page loads as they are, the file the indicator worker starts from. */
export function kitFilePlugin(): Plugin {
  return {
    name: 'broker-widgets:kit-file',
    renderChunk(code, chunk) {
      return nameKitFile(code, chunk.fileName);
    },
  };
}
