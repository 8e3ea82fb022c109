/**
 * Price graph benchmark: the first frame of a `<price-graph>` with 2 500 and with 100 000
 * points against bare uPlot drawing the same data on the same page (the goal's baseline), in
 * headless Chromium; and the element's memory over 200 period switches.
 *
 *   npm run build && npx tsx scripts/bench/price-graph.bench.ts [--serve]
 *
 * `--serve` only serves the pages and prints their addresses, to look at them or profile them
 * (the timed pages set `bench:start`, `bench:draw` and `bench:frame` performance marks).
 *
 * It prints times, ratios and heap sizes only; it never fails on a time, since a loaded machine
 * would make such a check flaky (DESIGN.md, "Test layers"). Beside them it prints the load average and
 * the share of CPU time the host kept for itself during the timed runs (`cpu-steal.ts`). The goals it reports on: the
 * element's first frame takes at most 1.5× bare uPlot's at both sizes, and memory stays flat
 * over 200 period switches.
 *
 * The bench's own server stands in for the broker API, on the pages' origin: the session
 * refresh answers 401 (an anonymous reader), the feed's WebSocket is refused (no live prices),
 * and the price time series of `BENCH-{N}` is N points of a deterministic random walk with
 * open, high, low and volume, for any period (so period switches work): 2 500 daily bars (ten
 * years) or 100 000 one-minute bars of trading hours (about 200 days). Each period answers its
 * own window of the walk, one bar after the previous period's, as two periods never answer the
 * very same series live. Each answer is built once and kept.
 *
 * First frame, each run in a fresh browser context (nothing kept in memory between runs), the
 * two contenders in turns:
 * - `<price-graph>`: the page loads the kit's element (`dist/elements/price-graph.js`) and
 *   waits until it is defined; then the element is inserted, and the time runs to the end of
 *   the first frame after its first `bw-graph-drawn`. That is the element's whole cost from
 *   insertion: the token refresh, the fetch, JSON and schema parsing, cleaning, React and
 *   uPlot, with the default settings (a line with an area gradient, the volume as bars in the
 *   lowest quarter, grid, highest and lowest, the current price marked).
 * - bare uPlot: the same page with uPlot's ESM build and CSS loaded; from the same point it
 *   fetches the same answer, parses it with `JSON.parse`, builds uPlot's aligned arrays (time,
 *   close, volume) and draws the close as a line with a fill and the volume as bars on a scale
 *   of its own in the lowest quarter, as the element does, with uPlot's default axes; the time
 *   runs to the end of the first frame after uPlot's draw hook.
 * "The end of the first frame": a requestAnimationFrame callback after the draw posts a
 * message, which arrives once that frame has been painted. Each run also reports the time to
 * the draw call itself, before painting: the scripts' share. Painting 100 000 volume bars is
 * slow in a headless Chromium without a GPU, and it is the same work on both sides.
 *
 * Memory: one element on 2 500 points. Its period buttons are clicked 200 times, One week and
 * One month in turns, each time waiting until the new answer has been drawn. After a forced
 * garbage collection (DevTools protocol), V8's used heap, the JS objects in it (from a heap
 * snapshot, without compiled code, which grows as V8 optimizes) and the DOM counters are read
 * after the first draw, once both periods have been shown, and after 100 and 200 switches.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { sessionRefresh } from '../../core/endpoints/authentication';
import { priceTimeSeriesByPeriod } from '../../core/endpoints/market-data';
import { PERIOD_IDS, type ResolutionId } from '../../core/schemas/enumerations';
import { sendStatic } from '../../demo-pages/sandbox/static-files';
import { CHROMIUM_ARGS, chromiumPath } from '../browsers.js';
import { readCpuTimes, stolenShare, stolenText } from './cpu-steal';

/** The series drawn: a long daily chart, and the largest intraday answer the graph must handle. */
export const SIZES = [
  { points: 2_500, resolution: 'DAY', what: 'daily bars' },
  { points: 100_000, resolution: 'MIN_1', what: 'one-minute bars' },
] as const satisfies readonly { points: number; resolution: ResolutionId; what: string }[];
type Size = (typeof SIZES)[number];
/** Untimed runs of every page first, so that the browser and the server are warm. */
const WARM_UPS = 1;
/** Timed runs of every page, taking turns; the median and the best are reported. */
const RUNS = 9;
/** Frames the pages wait after loading, so that loading work is over before timing. */
const SETTLE_FRAMES = 5;
/** The viewport: the chart and the element's period list fit inside it. */
export const VIEWPORT = { width: 1280, height: 900 } as const;
/** The chart's size in CSS pixels: the element's width and chart height, and uPlot's size. */
export const CHART = { width: 1000, height: 400 } as const;
/** How long one page may take before the run is given up, in milliseconds. */
export const PAGE_TIMEOUT_MS = 30_000;
/** The goal: the element's first frame over bare uPlot's. */
const GOAL_RATIO = 1.5;
/** Points of the memory run's series. */
const MEMORY_POINTS = 2_500;
/** Period switches of the memory run. */
const SWITCHES = 200;
/** The periods the memory run switches between, by their buttons' accessible names in en-GB. */
const SWITCH_BUTTONS = [/^One week/, /^One month/] as const;
/**
 * After how many switches the heap is read besides the start: once each period has been
 * shown (from there on the graph keeps what it keeps of each answer), halfway, and at the end.
 */
