// @ts-check
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.js';

/**
 * Element tests: custom elements in real Chromium against the built kit in dist/ (run
 * `npm run build` first), so shadow-DOM styles, the worker and canvas are the shipped ones.
 */
export default {
  files: ['widgets/**/*.element.test.ts', 'core/**/*.element.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
};
