import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authenticationRoutes } from './areas/authentication';
import { cmsRoutes } from './areas/cms';
import { customerRoutes } from './areas/customer';
import { fundTradingRoutes } from './areas/fund-trading';
import { holdingsRoutes } from './areas/holdings';
import { curatedListCovers, inspirationRoutes } from './areas/inspiration';
import { instrumentRoutes } from './areas/instrument';
import { investmentPlanRoutes } from './areas/investment-plan';
import { marketDataRoutes } from './areas/market-data';
import { sitePageRoutes } from './areas/site-pages';
import { transactionRoutes } from './areas/transaction';
import { Broker, type BrokerContext } from './broker';
import { controlRoutes, type ReceivedEntry, type ReceivedLog } from './control';
import { FundUniverse } from './data/fund-universe';
import { createPricePaths } from './data/price-paths';
import { FaultBoard, type Fault } from './faults';
import { feedRoutes } from './feed/feed-routes';
import { createFeedServer, type FeedServer, type FeedServerTimings } from './feed/feed-server';
import { graphEventIconRoutes } from './graph-event-icons';
import { IdempotentWrites } from './idempotent-writes';
import { imageRoutes } from './images';
import { Rejection, Router, type SandboxResponse } from './router';
import { TokenSigner } from './session';
import { PAGE_CLOCK_PATH, sandboxClock, withPageClock } from './sandbox-clock';
import { sendStatic } from './static-files';

export interface SandboxOptions {
  /** Seed of all generated data; the same seed gives the same data. Default 1. */
  seed?: number;
  /** Served at `/` (demo pages, or anyone's own pages). */
  pagesDir?: string;
  /**
   * Pages rendered on each request rather than read from `pagesDir` (the demo's server-rendered
   * React page): the HTML for a path, or undefined for a path it does not render.
   */
  renderPage?: (path: string) => string | undefined;
  /** Served at `/dist/` with `Access-Control-Allow-Origin: *`, as a CDN would. */
  distDir?: string;
  /** Origins allowed to call the API from the browser with credentials (CORS). */
  allowedOrigins?: readonly string[];
  /** Logs each request to stdout. */
  log?: boolean;
  /**
   * The server clock in epoch milliseconds, default `Date.now`. Token lifetimes, allocation
   * request statuses, "today" and knowledge-test expiry all read it, so a test can move time.
   */
  now?: () => number;
  /**
   * Pins the clock: it starts at this instant (epoch milliseconds) and runs on from there, and
   * the pages the sandbox serves keep its time (see `sandbox-clock.ts`). Ignored with `now`.
   */
  clockStart?: number;
  /** Tick and heartbeat periods of the live feed at `/ws`; tests make them short. */
  feed?: FeedServerTimings;
}

export interface Sandbox {
  readonly server: Server;
  readonly faults: FaultBoard;
  readonly received: ReceivedLog;
  /** The simulated broker: the logged-in persona and every persona's books. */
  readonly broker: Broker;
  /** The live feed at `/ws` (docs/feed-protocol.md) and its faults. */
  readonly feed: FeedServer;
  /** Starts listening; port 0 picks a free one. Resolves to the base URL. */
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1_000_000;

/** Prefixes of the simulated broker API: faults and CORS apply to these. */
const API_PREFIXES = [
  '/inspiration/',
  '/authentication/',
  '/nnxapi/',
  '/market-data/',
  '/instrument/',
  '/investment-plan/',
  '/fund-trading/',
  '/customer/',
  '/holdings/',
  '/transaction/',
  '/cms/',
];

const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path.startsWith(prefix));

