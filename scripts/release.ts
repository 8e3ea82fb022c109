import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseAst } from 'vite';
import { ELEMENT_TAGS } from './element-tags';

/*
 * `npm run release` (after `npm run build`, which it never runs): the files a page may load from
 * a CDN, copied from dist/ into a versioned folder that is never changed once written,
 * `release/broker-widgets@<version>/`, with `integrity.json` (every file's SHA-384, as
 * Subresource Integrity writes it), and the snippet a page pastes for each entry. An element
 * entry imports chunks, which an `integrity` attribute on its script tag does not cover: its
 * snippet has an import map whose `integrity` holds every chunk the entry can import, so the
 * browser checks each module the page loads.
 *
 * Which files an entry loads is read from the built files with a JavaScript parser (Vite's,
 * Rolldown's oxc): static imports and re-exports, dynamic imports (the texts of each language,
 * the indicator code), and `new URL('…', import.meta.url)` (the one-file kit's texts files).
 */

/** The files a page loads first; everything else it loads is reached from them. */
export const ENTRIES = [
  'broker-widgets.js',
  ...ELEMENT_TAGS.map((tag) => `elements/${tag}.js`),
  'core.js',
] as const;

/** Files a page may load that no entry imports: the reserved boxes and the elements' manifest. */
export const STANDALONE_FILES = ['reserve.css', 'custom-elements.json'] as const;

export const INTEGRITY_FILE = 'integrity.json';

/** What one JavaScript file refers to, as its syntax says. */
export interface ModuleReferences {
  /** `import … from '…'`, `import '…'`, `export … from '…'`. */
  static: string[];
  /** `import('…')` with a constant specifier. */
  dynamic: string[];
  /** `new URL('…', import.meta.url)`: files it fetches by address (texts files). */
  urls: string[];
  /** It constructs a `Worker`. */
  startsWorker: boolean;
}

type Node = { type: string } & Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { type?: unknown }).type === 'string';

/** A string the syntax fixes: a string literal, or a template literal with no substitutions. */
function constantString(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') {
    const expressions = node.expressions as unknown[];
    const quasis = node.quasis as { value: { cooked: string | null } }[];
    if (expressions.length === 0 && quasis.length === 1)
      return quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

const isImportMetaUrl = (node: unknown): boolean =>
  isNode(node) &&
  node.type === 'MemberExpression' &&
  isNode(node.object) &&
  node.object.type === 'MetaProperty' &&
  isNode(node.property) &&
  node.property.name === 'url';

/**
 * The references in one module's source. A dynamic import whose specifier is not a constant
 * cannot be followed, so the release would miss what it loads: that is an error.
 */
export function moduleReferences(code: string, file = 'module.js'): ModuleReferences {
  const found: ModuleReferences = { static: [], dynamic: [], urls: [], startsWorker: false };
  const visit = (node: Node): void => {
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'ExportNamedDeclaration': {
        const source = constantString(node.source);
        if (source !== undefined) found.static.push(source);
        break;
      }
      case 'ImportExpression': {
        const source = constantString(node.source);
        if (source === undefined) {
          throw new Error(`${file}: a dynamic import of a computed specifier cannot be followed`);
        }
        found.dynamic.push(source);
        break;
      }
      case 'NewExpression': {
        const callee = node.callee as Node;
        const args = node.arguments as unknown[];
        if (callee.type === 'Identifier' && callee.name === 'Worker') found.startsWorker = true;
        if (callee.type === 'Identifier' && callee.name === 'URL' && isImportMetaUrl(args[1])) {
          const address = constantString(args[0]);
          if (address !== undefined) found.urls.push(address);
        }
        break;
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'type') continue;
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item);
      } else if (isNode(value)) visit(value);
    }
  };
  visit(parseAst(code) as unknown as Node);
  return found;
}

