import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** Marks the text of a stylesheet the kit adopts, from its module until the chunk is written. */
const MARK = '/*kit-css*/';

/** A stylesheet imported as text: `x.css?inline`, vanilla-extract's or uPlot's. */
const INLINE_CSS = /\.css\?inline$/;

/** A stylesheet imported as text, whatever else its query says. */
const ANY_INLINE_CSS = /\.css\?(?:.*&)?inline(?:[&=]|$)/;

/** What Vite makes of a stylesheet imported as text. */
const CSS_TEXT_MODULE = /^export default ("(?:[^"\\]|\\.)*");?\s*$/;

/** The table's name in a chunk, before the minifier shortens it. */
const TABLE = '__kitCssTexts';

/** A marked string literal in a chunk, in any quotes. */
const MARKED_LITERAL = new RegExp(
  `(["'\`])${MARK.replace(/[*/]/g, '\\$&')}((?:\\\\[\\s\\S]|(?!\\1)[^\\\\])*)\\1`,
  'g',
);

/** The CSS text module with its text marked. */
export function markedCssText(code: string, id: string): string {
  const literal = CSS_TEXT_MODULE.exec(code)?.[1];
  if (literal === undefined) {
    throw new Error(
      `${id}: a stylesheet as text is no longer \`export default "…"\`; update scripts/css-table-plugin.ts`,
    );
  }
  return `export default ${JSON.stringify(MARK + (JSON.parse(literal) as string))};`;
}

/** The chunk with its marked stylesheets moved, in order, into one table at its top. */
export function gatheredCssTexts(code: string) {
  const texts: string[] = [];
  const text = new MagicString(code);
  for (const match of code.matchAll(MARKED_LITERAL)) {
    const [whole, quote = '', body = ''] = match;
    if (quote === '`' && body.includes('${'))
      throw new Error('A stylesheet’s text is a template with a placeholder.');
    text.overwrite(match.index, match.index + whole.length, `${TABLE}[${texts.length}]`);
    texts.push(quote + body + quote);
  }
  const marks = code.split(MARK).length - 1;
  if (marks !== texts.length) {
    throw new Error(
      `The chunk has the stylesheet mark ${MARK} ${marks} times, ${texts.length} of them at the start of a string literal: the stylesheets are no longer one literal each. scripts/css-table-plugin.ts reads each stylesheet as one literal; update MARKED_LITERAL to read them as they are now written.`,
    );
  }
  if (texts.length === 0) return null;
  if (code.includes(TABLE)) throw new Error(`The chunk already names ${TABLE}.`);
  text.prepend(`const ${TABLE} = [${texts.join(', ')}];\n`);
  return { code: text.toString(), map: text.generateMap({ hires: true }) };
}

/**
 * Gathers the stylesheets of a file a page loads into one table at its top. Each element's
 * shadow root adopts all of them as one sheet (widgets/shared/shadow-styles.ts), but the bundler
 * leaves each beside the code of its widget, where the compressor finds nothing like it within
 * reach; side by side, the rules they share compress against one another (about 2 KB gzip of
 * the one-file kit's 7 KB of CSS). The modules still register their stylesheets in the order
 * they did: only where the text lies in the file changes. A stylesheet imported as text that it
 * would not mark, or a chunk whose marked stylesheets it cannot read, fails the build.
 */
export function cssTablePlugin(): Plugin {
  const marked = new Set<string>();
  return {
    name: 'broker-widgets:css-table',
    enforce: 'post',
    buildStart() {
      marked.clear();
    },
    transform(code, id) {
      if (!INLINE_CSS.test(id)) {
        if (ANY_INLINE_CSS.test(id)) {
          throw new Error(
            `${id}: a stylesheet imported as text with a query scripts/css-table-plugin.ts does not expect (\`.css?inline\` alone), so it would not be gathered; make INLINE_CSS read it.`,
          );
        }
        return null;
      }
      marked.add(id);
      return { code: markedCssText(code, id), map: null };
    },
    renderChunk(code, chunk) {
      const gathered = gatheredCssTexts(code);
      const sheets = chunk.moduleIds.filter((id) => marked.has(id));
      if (!gathered && sheets.length > 0) {
        throw new Error(
          `${chunk.fileName} carries the stylesheets ${sheets.join(', ')}, but none of their marked texts (${MARK}…) is in its code: scripts/css-table-plugin.ts cannot gather them. Find how the bundler now writes them, and update the plugin.`,
        );
      }
      return gathered;
    },
  };
}
