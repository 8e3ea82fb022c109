// @ts-check
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { E2E_CLOCK } from '../../demo-pages/e2e/pinned-clock.js';
import { openEnginePage } from './engine-pages.js';
import { fundPhoneFlows } from './fund-phone-flows.js';
import { graphPhoneFlows, PHONE_VIEWPORT } from './graph-phone-flows.js';
import { queryDeep } from './page-queries.js';

/**
 * @typedef {import('./engine-pages.js').Engine} Engine
 * @typedef {import('./engine-pages.js').EnginePage} EnginePage
 * @typedef {import('./page-queries.js').DeepQuery} DeepQuery
 */

/*
 * The demo pages in the engines Playwright cannot drive here (Firefox, WebKit): each page loads
 * and each element renders, and one main flow per element runs as a reader would go through it,
 * against the sandbox backend (`scripts/demo.ts`) and the built kit (run `npm run build` first).
 * ENGINES picks the engines (default firefox,webkit; chromium too, for comparison), ONLY the
 * checks whose name contains it; a failed check leaves a screenshot in test-results/engines/.
 *
 *   node scripts/engines/smoke.js
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.ENGINE_SMOKE_PORT ?? 4210);
const BASE = `http://localhost:${PORT}`;
const PARTNER = `http://localhost:${PORT + 1}`;
const SHOTS = `${ROOT}test-results/engines`;
const TIMEOUT_MS = 15_000;
const TAGS = ['curated-list-card', 'fund-order-panel', 'price-graph', 'spark-graph'];

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The sandbox and its demo pages, as `npm run demo` serves them, on ports of their own, with
 * the clock pinned as for the end-to-end suite.
 */