const READ_AFTER = [SWITCH_BUTTONS.length, SWITCHES / 2, SWITCHES];
/** The most the heap may grow over the switches and still count as flat. */
const FLAT_RATIO = 1.2;
/** How long the graph must draw and load nothing before a switch counts as done, in ms. */
export const QUIET_MS = 50;
/** The element's locale, so the period buttons' names are English. */
const LOCALE = 'en-GB';
/** The colours of the bare chart: the element's light theme's accent and muted text. */
const BARE_COLOURS = { line: '#0046c8', area: '#0046c81a', volume: '#555c6b' } as const;

export const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const UPLOT_DIST = fileURLToPath(new URL('../../node_modules/uplot/dist', import.meta.url));
export const ELEMENT_ENTRY = '/dist/elements/price-graph.js';
/** uPlot's files, served under `/uplot/`. */
const UPLOT_FILES = ['uPlot.esm.js', 'uPlot.min.css'] as const;

//#region Data

const DAY_MS = 86_400_000;
/** The last trading day of every series (a Friday), at 00:00 UTC. */
const LAST_DAY_MS = Date.UTC(2026, 10, 20);
/** A trading session in UTC (Stockholm's 09:00–17:30 in winter), in minutes. */
const SESSION = { openMinute: 8 * 60, minutes: 510 } as const;
/** The periods the answers offer: all but CUSTOM, which is asked for with dates. */
export const PERIODS = PERIOD_IDS.filter((period) => period !== 'CUSTOM');
export type NamedPeriod = (typeof PERIODS)[number];

export const instrumentId = (points: number) => `BENCH-${String(points)}`;

/** The series' times: weekdays only, one bar per day or one per minute of the session. */
function timeStamps(count: number, resolution: Size['resolution']): number[] {
  const perDay = resolution === 'DAY' ? 1 : SESSION.minutes;
  const times: number[] = [];
  for (let day = LAST_DAY_MS; times.length < count; day -= DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let minute = perDay - 1; minute >= 0 && times.length < count; minute -= 1) {
      times.push(day + (SESSION.openMinute + minute) * 60_000);
    }
  }
  return times.reverse();
}

/** One point of an answer, in the order of the API's fields. */
interface BenchPoint {
  timeStamp: number;
  last: number;
  open: number;
  high: number;
  low: number;
  volume: number;
}

/**
 * A deterministic random walk (Park–Miller generator, fixed seed), rounded to cents: the
 * size's points and one more per period, as each period answers its own window of it.
 */
