/**
 * Price graph interaction benchmark: a `<price-graph>` on ten years of daily bars (2 500
 * points) with 3 comparisons and 4 indicators (SMA 20, Bollinger 20-2, RSI 14-70-30, MACD
 * 12-26-9), against the same graph without them (the baseline), in headless Chromium. The goal
 * it reports on: a period switch repaints within 2 frames of the data arriving, and no task on
 * the main thread exceeds 50 ms while the reader switches periods, adds indicators and hovers.
 *
 *   npm run build && npx tsx scripts/bench/price-graph-interaction.bench.ts [--serve]
 *
 * `--serve` only serves the page and prints its addresses, with and without the layers.
 *
 * It prints frames, times and ratios only; it never fails on a time, since a loaded machine
 * would make such a check flaky (DESIGN.md, "Test layers").
 * Beside them it prints the load average and the share of CPU time the host kept for itself
 * while the timed runs ran (`cpu-steal.ts`): on a virtual machine both lengthen every time.
 *
 * The server, the series and the element's markup are the benches' harness (`harness/`): the session
 * refresh answers 401, the feed's WebSocket is refused, and `BENCH-2500` answers 2 500 daily
 * bars for every period (each period its own window of one walk), so that every period drawn
 * is ten years of data. Here a request that names comparators is also answered with their
 * series (`comparePricePoints`): a deterministic walk of each on the same days.
 *
 * Each run loads the page in a fresh browser context, with the layers in the graph's stored
 * settings or without, the two taking turns after one untimed warm-up run; the graph starts on
 * Ten years. Then the run scripts a reader:
 * - switch: 10 period switches, One year, Five years and Ten years in turns. The first two are
 *   a first visit (the chart keeps the old period until the answer comes), the others a
 *   revisit (the graph shows the answer it kept at once, and draws the fresh one when it comes
 *   only if it differs: here it never does, the bench's answers being the same each time).
 * - add: the Technical Analysis drawer is opened, and EMA and then Stochastic are added with
 *   their default parameters ("Add to graph"): each asks for the series again.
 * - hover: 200 mouse moves across the chart, to and fro over the price and the panels.
 * Every step waits until the graph is quiet: the new answer drawn, every indicator the worker
 * was asked for back and drawn, and nothing drawn or loaded for `QUIET_MS`.
 *
 * Repaint, for each switch: from the data arriving (the page's `Response.text()` of the price
 * time series resolving: the whole body is in the page, not yet parsed) to the end of the
 * frame that shows it (a requestAnimationFrame callback after the `bw-graph-drawn`, then a
 * message, as price-graph.bench.ts does). It is given in animation frames counted (a counter
 * that every frame's first requestAnimationFrame callback steps), in milliseconds, and in idle
 * frame intervals (the milliseconds over the page's median frame interval when idle): no frame
 * starts while the main thread is busy, so a 100 ms task makes one long frame and the count
 * alone would hide the wait. Two moments are reported:
 * - price drawn: the first `bw-graph-drawn` after the data: the new series with the
 *   comparisons (they come in the same answer) and whatever indicator values the graph can
 *   already draw. A first visit's window differs from the kept one from its first bar on, so it
 *   is drawn without indicators until the worker answers. A revisited period's fresh answer
 *   equals the one kept, which the graph drew at the click with its indicators: nothing is
 *   drawn after the data, and the repaint counts as 0 (it was on screen before the data came);
 *   the time from the click (as the page received it) to the end of the frame showing the kept
 *   answer is printed apart.
 * - layers drawn: the first `bw-graph-drawn` after the worker's last answer to the calls the
 *   graph made once the data arrived (the page's Worker class is wrapped to see comlink's
 *   calls and answers by id): the indicators computed for this very series on screen. Without
 *   indicators (the baseline) it is the price drawn.
 * "Repaints" in the goal is read as "price drawn" on first visits, the switches whose data is new
 * to the graph: what the switch shows; "layers drawn" is printed beside it. "Within 2 frames" is
 * read as frames the browser runs: the frame showing the new series is at most the second
 * animation frame after the data. A count can hide a wait only behind a long task, so the goal
 * also asks that the median run has no task over 50 ms while switching. The milliseconds and
 * idle intervals are printed beside the count, with the baseline's, to compare the layers' cost:
 * without a GPU they are mostly the canvas raster, which a graph of 2 500 points pays even
 * without the layers.
 *
 * Long tasks: the page's own Long Tasks observer (buffered), tasks over 50 ms as the web sees
 * them, each put in the step it started in; the page's load before the steps is left out. The
 * baseline runs the same steps (it too adds EMA and Stochastic), so the ratios of the runs'
 * longest task and blocking time (the time beyond 50 ms of each task, summed) compare the
 * layers' cost in the same process. Playwright's clicks and mouse moves are real input events
 * to the page, as a reader's. Chromium without a GPU (as here) rasterizes a canvas on the main
 * thread, in a task of its own after the frame that drew it (CanvasRenderingContext2D's frame
 * finalization in a trace), and those tasks count: with a GPU that work leaves the main thread.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import type { Browser, Page } from '@playwright/test';
import type { TechnicalAnalysisParameters } from '../../core/indicators';
import type { Comparator, TechnicalAnalysisSetting } from '../../core/schemas/graph-user-settings';
import { addTechnicalAnalysisSetting } from '../../widgets/price-graph/model/technical-analysis-setting';
import { readCpuTimes, stolenShare, stolenText } from './cpu-steal';
import { freshContext, launchChromium, PAGE_TIMEOUT_MS } from './harness/browser';
import { bundlePages } from './harness/page-bundle';
import {
  instrumentId,
  makeWalk,
  PERIODS,
  seriesAnswer,
  type NamedPeriod,
  type Size,
} from './harness/series-data';
import { DIST, ELEMENT_ENTRY, html, SERIES_PATH, sendJson, serve } from './harness/server';
import { count, median, ms, times } from './harness/statistics';
import { CHART } from './pages/chart-size';
import { QUIET_MS } from './price-graph-memory';

//#region Settings

/** Ten years of daily bars: the series every period answers. */
const SIZE: Size = { points: 2_500, resolution: 'DAY', what: 'daily bars' };
/** Untimed runs first (with the layers), so that the browser and the server are warm. */
const WARM_UPS = 1;
/** Timed runs of each variant, taking turns. */
const RUNS = 7;
/** The two graphs: with the comparisons and indicators of the goal, and without (the baseline). */
const VARIANTS = ['layers', 'baseline'] as const;
type Variant = (typeof VARIANTS)[number];

