import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * A new app folder whose `node_modules` holds the kit as `npm pack` makes it (run `npm run
 * build` first), unpacked as an install would, beside what installing it brings (its
 * `dependencies`) and the packages the app itself has (`appModules`: React, `ws`, type
 * packages), this project's own, linked. Nothing else: an app without React has no React
 * types to lean on. Returns the app's folder.
 */
export function appWithPackedKit(appModules: readonly string[]): string {
  const app = mkdtempSync(join(tmpdir(), 'kit-app-'));
  writeFileSync(join(app, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  const modules = join(app, 'node_modules');
  mkdirSync(modules);
  const kit = JSON.parse(readFileSync('package.json', 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const name of [...Object.keys(kit.dependencies ?? {}), ...appModules]) {
    const link = join(modules, name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(resolve('node_modules', name), link);
  }
  const tarball = execFileSync(
    'npm',
    ['pack', '--silent', '--ignore-scripts', '--pack-destination', app],
    {
      encoding: 'utf8',
    },
  ).trim();
  const unpacked = join(app, 'unpacked');
  mkdirSync(unpacked);
  execFileSync('tar', ['-xzf', join(app, tarball), '-C', unpacked]);
  renameSync(join(unpacked, 'package'), join(modules, 'broker-widgets'));
  return app;
}

/** Compiles the app's TypeScript with its tsconfig.json: the compiler's report, empty when clean. */
export function typeErrors(app: string): string {
  try {
    execFileSync(resolve('node_modules/.bin/tsc'), ['-p', app], { encoding: 'utf8' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

/**
 * A module's end for an app of the core (it imports \`apiClient\`, \`endpoints\` and \`schemas\`
 * from \`broker-widgets/core\`): were the core's types lost (resolved as \`any\`), the mistake
 * would compile and the unused \`@ts-expect-error\` would fail the app's compile.
 */
export const TYPED_CORE_ANSWERS = `
export async function accountCount(client: ReturnType<typeof apiClient>): Promise<number> {
  const list = await client.get(endpoints.customer.userAccounts(), schemas.AccountListSchema, 'accounts');
  // @ts-expect-error an account list is not text
  const text: string = list;
  void text;
  return list.length;
}
`;
