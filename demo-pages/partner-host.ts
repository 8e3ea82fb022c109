import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { PAGE_CLOCK_PATH, withPageClock } from './sandbox/sandbox-clock';
import { sendStatic } from './sandbox/static-files';

const PARTNER_DIR = fileURLToPath(new URL('./partner', import.meta.url));
const DEMO_DIR = fileURLToPath(new URL('.', import.meta.url));
const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

/** The partner's pages; each learns the sandbox URL from a meta tag filled in when served. */
const PARTNER_PAGES = new Set(['/index.html', '/fund-order.html']);

/**
 * The strict policy a careful partner serves: scripts only from itself and the kit's origin,
 * styles only from itself (the kit's constructable sheets are not `<style>` elements), workers
 * only from blob: URLs (the kit's inlined worker), and network only to the broker.
 */
export function partnerCsp(kitOrigin: string, options: { workers: boolean }): string {
  const feed = kitOrigin.replace(/^http/, 'ws');
  return [
    "default-src 'none'",
    `script-src 'self' ${kitOrigin}`,
    "style-src 'self'",
    // Without worker-src, workers fall back to script-src, which has no blob:.
    ...(options.workers ? ['worker-src blob:'] : []),
    `img-src 'self' ${kitOrigin}`,
    `connect-src ${kitOrigin} ${feed}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * A partner's site on its own origin, embedding the kit from the sandbox's /dist/ under
 * `partnerCsp`. The page learns the sandbox URL from a meta tag filled in here. Under
 * `/no-workers/` the same page is served with a policy that refuses blob: workers, to show the
 * kit computing on the main thread instead. When the sandbox's clock is pinned
 * (`pinnedClock`), the pages keep its time as the sandbox's own pages do.
 */
export function createPartnerHost(
  kitOrigin: string,
  options: { pinnedClock?: boolean } = {},
): {
  server: Server;
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
} {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://partner.invalid');
    const workers = !url.pathname.startsWith('/no-workers/');
    const path = workers ? url.pathname : url.pathname.slice('/no-workers'.length);
    const headers = { 'Content-Security-Policy': partnerCsp(kitOrigin, { workers }) };
    void (async () => {
      const page = path === '/' ? '/index.html' : path;
      if (PARTNER_PAGES.has(page)) {
        const html = await readFile(`${PARTNER_DIR}${page}`, 'utf8');
        const meta = `<meta name="broker-sandbox" content="${kitOrigin}" />`;
        const served = html.replace('<head>', `<head>\n    ${meta}`);
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
        response.end(
          options.pinnedClock ? withPageClock(served, `${kitOrigin}${PAGE_CLOCK_PATH}`) : served,
        );
        return;
      }
      if (await sendStatic(PARTNER_DIR, path, response, { headers })) return;
      // The demo pages' persona switcher, served as the partner's own script, and the kit's
      // size-reserving stylesheet as the partner's own copy (its policy takes styles from itself).
      if (
        path === '/persona-switcher.js' &&
        (await sendStatic(DEMO_DIR, path, response, { headers }))
      ) {
        return;
      }
      if (path === '/reserve.css' && (await sendStatic(DIST_DIR, path, response, { headers }))) {
        return;
      }
      response.writeHead(404, { 'Content-Type': 'text/plain', ...headers });
      response.end('Not found');
    })().catch(() => response.destroy());
  });
  return {
    server,
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () =>
          resolve(`http://localhost:${(server.address() as AddressInfo).port}`),
        );
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