/** The compared instruments, as the graph stores them. */
const COMPARATORS: readonly Comparator[] = [1, 2, 3].map((number, index) => ({
  orderBookId: `BENCH-COMPARE-${String(number)}`,
  symbol: `CMP ${String(number)}`,
  colorIndex: index,
}));

/** The goal's indicators, added in turn by the graph's own rule as the drawer adds them. */
const INDICATORS: readonly TechnicalAnalysisParameters[] = [
  { type: 'SMA', values: { period: 20 } },
  { type: 'BOLLINGER', values: { period: 20, deviation: 2 } },
  { type: 'RSI', values: { period: 14, high: 70, low: 30 } },
  { type: 'MACD', values: { short: 12, long: 26, signal: 9 } },
];

/** The goal's indicators as the graph stores them. */
const TECHNICAL_ANALYSES = INDICATORS.reduce<readonly TechnicalAnalysisSetting[]>(
  (list, parameters) => {
    const result = addTechnicalAnalysisSetting(list, parameters);
    if (result.outcome !== 'added') throw new Error(`${parameters.type}: ${result.outcome}`);
    return result.analyses;
  },
  [],
);

/** The period the graph starts on, stored in its settings. */
const START_PERIOD: NamedPeriod = 'YEAR_10';
/** The periods switched to, in turns, and their buttons' accessible names in en-GB. */
const SWITCH_TO: readonly { period: NamedPeriod; button: RegExp }[] = [
  { period: 'YEAR_1', button: /^One year/ },
  { period: 'YEAR_5', button: /^Five years/ },
  { period: 'YEAR_10', button: /^Ten years/ },
];
/** Period switches per run. */
const SWITCHES = 10;
/** The indicators added through the drawer, by their buttons' names, with default parameters. */
const ADDED = ['EMA', 'Stochastic'] as const;
/** Mouse moves across the chart per run. */
const MOVES = 200;
/** Animation frames an idle page is timed over, for its frame interval. */
const IDLE_FRAMES = 30;
/** A long task, as the Long Tasks API and the goal count them: over this, in milliseconds. */
const LONG_TASK_MS = 50;
/** The goal: the new period on screen within this many frames of its data arriving. */
const GOAL_FRAMES = 2;

