import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createPartnerHost } from '../demo-pages/partner-host';
import { parseClockStart } from '../demo-pages/sandbox/sandbox-clock';
import { createSandbox } from '../demo-pages/sandbox/server';

/*
 * The main job: the sandbox broker backend serving the demo pages and dist/ on one port, and a
 * partner site on the next port that embeds the kit cross-origin under a strict CSP.
 * `--clock <ISO 8601 instant>` pins the sandbox's clock there (see sandbox/sandbox-clock.ts).
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    seed: { type: 'string', default: '1' },
    clock: { type: 'string' },
  },
});
let clockStart: number | undefined;
try {
  clockStart = values.clock === undefined ? undefined : parseClockStart(values.clock);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const port = Number(values.port);
const partnerPort = port + 1;
const partnerOrigins = [`http://localhost:${partnerPort}`, `http://127.0.0.1:${partnerPort}`];

/** The demo's server-rendered React page, from its server bundle (`npm run build` makes it). */
type ReactPageServer = typeof import('../demo-pages/react-app/server');
const REACT_PAGE_SERVER = new URL('../demo-pages/react-app/build/server.js', import.meta.url);
const { renderReactPage } = (await import(REACT_PAGE_SERVER.href).catch((error: unknown) => {
  console.error(`${REACT_PAGE_SERVER.pathname} is missing: run npm run build first.`, error);
  process.exit(1);
})) as ReactPageServer;

const sandbox = createSandbox({
  seed: Number(values.seed),
  pagesDir: fileURLToPath(new URL('../demo-pages', import.meta.url)),
  distDir: fileURLToPath(new URL('../dist', import.meta.url)),
  allowedOrigins: partnerOrigins,
  clockStart,
  renderPage: (path) => (path === '/react-app.html' ? renderReactPage() : undefined),
});
const sandboxUrl = await sandbox.listen(port);
const partner = createPartnerHost(sandboxUrl, { pinnedClock: clockStart !== undefined });
const partnerUrl = await partner.listen(partnerPort);

console.log(`Demo pages:   ${sandboxUrl}/`);
if (values.clock) console.log(`Clock:        pinned, starting at ${values.clock}`);
console.log(`Partner site: ${partnerUrl}/  (kit from ${sandboxUrl}/dist/, strict CSP)`);
console.log('Press Ctrl+C to stop.');

const stop = () => void Promise.all([sandbox.close(), partner.close()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
