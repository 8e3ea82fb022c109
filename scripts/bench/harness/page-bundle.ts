import { fileURLToPath } from 'node:url';
import { build, type InlineConfig, type Rolldown } from 'vite';

/**
 * The benches' page scripts are typed modules (`scripts/bench/pages/`), bundled here in memory
 * with Vite, without the project's config (the pages are not the kit).
 */

const pagePath = (file: string) => fileURLToPath(new URL(`../pages/${file}`, import.meta.url));

/** The build both kinds of bundle share, for `input` and the output's format. */
async function bundle(
  input: string | Record<string, string>,
  output: Rolldown.OutputOptions,
): Promise<(Rolldown.OutputChunk | Rolldown.OutputAsset)[]> {
  const config: InlineConfig = {
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rollupOptions: { input, preserveEntrySignatures: 'strict', output },
    },
  };
  const result = await build(config);
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((item) => item.output);
}

/**
 * Page modules a page loads with `<script type="module" src>`: each entry becomes
 * `/pages/<name>.js`, with the libraries it imports and the chunks the entries share.
 */
export async function bundlePages(
  entries: Readonly<Record<string, string>>,
): Promise<Map<string, Buffer>> {
  const input = Object.fromEntries(
    Object.entries(entries).map(([name, file]) => [name, pagePath(file)]),
  );
  const items = await bundle(input, {
    entryFileNames: '[name].js',
    chunkFileNames: '[name]-[hash].js',
    format: 'es',
  });
  const files = new Map<string, Buffer>();
  for (const item of items) {
    files.set(
      `/pages/${item.fileName}`,
      Buffer.from(item.type === 'chunk' ? item.code : item.source),
    );
  }
  return files;
}

/**
 * Page scripts a page carries in its HTML, as a classic `<script>` that runs while the page is
 * parsed (before any module script): each entry bundled alone, by name, as one self-contained
 * script (an IIFE, so without top-level `await`).
 */
export async function bundleInlineScripts(
  entries: Readonly<Record<string, string>>,
): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  for (const [name, file] of Object.entries(entries)) {
    const items = await bundle(pagePath(file), { format: 'iife' });
    const entry = items.find((item) => item.type === 'chunk' && item.isEntry);
    if (entry?.type !== 'chunk') throw new Error(`${file}: no script was bundled`);
    if (/<\/script/i.test(entry.code)) throw new Error(`${file}: cannot be inlined in HTML`);
    scripts.set(name, entry.code);
  }
  return scripts;
}