/** The steps of the scripted reader, in order; the load before them is not timed. */
const STEPS = ['switch', 'add', 'hover'] as const;
type Step = (typeof STEPS)[number];

//#endregion
//#region Comparison series

/**
 * A comparison's values on the walk's days: a deterministic random walk of its own (a
 * Park–Miller generator seeded by the comparator's number), rounded to cents.
 */
function comparisonValues(seed: number, days: number): number[] {
  let state = 48271 * seed;
  let value = 50 + 25 * seed;
  return Array.from({ length: days }, () => {
    state = (state * 16807) % 2147483647;
    value = Math.max(1, value * (1 + (state / 2147483647 - 0.5) * 0.04));
    return Math.round(value * 100) / 100;
  });
}

/**
 * Answers the price time series requests that name comparators: the bench server's answer
 * with `comparePricePoints` added, one series per comparator known here, on the answer's days.
 * Each answer is built on first request and kept. Returns false for any other request.
 */
function comparisonRoute(): (request: IncomingMessage, response: ServerResponse) => boolean {
  const walk = makeWalk(SIZE);
  const compared = new Map(
    COMPARATORS.map((comparator, index) => {
      const values = comparisonValues(index + 1, walk.length);
      return [
        comparator.orderBookId,
        new Map(walk.map((point, day) => [point.timeStamp, values[day]])),
      ];
    }),
  );
  const answers = new Map<string, Buffer>();
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench.invalid');
    const match = SERIES_PATH.exec(url.pathname);
    const ids = url.searchParams.getAll('comparators');
    const period = match?.[2] as NamedPeriod | undefined;
    if (request.method !== 'GET' || ids.length === 0 || match?.[1] !== instrumentId(SIZE.points)) {
      return false;
    }
    if (period === undefined || !PERIODS.includes(period)) return false;
    const key = `${period} ${ids.join(',')}`;
    let body = answers.get(key);
    if (!body) {
      const answer = JSON.parse(seriesAnswer(SIZE, walk, period)) as {
        pricePoints: { timeStamp: number }[];
      };
      const comparePricePoints = ids.flatMap((id) => {
        const values = compared.get(id);
        if (!values) return [];
        const pricePoints = answer.pricePoints.map(({ timeStamp }) => ({
          timeStamp,
          value: values.get(timeStamp) ?? null,
        }));
        return [{ timeSeriesIdentifier: id, pricePoints }];
      });
      body = Buffer.from(JSON.stringify({ ...answer, comparePricePoints }));
      answers.set(key, body);
    }
    sendJson(response, body);
    return true;
  };
}

//#endregion
//#region Page

const SESSION_PATH = '/interaction.html';

/** What the page records, in `performance.now()` milliseconds and frame counts. */
interface SessionState {
  /** Animation frames so far. */
  frames: number;
  /** Price time series bodies read in full. */
  loads: { at: number; frame: number }[];
  /** `bw-graph-drawn`s: when, the frame that showed it, and the end of that frame. */
  draws: { at: number; frame?: number; endAt?: number }[];
  /** Calls to the indicator worker and its answers, by comlink's message id. */
  posts: { id?: string; at: number }[];
  replies: { id?: string; at: number }[];
  /** Long Tasks API entries. */
  longTasks: { start: number; duration: number }[];
  /** Clicks, as the page received them. */
  clicks: number[];
  errors: string[];
}

/**
 * The page's recorders, run before the element's module: frames, data arrivals, draws, the
 * worker's calls and answers, long tasks and failures, in `window.__session`; and
 * `window.__frameMs`, which times the page's frames.
 */
