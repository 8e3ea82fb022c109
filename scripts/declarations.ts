import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rollup, type RollupLog } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { ELEMENT_TAGS } from './element-tags';

/*
 * The package's type declarations, one file beside each JavaScript entry (`dist/core.d.ts`
 * beside `dist/core.js`), so they resolve the same under every module resolution a host may
 * use (`node16`, `nodenext`, `bundler`): the compiler writes one declaration per source file,
 * then each entry's are bundled into its file, importing only chunks shared with other entries,
 * with their `.js` extension. What the entries only use inside stays inside: a host never
 * meets the kit's internal modules, and only the React entry names React.
 */

/** Where the compiler writes its per-file declarations (`tsconfig.build.json`), removed once bundled. */
const EMITTED = 'dist/.declarations';

const tagEntries = (prefix: string, source: (tag: string) => string) =>
  ELEMENT_TAGS.map((tag) => [`${prefix}${tag}`, source(tag)] as const);

/** An entry's output name (under `dist/`, without `.d.ts`) and its source file. */
type Entries = ReadonlyMap<string, string>;

/**
 * The entries, in groups bundled apart. The elements' entries are one group: each element's
 * declarations of the page's tag and event maps must exist once, in a chunk every entry that
 * defines the element imports (`dist/types/`), or a page that loads two entries would declare
 * them twice. The core declares nothing on the page and is whole on its own.
 */
export const DECLARATION_GROUPS: readonly Entries[] = [
  new Map([['core', 'core/index.ts']]),
  new Map([
    ['broker-widgets', 'widgets/index.ts'],
    ...tagEntries('elements/', (tag) => `widgets/${tag}/define.ts`),
    ['react/index', 'widgets/react/index.ts'],
    ...tagEntries('react/', (tag) => `widgets/react/${tag}.ts`),
  ]),
];

const emitted = (source: string) => join(EMITTED, source.replace(/\.tsx?$/, '.d.ts'));

/**
 * Bundles one group. Any warning fails the build: a declaration the bundler cannot place (a
 * module augmentation of an internal path, a type a host could not name) would otherwise ship
 * as an error in the host's compile.
 */
async function bundleGroup(entries: Entries): Promise<void> {
  const warnings: string[] = [];
  const bundle = await rollup({
    input: Object.fromEntries([...entries].map(([name, source]) => [name, emitted(source)])),
    plugins: [dts({ respectExternal: false })],
    onLog: (level, log: RollupLog) => {
      if (level === 'warn') warnings.push(log.message);
    },
  });
  await bundle.write({
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].d.ts',
    chunkFileNames: 'types/[name]-[hash].d.ts',
  });
  await bundle.close();
  if (warnings.length > 0) {
    throw new Error(
      `The declarations of ${[...entries.keys()].join(', ')} would not compile in a host:\n- ${warnings.join('\n- ')}`,
    );
  }
}

export async function writeDeclarations(): Promise<void> {
  rmSync(EMITTED, { recursive: true, force: true });
  execFileSync(resolve('node_modules/.bin/tsc'), ['-p', 'tsconfig.build.json'], {
    stdio: 'inherit',
  });
  try {
    for (const group of DECLARATION_GROUPS) await bundleGroup(group);
  } finally {
    rmSync(EMITTED, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await writeDeclarations();
