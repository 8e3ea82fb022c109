/**
 * Price graph interaction benchmark: a scripted reader on a `<price-graph>` with 3 comparisons
 * and 4 indicators, against the same graph without them, on this machine's CPU and on a phone's
 * (4× slower). The method is in README.md, "Price graph interaction".
 *
 *   npm run build && npx tsx scripts/bench/price-graph-interaction.bench.ts [--serve]
 *
 * `--cpu=desktop` or `--cpu=phone` runs on one CPU only.
 */
import { existsSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { availableParallelism, loadavg } from 'node:os';
import { readCpuTimes, stolenShare, stolenText } from './cpu-steal';
import { askedCpuProfiles, launchChromium, type CpuProfile } from './harness/browser';
import { bundleInlineScripts, bundlePages } from './harness/page-bundle';
import type { Size } from './harness/series-data';
import { DIST, ELEMENT_ENTRY, html, serve } from './harness/server';
import { count, median, ms } from './harness/statistics';
import { VARIANTS, type RunResult, type Variant } from './interaction/measures';
import { readerRun, type ReaderScript } from './interaction/reader';
import { printGoals, printLongTasks, printRepaints } from './interaction/report';
import { CHART } from './pages/chart-size';

/** Ten years of daily bars: the series every period answers. */
const SIZE: Size = { points: 2_500, resolution: 'DAY', what: 'daily bars' };
/** Untimed runs first (with the layers), so that the browser and the server are warm. */
const WARM_UPS = 1;
/** Timed runs of each variant, taking turns. */
const RUNS = 7;
/** The goal: the new period on screen within this many frames of its data arriving. */
const GOAL_FRAMES = 2;
/**
 * The goal: no main-thread task longer than this, in milliseconds, on each CPU: a task the
 * reader would feel on this machine's, and twice that on a phone's.
 */
const TASK_GOAL_MS: Readonly<Record<CpuProfile['name'], number>> = { desktop: 50, phone: 100 };

/** What the reader does in every run, after the graph has drawn Ten years. */
const SCRIPT: ReaderScript = {
  switchTo: [
    { period: 'YEAR_1', button: /^One year/ },
    { period: 'YEAR_5', button: /^Five years/ },
    { period: 'YEAR_10', button: /^Ten years/ },
  ],
  switches: 10,
  added: ['EMA', 'Stochastic'],
  moves: 200,
  idleFrames: 30,
};

const PAGE_PATH = '/interaction.html';

/** The page, with its recorders inlined in the head to run before the element's module. */
async function interactionPage(): Promise<string> {
  const inline = await bundleInlineScripts({ recorders: 'interaction-recorders.ts' });
  return html(
    '<price-graph>, interaction',
    `<script>${inline.get('recorders') ?? ''}</script>` +
      `<script type="module" src="${ELEMENT_ENTRY}"></script>`,
    '/pages/interaction.js',
  );
}

const pageUrl = (base: string, variant: Variant, run: number) =>
  `${base}${PAGE_PATH}?points=${String(SIZE.points)}&run=${String(run)}` +
  `&layers=${variant === 'layers' ? '1' : '0'}`;

/** The runs of both graphs on one CPU profile, and their tables and goals. */
async function profileRuns(browser: Browser, base: string, profile: CpuProfile): Promise<void> {
  for (let round = 0; round < WARM_UPS; round += 1) {
    await readerRun(browser, pageUrl(base, 'layers', -1 - round), SCRIPT, profile);
  }
  const results = new Map<Variant, RunResult[]>(VARIANTS.map((variant) => [variant, []]));
  const cpuBefore = readCpuTimes();
  for (let round = 0; round < RUNS; round += 1) {
    // The variants swap places every round, so neither always runs right after the other.
    const order = round % 2 === 0 ? VARIANTS : [...VARIANTS].reverse();
    for (const variant of order) {
      results
        .get(variant)
        ?.push(await readerRun(browser, pageUrl(base, variant, round), SCRIPT, profile));
    }
  }
  const stolen = stolenShare(cpuBefore, readCpuTimes());
  const runsOf = (variant: Variant) => results.get(variant) ?? [];
  const frameMs = median(VARIANTS.flatMap((variant) => runsOf(variant).map((r) => r.frameMs)));

  console.log('');
  console.log(
    `On ${profile.label}: <price-graph> interaction, ${count(SIZE.points)} daily bars for ` +
      `every period, ${String(CHART.width)}×${String(CHART.height)} chart, with 3 comparisons ` +
      `and 4 indicators (SMA 20, Bollinger 20-2, RSI 14-70-30, MACD 12-26-9) and without them ` +
      `(baseline): ${String(RUNS)} runs of each in turns in fresh contexts, after ` +
      `${String(WARM_UPS)} warm-up run; headless Chromium ${browser.version()}, ` +
      `${String(availableParallelism())} CPUs, load average ${loadavg()[0]?.toFixed(1) ?? '?'} ` +
      `at the start, ${stolenText(stolen)}; an idle frame every ${ms(frameMs)}.`,
  );
  const report = {
    runsOf,
    runs: RUNS,
    script: SCRIPT,
    frameMs,
    goalFrames: GOAL_FRAMES,
    taskGoalMs: TASK_GOAL_MS[profile.name],
  };
  printRepaints(report);
  printLongTasks(report);
  printGoals(report);
}

async function main(): Promise<void> {
  if (!existsSync(`${DIST}/elements/price-graph.js`)) {
    console.error(`${DIST}/elements/price-graph.js is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const { server, base } = await serve({
    pages: { [PAGE_PATH]: await interactionPage() },
    sizes: [SIZE],
    scripts: await bundlePages({ interaction: 'interaction.ts' }),
  });
  if (process.argv.includes('--serve')) {
    for (const variant of VARIANTS) console.log(`${variant}: ${pageUrl(base, variant, 0)}`);
    return;
  }

  const started = Date.now();
  const browser = await launchChromium();
  try {
    for (const profile of askedCpuProfiles(process.argv)) {
      await profileRuns(browser, base, profile);
    }
    console.log('');
    console.log(`Took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
