/**
 * Price graph benchmark: the first frame of a `<price-graph>`, of Highcharts Stock and of
 * lightweight-charts, each over bare uPlot's (the baseline), on 2 500 and on 100 000 daily
 * points, in headless Chromium; and the element's memory over 200 period switches
 * (`price-graph-memory.ts`). The method is in README.md, "Price graph first frame".
 *
 *   npm run build && npx tsx scripts/bench/price-graph.bench.ts [--serve]
 *
 * `BENCH_DIST=<dir>` times another build of the kit (to compare before and after a change).
 * `--contenders=uplot,element` times only those (bare uPlot is always timed, as the baseline).
 * `--serve` only serves the pages and prints their addresses, to look at them or profile them.
 */
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { readCpuTimes, stolenShare, stolenText } from './cpu-steal';
import { firstFrameResult, launchChromium } from './harness/browser';
import { bundlePages } from './harness/page-bundle';
import { makeWalk, seriesAnswer, type Size } from './harness/series-data';
import { DIST, ELEMENT_ENTRY, html, serve } from './harness/server';
import { best, count, median, ms, times } from './harness/statistics';
import { MEMORY_POINTS, printMemoryRun } from './price-graph-memory';
import { CHART } from './pages/chart-size';

/** The series drawn: ten years of daily bars, and 100 000 daily bars (some four centuries). */
export const SIZES: readonly Size[] = [
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
const PAGE_MODULES: Readonly<Record<Contender | 'memory', string>> = {
  uplot: 'bare-uplot.ts',
  element: 'element.ts',
  highcharts: 'highcharts.ts',
  lightweight: 'lightweight-charts.ts',
  memory: 'memory.ts',
};

/** The two times of a run, in milliseconds from the start. */
interface Timing {
  /** To the end of the first frame. */
  frame: number;
  /** To the draw call, before the frame is painted: the scripts' share. */
  draw: number;
}

/** A run's times; undefined when the page drew nothing within the timeout (printed, not fatal). */
async function timeLoad(
  browser: Browser,
  url: string,
  points: number,
): Promise<Timing | undefined> {
  const result = await firstFrameResult(browser, url);
  if (!result) return undefined;
  if (result.error !== undefined) throw new Error(`${url}: ${result.error}`);
  if (result.points !== points) {
    throw new Error(`${url} drew ${String(result.points)} points, not ${String(points)}`);
  }
  return { frame: result.ms ?? NaN, draw: result.drawMs ?? NaN };
}

const pagePath = (name: Contender | 'memory') => `/${name}.html`;
const answerMegabytes = (size: Size) =>
  Buffer.byteLength(seriesAnswer(size, makeWalk(size), 'DAY_1')) / 1e6;

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
    const runs = SIZES.flatMap((size) => timed.map((name) => ({ size, name })));
    const key = (points: number, name: Contender) => `${String(points)} ${name}`;
    const samples = new Map(runs.map((run) => [key(run.size.points, run.name), [] as Timing[]]));
    for (let round = -WARM_UPS; round < 0; round++) {
      for (const run of runs)
        await timeLoad(browser, url(run.name, run.size.points, round), run.size.points);
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
        );
        if (timing) samples.get(key(run.size.points, run.name))?.push(timing);
      }
    }
    const stolen = stolenShare(cpuBefore, readCpuTimes());
    console.log(
      `First frame from the start, over bare uPlot's, ${String(CHART.width)}×${String(CHART.height)} ` +
        `chart: median (and best) of ${String(RUNS)} interleaved runs in fresh contexts after ` +
        `${String(WARM_UPS)} warm-up round, headless Chromium ${browser.version()}, ` +
        `${String(availableParallelism())} CPUs, load average ${loadavg()[0]?.toFixed(1) ?? '?'} ` +
        `at the start, ${stolenText(stolen)}.`,
    );
    for (const size of SIZES) {
      const of = (name: Contender, measure: keyof Timing, statistic: typeof median) =>
        statistic(samples.get(key(size.points, name))?.map((timing) => timing[measure]) ?? []);
      console.log('');
      console.log(
        `${count(size.points)} ${size.what} (answer ${answerMegabytes(size).toFixed(1)} MB):`,
      );
      console.log(
        `  ${''.padEnd(20)} ${'first frame'.padStart(22)} ${'÷ uPlot'.padStart(16)}   ${'draw call'.padStart(22)} ${'÷ uPlot'.padStart(16)}`,
      );
      for (const name of timed) {
        const cells = (['frame', 'draw'] as const).map((measure) => {
          const [middle, least] = [median, best].map((statistic) => of(name, measure, statistic));
          const [baseMiddle, baseLeast] = [median, best].map((statistic) =>
            of('uplot', measure, statistic),
          );
          return (
            `${ms(middle ?? NaN).padStart(10)} ${`(${ms(least ?? NaN)})`.padStart(11)} ` +
            `${times((middle ?? NaN) / (baseMiddle ?? NaN)).padStart(7)} ${`(${times((least ?? NaN) / (baseLeast ?? NaN))})`.padStart(8)}`
          );
        });
        const missed = RUNS - (samples.get(key(size.points, name))?.length ?? 0);
        const note = missed > 0 ? `   (${String(missed)} runs drew nothing in time)` : '';
        console.log(`  ${CONTENDERS[name].label.padEnd(20)} ${cells.join('   ')}${note}`);
      }
    }
    await printMemoryRun(browser, url('memory', MEMORY_POINTS, 0));
    console.log('');
    console.log(`Took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
