// @ts-check
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { CHROMIUM_ARGS, chromiumPath, firefoxPath } from './scripts/browsers.js';
import { withFirefoxViewports } from './scripts/engines/firefox-viewport.js';
import { webkitLauncher } from './scripts/engines/webkit-launcher.js';

/**
 * Element tests: custom elements in real browsers against the built kit in dist/ (run
 * `npm run build` first), so shadow-DOM styles, the worker and canvas are the shipped ones.
 * Every engine the kit supports: Chromium, Firefox (puppeteer-core over WebDriver BiDi) and
 * WebKit (WebKitGTK over WebDriver). ENGINES picks some, e.g. `ENGINES=firefox`.
 */
const launchers = {
  chromium: () =>
    chromeLauncher({ launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } }),
  firefox: () =>
    chromeLauncher({
      puppeteer: puppeteerCore,
      launchOptions: { browser: 'firefox', executablePath: firefoxPath(), headless: true },
      createPage: async ({ context }) => withFirefoxViewports(await context.newPage()),
    }),
  webkit: () => webkitLauncher(),
};

const engines = (process.env.ENGINES ?? 'chromium,firefox,webkit').split(',').map((e) => e.trim());
for (const engine of engines) {
  if (!Object.hasOwn(launchers, engine)) {
    throw new Error(
      `Unknown engine "${engine}" in ENGINES: use ${Object.keys(launchers).join(', ')}`,
    );
  }
}

export default {
  files: ['widgets/**/*.element.test.ts', 'core/**/*.element.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  // One engine at a time: on two cores, timing tests (the resize debounce) stay honest.
  concurrentBrowsers: 1,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
  browsers: engines.map((engine) => launchers[/** @type {keyof typeof launchers} */ (engine)]()),
  testFramework: { config: { timeout: 10000 } },
};