export function makeWalk(size: Size): BenchPoint[] {
  let state = 20261120 + size.points;
  const random = (): number => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
  const step = size.resolution === 'DAY' ? 0.04 : 0.004;
  const cents = (value: number) => Math.round(value * 100) / 100;
  let price = 100;
  return timeStamps(size.points + PERIODS.length, size.resolution).map((timeStamp) => {
    const open = price;
    const last = cents(Math.max(1, open * (1 + (random() - 0.5) * step)));
    price = last;
    return {
      timeStamp,
      last,
      open,
      high: cents(Math.max(open, last) * (1 + (random() * step) / 4)),
      low: cents(Math.min(open, last) * (1 - (random() * step) / 4)),
      volume: Math.round(1_000 + random() * 50_000),
    };
  });
}

/** Each period's performance in the answers, so the period buttons read as they do live. */
const RETURNS = PERIODS.map((period, index) => ({
  period,
  performance: (((index * 7) % 11) - 5) * 1.37,
}));

/**
 * The price time series answer (SPEC §7) of a size for a period, as JSON: the size's number
 * of points from the walk, each period's window starting one bar after the previous period's,
 * so that two periods never answer the very same series (as they never do live).
 */
export function seriesAnswer(size: Size, walk: readonly BenchPoint[], period: NamedPeriod): string {
  const offset = PERIODS.indexOf(period);
  const points = walk.slice(offset, offset + size.points);
  return JSON.stringify({
    timeSeriesIdentifier: instrumentId(size.points),
    pricePoints: points,
    previousClose: points[0]?.open ?? null,
    high: points.reduce((high, point) => Math.max(high, point.high), -Infinity),
    low: points.reduce((low, point) => Math.min(low, point.low), Infinity),
    availablePeriods: PERIODS,
    returnedPeriod: period,
    returnedResolution: size.resolution,
    validResolutionsForPeriod: [size.resolution],
    returns: RETURNS,
  });
}

//#endregion
//#region Pages

/** The two ways of drawing the chart, in the order they are printed. */
const CONTENDERS = ['element', 'bare'] as const;
type Contender = (typeof CONTENDERS)[number];

const PAGE_CSS = `
  body { margin: 8px; font: 14px system-ui, sans-serif; }
  #chart { width: ${String(CHART.width)}px; }
`;

