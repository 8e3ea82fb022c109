/**
 * Spark benchmark: 200 `<spark-graph>` elements of 250 points each against the same data drawn
 * as 200 plain SVG polylines (the goal's baseline), in headless Chromium, two ways: as static
 * HTML whose points were worked out beforehand (the browser only parses and paints), and made by
 * a plain script from the data arrays (the points worked out in the page, as a page with the
 * data must); and, for scale, as 200 canvases drawn by a plain script. Every page lays the
 * charts out in the same grid, all inside the viewport, with the same deterministic data.
 *
 *   npm run build && npx tsx scripts/bench/spark.bench.ts [--serve]
 *
 * `--serve` only serves the pages and prints their addresses, to look at them or profile them.
 *
 * It prints times and ratios only; it never fails on a time, since a loaded machine would make
 * such a check flaky (DESIGN.md, "Test layers"). The goal it reports on: 200 sparks draw their
 * first frame within 2× the time of the 200 SVG polylines.
 * Beside them it prints the load average and the share of CPU time the host kept for itself
 * during the timed loads (`cpu-steal.ts`).
 *
 * Two measures, each from a fresh browser context (nothing cached), in turns:
 * - insert (the goal): the page is loaded and the kit's element defined; then the 200 charts
 *   are inserted at once (`innerHTML`, as a CMS page's content arrives), and the time runs
 *   to the end of the first frame in which every chart is drawn. This is the cost of many
 *   charts per page, the same for the tenth article a reader opens as for the first.
 * - cold page: the charts are in the page's HTML and the time runs from navigation start,
 *   so the sparks' time also holds loading, compiling and starting the kit's script
 *   (`dist/elements/spark-graph.js` and the chunk it shares with the other elements).
 * "The end of the first frame": a requestAnimationFrame callback that finds every chart drawn
 * posts a message, which arrives once that frame has been painted.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { sendStatic } from '../../demo-pages/sandbox/static-files';
import { CHROMIUM_ARGS, chromiumPath } from '../browsers.js';
import { readCpuTimes, stolenShare, stolenText } from './cpu-steal';

/** Charts per page. */
const CHARTS = 200;
/** Points per chart. */
const POINTS = 250;
/** Untimed loads of every page first, so that the browser and the server are warm. */
const WARM_UPS = 2;
/** Timed loads of every page, taking turns; the median and the best are reported. */
const RUNS = 11;
/** Frames the insert pages wait after loading, so that loading work is over before timing. */
const SETTLE_FRAMES = 5;
/** The viewport: the grid below fits inside it, so every chart is on screen. */
const VIEWPORT = { width: 1280, height: 900 } as const;
/** The grid: 10 columns of 120 × 32 px charts, 20 rows. */
const GRID_CSS = `
  body { margin: 8px; font: 12px system-ui, sans-serif; }
  .grid { display: grid; grid-template-columns: repeat(10, 120px); gap: 8px 6px; }
  .grid > * { display: block; width: 120px; height: 32px; }
`;
/** How long one page may take before the run is given up, in milliseconds. */
const PAGE_TIMEOUT_MS = 30_000;
/** The baseline's line: the light theme's positive colour and the spark's line width. */
const BASELINE_STROKE = { colour: '#0b7a43', widthPx: 1.5 } as const;

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const SPARK_ENTRY = '/dist/elements/spark-graph.js';

