import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createPartnerHost } from '../demo-pages/partner-host';
import { createSandbox } from '../demo-pages/sandbox/server';

/*
 * The main job: the sandbox broker backend serving the demo pages and dist/ on one port, and a
 * partner site on the next port that embeds the kit cross-origin under a strict CSP.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    seed: { type: 'string', default: '1' },
  },
});
const port = Number(values.port);
const partnerPort = port + 1;
const partnerOrigins = [`http://localhost:${partnerPort}`, `http://127.0.0.1:${partnerPort}`];

const sandbox = createSandbox({
  seed: Number(values.seed),
  pagesDir: fileURLToPath(new URL('../demo-pages', import.meta.url)),
  distDir: fileURLToPath(new URL('../dist', import.meta.url)),
  allowedOrigins: partnerOrigins,
});
const sandboxUrl = await sandbox.listen(port);
const partner = createPartnerHost(sandboxUrl);
const partnerUrl = await partner.listen(partnerPort);

console.log(`Demo pages:   ${sandboxUrl}/`);
console.log(`Partner site: ${partnerUrl}/  (kit from ${sandboxUrl}/dist/, strict CSP)`);
console.log('Press Ctrl+C to stop.');

const stop = () => void Promise.all([sandbox.close(), partner.close()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