export const html = (title: string, head: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>${PAGE_CSS}</style>${head}</head><body>${body}</body></html>`;

/** A script expression: the element's markup for a series, its settings kept per `?run=`. */
export const elementMarkup = (points: number) => `(() => {
  const run = new URLSearchParams(location.search).get('run') ?? '0';
  return '<price-graph instrument-id="${instrumentId(points)}" api-base="' + location.origin +
    '" graph-identifier="bench-' + run + '" locale="${LOCALE}" style="display:block;' +
    'width:${String(CHART.width)}px;--bw-price-graph-height:${String(CHART.height)}px"></price-graph>';
})()`;

/**
 * Page functions: `firstFrame` records, at the end of the first frame after a draw, the time
 * since `start` (and the points drawn); `settle` waits until loading work is over.
 */
const HARNESS = `
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const settle = async () => {
    for (let i = 0; i < ${String(SETTLE_FRAMES)}; i++) await frame();
    // Timing starts in a task of its own, as content arriving from the network does.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  // The marks are for profiles taken in --serve mode; the bench reads its own numbers.
  const firstFrame = (start, points) => {
    performance.mark('bench:draw');
    const drawMs = performance.now() - start;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        performance.mark('bench:frame');
        window.__bench = { ms: performance.now() - start, drawMs, points };
      };
      channel.port2.postMessage(null);
    });
  };
  const fail = (message) => { window.__bench = { error: String(message) }; };
  window.addEventListener('error', (event) => fail(event.message));
  window.addEventListener('unhandledrejection', (event) => fail(event.reason));`;

/** The element inserted once it is defined; timed from the insertion. */
function elementPage(points: number): string {
  const script = `<script type="module">
    ${HARNESS}
    await customElements.whenDefined('price-graph');
    await settle();
    const chart = document.getElementById('chart');
    const markup = ${elementMarkup(points)};
    let drawn = false;
    chart.addEventListener('bw-error', (event) => fail(event.detail.message));
    const start = performance.mark('bench:start').startTime;
    chart.addEventListener('bw-graph-drawn', (event) => {
      if (drawn) return;
      drawn = true;
      firstFrame(start, event.detail.points);
    });
    chart.innerHTML = markup;
  </script>`;
  return html(
    `<price-graph>, ${String(points)} points`,
    `<script type="module" src="${ELEMENT_ENTRY}"></script>`,
    `<div id="chart"></div>${script}`,
  );
}

/** Bare uPlot fetching and drawing the same series; timed from the same point. */
function barePage(points: number): string {
  const url = priceTimeSeriesByPeriod(instrumentId(points), 'DAY_1');
  const script = `<script type="module">
    import uPlot from '/uplot/uPlot.esm.js';
    ${HARNESS}
    await settle();
    const chart = document.getElementById('chart');
    const start = performance.mark('bench:start').startTime;
    const response = await fetch(location.origin + '${url}');
    if (!response.ok) throw new Error('GET ${url}: ' + response.status);
    const answer = JSON.parse(await response.text());
    const rows = answer.pricePoints;
    const count = rows.length;
    const times = new Float64Array(count);
    const close = new Float64Array(count);
    const volume = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      const row = rows[i];
      times[i] = row.timeStamp / 1000;
      close[i] = row.last;
      volume[i] = row.volume;
    }
    let drawn = false;
    new uPlot(
      {
        width: ${String(CHART.width)},
        height: ${String(CHART.height)},
        scales: {
          x: { time: true },
          // The volume in the lowest quarter, under the line, as the element draws it.
          vol: { range: (u, min, max) => [0, max * 4] },
        },
        series: [
          {},
          { stroke: '${BARE_COLOURS.line}', fill: '${BARE_COLOURS.area}', width: 2 },
          { scale: 'vol', fill: '${BARE_COLOURS.volume}50', width: 0, paths: uPlot.paths.bars() },
        ],
        hooks: {
          draw: [
            (u) => {
              if (drawn) return;
              drawn = true;
              firstFrame(start, u.data[0].length);
            },
          ],
        },
      },
      [times, close, volume],
      chart,
    );
  </script>`;
  return html(
    `bare uPlot, ${String(points)} points`,
    `<link rel="stylesheet" href="/uplot/uPlot.min.css">`,
    `<div id="chart"></div>${script}`,
  );
}

/** The memory run's page: one element, with counters of its draws and of its data loads. */
function memoryPage(points: number): string {
  const script = `<script type="module">
    const state = { draws: 0, lastDrawnAt: 0, loads: 0, lastLoadSeenAt: 0, error: undefined };
    window.__memory = state;
    // Entries are cleared as they come, so the timeline's buffer does not grow with the run.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.name.includes('/price-time-series/')) continue;
        state.loads += 1;
        state.lastLoadSeenAt = performance.now();
      }
      performance.clearResourceTimings();
    }).observe({ type: 'resource' });
    const chart = document.getElementById('chart');
    chart.addEventListener('bw-graph-drawn', () => {
      state.draws += 1;
      state.lastDrawnAt = performance.now();
    });
    chart.addEventListener('bw-error', (event) => { state.error = event.detail.message; });
    await customElements.whenDefined('price-graph');
    chart.innerHTML = ${elementMarkup(points)};
  </script>`;
  return html(
    `<price-graph>, memory`,
    `<script type="module" src="${ELEMENT_ENTRY}"></script>`,
    `<div id="chart"></div>${script}`,
  );
}

const pagePath = (contender: Contender, points: number) => `/${contender}-${String(points)}.html`;
const MEMORY_PATH = '/memory.html';

//#endregion
//#region Server

/** `/market-data/price-time-series/{id}/period/{period}`, with the id and the period captured. */
export const SERIES_PATH = new RegExp(
  `^${priceTimeSeriesByPeriod('SERIESID', 'DAY_1')
    .replace('SERIESID', '([^/]+)')
    .replace('DAY_1', '([A-Z0-9_]+)')}$`,
);

/** A series answer, never cached: every load of the bench asks the server again. */
export function sendJson(response: ServerResponse, body: Buffer): void {
  response.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
  });
  response.end(body);
}

export function serve(
  pages: Readonly<Record<string, string>>,
): Promise<{ server: Server; base: string }> {
  const walks = new Map(
    SIZES.map((size) => [instrumentId(size.points), { size, walk: makeWalk(size) }]),
  );
  /** Answers by id and period, each built on first request and kept. */
  const answers = new Map<string, Buffer>();
  const answerOf = (id: string, period: string): Buffer | undefined => {
    const found = walks.get(id);
    if (!found || !(PERIODS as readonly string[]).includes(period)) return undefined;
    const key = `${id} ${period}`;
    let body = answers.get(key);
    if (!body) {
      body = Buffer.from(seriesAnswer(found.size, found.walk, period as NamedPeriod));
      answers.set(key, body);
    }
    return body;
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://bench.invalid').pathname;
    const page = pages[path];
    if (page !== undefined) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(page);
      return;
    }
    if (request.method === 'POST' && path === sessionRefresh()) {
      // An anonymous reader: the token cache reads a 401 as "no token", not as a failure.
      response.writeHead(401, { 'Content-Type': 'application/json' });
      response.end('{"message":"Not logged in"}');
      return;
    }
    const seriesMatch = SERIES_PATH.exec(path);
    if (request.method === 'GET' && seriesMatch) {
      const body = answerOf(seriesMatch[1] ?? '', seriesMatch[2] ?? '');
      if (!body) {
        response.writeHead(404).end();
        return;
      }
      sendJson(response, body);
      return;
    }
    if (path.startsWith('/dist/')) {
      void sendStatic(DIST, path.slice('/dist'.length), response).then((sent) => {
        if (!sent) response.writeHead(404).end();
      });
      return;
    }
    const uplotFile = UPLOT_FILES.find((file) => path === `/uplot/${file}`);
    if (uplotFile) {
      void sendStatic(UPLOT_DIST, `/${uplotFile}`, response).then((sent) => {
        if (!sent) response.writeHead(404).end();
      });
      return;
    }
    response.writeHead(404).end();
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

/** The size of a series' answer in megabytes, for the printout. */
const answerMegabytes = (size: Size) =>
  Buffer.byteLength(seriesAnswer(size, makeWalk(size), 'DAY_1')) / 1e6;

//#endregion
//#region Runs

interface BenchResult {
  ms?: number;
  drawMs?: number;
  points?: number;
  error?: string;
}

/** The two times of a run, in milliseconds from the start. */
interface Timing {
  /** To the end of the first frame: the measure of the goal. */
  frame: number;
  /** To the first draw call, before the frame is painted: the scripts' share. */
  draw: number;
}
type Measure = keyof Timing;

async function timeLoad(browser: Browser, url: string, expectedPoints: number): Promise<Timing> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await tab.goto(url, { waitUntil: 'commit' });
    const handle = await tab
      .waitForFunction(() => (window as unknown as { __bench?: BenchResult }).__bench, undefined, {
        timeout: PAGE_TIMEOUT_MS,
        polling: 50,
      })
      .catch((error: unknown) => {
        const logged = errors.length > 0 ? `; the page logged: ${errors.join(' | ')}` : '';
        throw new Error(`${url}: no first frame within ${String(PAGE_TIMEOUT_MS)} ms${logged}`, {
          cause: error,
        });
      });
    const result = (await handle.jsonValue()) as BenchResult;
    if (result.error !== undefined) throw new Error(`${url}: ${result.error}`);
    if (result.points !== expectedPoints) {
      throw new Error(`${url} drew ${String(result.points)} points, not ${String(expectedPoints)}`);
    }
    return { frame: result.ms ?? NaN, draw: result.drawMs ?? NaN };
  } finally {
    await context.close();
  }
}

interface MemoryState {
  draws: number;
  lastDrawnAt: number;
  loads: number;
  lastLoadSeenAt: number;
  error: string | undefined;
}

interface MemoryReading {
  switches: number;
  /** V8's used heap: the page's objects and the code compiled for it. */
  heapBytes: number;
  /**
   * The page's JS objects alone, from a heap snapshot: without compiled code, which grows as
   * V8 optimizes hot functions.
   */
  objectBytes: number;
  nodes: number;
  listeners: number;
}

/** The parts of a V8 heap snapshot that are read here. */
interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
}

/** Node types of a heap snapshot that are not the page's JS objects: code, V8's and Blink's own. */
const NOT_OBJECTS = new Set(['code', 'native', 'synthetic', 'hidden']);

/** The self sizes of a heap snapshot's JS objects, summed. */
function objectBytesOf(snapshot: HeapSnapshot): number {
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeField = fields.indexOf('type');
  const sizeField = fields.indexOf('self_size');
  let bytes = 0;
  for (let node = 0; node < snapshot.nodes.length; node += width) {
    const type = typeNames[snapshot.nodes[node + typeField] ?? -1] ?? '';
    if (!NOT_OBJECTS.has(type)) bytes += snapshot.nodes[node + sizeField] ?? 0;
  }
  return bytes;
}

/** The page's load and draw counts at one moment, to wait for what follows it. */
interface Mark {
  loads: number;
  at: number;
}

const markNow = (page: Page): Promise<Mark> =>
  page.evaluate(() => ({
    loads: (window as unknown as { __memory: MemoryState }).__memory.loads,
    at: performance.now(),
  }));

/**
 * Waits until the graph shows a new answer: a data load after `mark` has ended (its timing
 * entry is in), the chart has drawn since `mark`, and nothing has been drawn or loaded for
 * `QUIET_MS` (a switch back may draw the answer it knows first, then the fresh one).
 */
async function waitForNewDraw(page: Page, mark: Mark): Promise<void> {
  const handle = await page
    .waitForFunction(
      ({ since, quietMs }) => {
        const state = (window as unknown as { __memory: MemoryState }).__memory;
        if (state.error !== undefined) return state.error;
        const lastEvent = Math.max(state.lastDrawnAt, state.lastLoadSeenAt);
        return (
          state.loads > since.loads &&
          state.lastDrawnAt > since.at &&
          performance.now() - lastEvent > quietMs
        );
      },
      { since: mark, quietMs: QUIET_MS },
      { timeout: PAGE_TIMEOUT_MS, polling: 'raf' },
    )
    .catch(async (error: unknown) => {
      const state = await page.evaluate(() =>
        JSON.stringify((window as unknown as { __memory: MemoryState }).__memory),
      );
      throw new Error(`The graph drew no new answer (page state ${state})`, { cause: error });
    });
  const outcome = await handle.jsonValue();
  if (typeof outcome === 'string') throw new Error(`The memory run's graph failed: ${outcome}`);
}

