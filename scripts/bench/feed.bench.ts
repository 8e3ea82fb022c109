/**
 * Feed benchmark: how many price ticks per second the kit's feed client delivers to a listener
 * in headless Chromium, against a bare page that reads the same stream from the same sandbox
 * with a plain WebSocket and `JSON.parse`. Both pages log in, subscribe to one price, wait for
 * its first tick, then ask the sandbox for a burst (`POST /sandbox/feed/burst`) and time the
 * burst's ticks from the first to the last, each listener reading the tick's `last`.
 *
 *   npm run build && npx tsx scripts/bench/feed.bench.ts [--count 20000]
 *
 * It prints rates and their ratio only; it never fails on a time, since a loaded machine would
 * make such a check flaky (docs/architecture.md#test-layers). The goal it reports on: the client costs
 * at most 10 % over the bare page (the kit's rate is at least 0.9 of the bare page's).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { createSandbox } from '../../demo-pages/sandbox/server';
import { CHROMIUM_ARGS, chromiumPath } from '../browsers.js';

/** Untimed runs of each page first, so that the browser and the server are warm. */
const WARM_UPS = 1;
/** Timed runs of each page, taking turns; the median is reported. */
const RUNS = 5;
/** How long one run may take before it is given up, in milliseconds. */
const RUN_TIMEOUT_MS = 120_000;
/** The goal: the kit's rate over the bare page's. */
const GOAL_RATIO = 0.9;
/** The instrument whose price is burst (Volvo B). */
const INSTRUMENT_ID = '16099872';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

/** What each page reports once the burst is in: ticks seen and the milliseconds they took. */
interface RunResult {
  ticks: number;
  ms: number;
  checksum: number;
}

/**
 * The part both pages share: once the first tick is in, ask for the burst and time it. `read`
 * is each page's own way of getting ticks; it calls `onTick(last)` per tick.
 */
const harness = (count: number) => `
  const COUNT = ${count};
  let seen = -1, started = 0, checksum = 0;
  function onTick(last) {
    seen += 1;
    checksum += last;
    if (seen === 0) {
      fetch('/sandbox/feed/burst', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: '${INSTRUMENT_ID}', count: COUNT }),
      });
      return;
    }
    if (seen === 1) started = performance.now();
    if (seen === COUNT) window.benchResult = { ticks: COUNT - 1, ms: performance.now() - started, checksum };
  }
`;

const barePage = (count: number) => `<!doctype html><meta charset="utf-8"><title>bare</title>
<script type="module">
  ${harness(count)}
  const socket = new WebSocket(\`ws://\${location.host}/ws\`);
  socket.onopen = () => socket.send(JSON.stringify({ cmd: 'login', args: {} }));
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.type === 'ack' && message.data.cmd === 'login') {
      socket.send(JSON.stringify({ cmd: 'subscribe', args: { t: 'price', id: '${INSTRUMENT_ID}' } }));
    } else if (message.type === 'price' && message.data.id === '${INSTRUMENT_ID}') {
      onTick(message.data.last);
    }
  };
</script>`;

const kitPage = (count: number) => `<!doctype html><meta charset="utf-8"><title>kit</title>
<script type="module">
  import { feed } from '/dist/broker-widgets.js';
  ${harness(count)}
  feed().subscribe({ t: 'price', id: '${INSTRUMENT_ID}' }, (message) => {
    if (message.type === 'price') onTick(message.data.last);
  });
</script>`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { count: { type: 'string', default: '20000' } } });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 100) throw new Error('--count must be an integer ≥ 100');
  if (!existsSync(join(DIST, 'broker-widgets.js'))) {
    throw new Error('dist/broker-widgets.js is missing: run npm run build first');
  }
  const pages = mkdtempSync(join(tmpdir(), 'feed-bench-'));
  writeFileSync(join(pages, 'bare.html'), barePage(count));
  writeFileSync(join(pages, 'kit.html'), kitPage(count));
  const sandbox = createSandbox({ pagesDir: pages, distDir: DIST });
  const base = await sandbox.listen(0);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  // Prices and trading hours do not matter for a burst, only that the key is known.
  const rates: Record<'bare' | 'kit', number[]> = { bare: [], kit: [] };
  try {
    for (let run = 0; run < WARM_UPS + RUNS; run += 1) {
      for (const name of ['bare', 'kit'] as const) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${base}/${name}.html`);
        await page.waitForFunction(() => 'benchResult' in window, undefined, {
          timeout: RUN_TIMEOUT_MS,
          polling: 100,
        });
        const result = (await page.evaluate(() => Reflect.get(window, 'benchResult'))) as RunResult;
        await context.close();
        if (run >= WARM_UPS) rates[name].push((result.ticks / result.ms) * 1000);
      }
    }
  } finally {
    await browser.close();
    await sandbox.close();
    rmSync(pages, { recursive: true, force: true });
  }
  const bare = median(rates.bare);
  const kit = median(rates.kit);
  const ratio = kit / bare;
  const format = (rate: number) => `${Math.round(rate).toLocaleString('en-GB')} ticks/s`;
  console.log(`Feed: ${count - 1} price ticks, one per message, median of ${RUNS} runs each`);
  console.log(`  bare WebSocket page   ${format(bare)}`);
  console.log(`  kit feed() client     ${format(kit)}`);
  console.log(
    `  kit / bare            ${ratio.toFixed(2)} (goal ≥ ${GOAL_RATIO}: ${ratio >= GOAL_RATIO ? 'met' : 'not met'})`,
  );
}

await main();