/** What one entry makes a page load, every path relative to the release folder. */
export interface EntryLoad {
  entry: string;
  /** Every module it imports, statically or dynamically, directly or through another. */
  modules: string[];
  /** Files its modules fetch by address (`new URL(…, import.meta.url)`). */
  fetches: string[];
  /** Whether one of its modules starts a worker. */
  startsWorker: boolean;
}

/** A release before it is written: each file's bytes by path, and what each entry loads. */
export interface ReleasePlan {
  name: string;
  version: string;
  files: Map<string, Buffer>;
  entries: EntryLoad[];
}

const toPosix = (path: string) => path.split(sep).join('/');

/** A specifier relative to the module it is in, as a release path; bare or absolute ones are not ours. */
function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const path = posix.normalize(posix.join(posix.dirname(from), specifier));
  if (path.startsWith('../')) throw new Error(`${from} refers outside the release: ${specifier}`);
  return path;
}

/** The source map a file names at its end (`//# sourceMappingURL=…`), if any. */
function namedSourceMap(path: string, code: string): string | undefined {
  const last = code.trimEnd().split('\n').at(-1) ?? '';
  const named = /^\/\/# sourceMappingURL=(\S+)$/.exec(last)?.[1];
  return named === undefined || named.startsWith('data:')
    ? undefined
    : resolveRelative(path, `./${named}`);
}

/**
 * The release of a built dist/: the entries, everything they load, the standalone files, and
 * the source maps a shipped file names (core.js names its map, so DevTools fetches it; the
 * standalone files' maps are hidden, named by no file, and stay out: a page never asks for them,
 * and an immutable folder could never take back a map once published).
 */
export function planRelease(distDir: string, packageJson = 'package.json'): ReleasePlan {
  const { name, version } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    name: string;
    version: string;
  };
  if (!existsSync(join(distDir, ENTRIES[0]))) {
    throw new Error(`${join(distDir, ENTRIES[0])} is missing: run npm run build first.`);
  }
  const files = new Map<string, Buffer>();
  const read = (path: string): Buffer => {
    let bytes = files.get(path);
    if (!bytes) {
      const file = join(distDir, path);
      if (!existsSync(file)) throw new Error(`${file} is missing, but a shipped file refers to it`);
      bytes = readFileSync(file);
      files.set(path, bytes);
    }
    return bytes;
  };
  const references = new Map<string, ModuleReferences>();
  const referencesOf = (path: string): ModuleReferences => {
    let found = references.get(path);
    if (!found) {
      const code = read(path).toString('utf8');
      found = moduleReferences(code, path);
      references.set(path, found);
      const map = namedSourceMap(path, code);
      if (map) read(map);
    }
    return found;
  };

  const entries = ENTRIES.map((entry): EntryLoad => {
    const modules = new Set<string>();
    const fetches = new Set<string>();
    let startsWorker = false;
    const visit = (path: string) => {
      const found = referencesOf(path);
      startsWorker ||= found.startsWorker;
      for (const specifier of [...found.static, ...found.dynamic]) {
        const target = resolveRelative(path, specifier);
        if (target === undefined || target === entry || modules.has(target)) continue;
        modules.add(target);
        visit(target);
      }
      for (const address of found.urls) {
        const target = resolveRelative(path, address);
        if (target !== undefined) {
          fetches.add(target);
          read(target);
        }
      }
    };
    visit(entry);
    return { entry, modules: [...modules].sort(), fetches: [...fetches].sort(), startsWorker };
  });
  for (const file of STANDALONE_FILES) read(file);
  return {
    name,
    version,
    files: new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1))),
    entries,
  };
}

/** Subresource Integrity of some bytes: `sha384-<base64>`. */
export const sri = (bytes: Buffer): string =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** integrity.json: every file's path and SRI, and what each entry loads. */
export interface IntegrityManifest {
  name: string;
  version: string;
  files: { path: string; integrity: string }[];
  entries: EntryLoad[];
}

