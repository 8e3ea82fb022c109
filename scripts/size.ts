import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ELEMENT_TAGS } from './element-tags';
import { bundleComposition } from './bundle-composition';
import { COMPILE_ON_LOAD_HINT, HINTED_ELEMENT } from './compile-hints';
import { SIZE_BUDGETS_GZIP } from './size-budgets';

/*
 * Prints gzip and brotli bytes of every dist entry as a page downloads it: the entry, every
 * chunk it imports, and the texts of one language (the largest) of each widget it holds, which
 * an element loads before it renders. Beside each: its goal, which is its budget; the check
 * fails when an entry is over it. Sizes are deterministic for a given build, so this is a
 * check, not a benchmark. It also counts the waves of requests before an entry runs: a chunk
 * imported by a chunk is found only once that chunk has arrived and been read, one round trip
 * after it; an entry must name every chunk it needs itself, and a language must be one file.
 * And it counts the files that open with V8's compile hint (scripts/compile-hints.ts): the
 * price graph's own file must, or the bundler or the minifier has moved the hint from the top.
 */

const DIST = 'dist';

/** The file that must open with the compile hint. */
const HINTED_FILE = join(DIST, 'elements', `${HINTED_ELEMENT}.js`);

const opensWithHint = (file: string) => readFileSync(file, 'utf8').startsWith(COMPILE_ON_LOAD_HINT);

/** Static imports in minified ES output: `import"./x.js"` and `from"./x.js"`. */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) =>
    join(dirname(file), m[1] ?? ''),
  );
}

/** At most: an entry, then every chunk it needs at once; a language of texts in one file. */
const MAX_REQUEST_WAVES = { entry: 2, texts: 1 } as const;

/**
 * Waves of requests before a file can run: the file itself, then each file first named by
 * what the wave before brought (the browser learns of a chunk's imports only once it has it).
 */
function requestWaves(file: string): number {
  const seen = new Set([file]);
  let wave = [file];
  let waves = 0;
  while (wave.length > 0) {
    waves += 1;
    wave = [...new Set(wave.flatMap(importsOf))].filter((chunk) => !seen.has(chunk));
    wave.forEach((chunk) => seen.add(chunk));
  }
  return waves;
}

function closure(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    importsOf(file).forEach(visit);
  };
  entries.forEach(visit);
  return [...seen];
}

/**
 * A widget's texts in one language, as the builds name them: a chunk (vite.config.ts), or a
 * JSON file beside the one-file kit (scripts/language-files-plugin.ts).
 */
const TEXTS_CHUNK = /\/([a-z-]+)\.(sv|nb|da|fi|en)-[\w-]+\.(?:js|json)$/;

/**
 * The texts a file can load: dynamic imports of chunks (`import("./chunks/price-graph.fi-x.js")`)
 * and the one-file kit's texts files (`"./texts/broker-widgets.fi-x.json"`).
 */
function textImportsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const chunks = code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g);
  const files = code.matchAll(/["'`]((?:\.\/)?texts\/[^"'`]+\.json)["'`]/g);
  return [...chunks, ...files]
    .map((m) => join(dirname(file), m[1] ?? ''))
    .filter((chunk) => TEXTS_CHUNK.test(chunk));
}

/**
 * What a page downloads for an entry: its static closure, and for each widget whose texts it
 * can load, the language that weighs most, with the keys it imports.
 */
function download(entry: string): string[] {
  const files = closure([entry]);
  const byWidget = new Map<string, string[]>();
  for (const chunk of new Set(files.flatMap(textImportsOf))) {
    const widget = TEXTS_CHUNK.exec(chunk)?.[1] ?? '';
    byWidget.set(widget, [...(byWidget.get(widget) ?? []), chunk]);
  }
  const heaviest = [...byWidget.values()].map((languages) =>
    languages.reduce((most, chunk) =>
      gzip(readFileSync(chunk)) > gzip(readFileSync(most)) ? chunk : most,
    ),
  );
  return closure([...files, ...heaviest]);
}

const gzip = (data: Buffer) => gzipSync(data, { level: 9 }).length;
const brotli = (data: Buffer) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function entries(): string[] {
  const elements = readdirSync(join(DIST, 'elements'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(DIST, 'elements', name));
  return [join(DIST, 'broker-widgets.js'), ...elements];
}

/** Where the one-file kit's bytes come from, by npm package and kit folder (its source map). */
function printComposition(bundle: string): void {
  const rows = bundleComposition(
    readFileSync(bundle, 'utf8'),
    JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as { sources: string[]; mappings: string },
  );
  console.log(
    `\n${relative(DIST, bundle)} by source (each part gzipped alone, a guide to its share):`,
  );
  for (const row of rows.filter((r) => r.gzip >= 500)) {
    console.log(`  ${kb(row.gzip).padStart(9)} gzip  ${kb(row.raw).padStart(9)} raw  ${row.group}`);
  }
  const small = rows.filter((r) => r.gzip < 500);
  if (small.length > 0) console.log(`  and ${small.length} parts under 0.5 KB gzip each`);
}

/**
 * What an app pays for one React component, as its bundler makes it (esbuild, minified, React
 * left to the app, every language of the texts bundled in): imported from its own module
 * (`broker-widgets/react/<tag>`) and by name from `broker-widgets/react`. Beside it, the element
 * file a page would load instead (with one language): importing one component should cost
 * about one element.
 */
async function printReactComponents(elementGzip: ReadonlyMap<string, number>): Promise<void> {
  const appBytes = async (source: string) => {
    const result = await build({
      stdin: { contents: source, resolveDir: resolve('.'), loader: 'js' },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
      logLevel: 'silent',
    });
    return gzip(Buffer.from(result.outputFiles[0]?.contents ?? []));
  };
  const name = (tag: string) => tag.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
  const rows = [['component', 'own module', 'from the index', 'element file', 'ratio']];
  for (const tag of ELEMENT_TAGS) {
    const own = await appBytes(
      `import { ${name(tag)} } from './dist/react/${tag}.js'; console.log(${name(tag)});`,
    );
    const index = await appBytes(
      `import { ${name(tag)} } from './dist/react/index.js'; console.log(${name(tag)});`,
    );
    const element = elementGzip.get(`elements/${tag}.js`) ?? NaN;
    rows.push([name(tag), kb(own), kb(index), kb(element), `${(own / element).toFixed(2)}×`]);
  }
  console.log('\nReact components in an app bundle (gzip), beside the element file a page loads:');
  const widths = rows.reduce<number[]>(
    (max, row) => row.map((cell, col) => Math.max(max[col] ?? 0, cell.length)),
    [],
  );
  for (const row of rows)
    console.log(`  ${row.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')}`);
}

async function main(): Promise<void> {
  let failed = false;
  const rows: string[][] = [
    ['entry', 'files', 'waves', 'hinted', 'raw', 'gzip', 'brotli', 'goal and budget (gzip)'],
  ];
  const gzipOf = new Map<string, number>();
  const tooManyWaves: string[] = [];
  for (const entry of entries()) {
    const files = download(entry);
    const waves = requestWaves(entry);
    if (waves > MAX_REQUEST_WAVES.entry) {
      tooManyWaves.push(`${relative(DIST, entry)}: ${String(waves)} waves of requests`);
    }
    for (const texts of new Set(closure([entry]).flatMap(textImportsOf))) {
      const textWaves = requestWaves(texts);
      if (textWaves > MAX_REQUEST_WAVES.texts) {
        tooManyWaves.push(`${relative(DIST, texts)}: ${String(textWaves)} waves of requests`);
      }
    }
    const sizes = files.map((file) => {
      const data = readFileSync(file);
      return { raw: data.length, gzip: gzip(data), brotli: brotli(data) };
    });
    const sum = (key: 'raw' | 'gzip' | 'brotli') => sizes.reduce((total, s) => total + s[key], 0);
    const name = relative(DIST, entry);
    gzipOf.set(name, sum('gzip'));
    const budget = SIZE_BUDGETS_GZIP[name];
    const over = budget !== undefined && sum('gzip') > budget;
    failed ||= over || budget === undefined;
    rows.push([
      name,
      String(files.length),
      String(waves),
      String(files.filter(opensWithHint).length),
      kb(sum('raw')),
      kb(sum('gzip')),
      kb(sum('brotli')),
      budget === undefined
        ? 'NO BUDGET'
        : `${kb(budget)}  ${over ? 'OVER' : 'met'} (${((sum('gzip') / budget) * 100).toFixed(0)} %)`,
    ]);
  }
  const widths = rows.reduce<number[]>(
    (max, row) => row.map((cell, col) => Math.max(max[col] ?? 0, cell.length)),
    [],
  );
  for (const row of rows) {
    console.log(row.map((cell, col) => cell.padEnd(widths[col] ?? 0)).join('  '));
  }
  printComposition(join(DIST, 'broker-widgets.js'));
  await printReactComponents(gzipOf);
  if (tooManyWaves.length > 0) {
    console.error(
      `\nRequest check failed: an element file must import every chunk it needs itself (${String(MAX_REQUEST_WAVES.entry)} waves: the file, then its chunks at once), and a language must be one file:\n- ${tooManyWaves.join('\n- ')}`,
    );
  }
  if (failed) {
    console.error(
      '\nSize check failed: an entry is over its budget or has none (scripts/size-budgets.ts).',
    );
  }
  const hintMissing = !opensWithHint(HINTED_FILE);
  if (hintMissing) {
    console.error(
      `\nCompile hint check failed: ${relative(DIST, HINTED_FILE)} does not open with \`${COMPILE_ON_LOAD_HINT}\`.`,
    );
  }
  if (failed || tooManyWaves.length > 0 || hintMissing) process.exit(1);
}

await main();