async function startDemo() {
  const args = ['scripts/demo.ts', '--port', String(PORT), '--clock', E2E_CLOCK];
  const child = spawn(`${ROOT}node_modules/.bin/tsx`, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const stop = () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`The demo server exited: ${stderr}`);
    try {
      if ((await fetch(`${BASE}/`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  stop();
  throw new Error(`The demo server did not start on port ${PORT}: ${stderr}`);
}

/** @param {string} path @param {RequestInit} [init] */
async function sandbox(path, init) {
  const response = await fetch(`${BASE}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

const resetSandbox = () => sandbox('/sandbox/reset', { method: 'POST' });

/**
 * Waits until a deep query reads something truthy (or what `accept` accepts) and returns it.
 * @param {EnginePage} page
 * @param {DeepQuery} query
 * @param {string} what
 * @param {(value: unknown) => boolean} [accept]
 */
async function until(page, query, what, accept = Boolean) {
  const deadline = Date.now() + TIMEOUT_MS;
  let last;
  while (Date.now() < deadline) {
    // A page navigating away answers with an error: it is asked again.
    last = await page.evaluate(queryDeep, { read: 'exists', ...query }).catch(() => null);
    if (accept(last)) return last;
    await sleep(100);
  }
  throw new Error(`Timed out waiting for ${what} (last read: ${JSON.stringify(last)})`);
}

/**
 * Waits until a function in the page returns something truthy and returns it.
 * @template T
 * @param {EnginePage} page
 * @param {() => T} fn
 * @param {string} what
 */
async function untilPage(page, fn, what) {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    const value = await page.evaluate(fn).catch(() => null);
    if (value) return value;
    await sleep(100);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** @param {EnginePage} page @param {DeepQuery} query @param {string} what */
async function clickOn(page, query, what) {
  await until(page, query, what);
  const element = await page.element(queryDeep, { ...query, read: 'element' });
  if (!element) throw new Error(`${what} is gone`);
  await page.click(element);
}

/** @param {EnginePage} page @param {DeepQuery} query @param {string} text @param {string} what */
async function typeInto(page, query, text, what) {
  await until(page, query, what);
  const element = await page.element(queryDeep, { ...query, read: 'element' });
  if (!element) throw new Error(`${what} is gone`);
  await page.type(element, text);
}

/** @param {unknown} actual @param {unknown} expected @param {string} what */
function expectEqual(actual, expected, what) {
  if (!isDeepStrictEqual(actual, expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/** Every kit element is defined: the kit's module evaluated to its end. */
const definedTags = () => {
  const tags = ['curated-list-card', 'fund-order-panel', 'price-graph', 'spark-graph'];
  return tags.every((tag) => customElements.get(tag)) ? tags : null;
};

/** @type {Record<string, (page: EnginePage) => Promise<void>>} */
const CHECKS = {
  async 'every demo page loads, and its elements render'(page) {
    await page.goto(`${BASE}/`);
    await until(page, { selector: 'a', name: 'Fund page with the order side panel' }, 'the index');

    await page.goto(`${BASE}/cms-article.html`);
    expectEqual(await untilPage(page, definedTags, 'the kit'), TAGS, 'defined elements');
    await until(
      page,
      { host: 'curated-list-card', selector: 'a[href]', name: 'Nordic tech leaders' },
      'a curated-list card',
    );

    await page.goto(`${BASE}/cms-sparks.html`);
    await until(page, { host: '#inline-short', selector: '[part~="line"]' }, 'a typed-in spark');

    await page.goto(`${BASE}/live-prices.html`);
    expectEqual(await untilPage(page, definedTags, 'the kit'), TAGS, 'defined elements');

    await page.goto(`${BASE}/instrument.html?lang=en-GB`);
    await until(
      page,
      { host: 'price-graph', selector: '[role="slider"]', name: '^Price graph of Volvo B$' },
      'the price graph',
    );
    await until(page, { host: 'price-graph', selector: 'canvas' }, 'the chart canvas');

    await page.goto(`${BASE}/fund-order.html?lang=en-GB`);
    await until(page, { host: '#plan-panel', selector: 'h2, h3, p' }, 'the investment plan panel');

    // The partner site: the kit from another origin under a strict CSP, its worker a blob.
    await page.goto(`${PARTNER}/`);
    await until(page, { host: 'curated-list-card', selector: 'a[href]' }, 'a partner card');
    const worker = await page.evaluate(async () => {
      const base = document.querySelector('meta[name="broker-sandbox"]')?.getAttribute('content');
      const kit = await import(`${base}/dist/broker-widgets.js`);
      const engine = kit.indicatorEngine();
      const sma = await engine.sma(Float64Array.from([1, 2, 3, 4, 5]), 2);
      return {
        mode: await engine.mode(),
        sma: Array.from(sma).slice(1),
        violations: /** @type {{ cspViolations: string[] }} */ (/** @type {unknown} */ (window))
          .cspViolations,
      };
    });
    expectEqual(worker, { mode: 'worker', sma: [1.5, 2.5, 3.5, 4.5], violations: [] }, 'partner');
  },

  async '<fund-order-panel>: a fund bought through the confirmation'(page) {
    await resetSandbox();
    await page.goto(`${BASE}/fund-order.html?fund=16100102&lang=en-GB`);
    await clickOn(page, { selector: 'button.buy', name: '^Buy$' }, 'the page’s Buy button');
    const panel = '#order-panel fund-order-panel';
    await typeInto(
      page,
      { host: panel, selector: 'input', name: '^Amount \\(SEK\\)' },
      '1000',
      'the amount field',
    );
    await clickOn(page, { host: panel, selector: 'button', name: '^Buy$' }, 'Buy');
    await until(page, { host: panel, selector: '[role="dialog"], dialog' }, 'the confirmation');
    await until(
      page,
      { host: panel, selector: 'h2, h3', name: '^Confirm your order$', read: 'focused' },
      'the focus on the confirmation’s heading',
    );
    await clickOn(page, { host: panel, selector: 'button', name: '^Confirm order$' }, 'Confirm');
    const result = { host: panel, selector: 'h2, h3', name: '^Your order has been placed$' };
    await until(page, result, 'the placed order');
    await until(page, { ...result, read: 'focused' }, 'the focus on the result');
    /** @type {{ entries: { kind: string, status: number, body: unknown }[] }} */
    const log = await sandbox('/sandbox/received');
    const orders = log.entries.filter((entry) => entry.kind === 'fund-order');
    expectEqual(
      orders.map((order) => [order.status, order.body]),
      [
        [
          201,
          {
            instrument_id: 16100102,
            accid: 31001,
            orderside: 'BUY',
            amount: { value: 1000, currency: 'SEK' },
          },
        ],
      ],
      'the orders the broker received',
    );
    await resetSandbox();
  },

  async '<price-graph>: period, tooltip, wheel zoom, indicator, keyboard, fullscreen'(page) {
    await page.goto(`${BASE}/instrument.html?lang=en-GB`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${BASE}/instrument.html?lang=en-GB`);
    const graph = 'price-graph';
    const slider = { host: graph, selector: '[role="slider"]' };
    await until(page, slider, 'the chart');
    const dayPoints = await until(page, { ...slider, read: 'attr:aria-valuemax' }, 'points');

    await clickOn(page, { host: graph, selector: 'button', name: '^Three months' }, '3M');
    await until(
      page,
      { host: graph, selector: 'button[aria-pressed="true"]', name: '^Three months' },
      'Three months pressed',
    );
    await until(
      page,
      { ...slider, read: 'attr:aria-valuemax' },
      'three months of points',
      (max) => Number(max) > 50 && max !== dayPoints,
    );
    expectEqual(
      await page.evaluate(() => localStorage.getItem('instrument-page/period')),
      '"MONTH_3"',
      'the stored period',
    );

    // The pointer shows a point's tooltip; the wheel zooms in around the pointer, so the same
    // spot then shows a later point.
    const plot = await page.element(queryDeep, { host: graph, selector: '.u-over' });
    const tooltip = {
      host: graph,
      selector: '[aria-hidden="true"]',
      name: '^\\d+ \\w+ \\d{4}Volvo B',
      read: /** @type {const} */ ('text'),
    };
    await page.hover(plot, -300, 0);
    const before = await until(page, tooltip, 'the tooltip of a point');
    await page.wheel(plot, 0, 0, -100);
    await page.hover(plot, -300, 0);
    await until(page, tooltip, 'another point at the same spot after a zoom', (text) => {
      return typeof text === 'string' && text !== before;
    });

    await clickOn(
      page,
      { host: graph, selector: 'button', name: '^Technical Analysis$' },
      'the Technical Analysis chip',
    );
    await clickOn(
      page,
      { host: graph, selector: '[role="group"] button', name: '^SMA$' },
      'SMA in Add an indicator',
    );
    const period = { host: graph, selector: 'input', name: '^Period$' };
    await until(page, period, 'the Period field');
    await page.press(await page.element(queryDeep, { ...period, read: 'element' }), 'Enter');
    await until(page, { host: graph, selector: 'button', name: '^SMA 14$' }, 'the SMA 14 pill');

    // The chart is a slider for the keyboard: End goes to the last point.
    await page.press(await page.element(queryDeep, slider), 'End');
    const last = await until(page, { ...slider, read: 'attr:aria-valuemax' }, 'the last index');
    await until(
      page,
      { ...slider, read: 'attr:aria-valuenow' },
      'the slider on the last point',
      (now) => now === last,
    );

    // Maximize fills the window; Escape closes the open tab first, then leaves.
    await clickOn(page, { host: graph, selector: 'button', name: '^Maximize$' }, 'Maximize');
    await until(
      page,
      { host: graph, selector: '[data-fullscreen="true"]' },
      'the graph filling the window',
    );
    const leave = { host: graph, selector: 'button', name: '^Leave fullscreen$' };
    await until(page, leave, 'Leave fullscreen');
    const tab = { host: graph, selector: 'section, [role="region"]', name: '^Technical Analysis$' };
    await until(page, tab, 'the Technical Analysis tab, open');
    await page.press(await page.element(queryDeep, leave), 'Escape');
    await until(page, tab, 'the Technical Analysis tab closed', (open) => open === false);
    expectEqual(await page.evaluate(queryDeep, { ...leave, read: 'exists' }), true, 'fullscreen');
    await page.press(await page.element(queryDeep, leave), 'Escape');
    await until(page, { host: graph, selector: 'button', name: '^Maximize$' }, 'Maximize again');
    await page.evaluate(() => localStorage.clear());
  },

  async '<spark-graph>: sparks drawn from values, from the API, and once scrolled to'(page) {
    await page.goto(`${BASE}/cms-sparks.html`);
    const points = await until(
      page,
      { host: '#inline-short', selector: '[part~="line"]', read: 'attr:points' },
      'the typed-in line',
    );
    expectEqual(String(points).trim().split(/\s+/).length, 8, 'four points, x and y each');
    await until(
      page,
      { host: '#novo-day', selector: '[role="img"][aria-label]', read: 'attr:aria-label' },
      'the spark loaded by instrument, named by its summary',
      (label) => typeof label === 'string' && /^From .+ to .+/.test(label),
    );
    // A spark far below the fold loads once it comes near the viewport (IntersectionObserver).
    const farAway = { host: '#far-away', selector: '[part~="line"]' };
    expectEqual(await page.evaluate(queryDeep, { ...farAway, read: 'exists' }), false, 'far away');
    await page.evaluate(() => document.getElementById('far-away')?.scrollIntoView());
    await until(page, farAway, 'the far-away spark, scrolled to');
  },

  async 'the server-rendered React page: hydrated props, stable handlers, state updates'(page) {
    await page.goto(`${BASE}/react-app.html`);
    // An array and an object set as properties once hydrated.
    await until(
      page,
      { host: 'spark-graph', selector: '[role="img"]', name: '^From 101\\.50 to 103\\.40' },
      'the spark drawn from its array',
    );
    const card = { host: 'curated-list-card', selector: 'a[href]' };
    await until(page, { ...card, name: 'Editors’ pick' }, 'the card of the list object');
    // A list as JSON text, from the app's state; its link routed by the app's stable handler.
    await clickOn(page, { selector: 'button', name: '^Show the CMS list' }, 'Show the CMS list');
    await clickOn(page, { ...card, name: 'Dividend kings' }, 'the card of the JSON text');
    await until(
      page,
      { selector: 'section li', name: '^The app routes to http' },
      'the app’s route',
    );
    expectEqual(
      await page.evaluate(
        () =>
          /** @type {{ hydrationErrors: string[] }} */ (/** @type {unknown} */ (window))
            .hydrationErrors,
      ),
      [],
      'hydration errors',
    );
  },

  async 'the plain article: no element changes its box while it fills'(page) {
    await resetSandbox();
    await page.goto(`${BASE}/article.html`);
    // From the load on (the kit is defined, its data on the way), every box change is noted.
    await page.evaluate(() => {
      const tags = ['price-graph', 'spark-graph', 'curated-list-card', 'fund-order-panel'];
      /** @type {string[]} */
      const changes = [];
      Object.assign(window, { boxChanges: changes });
      for (const tag of tags) {
        const element = /** @type {Element} */ (document.querySelector(tag));
        let height = element.getBoundingClientRect().height;
        new ResizeObserver(() => {
          const now = element.getBoundingClientRect().height;
          if (Math.abs(now - height) > 0.5) changes.push(`${tag}: ${height} → ${now}`);
          height = now;
        }).observe(element);
      }
    });
    await until(page, { host: 'price-graph', selector: 'canvas' }, 'the chart');
    await until(page, { host: 'curated-list-card', selector: 'a[href]' }, 'the card');
    await until(page, { host: 'fund-order-panel', selector: 'button', name: '^Buy$' }, 'the form');
    await sleep(1000);
    const changes = await page.evaluate(
      () => /** @type {{ boxChanges: string[] }} */ (/** @type {unknown} */ (window)).boxChanges,
    );
    expectEqual(changes, [], 'box changes while the article filled');
  },

  async '<curated-list-card>: its link opens the list'(page) {
    await page.goto(`${BASE}/cms-article.html`);
    await clickOn(
      page,
      { host: 'curated-list-card', selector: 'a[href]', name: 'Dividend kings' },
      'the Dividend kings card',
    );
    await untilPage(
      page,
      () =>
        location.pathname.includes('/watchlists/shared/') &&
        document.querySelector('h1')?.textContent === 'Dividend kings',
      'the list’s page',
    );
  },
};

/** The checks by the screen they run on: a desktop's, and a phone's (the phone flows' modules). */
const SCREENS = [
  { viewport: { width: 1280, height: 900 }, checks: CHECKS },
  {
    viewport: PHONE_VIEWPORT,
    checks: {
      ...graphPhoneFlows({ base: BASE, until, clickOn, typeInto, expectEqual }),
      ...fundPhoneFlows({ base: BASE, sandbox, until, clickOn, typeInto, expectEqual }),
    },
  },
];

/** @param {Engine} engine */
async function runEngine(engine) {
  /** @type {{ name: string, ms: number, error?: string }[]} */
  const results = [];
  const started = Date.now();
  for (const { viewport, checks } of SCREENS) {
    const page = await openEnginePage(engine, viewport);
    try {
      for (const [name, check] of Object.entries(checks)) {
        if (process.env.ONLY && !name.includes(process.env.ONLY)) continue;
        const start = Date.now();
        try {
          await check(page);
          results.push({ name, ms: Date.now() - start });
        } catch (error) {
          results.push({ name, ms: Date.now() - start, error: String(error) });
          mkdirSync(SHOTS, { recursive: true });
          const file = `${SHOTS}/${engine}-${name.replace(/[^a-z0-9]+/gi, '-')}.png`;
          writeFileSync(file, await page.screenshot().catch(() => Buffer.alloc(0)));
        }
      }
    } finally {
      await page.close();
    }
  }
  for (const result of results) {
    const mark = result.error ? '✗' : '✓';
    console.log(`  ${mark} [${engine}] ${result.name} (${result.ms} ms)`);
    if (result.error) console.log(`      ${result.error}`);
  }
  const failed = results.filter((result) => result.error).length;
  console.log(
    `${engine}: ${results.length - failed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return failed;
}

const engines = /** @type {Engine[]} */ (
  (process.env.ENGINES ?? 'firefox,webkit').split(',').map((engine) => engine.trim())
);
for (const engine of engines) {
  if (!['chromium', 'firefox', 'webkit'].includes(engine)) {
    throw new Error(`Unknown engine "${engine}" in ENGINES: use chromium, firefox or webkit`);
  }
}

const stopDemo = await startDemo();
let failures = 0;
try {
  for (const engine of engines) failures += await runEngine(engine);
} finally {
  stopDemo();
}
process.exitCode = failures > 0 ? 1 : 0;