/** One element, 200 period switches; the memory at the start and after `READ_AFTER` switches. */
async function memoryRun(browser: Browser, base: string): Promise<MemoryReading[]> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const read = async (switches: number): Promise<MemoryReading> => {
      // Two frames first, so that work the last draw scheduled is over.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const heap = await cdp.send('Runtime.getHeapUsage');
      const dom = await cdp.send('Memory.getDOMCounters');
      const chunks: string[] = [];
      const onChunk = (event: { chunk: string }) => chunks.push(event.chunk);
      cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
      await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
      return {
        switches,
        heapBytes: heap.usedSize,
        objectBytes: objectBytesOf(JSON.parse(chunks.join('')) as HeapSnapshot),
        nodes: dom.nodes,
        listeners: dom.jsEventListeners,
      };
    };

    await page.goto(base + MEMORY_PATH, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __memory?: MemoryState }).__memory);
    await waitForNewDraw(page, { loads: 0, at: 0 });
    // Playwright's role queries run in the page's heap: they are set up before the first reading.
    const buttons = SWITCH_BUTTONS.map((name) => page.getByRole('button', { name }));
    for (const button of buttons) await button.waitFor();
    const readings = [await read(0)];
    for (let switches = 1; switches <= SWITCHES; switches += 1) {
      const mark = await markNow(page);
      await buttons[(switches - 1) % buttons.length]?.click();
      await waitForNewDraw(page, mark).catch((error: unknown) => {
        throw new Error(`Switch ${String(switches)}: ${(error as Error).message}`, {
          cause: error,
        });
      });
      if (READ_AFTER.includes(switches)) readings.push(await read(switches));
    }
    return readings;
  } finally {
    await context.close();
  }
}