/** 200 deterministic random walks (Park–Miller generator, fixed seed), rounded to cents. */
function makeSeries(): number[][] {
  let state = 20261121;
  const random = (): number => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
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

//#region Pages

/** How each kind of page puts its charts on screen, and how it knows they are drawn. */
interface Contender {
  /** The charts as HTML (empty for the canvases, which a script makes). */
  markup: string;
  /** A script run once the markup is in the page (the canvases' drawing). */
  after: string;
  /** An expression that is true once every chart is drawn. */
  allDrawn: string;
  /** Extra head content (the kit's script). */
  head: string;
  /** An expression giving a promise that settles once the page can start (the element defined). */
  ready: string;
}

/** The kinds of page, in the order they are printed. */
const KINDS = ['svg', 'svgScript', 'canvas', 'spark'] as const;
type Kind = (typeof KINDS)[number];

function contenders(series: number[][]): Record<Kind, Contender> {
  const { colour, widthPx } = BASELINE_STROKE;
  return {
    svg: {
      markup: series
        .map(
          (values) =>
            `<svg viewBox="0 0 1000 1000" preserveAspectRatio="none"><polyline points="${polylinePoints(values)}" fill="none" stroke="${colour}" stroke-width="${String(widthPx)}" vector-effect="non-scaling-stroke"/></svg>`,
        )
        .join(''),
      after: '',
      allDrawn: 'true',
      head: '',
      ready: 'Promise.resolve()',
    },
    svgScript: {
      markup: '',
      after: `
        const series = ${JSON.stringify(series)};
        const grid = document.querySelector('.grid');
        const SVG = 'http://www.w3.org/2000/svg';
        for (const values of series) {
          const min = Math.min(...values), max = Math.max(...values);
          const points = values
            .map((v, i) => (i / (values.length - 1)) * 1000 + ',' + ((max - v) / (max - min)) * 1000)
            .join(' ');
          const svg = document.createElementNS(SVG, 'svg');
          svg.setAttribute('viewBox', '0 0 1000 1000');
          svg.setAttribute('preserveAspectRatio', 'none');
          const line = document.createElementNS(SVG, 'polyline');
          line.setAttribute('points', points);
          line.setAttribute('fill', 'none');
          line.setAttribute('stroke', '${colour}');
          line.setAttribute('stroke-width', '${String(widthPx)}');
          line.setAttribute('vector-effect', 'non-scaling-stroke');
          svg.append(line);
          grid.append(svg);
        }`,
      allDrawn: 'true',
      head: '',
      ready: 'Promise.resolve()',
    },
    canvas: {
      markup: '',
      after: `
        const series = ${JSON.stringify(series)};
        const grid = document.querySelector('.grid');
        const ratio = devicePixelRatio;
        const canvases = series.map(() => grid.appendChild(document.createElement('canvas')));
        // Every size is read before any canvas is resized, so layout runs once, not 200 times.
        const boxes = canvases.map((canvas) => canvas.getBoundingClientRect());
        canvases.forEach((canvas, n) => {
          const values = series[n];
          const { width, height } = boxes[n];
          canvas.width = Math.round(width * ratio);
          canvas.height = Math.round(height * ratio);
          const context = canvas.getContext('2d');
          const min = Math.min(...values), max = Math.max(...values);
          context.strokeStyle = '${colour}';
          context.lineWidth = ${String(widthPx)} * ratio;
          context.beginPath();
          values.forEach((v, i) => {
            const x = (i / (values.length - 1)) * canvas.width;
            const y = ((max - v) / (max - min)) * canvas.height;
            if (i === 0) context.moveTo(x, y); else context.lineTo(x, y);
          });
          context.stroke();
        });`,
      allDrawn: 'true',
      head: '',
      ready: 'Promise.resolve()',
    },
    spark: {
      markup: series
        .map((values) => `<spark-graph values="[${values.join(',')}]"></spark-graph>`)
        .join(''),
      after: '',
      allDrawn: `[...document.querySelectorAll('spark-graph')].every((s) => s.shadowRoot?.querySelector('polyline'))`,
      head: `<script type="module" src="${SPARK_ENTRY}"></script>`,
      ready: `customElements.whenDefined('spark-graph')`,
    },
  };
}

const html = (title: string, head: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>${GRID_CSS}</style>${head}</head><body>${body}</body></html>`;

/** Records, at the end of the first frame with every chart drawn, the time since `start`. */
const firstFrameProbe = (allDrawn: string, start: string) => `
  const channel = new MessageChannel();
  channel.port1.onmessage = () => { window.__benchMs = performance.now() - ${start}; };
  const check = () => {
    if (${allDrawn}) channel.port2.postMessage(null);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);`;

/** The charts in the page's HTML; timed from navigation start. */
function coldPage(name: string, contender: Contender): string {
  const script = `<script>${contender.after}${firstFrameProbe(contender.allDrawn, '0')}</script>`;
  return html(
    `${name}, cold`,
    contender.head,
    `<div class="grid">${contender.markup}</div>${script}`,
  );
}

/** The charts inserted at once into a loaded page; timed from the insertion. */
function insertPage(name: string, contender: Contender): string {
  const script = `<script type="module">
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await ${contender.ready};
    for (let i = 0; i < ${String(SETTLE_FRAMES)}; i++) await frame();
    // Inserted in a task of its own, as content arriving from the network is.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const markup = ${JSON.stringify(contender.markup)};
    const start = performance.now();
    document.querySelector('.grid').innerHTML = markup;
    ${contender.after}
    ${firstFrameProbe(contender.allDrawn, 'start')}
  </script>`;
  return html(`${name}, insert`, contender.head, `<div class="grid"></div>${script}`);
}

//#endregion

function serve(pages: Readonly<Record<string, string>>): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://bench.invalid').pathname;
    const page = pages[path];
    if (page !== undefined) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(page);
      return;
    }
    if (path.startsWith('/dist/')) {
      void sendStatic(DIST, path.slice('/dist'.length), response).then((sent) => {
        if (!sent) response.writeHead(404).end();
      });
      return;
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${String(port)}` });
    });
  });
}

