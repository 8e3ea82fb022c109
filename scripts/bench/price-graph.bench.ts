/**
 * Price graph benchmark: the first frame of a `<price-graph>`, of Highcharts Stock and of
 * lightweight-charts, each over bare uPlot's (the baseline), on 250, 2 500 and 100 000 daily
 * points, in headless Chromium, on this machine's CPU and on a phone's (4× slower: the kit and
 * the baseline); and the element's memory over 200 period switches (`price-graph-memory.ts`).
 * The method is in README.md, "Price graph first frame".
 *
 *   npm run build && npx tsx scripts/bench/price-graph.bench.ts [--serve]
 *
 * `BENCH_DIST=<dir>` times another build of the kit (to compare before and after a change).
 * `--contenders=uplot,element` times only those (bare uPlot is always timed, as the baseline).
 * `--cpu=desktop` or `--cpu=phone` times on one CPU only.
 * `--trace` also traces one more load of the element and of bare uPlot per size and prints where
 * the main thread's time went, before the series answer and after it (`harness/trace-summary.ts`).
 * `--serve` only serves the pages and prints their addresses, to look at them or profile them.
 */
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { readCpuTimes, stolenShare, stolenText } from './cpu-steal';
import {
  askedCpuProfiles,
  firstFrameResult,
  launchChromium,
  type CpuProfile,
} from './harness/browser';
import { bundlePages } from './harness/page-bundle';
import { makeWalk, seriesAnswer, type Size } from './harness/series-data';
import { DIST, ELEMENT_ENTRY, html, serve } from './harness/server';
import { best, count, median, ms, times } from './harness/statistics';
import { MEMORY_POINTS, printMemoryRun } from './price-graph-memory';
import { stretchText, traceFirstFrame } from './harness/trace-summary';
import { CHART } from './pages/chart-size';

/**
 * The series drawn: one year and ten years of daily bars, the sizes customers see every day,
 * and 100 000 daily bars (some four centuries).
 */
export const SIZES: readonly Size[] = [
  { points: 250, resolution: 'DAY', what: 'daily bars' },
  { points: 2_500, resolution: 'DAY', what: 'daily bars' },
  { points: 100_000, resolution: 'DAY', what: 'daily bars' },
];
/** Untimed runs of every page first, so that the browser and the server are warm. */
const WARM_UPS = 1;
/** Timed runs of every page, taking turns; the median and the best are reported. */
const RUNS = 7;

/** The contenders, in the order they are printed; the baseline first. */
const CONTENDERS = {
  uplot: { label: 'bare uPlot', head: '<link rel="stylesheet" href="/vendor/uPlot.min.css">' },
  element: {
    label: '<price-graph>',
    head: `<script type="module" src="${ELEMENT_ENTRY}"></script>`,
  },
  highcharts: { label: 'Highcharts Stock', head: '<script src="/vendor/highstock.js"></script>' },
  lightweight: { label: 'lightweight-charts', head: '' },
} as const;
type Contender = keyof typeof CONTENDERS;
/**
 * The contenders timed on the phone's CPU: the baseline and the kit. The peers are left out
 * there: lightweight-charts alone takes some 25 s at 100 000 points on this machine's.
 */
const PHONE_CONTENDERS: readonly Contender[] = ['uplot', 'element'];
const PAGE_MODULES: Readonly<Record<Contender | 'memory', string>> = {
  uplot: 'bare-uplot.ts',
  element: 'element.ts',
  highcharts: 'highcharts.ts',
  lightweight: 'lightweight-charts.ts',
  memory: 'memory.ts',
};

/** The times of a run, in milliseconds. */
interface Timing {
  /** From the start to the end of the first frame. */
  frame: number;
  /**
   * From the series answer having arrived whole to the end of the first frame: the work the
   * answer starts, and whatever still held the main thread when it came.
   */
  afterAnswer: number;
  /** From the start to the draw call, before the frame is painted: the scripts' share. */
  draw: number;
}

/** The measures printed, in order, with their headings. */
const MEASURES: readonly [keyof Timing, string][] = [
  ['frame', 'from the start'],
  ['afterAnswer', 'from the answer'],
  ['draw', 'draw call'],
];

/** A run's times; undefined when the page drew nothing within the timeout (printed, not fatal). */
async function timeLoad(
  browser: Browser,
  url: string,
  points: number,
  profile: CpuProfile,
): Promise<Timing | undefined> {
  const result = await firstFrameResult(browser, url, profile);
  if (!result) return undefined;
  if (result.error !== undefined) throw new Error(`${url}: ${result.error}`);
  if (result.points !== points) {
    throw new Error(`${url} drew ${String(result.points)} points, not ${String(points)}`);
  }
  const frame = result.ms ?? NaN;
  return { frame, afterAnswer: frame - (result.answerMs ?? NaN), draw: result.drawMs ?? NaN };
}

const pagePath = (name: Contender | 'memory') => `/${name}.html`;
const answerMegabytes = (size: Size) =>
  Buffer.byteLength(seriesAnswer(size, makeWalk(size), 'DAY_1')) / 1e6;

