import { priceTimeSeriesByPeriod } from '../../../core/endpoints/market-data';
import { instrumentId, type BenchPoint } from '../harness/series-data';
import { CHART, LOCALE } from './chart-size';

/**
 * What every first-frame page shares: the run's query (`?points=&run=`), the wait before
 * timing, the time to the end of the first frame after a draw, and failures, all reported in
 * `window.__bench` for the bench to read.
 */

/**
 * A page's outcome: milliseconds from the start to the first frame, to the draw call, and to
 * the series answer's last byte (the browser's resource timing of its request).
 */
export interface FirstFrameResult {
  ms?: number;
  drawMs?: number;
  answerMs?: number;
  points?: number;
  error?: string;
}

declare global {
  interface Window {
    __bench?: FirstFrameResult;
  }
}

const query = new URLSearchParams(location.search);
/** The series' number of points, from the page's address. */
export const points = Number(query.get('points'));
/** The run's number, which keeps the element's stored settings apart between runs. */
export const run = query.get('run') ?? '0';

export const fail = (message: unknown) => {
  window.__bench = { error: String(message) };
};
window.addEventListener('error', (event) => fail(event.message));
window.addEventListener('unhandledrejection', (event) => fail(event.reason));

/** The chart's box on the page. */
export const chartBox = () => document.getElementById('chart') as HTMLElement;

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Waits until loading work is over, then starts the time (marked for profiles). */
export async function startTiming(): Promise<number> {
  for (let index = 0; index < 5; index += 1) await frame();
  // Timing starts in a task of its own, as content arriving from the network does.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return performance.mark('bench:start').startTime;
}

/** When the answer of the series drawn had arrived whole, in milliseconds from `start`. */
function answerAt(start: number): number | undefined {
  const series = performance
    .getEntriesByType('resource')
    .find((entry) => entry.name.includes('/price-time-series/'));
  return series instanceof PerformanceResourceTiming ? series.responseEnd - start : undefined;
}

/**
 * Records, at the end of the first frame after a draw, the time since `start`: a
 * requestAnimationFrame callback after the draw posts a message, which arrives once that
 * frame has been painted. `drawMs` is the time to the draw call itself: the scripts' share;
 * `answerMs` the time to the series answer, from which the rest is the work the answer starts.
 */
export function firstFrame(start: number, drawn: number): void {
  performance.mark('bench:draw');
  const drawMs = performance.now() - start;
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      performance.mark('bench:frame');
      window.__bench = {
        ms: performance.now() - start,
        drawMs,
        answerMs: answerAt(start),
        points: drawn,
      };
    };
    channel.port2.postMessage(null);
  });
}

/** The series' answer for the day's period, fetched and parsed with `JSON.parse` alone. */
export async function fetchPoints(): Promise<BenchPoint[]> {
  const url = priceTimeSeriesByPeriod(instrumentId(points), 'DAY_1');
  const response = await fetch(location.origin + url);
  if (!response.ok) throw new Error(`GET ${url}: ${String(response.status)}`);
  return (JSON.parse(await response.text()) as { pricePoints: BenchPoint[] }).pricePoints;
}

/** The element's markup for the run's series, its settings kept per run. */
export const elementMarkup = () =>
  `<price-graph instrument-id="${instrumentId(points)}" api-base="${location.origin}" ` +
  `graph-identifier="bench-${run}" locale="${LOCALE}" style="display:block;` +
  `width:${String(CHART.width)}px;--bw-price-graph-height:${String(CHART.height)}px"></price-graph>`;
