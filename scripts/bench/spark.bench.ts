/**
 * Spark benchmark: 200 `<spark-graph>` elements against the same data as 200 plain SVG
 * polylines (the goal's baseline) and 200 canvases, in headless Chromium. The method is in
 * README.md, "Spark".
 *
 *   npm run build && npx tsx scripts/bench/spark.bench.ts [--serve]
 */
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { Browser } from '@playwright/test';
import { readCpuTimes, stolenShare, stolenText } from './cpu-steal';
import { firstFrameResult, launchChromium, VIEWPORT } from './harness/browser';
import { bundleInlineScripts } from './harness/page-bundle';
import { parkMiller } from './harness/random';
import { DIST, htmlPage, serve } from './harness/server';
import { best, median, ms, times } from './harness/statistics';
import { GRID_CSS, STROKE, type SparkPageData } from './pages/spark-grid';

/** Charts per page. */
const CHARTS = 200;
/** Points per chart. */
const POINTS = 250;
/** Untimed loads of every page first, so that the browser and the server are warm. */
const WARM_UPS = 2;
/** Timed loads of every page, taking turns; the median and the best are reported. */
const RUNS = 11;
/** The goal: the sparks' first frame within this many times the SVG polylines' (insert). */
const GOAL_RATIO = 2;

const SPARK_ENTRY = '/dist/elements/spark-graph.js';

/** The kinds of page, in the order they are printed: label, page script, what the head loads. */
const KINDS = {
  svg: { label: 'SVG polylines, static HTML', script: 'spark-svg.ts', head: '' },
  svgScript: { label: 'SVG polylines, one script', script: 'spark-svg-script.ts', head: '' },
  canvas: { label: 'canvases, one script', script: 'spark-canvas.ts', head: '' },
  spark: {
    label: '<spark-graph>',
    script: 'spark-element.ts',
    head: `<script type="module" src="${SPARK_ENTRY}"></script>`,
  },
} as const;
type Kind = keyof typeof KINDS;
const MODES = ['insert', 'cold'] as const;
type Mode = (typeof MODES)[number];

/** 200 deterministic random walks (Park–Miller generator, fixed seed), rounded to cents. */
function makeSeries(): number[][] {
  const random = parkMiller(20261121);
  return Array.from({ length: CHARTS }, () => {
    let price = 50 + random() * 200;
    return Array.from({ length: POINTS }, () => {
      price = Math.max(1, price * (1 + (random() - 0.5) * 0.03));
      return Math.round(price * 100) / 100;
    });
  });
}

/** The mapping a spark makes (left to right, highest at the top) in a 1000-unit box. */
function polylinePoints(values: readonly number[]): string {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const step = 1000 / (values.length - 1);
  const point = (v: number, i: number) =>
    `${Math.round(i * step * 10) / 10},${Math.round(((max - v) / (max - min)) * 10000) / 10}`;
  return values.map(point).join(' ');
}

/** The charts as HTML: static polylines or elements; the scripted kinds make theirs. */
function markupOf(kind: Kind, series: readonly number[][]): string {
  const { colour, widthPx } = STROKE;
  if (kind === 'svg') {
    return series
      .map(
        (values) =>
          `<svg viewBox="0 0 1000 1000" preserveAspectRatio="none"><polyline points="${polylinePoints(values)}" fill="none" stroke="${colour}" stroke-width="${String(widthPx)}" vector-effect="non-scaling-stroke"/></svg>`,
      )
      .join('');
  }
  if (kind === 'spark') {
    return series
      .map((values) => `<spark-graph values="[${values.join(',')}]"></spark-graph>`)
      .join('');
  }
  return '';
}

/** A page: its charts in the HTML (cold) or given to its script to insert, then the script. */
function sparkPage(kind: Kind, mode: Mode, series: number[][], script: string): string {
  const markup = markupOf(kind, series);
  const scripted = kind === 'svgScript' || kind === 'canvas';
  const data: SparkPageData = {
    mode,
    markup: mode === 'insert' ? markup : '',
    series: scripted ? series : [],
  };
  return htmlPage(
    `${kind}, ${mode}`,
    GRID_CSS,
    KINDS[kind].head,
    `<div class="grid">${mode === 'cold' ? markup : ''}</div>` +
      `<script>window.__sparkPage = ${JSON.stringify(data)};</script><script>${script}</script>`,
  );
}