async function timeLoad(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    const tab = await context.newPage();
    await tab.goto(url, { waitUntil: 'commit' });
    const handle = await tab.waitForFunction(
      () => (window as unknown as { __benchMs?: number }).__benchMs,
      undefined,
      { timeout: PAGE_TIMEOUT_MS, polling: 50 },
    );
    return (await handle.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
/** The best run: the one least slowed by whatever else the machine was doing. */
const best = (values: readonly number[]): number => Math.min(...values);
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
const times = (value: number) => `${value.toFixed(2)}×`;

async function main(): Promise<void> {
  if (!existsSync(`${DIST}/elements/spark-graph.js`)) {
    console.error('dist/elements/spark-graph.js is missing: run `npm run build` first.');
    process.exit(1);
  }
  const kinds = contenders(makeSeries());
  const names = KINDS;
  const modes = ['insert', 'cold'] as const;
  const pathOf = (mode: (typeof modes)[number], name: (typeof names)[number]) =>
    `/${name}-${mode}.html`;
  const pages: Record<string, string> = {};
  for (const name of names) {
    pages[pathOf('insert', name)] = insertPage(name, kinds[name]);
    pages[pathOf('cold', name)] = coldPage(name, kinds[name]);
  }
  const { server, base } = await serve(pages);
  if (process.argv.includes('--serve')) {
    for (const path of Object.keys(pages)) console.log(base + path);
    return;
  }

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
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
    const result = (
      mode: (typeof modes)[number],
      name: (typeof names)[number],
      statistic: (values: readonly number[]) => number = median,
    ) => statistic(samples.get(pathOf(mode, name)) ?? []);

    console.log(
      `${String(CHARTS)} charts × ${String(POINTS)} points, all on screen (${String(VIEWPORT.width)}×` +
        `${String(VIEWPORT.height)}), first frame with every chart drawn: median (and best) of ` +
        `${String(RUNS)} interleaved loads in fresh contexts after ${String(WARM_UPS)} warm-ups, ` +
        `headless Chromium ${browser.version()}, ${String(availableParallelism())} CPUs, load ` +
        `average ${loadavg()[0]?.toFixed(1) ?? '?'} at the start, ${stolenText(stolen)}.`,
    );
    const labels: Record<Kind, string> = {
      svg: 'SVG polylines, static HTML',
      svgScript: 'SVG polylines, one script',
      canvas: 'canvases, one script',
      spark: '<spark-graph>',
    };
    for (const mode of modes) {
      console.log('');
      console.log(
        mode === 'insert'
          ? 'Insert: 200 charts put into a loaded page at once, timed from the insertion.'
          : `Cold page: the charts in the HTML, timed from navigation start (the sparks' time holds loading ${SPARK_ENTRY}).`,
      );
      /** Median and best-run ratios of `name` to `baseline`. */
      const against = (name: Kind, baseline: Kind) =>
        `${times(result(mode, name) / result(mode, baseline))} ` +
        `(best ${times(result(mode, name, best) / result(mode, baseline, best))})`;
      console.log(
        `  ${''.padEnd(28)} ${'median'.padStart(9)} ${'(best)'.padStart(10)}   to static SVG   to scripted SVG`,
      );
      for (const name of names) {
        const ratios =
          name === 'svg' || name === 'svgScript'
            ? ''
            : `   ${against(name, 'svg').padEnd(15)} ${against(name, 'svgScript')}`;
        console.log(
          `  ${labels[name].padEnd(28)} ${ms(result(mode, name))} ${`(${ms(result(mode, name, best)).trim()})`.padStart(10)}${ratios}`,
        );
      }
    }
    console.log('');
    console.log(
      'Goal: 200 sparks draw their first frame within 2× the time of 200 SVG polylines (insert).',
    );
    for (const baseline of ['svgScript', 'svg'] as const) {
      const ratio = result('insert', 'spark') / result('insert', baseline);
      console.log(
        `- against ${labels[baseline]}: ${ratio <= 2 ? 'met' : 'NOT met'} (median ${times(ratio)}, ` +
          `best runs ${times(result('insert', 'spark', best) / result('insert', baseline, best))})`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
