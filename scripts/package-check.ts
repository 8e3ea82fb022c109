import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import * as v from 'valibot';

/*
 * The package as `npm pack` makes it (run `npm run build` first), checked as a host's tools
 * see it: what it holds and weighs, no file a host cannot use (a source map without its
 * file), publint's rules for `package.json`, and Are the Types Wrong? for the types of every
 * entry under each module resolution an ES module package meets (`node16` and `bundler`).
 * Prints a report; exits non-zero with every problem named.
 */

const PackSchema = v.array(
  v.object({
    filename: v.string(),
    size: v.number(),
    unpackedSize: v.number(),
    entryCount: v.number(),
    files: v.array(v.object({ path: v.string(), size: v.number() })),
  }),
);

export type PackedFile = { readonly path: string; readonly size: number };

/** Source maps packed without the file they map: a host's tools would look for it in vain. */
export function orphanMaps(files: readonly PackedFile[]): string[] {
  const paths = new Set(files.map((file) => file.path));
  return files
    .map((file) => file.path)
    .filter((path) => path.endsWith('.map') && !paths.has(path.slice(0, -'.map'.length)));
}

/** Bytes per top-level group of files (`dist/elements`, `dist/react`, maps apart). */
export function sizeByGroup(files: readonly PackedFile[]): [string, number][] {
  const groups = new Map<string, number>();
  for (const file of files) {
    const parts = file.path.split('/');
    const group = file.path.endsWith('.map')
      ? 'source maps'
      : parts.length > 2
        ? `${parts[0]}/${parts[1]}/`
        : (parts[0] ?? file.path);
    groups.set(group, (groups.get(group) ?? 0) + file.size);
  }
  return [...groups].sort(([, a], [, b]) => b - a);
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

async function checkPackage(): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), 'kit-pack-'));
  try {
    const [pack] = v.parse(
      PackSchema,
      JSON.parse(
        // Packing runs no scripts: `prepare` patches the kit's own dependencies, not the tarball.
        execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', folder], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }),
      ),
    );
    if (!pack) return ['npm pack made no tarball'];
    console.log(
      `${pack.filename}: ${pack.entryCount} files, ${kb(pack.size)} packed, ${kb(pack.unpackedSize)} unpacked`,
    );
    for (const [group, bytes] of sizeByGroup(pack.files)) {
      console.log(`  ${group.padEnd(24)} ${kb(bytes).padStart(10)}`);
    }
    const problems = orphanMaps(pack.files).map((path) => `${path} is packed without its file`);

    const tarball = join(folder, pack.filename);
    const unpacked = join(folder, 'unpacked');
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
    const pkgDir = join(unpacked, 'package');
    const lint = await publint({ pkgDir, pack: false, strict: true });
    for (const message of lint.messages) {
      problems.push(`publint: ${formatMessage(message, lint.pkg) ?? message.code}`);
    }

    // ES modules only: the profile leaves out CommonJS `require` and Node 10's resolution,
    // which never sees an `exports` map's subpaths. The JSON and CSS files are no modules.
    const types = attw(folder, [
      tarball,
      '--profile',
      'esm-only',
      '--no-definitely-typed',
      '--format',
      'ascii',
      '--exclude-entrypoints',
      './custom-elements.json',
      './reserve.css',
      './package.json',
    ]);
    if (!types.passed) problems.push(`attw:\n${types.report}`);
    console.log(
      `publint: ${lint.messages.length} messages; attw: ${types.passed ? 'no problems' : 'problems'}`,
    );
    return problems;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Runs attw, its report written to a file (a pipe may lose the end of a long report when attw
 * exits): whether the package passed under the options' profile, and the report.
 */
function attw(folder: string, args: string[]): { passed: boolean; report: string } {
  const file = join(folder, 'attw.txt');
  const out = openSync(file, 'w');
  let passed = true;
  try {
    execFileSync(resolve('node_modules/.bin/attw'), args, { stdio: ['ignore', out, 'inherit'] });
  } catch (error) {
    if ((error as { status?: number }).status !== 1) throw error;
    passed = false;
  } finally {
    closeSync(out);
  }
  return { passed, report: readFileSync(file, 'utf8') };
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const problems = await checkPackage();
  if (problems.length > 0) {
    console.error(`The package is not ready to publish:\n- ${problems.join('\n- ')}`);
    process.exitCode = 1;
  }
}
