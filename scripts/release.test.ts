import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELEMENT_TAGS } from './element-tags';
import {
  moduleReferences,
  planRelease,
  release,
  writeRelease,
  type IntegrityManifest,
} from './release';

/*
 * `npm run release` as a publisher runs it, against the built dist/ (run `npm run build` first),
 * into a temporary folder: the hashes against the bytes, the files each entry loads as another
 * parser (esbuild's) finds them, the printed snippets, and the immutable version folder.
 */

const run = promisify(execFile);
const TSX = resolve('node_modules/.bin/tsx');
const BASE = 'https://cdn.example/broker-widgets@0.1.0/';
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

let work: string;
let out: string;
let dir: string;
let printed: string;
let manifest: IntegrityManifest;

const releaseCli = (args: string[]) =>
  run(TSX, ['scripts/release.ts', ...args], { encoding: 'utf8' }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

const sha = (algorithm: 'sha256' | 'sha384', bytes: Buffer) =>
  `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;

const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();

/** Every module an entry loads, statically or dynamically, as esbuild's bundler follows them. */
async function esbuildClosure(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [join(dir, entry)],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: join(work, 'esbuild'),
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs)
    .map((input) => relative(dir, resolve(input)).split(sep).join('/'))
    .filter((path) => path !== entry)
    .sort();
}

/** The printed snippets: each block's module scripts and its import map's integrity. */
function printedBlocks(): { scripts: Map<string, string>; integrity: Record<string, string> }[] {
  return printed
    .split('\n\n')
    .filter((block) => block.includes('<script') || block.includes('<link'))
    .map((block) => {
      const scripts = new Map(
        [
          ...block.matchAll(/<(?:script|link) [^>]*(?:src|href)="([^"]+)" integrity="([^"]+)"/g),
        ].map((match) => [match[1] ?? '', match[2] ?? '']),
      );
      const map = /<script type="importmap">\n([\s\S]*?)\n<\/script>/.exec(block)?.[1];
      const integrity = map
        ? ((JSON.parse(map) as { integrity: Record<string, string> }).integrity ?? {})
        : {};
      return { scripts, integrity };
    });
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'release-test-'));
  out = join(work, 'release');
  const result = await releaseCli(['--out', out, '--base', BASE]);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  printed = result.stdout;
  dir = join(out, `broker-widgets@${version}`);
  manifest = JSON.parse(readFileSync(join(dir, 'integrity.json'), 'utf8')) as IntegrityManifest;
}, 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the release folder', () => {
  it('holds the files integrity.json lists, each with the SHA-384 of its bytes', () => {
    expect(filesUnder(dir)).toEqual(
      [...manifest.files.map((file) => file.path), 'integrity.json'].sort(),
    );
    for (const file of manifest.files) {
      expect(file.integrity, file.path).toBe(sha('sha384', readFileSync(join(dir, file.path))));
    }
  });

  it('holds the same bytes as dist/, and none of the hidden source maps', () => {
    for (const file of manifest.files) {
      expect(readFileSync(join(dir, file.path)).equals(readFileSync(join('dist', file.path)))).toBe(
        true,
      );
    }
    const paths = manifest.files.map((file) => file.path);
    expect(paths).toContain('core.js.map');
    expect(paths.filter((path) => path.endsWith('.map'))).toEqual(['core.js.map']);
    expect(paths.filter((path) => path.startsWith('react/'))).toEqual([]);
    for (const path of ['reserve.css', 'custom-elements.json', 'core.js', 'broker-widgets.js']) {
      expect(paths).toContain(path);
    }
  });

  it('lists every module each entry imports, transitively, as esbuild follows them', async () => {
    for (const load of manifest.entries) {
      const closure = await esbuildClosure(load.entry);
      expect(load.modules, load.entry).toEqual(closure);
      for (const path of closure) expect(manifest.files.map((file) => file.path)).toContain(path);
    }
    const priceGraph = manifest.entries.find((load) => load.entry === 'elements/price-graph.js');
    // The texts of every language, and the chunk only the indicator worker imports.
    for (const language of ['sv', 'nb', 'da', 'fi', 'en']) {
      expect(priceGraph?.modules.some((path) => path.includes(`price-graph.${language}-`))).toBe(
        true,
      );
    }
    expect(priceGraph?.modules.some((path) => path.includes('indicator-worker-'))).toBe(true);
    expect(priceGraph?.startsWorker).toBe(true);
  }, 60_000);

  it('holds every texts file of the one-file kit, each the one its carried SHA-256 names', () => {
    const kit = manifest.entries.find((load) => load.entry === 'broker-widgets.js');
    const texts = readdirSync('dist/texts').map((name) => `texts/${name}`);
    expect(texts).toHaveLength(5);
    expect(kit?.fetches).toEqual(texts.sort());
    const code = readFileSync(join(dir, 'broker-widgets.js'), 'utf8');
    for (const path of texts) expect(code).toContain(sha('sha256', readFileSync(join(dir, path))));
  });
});

describe('the printed snippets', () => {
  it('carry the integrity of the bytes at each address', () => {
    const blocks = printedBlocks();
    expect(blocks.length).toBeGreaterThanOrEqual(ELEMENT_TAGS.length + 3);
    for (const { scripts, integrity } of blocks) {
      for (const [url, value] of [...scripts, ...Object.entries(integrity)]) {
        expect(url.startsWith(BASE), url).toBe(true);
        expect(value, url).toBe(sha('sha384', readFileSync(join(dir, url.slice(BASE.length)))));
      }
    }
  });

  it('give each element file an import map covering every chunk it imports', async () => {
    const blocks = printedBlocks();
    for (const tag of ELEMENT_TAGS) {
      const entry = `elements/${tag}.js`;
      const alone = blocks.find(
        ({ scripts }) => scripts.size === 1 && scripts.has(`${BASE}${entry}`),
      );
      const urls = (await esbuildClosure(entry)).map((path) => `${BASE}${path}`);
      expect(urls.length, entry).toBeGreaterThan(0);
      expect(Object.keys(alone?.integrity ?? {}).sort(), entry).toEqual(urls);
    }
    const kit = blocks.find(({ scripts }) => scripts.has(`${BASE}broker-widgets.js`));
    expect(kit?.integrity).toEqual({});
    expect(printed).toContain(
      `<script type="module" src="${BASE}broker-widgets.js" integrity="${sha('sha384', readFileSync(join(dir, 'broker-widgets.js')))}" crossorigin="anonymous"></script>`,
    );
  }, 60_000);

  it('say what the worker fetches unchecked', () => {
    expect(printed).toMatch(/Not covered: elements\/price-graph\.js starts the indicator worker/);
  });
});

describe('an immutable version folder', () => {
  it('is left alone when a release of the same build runs again', () => {
    const before = readFileSync(join(dir, 'integrity.json'));
    const result = release({ distDir: 'dist', outDir: out, base: BASE });
    expect(result.status).toBe('unchanged');
    expect(result.text).toContain('already there, unchanged');
    expect(readFileSync(join(dir, 'integrity.json')).equals(before)).toBe(true);
  }, 60_000);

  it('refuses a build whose bytes differ under the same version, and keeps what it holds', async () => {
    const changedDist = join(work, 'changed-dist');
    cpSync('dist', changedDist, { recursive: true });
    const chunk =
      manifest.entries.find((load) => load.entry === 'elements/spark-graph.js')?.modules[0] ?? '';
    expect(chunk).not.toBe('');
    appendFileSync(join(changedDist, chunk), '\n');
    const refused = await releaseCli(['--out', out, '--dist', changedDist, '--base', BASE]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${chunk}: different bytes`);
    expect(readFileSync(join(dir, chunk)).equals(readFileSync(join('dist', chunk)))).toBe(true);
  }, 60_000);

  it('refuses a folder a file was changed in, added to or removed from', () => {
    const plan = planRelease('dist');
    const copy = join(work, 'copy');
    const copied = join(copy, `broker-widgets@${version}`);
    cpSync(dir, copied, { recursive: true });
    writeFileSync(join(copied, 'reserve.css'), 'changed');
    expect(() => writeRelease(plan, copy)).toThrow('reserve.css: different bytes');
    expect(readFileSync(join(copied, 'reserve.css'), 'utf8')).toBe('changed');

    cpSync(dir, copied, { recursive: true });
    expect(writeRelease(plan, copy).status).toBe('unchanged');
    writeFileSync(join(copied, 'extra.js'), '');
    expect(() => writeRelease(plan, copy)).toThrow('extra.js: not in this build');

    rmSync(join(copied, 'extra.js'));
    rmSync(join(copied, 'custom-elements.json'));
    expect(() => writeRelease(plan, copy)).toThrow('custom-elements.json: missing');
  }, 60_000);
});

describe('what a module refers to, as its syntax says', () => {
  it('finds imports, re-exports, dynamic imports and addresses beside the module', () => {
    const found = moduleReferences(
      [
        'import a from "./a.js"; import "./side.js"; export { b } from "./b.js";',
        'export * from "./c.js"; const t = () => import(`./texts.js`);',
        'const d = import("./d.js"); const u = new URL("./data.json", import.meta.url);',
        'const s = "import(\'./not-code.js\')"; const w = new Worker(u, { type: "module" });',
        'const elsewhere = new URL("./ignored.json", location.href);',
      ].join('\n'),
    );
    expect(found).toEqual({
      static: ['./a.js', './side.js', './b.js', './c.js'],
      dynamic: ['./texts.js', './d.js'],
      urls: ['./data.json'],
      startsWorker: true,
    });
  });

  it('refuses a dynamic import it cannot follow', () => {
    expect(() => moduleReferences('const m = (n) => import("./" + n + ".js");', 'x.js')).toThrow(
      /x\.js: a dynamic import of a computed specifier cannot be followed/,
    );
  });
});