async function readJsonBody(
  request: IncomingMessage,
): Promise<{ ok: true; body: unknown } | { ok: false }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return { ok: false };
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return { ok: true, body: undefined };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function send(response: ServerResponse, result: SandboxResponse): void {
  const text = result.text ?? (result.body === undefined ? '' : JSON.stringify(result.body));
  response.writeHead(result.status, {
    'Content-Type': result.contentType ?? 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...result.headers,
  });
  response.end(text);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Plays a fault: waits its delay, then drops the connection, answers a malformed body or the
 * fault's status with the backend's error shape. True when the fault answered (or dropped) the
 * request; false for a delay alone, after which the request goes on.
 */
async function answerWithFault(
  fault: Fault,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  if (fault.delayMs) await sleep(fault.delayMs);
  if (fault.drop) {
    request.socket.destroy();
    return true;
  }
  if (fault.malformed) {
    send(response, {
      status: fault.status ?? 200,
      text: '{"malformed": tr',
      contentType: 'application/json',
    });
    return true;
  }
  if (fault.status) {
    const code = fault.code ?? 'SANDBOX_FAULT';
    send(response, {
      status: fault.status,
      body: { message: code, fields: [{ code, message: code }] },
    });
    return true;
  }
  return false;
}

/** How long an idle HTTP connection stays open for the client's next request. */
const KEEP_ALIVE_MS = 65_000;

/** The simulated broker backend: REST API, control routes, `dist/` and the pages. */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const seed = options.seed ?? 1;
  const clock = options.now
    ? { now: options.now, offsetMs: 0, pinned: false }
    : sandboxClock(options.clockStart);
  const { now } = clock;
  const pageClock = clock.pinned
    ? { rewrite: (page: string) => withPageClock(page, PAGE_CLOCK_PATH), tag: 'pinned' }
    : undefined;
  const allowedOrigins = new Set(options.allowedOrigins ?? []);
  const faults = new FaultBoard();
  const received: ReceivedLog = { entries: [] };
  const keyedWrites = new IdempotentWrites();
  // One source of prices for the REST series, the live feed and the funds' NAVs (and one
  // cache of them).
  const paths = createPricePaths(seed);
  const funds = new FundUniverse(paths, now);
  const broker = new Broker(seed, funds, now);
  const context: BrokerContext = { broker, funds, paths, tokens: new TokenSigner(now), now };
  const router = new Router();
  router.add(inspirationRoutes(seed));
  router.add(imageRoutes(curatedListCovers(seed)));
  router.add(graphEventIconRoutes());
  router.add(sitePageRoutes(seed));
  router.add(authenticationRoutes(context));
  router.add(customerRoutes(context));
  router.add(holdingsRoutes(context));
  router.add(instrumentRoutes(context));
  router.add(fundTradingRoutes(context));
  router.add(investmentPlanRoutes(context));
  router.add(marketDataRoutes({ paths, now }));
  router.add(transactionRoutes(context));
  router.add(cmsRoutes());
  const feed = createFeedServer({
    ...options.feed,
    seed,
    paths,
    tokens: context.tokens,
    broker,
    now,
  });
  router.add(
    controlRoutes(faults, received, broker, clock, () => {
      feed.reset();
      keyedWrites.clear();
    }),
  );
  router.add(feedRoutes(feed));

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
    const method = request.method ?? 'GET';
    const path = url.pathname;
    const origin = request.headers.origin;

    if (origin && allowedOrigins.has(origin) && (isApiPath(path) || path.startsWith('/sandbox/'))) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      response.setHeader('Vary', 'Origin');
      if (method === 'OPTIONS') {
        response.writeHead(204, {
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
          'Access-Control-Allow-Headers':
            request.headers['access-control-request-headers'] ?? 'Content-Type',
          'Access-Control-Max-Age': '600',
        });
        response.end();
        return;
      }
    }

    if (path.startsWith('/dist/') && options.distDir) {
      const cdn = {
        'Access-Control-Allow-Origin': '*',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      };
      if (method === 'OPTIONS') {
        response.writeHead(204, { ...cdn, 'Access-Control-Allow-Methods': 'GET' });
        response.end();
        return;
      }
      const tag = request.headers['if-none-match'];
      const dist = path.slice('/dist'.length);
      if (await sendStatic(options.distDir, dist, response, { headers: cdn, ifNoneMatch: tag })) {
        return;
      }
      send(response, {
        status: 404,
        text: 'Not in dist/ (run npm run build)',
        contentType: 'text/plain',
      });
      return;
    }

    const found = router.find(method, path);
    if ('handler' in found) {
      const fault = isApiPath(path) ? faults.take(method, path) : undefined;
      if (fault && !fault.afterHandling && (await answerWithFault(fault, request, response))) {
        return;
      }
      const body = await readJsonBody(request);
      if (!body.ok) {
        send(response, {
          status: 400,
          body: { message: 'Body is not JSON', fields: [{ code: 'INPUT_ERROR' }] },
        });
        return;
      }
      const header = method === 'POST' ? request.headers['idempotency-key'] : undefined;
      const idempotencyKey = typeof header === 'string' && isApiPath(path) ? header : undefined;
      const keyed = idempotencyKey ? keyedWrites.begin(path, idempotencyKey, body.body) : undefined;
      if (keyed && keyed.kind !== 'first') {
        // A repeat of a write already handled (a browser's own resend) gets the first answer
        // again; a key reused with another body, or while its write is handled, is refused.
        received.entries.push({
          at: new Date(now()).toISOString(),
          method,
          path,
          kind: found.kind,
          body: body.body,
          status: keyed.answer.status,
          ...(keyed.kind === 'repeat' ? { replayed: true as const } : {}),
        });
        send(response, keyed.answer);
        return;
      }
      let entry: ReceivedEntry | undefined;
      if (method !== 'GET' && isApiPath(path)) {
        entry = {
          at: new Date(now()).toISOString(),
          method,
          path,
          kind: found.kind,
          body: body.body,
        };
        received.entries.push(entry);
      }
      let result: SandboxResponse | undefined;
      try {
        result = await found.handler({
          method,
          path,
          query: url.searchParams,
          params: found.params,
          body: body.body,
          headers: request.headers,
        });
      } catch (error) {
        if (!(error instanceof Rejection)) throw error;
        result = error.response;
      } finally {
        if (idempotencyKey) keyedWrites.finish(path, idempotencyKey, result);
      }
      if (entry) entry.status = result.status;
      if (fault?.afterHandling && (await answerWithFault(fault, request, response))) return;
      send(response, result);
      return;
    }
    if (found.allowed.length > 0) {
      send(response, {
        status: 405,
        body: { message: 'Method not allowed' },
        headers: { Allow: found.allowed.join(', ') },
      });
      return;
    }
    const rendered = method === 'GET' ? options.renderPage?.(path) : undefined;
    if (rendered !== undefined) {
      send(response, {
        status: 200,
        text: pageClock ? pageClock.rewrite(rendered) : rendered,
        contentType: 'text/html; charset=utf-8',
      });
      return;
    }
    if (
      method === 'GET' &&
      options.pagesDir &&
      (await sendStatic(options.pagesDir, path, response, { html: pageClock }))
    )
      return;
    send(response, { status: 404, body: { message: `Nothing at ${path}` } });
  }

  const server = createServer((request, response) => {
    if (options.log) console.log(`${request.method} ${request.url}`);
    handle(request, response).catch((error: unknown) => {
      console.error('sandbox: request failed', error);
      if (!response.headersSent)
        send(response, { status: 500, body: { message: 'Sandbox error' } });
      else response.destroy();
    });
  });

  // A client reuses an idle kept-alive connection whenever it likes; if the server closes it
  // at the same moment (Node's default is after 5 s idle), the client's next request fails with
  // ECONNRESET. Servers in front of real backends keep idle connections a minute or more.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

  server.on('upgrade', (request, socket, head) => {
    const path = new URL(request.url ?? '/', 'http://sandbox.invalid').pathname;
    if (path === '/ws') feed.handleUpgrade(request, socket, head);
    else socket.destroy();
  });

  return {
    server,
    faults,
    received,
    broker,
    feed,
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const { port: actual } = server.address() as AddressInfo;
          resolve(`http://${host === '127.0.0.1' ? 'localhost' : host}:${actual}`);
        });
      }),
    close: async () => {
      await feed.close();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