const RECORDERS = `
  const state = { frames: 0, loads: [], draws: [], posts: [], replies: [], longTasks: [], clicks: [], errors: [] };
  window.__session = state;
  const now = () => performance.now();
  const tick = () => {
    state.frames += 1;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  // The data has arrived once the answer's body is read in full (before it is parsed).
  for (const method of ['text', 'json']) {
    const read = Response.prototype[method];
    Response.prototype[method] = async function (...args) {
      const body = await read.apply(this, args);
      if (this.url.includes('/price-time-series/')) {
        state.loads.push({ at: now(), frame: state.frames });
      }
      return body;
    };
  }
  // The indicator worker's calls and answers, matched by comlink's message ids.
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        state.replies.push({ id: event.data?.id, at: now() });
      });
    }
    postMessage(message, ...rest) {
      state.posts.push({ id: message?.id, at: now() });
      super.postMessage(message, ...rest);
    }
  };
  document.addEventListener('click', () => state.clicks.push(now()), true);
  document.addEventListener('bw-graph-drawn', () => {
    const draw = { at: now() };
    state.draws.push(draw);
    requestAnimationFrame(() => {
      draw.frame = state.frames;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        draw.endAt = now();
      };
      channel.port2.postMessage(null);
    });
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  // The median time between the next frames, for the bench to read while the page is idle.
  window.__frameMs = (frames) =>
    new Promise((resolve) => {
      const stamps = [];
      const step = (stamp) => {
        stamps.push(stamp);
        if (stamps.length <= frames) return requestAnimationFrame(step);
        const gaps = stamps.slice(1).map((stamp, index) => stamp - stamps[index]);
        resolve(gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)]);
      };
      requestAnimationFrame(step);
    });
  const fail = (message) => state.errors.push(String(message));
  document.addEventListener('bw-error', (event) => fail(event.detail.message));
  window.addEventListener('error', (event) => fail(event.message));
  window.addEventListener('unhandledrejection', (event) => fail(event.reason));`;

/**
 * The element on the walk, its stored settings (per `?run=`) starting on Ten years, with the
 * comparisons and indicators when `?layers=1`.
 */
function sessionPage(): string {
  const setting = (name: string, value: unknown) =>
    `localStorage.setItem(prefix + '/${name}', ${JSON.stringify(JSON.stringify(value))});`;
  const script = `<script type="module">
    const query = new URLSearchParams(location.search);
    const prefix = 'bench-' + (query.get('run') ?? '0');
    ${setting('period', START_PERIOD)}
    if (query.get('layers') === '1') {
      ${setting('comparators', COMPARATORS)}
      ${setting('technicalAnalyses', TECHNICAL_ANALYSES)}
    }
    const { elementMarkup } = await import('/pages/first-frame.js');
    await customElements.whenDefined('price-graph');
    document.getElementById('chart').innerHTML = elementMarkup();
  </script>`;
  // The markup comes from the first-frame pages' module, which the page loads as well.
  return html(
    `<price-graph>, interaction`,
    `<script>${RECORDERS}</script><script type="module" src="${ELEMENT_ENTRY}"></script>${script}`,
    '/pages/first-frame.js',
  );
}

const sessionUrl = (base: string, variant: Variant, run: number) =>
  `${base}${SESSION_PATH}?points=${String(SIZE.points)}&run=${String(run)}&layers=${variant === 'layers' ? '1' : '0'}`;

//#endregion
//#region Runs

const now = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/**
 * Waits until the graph is quiet after `since`: an answer has arrived, something has been
 * drawn since `since` (the answer, or the answer kept for a revisit, which is not drawn again
 * when the fresh one equals it), every worker call made since has been answered, every draw's
 * frame has ended, and nothing has been loaded, answered or drawn for `QUIET_MS`.
 */
async function waitUntilQuiet(page: Page, since: number, what: string): Promise<void> {
  const handle = await page
    .waitForFunction(
      ({ since, quietMs }) => {
        const state = (window as unknown as { __session: SessionState }).__session;
        if (state.errors.length > 0) return state.errors.join('; ');
        const load = state.loads.findLast((entry) => entry.at > since);
        const draw = state.draws.at(-1);
        if (!load || !draw || draw.at < since) return false;
        if (state.draws.some((entry) => entry.endAt === undefined)) return false;
        const answered = new Set(state.replies.map((reply) => reply.id));
        const waiting = state.posts.some(
          (post) => post.at > since && post.id !== undefined && !answered.has(post.id),
        );
        if (waiting) return false;
        const last = Math.max(load.at, draw.at, state.replies.at(-1)?.at ?? 0);
        return performance.now() - last > quietMs;
      },
      { since, quietMs: QUIET_MS },
      { timeout: PAGE_TIMEOUT_MS, polling: 20 },
    )
    .catch((error: unknown) => {
      throw new Error(`${what}: the graph did not settle`, { cause: error });
    });
  const outcome = await handle.jsonValue();
  if (typeof outcome === 'string') throw new Error(`${what}: ${outcome}`);
}

/** A repaint: frames and milliseconds from the data arriving to the end of the frame showing it. */
interface Repaint {
  frames: number;
  ms: number;
}