export function integrityManifest(plan: ReleasePlan): IntegrityManifest {
  return {
    name: plan.name,
    version: plan.version,
    files: [...plan.files].map(([path, bytes]) => ({ path, integrity: sri(bytes) })),
    entries: plan.entries,
  };
}

/** Every file under a folder, as release paths. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => toPosix(relative(dir, join(entry.parentPath, entry.name))))
    .sort();
}

/** How the version folder's contents differ from the plan: paths added, removed or changed. */
function differences(dir: string, files: ReadonlyMap<string, Buffer>): string[] {
  const there = listFiles(dir);
  const found: string[] = [];
  for (const path of there) {
    const planned = files.get(path);
    if (!planned) found.push(`${path}: not in this build`);
    else if (!planned.equals(readFileSync(join(dir, path)))) found.push(`${path}: different bytes`);
  }
  for (const path of files.keys()) if (!there.includes(path)) found.push(`${path}: missing`);
  return found;
}

export interface WrittenRelease {
  /** The version folder. */
  dir: string;
  /** `written` the first time; `unchanged` when the folder already holds exactly these files. */
  status: 'written' | 'unchanged';
  manifest: IntegrityManifest;
}

/**
 * Writes the version folder, whole or not at all (into a folder beside it, then renamed), and
 * reads every file back to check it against integrity.json. A version folder is immutable: one
 * that holds other bytes is an error, never overwritten; one that holds the same is left alone.
 */
