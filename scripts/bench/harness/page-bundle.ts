import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

/**
 * The benches' page scripts are typed modules (`scripts/bench/pages/`), bundled here in memory
 * with Vite, without the project's config (the pages are not the kit): each entry becomes
 * `/pages/<name>.js`, with the libraries it imports and the chunks the entries share.
 */
export async function bundlePages(
  entries: Readonly<Record<string, string>>,
): Promise<Map<string, Buffer>> {
  const input = Object.fromEntries(
    Object.entries(entries).map(([name, file]) => [
      name,
      fileURLToPath(new URL(`../pages/${file}`, import.meta.url)),
    ]),
  );
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rollupOptions: {
        input,
        preserveEntrySignatures: 'strict',
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', format: 'es' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files = new Map<string, Buffer>();
  for (const output of outputs) {
    for (const item of output.output) {
      files.set(
        `/pages/${item.fileName}`,
        Buffer.from(item.type === 'chunk' ? item.code : item.source),
      );
    }
  }
  return files;
}