/** A period switch's repaints. */
interface SwitchRepaint {
  firstVisit: boolean;
  /** The chart's draws from the click on (the kept answer, the fresh one, the indicators). */
  draws: number;
  price: Repaint;
  layers: Repaint;
  /**
   * A revisit whose fresh answer was not drawn again (it equals the kept one): the time from
   * the click (as the page received it) to the end of the frame showing the kept answer.
   */
  keptShownMs?: number;
}

/** The repaints of the switch that started at `since` and ended before `until`. */
function switchRepaint(
  state: SessionState,
  since: number,
  until: number,
  firstVisit: boolean,
): SwitchRepaint {
  const load = state.loads.findLast((entry) => entry.at > since && entry.at < until);
  if (!load) throw new Error('A switch loaded nothing');
  const draws = state.draws.filter((draw) => draw.at > since && draw.at < until);
  const kept = draws[0];
  const keptOnly = !firstVisit && kept !== undefined && draws.every((draw) => draw.at < load.at);
  const drawnAfter = (at: number): Repaint => {
    if (keptOnly) return { frames: 0, ms: 0 };
    const draw = draws.find((entry) => entry.at >= at);
    if (draw?.frame === undefined || draw.endAt === undefined) {
      throw new Error('A switch drew nothing after its data');
    }
    return { frames: draw.frame - load.frame, ms: draw.endAt - load.at };
  };
  const asked = new Set(
    state.posts.filter((post) => post.at > load.at && post.at < until).map((post) => post.id),
  );
  const answers = state.replies.filter((reply) => asked.has(reply.id)).map((reply) => reply.at);
  return {
    firstVisit,
    draws: draws.length,
    price: drawnAfter(load.at),
    layers: drawnAfter(answers.length > 0 ? Math.max(...answers) : load.at),
    ...(keptOnly && kept.endAt !== undefined
      ? { keptShownMs: kept.endAt - (state.clicks.find((at) => at > since) ?? since) }
      : {}),
  };
}

/** A long task of the scripted part, in the page's milliseconds, and the step it started in. */
interface LongTask {
  start: number;
  duration: number;
  step: Step;
}

/** What one run measured. */
interface RunResult {
  switches: SwitchRepaint[];
  longTasks: LongTask[];
  /** The page's frame interval when idle, in milliseconds. */
  frameMs: number;
  /** Indicator worker answers during the run: none would mean it computed on the main thread. */
  workerAnswers: number;
}

/** The median time between animation frames of the page while idle, in milliseconds. */
const idleFrameMs = (page: Page): Promise<number> =>
  page.evaluate(
    (frames) =>
      (window as unknown as { __frameMs: (frames: number) => Promise<number> }).__frameMs(frames),
    IDLE_FRAMES,
  );

/** One page, one scripted reader: switches, additions and hovering. */
async function sessionRun(
  browser: Browser,
  base: string,
  variant: Variant,
  run: number,
): Promise<RunResult> {
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(sessionUrl(base, variant, run), { waitUntil: 'commit' });
    await page.waitForFunction(() => '__session' in window);
    await waitUntilQuiet(page, 0, 'The first draw');
    const graph = page.locator('price-graph');
    const periods = graph.getByRole('toolbar', { name: 'Period' });
    const buttons = SWITCH_TO.map(({ period, button }) => ({
      period,
      locator: periods.getByRole('button', { name: button }),
    }));
    for (const { locator } of buttons) await locator.waitFor();
    const frameMs = await idleFrameMs(page);

    const stepStarts: { step: Step; at: number }[] = [];
    const switchStarts: { since: number; firstVisit: boolean }[] = [];
    stepStarts.push({ step: 'switch', at: await now(page) });
    const shown = new Set<NamedPeriod>([START_PERIOD]);
    for (let index = 0; index < SWITCHES; index += 1) {
      const button = buttons[index % buttons.length];
      if (!button) continue;
      const since = await now(page);
      switchStarts.push({ since, firstVisit: !shown.has(button.period) });
      shown.add(button.period);
      await button.locator.click();
      await waitUntilQuiet(page, since, `Switch ${String(index + 1)}`);
    }

    stepStarts.push({ step: 'add', at: await now(page) });
    await graph.getByRole('button', { name: 'Technical Analysis', exact: true }).click();
    const drawer = graph.getByRole('region', { name: 'Technical Analysis' });
    for (const name of ADDED) {
      const since = await now(page);
      await drawer.getByRole('button', { name, exact: true }).click();
      await drawer.getByRole('button', { name: 'Add to graph' }).click();
      await waitUntilQuiet(page, since, `Adding ${name}`);
    }

    stepStarts.push({ step: 'hover', at: await now(page) });
    const chart = graph.getByRole('slider');
    await chart.scrollIntoViewIfNeeded();
    const box = await chart.boundingBox();
    if (!box) throw new Error('The chart has no box');
    for (let move = 0; move < MOVES; move += 1) {
      // Across and back, rising and falling over the price area and the panels below it.
      const across = move < MOVES / 2 ? move / (MOVES / 2) : 2 - move / (MOVES / 2);
      await page.mouse.move(
        box.x + box.width * (0.02 + 0.96 * across),
        box.y + box.height * (0.5 + 0.4 * Math.sin(move / 8)),
      );
    }
    // Two frames more, so that the last move's work is over and observed.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const end = await now(page);

    const state = await page.evaluate(
      () => (window as unknown as { __session: SessionState }).__session,
    );
    if (state.errors.length > 0) throw new Error(`The page failed: ${state.errors.join('; ')}`);
    const stepOf = (at: number): Step | undefined =>
      at > end ? undefined : stepStarts.findLast((entry) => entry.at <= at)?.step;
    const addStart = stepStarts.find((entry) => entry.step === 'add')?.at ?? end;
    return {
      switches: switchStarts.map((start, index) =>
        switchRepaint(
          state,
          start.since,
          switchStarts[index + 1]?.since ?? addStart,
          start.firstVisit,
        ),
      ),
      longTasks: state.longTasks.flatMap((task) => {
        const step = stepOf(task.start);
        return step ? [{ ...task, step }] : [];
      }),
      frameMs,
      workerAnswers: state.replies.length,
    };
  } finally {
    await context.close();
  }
}