async function timeLoad(browser: Browser, url: string): Promise<number> {
  const result = await firstFrameResult(browser, url);
  if (result?.ms === undefined) throw new Error(`${url}: ${result?.error ?? 'no first frame'}`);
  return result.ms;
}

async function main(): Promise<void> {
  if (!existsSync(`${DIST}/elements/spark-graph.js`)) {
    console.error(`${DIST}/elements/spark-graph.js is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const series = makeSeries();
  const kinds = Object.keys(KINDS) as Kind[];
  const scripts = await bundleInlineScripts(
    Object.fromEntries(kinds.map((kind) => [kind, KINDS[kind].script])),
  );
  const pathOf = (mode: Mode, kind: Kind) => `/${kind}-${mode}.html`;
  const pages: Record<string, string> = {};
  for (const kind of kinds) {
    for (const mode of MODES) {
      pages[pathOf(mode, kind)] = sparkPage(kind, mode, series, scripts.get(kind) ?? '');
    }
  }
  const { server, base } = await serve({ pages });
  if (process.argv.includes('--serve')) {
    for (const path of Object.keys(pages)) console.log(base + path);
    return;
  }

  const browser = await launchChromium();
  try {
    const urls = Object.keys(pages);
    for (let round = 0; round < WARM_UPS; round++) {
      for (const path of urls) await timeLoad(browser, base + path);
    }
    const samples = new Map<string, number[]>(urls.map((path) => [path, []]));
    const cpuBefore = readCpuTimes();
    for (let round = 0; round < RUNS; round++) {
      for (const path of urls) samples.get(path)?.push(await timeLoad(browser, base + path));
    }
    const stolen = stolenShare(cpuBefore, readCpuTimes());
    const result = (mode: Mode, kind: Kind, statistic = median) =>
      statistic(samples.get(pathOf(mode, kind)) ?? []);

    console.log(
      `${String(CHARTS)} charts × ${String(POINTS)} points, all on screen (${String(VIEWPORT.width)}×` +
        `${String(VIEWPORT.height)}), first frame with every chart drawn: median (and best) of ` +
        `${String(RUNS)} interleaved loads in fresh contexts after ${String(WARM_UPS)} warm-ups, ` +
        `headless Chromium ${browser.version()}, ${String(availableParallelism())} CPUs, load ` +
        `average ${loadavg()[0]?.toFixed(1) ?? '?'} at the start, ${stolenText(stolen)}.`,
    );
    for (const mode of MODES) {
      console.log('');
      console.log(
        mode === 'insert'
          ? 'Insert: 200 charts put into a loaded page at once, timed from the insertion.'
          : `Cold page: the charts in the HTML, timed from navigation start (the sparks' time holds loading ${SPARK_ENTRY}).`,
      );
      /** Median and best-run ratios of `kind` to `baseline`. */
      const against = (kind: Kind, baseline: Kind) =>
        `${times(result(mode, kind) / result(mode, baseline))} ` +
        `(best ${times(result(mode, kind, best) / result(mode, baseline, best))})`;
      console.log(
        `  ${''.padEnd(28)} ${'median'.padStart(9)} ${'(best)'.padStart(10)}   to static SVG   to scripted SVG`,
      );
      for (const kind of kinds) {
        const ratios =
          kind === 'svg' || kind === 'svgScript'
            ? ''
            : `   ${against(kind, 'svg').padEnd(15)} ${against(kind, 'svgScript')}`;
        console.log(
          `  ${KINDS[kind].label.padEnd(28)} ${ms(result(mode, kind)).padStart(9)} ${`(${ms(result(mode, kind, best))})`.padStart(10)}${ratios}`,
        );
      }
    }
    console.log('');
    console.log(
      `Goal: 200 sparks draw their first frame within ${String(GOAL_RATIO)}× the time of 200 SVG polylines (insert).`,
    );
    for (const baseline of ['svgScript', 'svg'] as const) {
      const ratio = result('insert', 'spark') / result('insert', baseline);
      console.log(
        `- against ${KINDS[baseline].label}: ${ratio <= GOAL_RATIO ? 'met' : 'NOT met'} (median ${times(ratio)}, ` +
          `best runs ${times(result('insert', 'spark', best) / result('insert', baseline, best))})`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
