import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sessionRefresh } from '../../../core/endpoints/authentication';
import { priceTimeSeriesByPeriod } from '../../../core/endpoints/market-data';
import { sendStatic } from '../../../demo-pages/sandbox/static-files';
import {
  comparisonAnswer,
  instrumentId,
  makeWalk,
  PERIODS,
  seriesAnswer,
  type NamedPeriod,
  type Size,
} from './series-data';

/**
 * The benches' server, standing in for the broker API on the pages' origin: the session
 * refresh answers 401 (an anonymous reader), the feed's WebSocket is refused (no live prices),
 * and the price time series of `BENCH-{N}` answers a size's walk for any period, with the
 * compared instruments' series when the request names comparators (each answer built once and
 * kept). It also serves the pages, the kit's build (`/dist/`: `BENCH_DIST` names another build,
 * to compare two), the bundled page scripts and the other charts' files (`/vendor/`).
 */

const ROOT = new URL('../../../', import.meta.url);
/** The kit's build the pages load. */
export const DIST = process.env.BENCH_DIST ?? fileURLToPath(new URL('dist', ROOT));
/** The other charts' files, by the name the pages ask for them under `/vendor/`. */
const VENDOR: Readonly<Record<string, string>> = {
  'uPlot.min.css': 'node_modules/uplot/dist/uPlot.min.css',
  'highstock.js': 'node_modules/highcharts/highstock.js',
};

/** `/market-data/price-time-series/{id}/period/{period}`, with the id and the period captured. */
const SERIES_PATH = new RegExp(
  `^${priceTimeSeriesByPeriod('SERIESID', 'DAY_1')
    .replace('SERIESID', '([^/]+)')
    .replace('DAY_1', '([A-Z0-9_]+)')}$`,
);

/** A series answer, never cached: every load of the bench asks the server again. */
function sendJson(response: ServerResponse, body: Buffer): void {
  response.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
  });
  response.end(body);
}

export interface ServeOptions {
  /** HTML pages by path. */
  pages: Readonly<Record<string, string>>;
  /** The series answered (none for pages that fetch nothing). */
  sizes?: readonly Size[];
  /** Bundled page scripts by path (see `page-bundle.ts`). */
  scripts?: ReadonlyMap<string, Buffer>;
}

export function serve(options: ServeOptions): Promise<{ server: Server; base: string }> {
  const walks = new Map(
    (options.sizes ?? []).map((size) => [
      instrumentId(size.points),
      { size, walk: makeWalk(size) },
    ]),
  );
  const answers = new Map<string, Buffer>();
  const answerOf = (id: string, period: string, compared: string[]): Buffer | undefined => {
    const found = walks.get(id);
    if (!found || !(PERIODS as readonly string[]).includes(period)) return undefined;
    const key = `${id} ${period} ${compared.join(',')}`;
    let body = answers.get(key);
    if (!body) {
      const { size, walk } = found;
      body = Buffer.from(
        compared.length > 0
          ? comparisonAnswer(size, walk, period as NamedPeriod, compared)
          : seriesAnswer(size, walk, period as NamedPeriod),
      );
      answers.set(key, body);
    }
    return body;
  };
  const sendFile = (root: string, path: string, response: ServerResponse) =>
    void sendStatic(root, path, response).then((sent) => {
      if (!sent) response.writeHead(404).end();
    });

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench.invalid');
    const path = url.pathname;
    const page = options.pages[path];
    const script = options.scripts?.get(path);
    const seriesMatch = SERIES_PATH.exec(path);
    const vendor = VENDOR[path.slice('/vendor/'.length)];
    if (page !== undefined) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(page);
    } else if (script) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      response.end(script);
    } else if (request.method === 'POST' && path === sessionRefresh()) {
      // An anonymous reader: the token cache reads a 401 as "no token", not as a failure.
      response.writeHead(401, { 'Content-Type': 'application/json' });
      response.end('{"message":"Not logged in"}');
    } else if (request.method === 'GET' && seriesMatch) {
      const compared = url.searchParams.getAll('comparators');
      const body = answerOf(seriesMatch[1] ?? '', seriesMatch[2] ?? '', compared);
      if (body) sendJson(response, body);
      else response.writeHead(404).end();
    } else if (path.startsWith('/dist/')) {
      sendFile(DIST, path.slice('/dist'.length), response);
    } else if (path.startsWith('/vendor/') && vendor) {
      sendFile(fileURLToPath(ROOT), `/${vendor}`, response);
    } else {
      response.writeHead(404).end();
    }
  });
  // The feed's WebSocket (`/ws`) is refused: the element draws without live prices.
  server.on('upgrade', (_request, socket) => {
    // The browser may reset the connection first; that is no failure of the bench.
    socket.on('error', () => undefined);
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${String(port)}` });
    });
  });
}

/** A page: its title, its style sheet, what its head loads, and its body. */
export const htmlPage = (
  title: string,
  style: string,
  head: string,
  body: string,
) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>${style}</style>${head}</head>
<body>${body}</body></html>`;

/** A chart's page: its title, what its head loads, and a chart box for its module script. */
export const html = (title: string, head: string, script: string) =>
  htmlPage(
    title,
    'body { margin: 8px; font: 14px system-ui, sans-serif; }',
    head,
    `<div id="chart"></div><script type="module" src="${script}"></script>`,
  );

/** The kit's element module, as pages load it. */
export const ELEMENT_ENTRY = '/dist/elements/price-graph.js';