/** One traced load of the element and of bare uPlot per size: where the main thread's time went. */
async function printTraces(
  browser: Browser,
  url: (name: Contender, points: number, run: number) => string,
): Promise<void> {
  console.log('');
  console.log(
    'Where the time goes, from one traced load each (a trace slows a load: read the shares), ' +
      "in ms of the main thread's own work by kind:",
  );
  for (const { points, what } of SIZES) {
    console.log(`  ${count(points)} ${what}:`);
    for (const name of ['uplot', 'element'] as const) {
      const summary = await traceFirstFrame(browser, url(name, points, 1000 + points));
      if (!summary) {
        console.log(`    ${CONTENDERS[name].label}: the trace held no start, answer or frame`);
        continue;
      }
      const label = CONTENDERS[name].label.padEnd(20);
      console.log(`    ${label} before the answer ${stretchText(summary.beforeAnswer)}`);
      console.log(`    ${''.padEnd(20)} after the answer  ${stretchText(summary.afterAnswer)}`);
    }
  }
}

async function main(): Promise<void> {
  if (!existsSync(`${DIST}/elements/price-graph.js`)) {
    console.error(`${DIST}/elements/price-graph.js is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const scripts = await bundlePages(PAGE_MODULES);
  const pages: Record<string, string> = {
    [pagePath('memory')]: html('memory', CONTENDERS.element.head, '/pages/memory.js'),
  };
  for (const [name, { label, head }] of Object.entries(CONTENDERS)) {
    pages[pagePath(name as Contender)] = html(label, head, `/pages/${name}.js`);
  }
  const { server, base } = await serve({ pages, sizes: SIZES, scripts });
  const url = (name: Contender | 'memory', points: number, run: number) =>
    `${base}${pagePath(name)}?points=${String(points)}&run=${String(run)}`;
  if (process.argv.includes('--serve')) {
    for (const name of Object.keys(CONTENDERS) as Contender[]) {
      for (const { points } of SIZES) console.log(url(name, points, 0));
    }
    return;
  }

  const asked = process.argv.find((arg) => arg.startsWith('--contenders='))?.split('=')[1];
  const timed = (Object.keys(CONTENDERS) as Contender[]).filter(
    (name) => name === 'uplot' || !asked || asked.split(',').includes(name),
  );
  const started = Date.now();
  const browser = await launchChromium();
  try {
    const profiles = askedCpuProfiles(process.argv);
    const runs = profiles.flatMap((profile) =>
      SIZES.flatMap((size) =>
        timed
          .filter((name) => profile.slowdown === 1 || PHONE_CONTENDERS.includes(name))
          .map((name) => ({ profile, size, name })),
      ),
    );
    const key = (profile: CpuProfile, points: number, name: Contender) =>
      `${profile.name} ${String(points)} ${name}`;
    const samples = new Map(
      runs.map((run) => [key(run.profile, run.size.points, run.name), [] as Timing[]]),
    );
    for (let round = -WARM_UPS; round < 0; round++) {
      for (const run of runs) {
        await timeLoad(
          browser,
          url(run.name, run.size.points, round),
          run.size.points,
          run.profile,
        );
      }
    }
    const cpuBefore = readCpuTimes();
    for (let round = 0; round < RUNS; round++) {
      // The order turns every round, so that no contender always runs right after another.
      const order = round % 2 === 0 ? runs : [...runs].reverse();
      for (const run of order) {
        const timing = await timeLoad(
          browser,
          url(run.name, run.size.points, round),
          run.size.points,
          run.profile,
        );
        if (timing) samples.get(key(run.profile, run.size.points, run.name))?.push(timing);
      }
    }
    const stolen = stolenShare(cpuBefore, readCpuTimes());
    console.log(
      `First frame, from the start and from the series answer, over bare uPlot's, ${String(CHART.width)}×${String(CHART.height)} ` +
        `chart: median (and best) of ${String(RUNS)} interleaved runs in fresh contexts after ` +
        `${String(WARM_UPS)} warm-up round, headless Chromium ${browser.version()}, ` +
        `${String(availableParallelism())} CPUs, load average ${loadavg()[0]?.toFixed(1) ?? '?'} ` +
        `at the start, ${stolenText(stolen)}.`,
    );
    for (const profile of profiles) {
      console.log('');
      console.log(`On ${profile.label}:`);
      for (const size of SIZES) {
        const of = (name: Contender, measure: keyof Timing, statistic: typeof median) =>
          statistic(
            samples.get(key(profile, size.points, name))?.map((timing) => timing[measure]) ?? [],
          );
        console.log(
          `  ${count(size.points)} ${size.what} (answer ${answerMegabytes(size).toFixed(1)} MB):`,
        );
        console.log(
          `    ${''.padEnd(20)} ` +
            MEASURES.map(([, heading]) => `${heading.padStart(22)} ${'÷ uPlot'.padStart(16)}`).join(
              '   ',
            ),
        );
        for (const name of timed) {
          const taken = samples.get(key(profile, size.points, name));
          if (!taken) continue;
          const cells = MEASURES.map(([measure]) => {
            const [middle, least] = [median, best].map((statistic) => of(name, measure, statistic));
            const [baseMiddle, baseLeast] = [median, best].map((statistic) =>
              of('uplot', measure, statistic),
            );
            return (
              `${ms(middle ?? NaN).padStart(10)} ${`(${ms(least ?? NaN)})`.padStart(11)} ` +
              `${times((middle ?? NaN) / (baseMiddle ?? NaN)).padStart(7)} ${`(${times((least ?? NaN) / (baseLeast ?? NaN))})`.padStart(8)}`
            );
          });
          const missed = RUNS - taken.length;
          const note = missed > 0 ? `   (${String(missed)} runs drew nothing in time)` : '';
          console.log(`    ${CONTENDERS[name].label.padEnd(20)} ${cells.join('   ')}${note}`);
        }
      }
    }
    if (process.argv.includes('--trace')) await printTraces(browser, url);
    await printMemoryRun(browser, url('memory', MEMORY_POINTS, 0));
    console.log('');
    console.log(`Took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