//#endregion
//#region Printing

const worst = (values: readonly number[]): number => Math.max(...values);
const plainCount = (value: number) => value.toFixed(value % 1 === 0 ? 0 : 1);
const frameCount = (value: number) => `${plainCount(value)} fr`;
/** A longest task's time; 0 is a run without one. */
const longestMs = (value: number) => (value === 0 ? 'none' : ms(value));
/** A statistic of the runs: its median, and its worst in brackets. */
const cell = (values: readonly number[], format: (value: number) => string, width = 20) =>
  `${format(median(values))} (${format(worst(values))})`.padStart(width);
/** The longest of some tasks, 0 when there are none. */
const longestOf = (tasks: readonly LongTask[]) =>
  tasks.reduce((longest, task) => Math.max(longest, task.duration), 0);
/** Total blocking time: what the tasks spent beyond 50 ms each. */
const blockingOf = (tasks: readonly LongTask[]) =>
  tasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);

//#endregion

async function main(): Promise<void> {
  if (!existsSync(`${DIST}/elements/price-graph.js`)) {
    console.error('dist/elements/price-graph.js is missing: run `npm run build` first.');
    process.exit(1);
  }
  const { server, base } = await serve({
    pages: { [SESSION_PATH]: sessionPage() },
    sizes: [SIZE],
    scripts: await bundlePages({ 'first-frame': 'first-frame.ts' }),
    route: comparisonRoute(),
  });
  if (process.argv.includes('--serve')) {
    for (const variant of VARIANTS) console.log(`${variant}: ${sessionUrl(base, variant, 0)}`);
    return;
  }

  const started = Date.now();
  const browser = await launchChromium();
  try {
    for (let round = 0; round < WARM_UPS; round += 1) {
      await sessionRun(browser, base, 'layers', -1 - round);
    }
    const results = new Map<Variant, RunResult[]>(VARIANTS.map((variant) => [variant, []]));
    const cpuBefore = readCpuTimes();
    for (let round = 0; round < RUNS; round += 1) {
      // The variants swap places every round, so neither always runs right after the other.
      const order = round % 2 === 0 ? VARIANTS : [...VARIANTS].reverse();
      for (const variant of order) {
        results.get(variant)?.push(await sessionRun(browser, base, variant, round));
      }
    }
    const stolen = stolenShare(cpuBefore, readCpuTimes());
    const runsOf = (variant: Variant) => results.get(variant) ?? [];
    const frameMs = median(VARIANTS.flatMap((variant) => runsOf(variant).map((r) => r.frameMs)));
    /** A time in frame intervals of the page, as a display would count them. */
    const inIntervals = (value: number) => value / frameMs;

    console.log(
      `<price-graph> interaction, ${count(SIZE.points)} daily bars for every period, ` +
        `${String(CHART.width)}×${String(CHART.height)} chart, with 3 comparisons and 4 ` +
        `indicators (SMA 20, Bollinger 20-2, RSI 14-70-30, MACD 12-26-9) and without them ` +
        `(baseline): ${String(RUNS)} runs of each in turns in fresh contexts, after ` +
        `${String(WARM_UPS)} warm-up run; headless Chromium ${browser.version()}, ` +
        `${String(availableParallelism())} CPUs, load average ${loadavg()[0]?.toFixed(1) ?? '?'} ` +
        `at the start, ${stolenText(stolen)}; an idle frame every ${ms(frameMs)}.`,
    );

    console.log('');
    console.log(
      `Period switch repaint, from the data arriving (the answer's body read) to the end of the ` +
        `frame showing it: median (worst) of ${String(RUNS * SWITCHES)} switches per graph, in ` +
        `frames counted, in ms, and in idle frame intervals (ms / ${ms(frameMs)}).`,
    );
    const heading = (title: string) => `${'-'.repeat(14)} ${title} ${'-'.repeat(14)}`;
    console.log(
      `  ${''.padEnd(24)} ${heading('price drawn').padStart(62)}   ${heading('layers drawn')}`,
    );
    console.log(
      `  ${''.padEnd(24)} ${'counted'.padStart(20)} ${'ms'.padStart(20)} ${'intervals'.padStart(20)}` +
        `   ${'counted'.padStart(14)} ${'ms'.padStart(20)} ${'intervals'.padStart(20)}`,
    );
    const repaintRows: [string, (repaint: SwitchRepaint) => boolean][] = [
      ['all switches', () => true],
      ['first visits', (repaint) => repaint.firstVisit],
      ['revisits', (repaint) => !repaint.firstVisit],
    ];
    for (const variant of VARIANTS) {
      const switches = runsOf(variant).flatMap((run) => run.switches);
      for (const [label, keep] of repaintRows) {
        const kept = switches.filter(keep);
        const columns = (which: 'price' | 'layers', width: number) => {
          const repaints = kept.map((repaint) => repaint[which]);
          return [
            cell(
              repaints.map((repaint) => repaint.frames),
              frameCount,
              width,
            ),
            cell(
              repaints.map((repaint) => repaint.ms),
              ms,
            ),
            cell(
              repaints.map((repaint) => inIntervals(repaint.ms)),
              frameCount,
            ),
          ].join(' ');
        };
        console.log(
          `  ${`${variant}, ${label}`.padEnd(24)} ${columns('price', 20)}   ${columns('layers', 14)}`,
        );
      }
    }

    console.log(
      `  Chart draws per switch (bw-graph-drawn from the click on), median (most): ` +
        VARIANTS.map(
          (variant) =>
            `${variant} ${cell(
              runsOf(variant).flatMap((run) => run.switches.map((repaint) => repaint.draws)),
              plainCount,
              0,
            )}`,
        ).join(', '),
    );
    for (const variant of VARIANTS) {
      const switches = runsOf(variant).flatMap((run) => run.switches);
      const revisits = switches.filter((repaint) => !repaint.firstVisit);
      const keptShown = revisits.flatMap((repaint) => repaint.keptShownMs ?? []);
      console.log(
        `  ${variant}: ${String(keptShown.length)} of ${String(revisits.length)} revisits drew ` +
          `nothing after the data, the fresh answer being the one kept (0 frames above)` +
          (keptShown.length > 0
            ? `; the kept answer was on screen ${cell(keptShown, ms, 0)} after the click`
            : ''),
      );
    }
    console.log('');
    console.log(
      `Long tasks (over ${String(LONG_TASK_MS)} ms, from the page's Long Tasks observer) while ` +
        `switching periods (${String(SWITCHES)}), adding ${ADDED.join(' and ')}, and hovering ` +
        `(${String(MOVES)} moves): per run, median (worst) of ${String(RUNS)} runs; ` +
        `blocking = the time beyond ${String(LONG_TASK_MS)} ms of each, summed.`,
    );
    console.log(
      `  ${''.padEnd(10)} ${'tasks'.padStart(12)} ${'longest'.padStart(22)} ` +
        `${'blocking'.padStart(22)}   ` +
        STEPS.map((step) => `${step}: tasks, longest`.padStart(30)).join(' '),
    );
    const perRun = (
      variant: Variant,
      measure: (tasks: readonly LongTask[]) => number,
      step?: Step,
    ) =>
      runsOf(variant).map((run) =>
        measure(run.longTasks.filter((task) => step === undefined || task.step === step)),
      );
    const countOf = (tasks: readonly LongTask[]) => tasks.length;
    for (const variant of VARIANTS) {
      console.log(
        `  ${variant.padEnd(10)} ${cell(perRun(variant, countOf), plainCount, 12)} ` +
          `${cell(perRun(variant, longestOf), longestMs, 22)} ${cell(perRun(variant, blockingOf), ms, 22)}   ` +
          STEPS.map((step) =>
            `${cell(perRun(variant, countOf, step), plainCount, 8)}, ${cell(perRun(variant, longestOf, step), longestMs, 20)}`.padStart(
              30,
            ),
          ).join(' '),
      );
    }
    const longestRatio =
      median(perRun('layers', longestOf)) / median(perRun('baseline', longestOf));
    const blockingRatio =
      median(perRun('layers', blockingOf)) / median(perRun('baseline', blockingOf));
    const ratioText = (ratio: number) =>
      Number.isFinite(ratio) ? times(ratio) : 'no ratio (the baseline has no long task)';
    console.log(
      `  layers / baseline: longest task ${ratioText(longestRatio)}, blocking ` +
        `${ratioText(blockingRatio)} (medians of the runs)`,
    );
    for (const variant of VARIANTS) {
      const all = runsOf(variant).flatMap((run) => run.longTasks);
      const top = all.reduce<LongTask | undefined>(
        (found, task) => (found && found.duration >= task.duration ? found : task),
        undefined,
      );
      console.log(
        `  ${variant}: ` +
          (top
            ? `the longest task of all runs took ${ms(top.duration)}, while the reader was in ` +
              `"${top.step}"; long tasks of all runs by step: ` +
              STEPS.map(
                (step) => `${step} ${String(all.filter((task) => task.step === step).length)}`,
              ).join(', ')
            : `no task over ${String(LONG_TASK_MS)} ms in any run`),
      );
    }
    console.log(
      `  The indicator worker answered a median of ${count(median(runsOf('layers').map((run) => run.workerAnswers)))} ` +
        `calls per run with layers: the indicators were computed off the main thread.`,
    );

    // The goal is judged on first visits: a revisit's fresh answer, equal to the one kept, has
    // nothing left to draw (its repaints count 0), and would flatter the median.
    const firstVisits = (variant: Variant) =>
      runsOf(variant)
        .flatMap((run) => run.switches)
        .filter((repaint) => repaint.firstVisit);
    const medianOf = (variant: Variant, measure: (repaint: SwitchRepaint) => number) =>
      median(firstVisits(variant).map(measure));
    const counted = medianOf('layers', (repaint) => repaint.price.frames);
    const timed = medianOf('layers', (repaint) => repaint.price.ms);
    const layersTimed = medianOf('layers', (repaint) => repaint.layers.ms);
    const baselineTimed = medianOf('baseline', (repaint) => repaint.price.ms);
    const tasks = median(perRun('layers', countOf));
    const longestTask = median(perRun('layers', longestOf));
    const switchTasks = median(perRun('layers', countOf, 'switch'));
    console.log('');
    console.log(
      `Goal: with 3 comparisons and 4 indicators on 10 years of daily data, a period switch ` +
        `repaints within ${String(GOAL_FRAMES)} frames of the data arriving: ` +
        `${counted <= GOAL_FRAMES && switchTasks === 0 ? 'met' : 'NOT met'} ` +
        `(first visits: median ${frameCount(counted)} counted, with ` +
        `${plainCount(switchTasks)} tasks over ${String(LONG_TASK_MS)} ms while switching in the ` +
        `median run; ${ms(timed)} = ${frameCount(inIntervals(timed))} of ${ms(frameMs)}, against ` +
        `${ms(baselineTimed)} = ${frameCount(inIntervals(baselineTimed))} without the layers ` +
        `(${times(timed / baselineTimed)}); the indicators for the new series are drawn after ` +
        `${ms(layersTimed)}).`,
    );
    console.log(
      `Goal: no task on the main thread exceeds ${String(LONG_TASK_MS)} ms while the user ` +
        `switches periods, adds indicators and hovers: ${tasks === 0 ? 'met' : 'NOT met'} ` +
        `(median ${plainCount(tasks)} tasks over ${String(LONG_TASK_MS)} ms per run, the longest ` +
        `${longestMs(longestTask)}).`,
    );
    console.log('');
    console.log(`Took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
