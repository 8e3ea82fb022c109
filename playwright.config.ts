import { defineConfig } from '@playwright/test';
import { E2E_CLOCK } from './demo-pages/e2e/pinned-clock.js';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/browsers.js';

/**
 * Ports of their own, so the tests never meet a demo someone is running by hand (the partner
 * site takes the next port). E2E_PORT moves them, for two runs side by side.
 */
const SANDBOX_PORT = Number(process.env.E2E_PORT ?? 4110);

export default defineConfig({
  testDir: 'demo-pages/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${SANDBOX_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: `tsx scripts/demo.ts --port ${SANDBOX_PORT} --clock ${E2E_CLOCK}`,
    url: `http://localhost:${SANDBOX_PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
  },
});