export function writeRelease(plan: ReleasePlan, outDir: string): WrittenRelease {
  const manifest = integrityManifest(plan);
  const files = new Map(plan.files);
  files.set(INTEGRITY_FILE, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  const dir = join(outDir, `${plan.name}@${plan.version}`);
  if (existsSync(dir)) {
    const changed = differences(dir, files);
    if (changed.length > 0) {
      throw new Error(
        `${dir} already holds a different release of ${plan.version}, and a published version ` +
          `never changes: raise the version in package.json.\n  ${changed.slice(0, 20).join('\n  ')}`,
      );
    }
    return { dir, status: 'unchanged', manifest };
  }
  const staging = join(outDir, `.${plan.name}@${plan.version}.${process.pid}.partial`);
  rmSync(staging, { recursive: true, force: true });
  for (const [path, bytes] of files) {
    mkdirSync(dirname(join(staging, path)), { recursive: true });
    writeFileSync(join(staging, path), bytes);
  }
  for (const { path, integrity } of manifest.files) {
    if (sri(readFileSync(join(staging, path))) !== integrity) {
      throw new Error(`${path} did not read back as written`);
    }
  }
  renameSync(staging, dir);
  return { dir, status: 'written', manifest };
}

/** What a page pastes for one entry (or for several on one page). */
export interface Snippet {
  title: string;
  html: string;
  /** Something the integrity in the snippet cannot cover. */
  note?: string;
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The base URL as given, ending in a slash, so release paths resolve beneath it. */
export function normalizeBase(base: string): string {
  return new URL(base.endsWith('/') ? base : `${base}/`).href;
}

/** What the integrity cannot cover for a file that starts the indicator worker. */
const workerNote = (file: string) =>
  `${file} starts the indicator worker from a blob: URL that imports ${file} again; no import ` +
  'map applies in a worker, so what the worker imports is not checked';

/** The snippets for a written release, each entry's and one for every element on one page. */
export function snippets(manifest: IntegrityManifest, baseUrl: string): Snippet[] {
  const base = normalizeBase(baseUrl);
  const integrity = new Map(manifest.files.map((file) => [file.path, file.integrity]));
  const integrityOf = (path: string) => {
    const value = integrity.get(path);
    if (!value) throw new Error(`${path} is not in ${INTEGRITY_FILE}`);
    return value;
  };
  const url = (path: string) => new URL(path, base).href;
  const script = (path: string) =>
    `<script type="module" src="${attribute(url(path))}" integrity="${integrityOf(path)}" crossorigin="anonymous"></script>`;
  const importMap = (map: object) =>
    `<script type="importmap">\n${JSON.stringify(map, null, 2)}\n</script>`;
  const chunkIntegrity = (modules: readonly string[]) =>
    Object.fromEntries(modules.map((path) => [url(path), integrityOf(path)]));
  const entry = (path: string) => {
    const load = manifest.entries.find((candidate) => candidate.entry === path);
    if (!load) throw new Error(`${path} is not an entry of the release`);
    return load;
  };
  const withChunks = (load: EntryLoad) =>
    load.modules.length > 0 ? [importMap({ integrity: chunkIntegrity(load.modules) })] : [];

  const result: Snippet[] = [];
  const kit = entry('broker-widgets.js');
  result.push({
    title:
      'The one-file kit, every element (its texts files are fetched with the SHA-256 it carries)',
    html: [...withChunks(kit), script(kit.entry)].join('\n'),
    note: kit.startsWorker ? workerNote(kit.entry) : undefined,
  });
  const elements = ELEMENT_TAGS.map((tag) => entry(`elements/${tag}.js`));
  for (const load of elements) {
    result.push({
      title: `<${load.entry.slice('elements/'.length, -'.js'.length)}> alone`,
      html: [...withChunks(load), script(load.entry)].join('\n'),
      note: load.startsWorker ? workerNote(load.entry) : undefined,
    });
  }
  const allChunks = [...new Set(elements.flatMap((load) => load.modules))].sort();
  result.push({
    title: 'Several element files on one page: one import map for all of them',
    html: [
      importMap({ integrity: chunkIntegrity(allChunks) }),
      ...elements.map((load) => script(load.entry)),
    ].join('\n'),
    note: elements
      .filter((load) => load.startsWorker)
      .map((load) => workerNote(load.entry))
      .join('; '),
  });
  const core = entry('core.js');
  result.push({
    title: 'broker-widgets/core, for a module of your own to import',
    html: importMap({
      imports: { 'broker-widgets/core': url(core.entry) },
      integrity: chunkIntegrity([core.entry, ...core.modules]),
    }),
  });
  result.push({
    title: 'The reserved boxes of the elements, before they are defined',
    html: `<link rel="stylesheet" href="${attribute(url('reserve.css'))}" integrity="${integrityOf('reserve.css')}" crossorigin="anonymous">`,
  });
  return result;
}

export interface ReleaseOptions {
  distDir: string;
  outDir: string;
  base: string;
  packageJson?: string;
}

/** Plans, writes (or finds unchanged) and describes a release; the text is what the CLI prints. */
export function release(options: ReleaseOptions): WrittenRelease & { text: string } {
  const plan = planRelease(options.distDir, options.packageJson);
  const written = writeRelease(plan, options.outDir);
  const lines = [
    `${written.dir}: ${plan.files.size} files and ${INTEGRITY_FILE}, ${
      written.status === 'written' ? 'written' : 'already there, unchanged'
    }.`,
    `Serve the folder's contents at ${normalizeBase(options.base)} with Access-Control-Allow-Origin, and never change them.`,
  ];
  for (const snippet of snippets(written.manifest, options.base)) {
    lines.push('', `<!-- ${snippet.title} -->`);
    if (snippet.note) lines.push(`<!-- Not covered: ${snippet.note}. -->`);
    lines.push(snippet.html);
  }
  return { ...written, text: lines.join('\n') };
}

/** The base a release is printed with when none is given: an address to replace. */
export const placeholderBase = (name: string, version: string) =>
  `https://cdn.example/${name}@${version}/`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      dist: { type: 'string', default: 'dist' },
      out: { type: 'string', default: 'release' },
    },
  });
  try {
    const { name, version } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      name: string;
      version: string;
    };
    const result = release({
      distDir: values.dist,
      outDir: values.out,
      base: values.base ?? placeholderBase(name, version),
    });
    console.log(result.text);
    if (!values.base) {
      console.log(`\n(The base URL is a placeholder: give yours with --base.)`);
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