//#endregion
//#region Printing

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
/** The best run: the one least slowed by whatever else the machine was doing. */
const best = (values: readonly number[]): number => Math.min(...values);
export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const times = (value: number) => `${value.toFixed(2)}×`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
export const count = (value: number) => value.toLocaleString('en-GB');

//#endregion

async function main(): Promise<void> {
  if (!existsSync(`${DIST}/elements/price-graph.js`)) {
    console.error('dist/elements/price-graph.js is missing: run `npm run build` first.');
    process.exit(1);
  }
  if (!existsSync(`${UPLOT_DIST}/uPlot.esm.js`)) {
    console.error('node_modules/uplot/dist/uPlot.esm.js is missing: run `npm ci` first.');
    process.exit(1);
  }
  const pages: Record<string, string> = { [MEMORY_PATH]: memoryPage(MEMORY_POINTS) };
  for (const { points } of SIZES) {
    pages[pagePath('element', points)] = elementPage(points);
    pages[pagePath('bare', points)] = barePage(points);
  }
  const { server, base } = await serve(pages);
  if (process.argv.includes('--serve')) {
    for (const path of Object.keys(pages)) console.log(base + path);
    return;
  }

  const started = Date.now();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const runs = SIZES.flatMap((size) =>
      CONTENDERS.map((contender) => ({ size, contender, path: pagePath(contender, size.points) })),
    );
    const load = (run: (typeof runs)[number], round: number) =>
      timeLoad(browser, `${base}${run.path}?run=${String(round)}`, run.size.points);
    for (let round = 0; round < WARM_UPS; round++) {
      for (const run of runs) await load(run, -1 - round);
    }
    const samples = new Map<string, Timing[]>(runs.map((run) => [run.path, []]));
    const cpuBefore = readCpuTimes();
    for (let round = 0; round < RUNS; round++) {
      // The contenders swap places every round, so neither always runs right after the other.
      const order = round % 2 === 0 ? runs : [...runs].reverse();
      for (const run of order) samples.get(run.path)?.push(await load(run, round));
    }
    const stolen = stolenShare(cpuBefore, readCpuTimes());
    const result = (
      contender: Contender,
      points: number,
      measure: Measure,
      statistic: (values: readonly number[]) => number = median,
    ) =>
      statistic((samples.get(pagePath(contender, points)) ?? []).map((timing) => timing[measure]));
    /** Median and best-run ratios of the element to bare uPlot. */
    const ratios = (points: number, measure: Measure) => ({
      median: result('element', points, measure) / result('bare', points, measure),
      best: result('element', points, measure, best) / result('bare', points, measure, best),
    });

    console.log(
      `<price-graph> against bare uPlot, ${String(CHART.width)}×${String(CHART.height)} chart, ` +
        `first frame from insertion: median (and best) of ${String(RUNS)} interleaved runs in ` +
        `fresh contexts after ${String(WARM_UPS)} warm-up round${WARM_UPS === 1 ? '' : 's'}, headless Chromium ` +
        `${browser.version()}, ${String(availableParallelism())} CPUs, load average ` +
        `${loadavg()[0]?.toFixed(1) ?? '?'} at the start, ${stolenText(stolen)}.`,
    );
    const labels: Record<Contender, string> = { element: '<price-graph>', bare: 'bare uPlot' };
    for (const size of SIZES) {
      console.log('');
      console.log(
        `${count(size.points)} ${size.what} (answer ${answerMegabytes(size).toFixed(1)} MB):`,
      );
      console.log(
        `  ${''.padEnd(16)} ${'first frame'.padStart(22)}   ${'first draw call'.padStart(22)}`,
      );
      const cells = (median: string, best: string) =>
        `${median.padStart(10)} ${`(${best})`.padStart(11)}`;
      for (const contender of CONTENDERS) {
        const [frame, draw] = (['frame', 'draw'] as const).map((measure) =>
          cells(
            ms(result(contender, size.points, measure)),
            ms(result(contender, size.points, measure, best)),
          ),
        );
        console.log(`  ${labels[contender].padEnd(16)} ${frame ?? ''}   ${draw ?? ''}`);
      }
      const [frame, draw] = (['frame', 'draw'] as const).map((measure) => {
        const ratio = ratios(size.points, measure);
        return cells(times(ratio.median), times(ratio.best));
      });
      console.log(`  ${'ratio'.padEnd(16)} ${frame ?? ''}   ${draw ?? ''}`);
    }
    console.log('');
    console.log(
      `Goal: <price-graph> draws its first frame within ${String(GOAL_RATIO)}× the time of bare uPlot.`,
    );
    for (const size of SIZES) {
      const ratio = ratios(size.points, 'frame');
      console.log(
        `- ${count(size.points)} points: ${ratio.median <= GOAL_RATIO ? 'met' : 'NOT met'} ` +
          `(median ${times(ratio.median)}, best runs ${times(ratio.best)})`,
      );
    }

    const readings = await memoryRun(browser, base);
    console.log('');
    console.log(
      `Memory: one <price-graph> on ${count(MEMORY_POINTS)} points, ${String(SWITCHES)} period ` +
        `switches (One week and One month in turns, each drawn before the next), after a forced ` +
        `garbage collection: V8's used heap, the JS objects in it (a heap snapshot without ` +
        `compiled code), and the DOM counters.`,
    );
    console.log(
      `  ${''.padEnd(22)} ${'JS heap'.padStart(10)} ${'objects'.padStart(10)} ` +
        `${'DOM nodes'.padStart(10)} ${'listeners'.padStart(10)}`,
    );
    for (const reading of readings) {
      const label =
        reading.switches === 0
          ? 'after the first draw'
          : `after ${String(reading.switches)} switches`;
      console.log(
        `  ${label.padEnd(22)} ${megabytes(reading.heapBytes).padStart(10)} ` +
          `${megabytes(reading.objectBytes).padStart(10)} ${count(reading.nodes).padStart(10)} ` +
          `${count(reading.listeners).padStart(10)}`,
      );
    }
    const at = (switches: number) => readings.find((reading) => reading.switches === switches);
    const first = at(0);
    const settled = at(SWITCH_BUTTONS.length);
    const middle = at(SWITCHES / 2);
    const last = at(SWITCHES);
    if (first && settled && middle && last) {
      const ratio = (from: MemoryReading) =>
        `JS heap ${times(last.heapBytes / from.heapBytes)}, objects ` +
        `${times(last.objectBytes / from.objectBytes)}`;
      console.log(`  end / start: ${ratio(first)}`);
      console.log(`  end / after ${String(SWITCH_BUTTONS.length)} switches: ${ratio(settled)}`);
      console.log(`  end / halfway: ${ratio(middle)}`);
      // Compiled code grows as V8 optimizes, and the graph keeps the answers it has seen (up to
      // 12, to go back to a period at once): the verdict is on the objects, once both periods
      // have been shown.
      const growth = last.objectBytes / settled.objectBytes;
      console.log(
        `Goal: memory stays flat over ${String(SWITCHES)} period switches: ` +
          `${growth <= FLAT_RATIO ? 'met' : 'NOT met'} (objects from ${String(SWITCH_BUTTONS.length)} ` +
          `switches to the end ${times(growth)}; flat is up to about ${String(FLAT_RATIO)}×).`,
      );
    }
    console.log('');
    console.log(`Took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await browser.close();
    server.close();
  }
}

// Other benches import this one's server, data and pages: it runs only when started itself.
if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
