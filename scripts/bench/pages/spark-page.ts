import type { SparkPageData } from './spark-grid';

/**
 * What every spark page does: puts its charts on screen, cold (the charts in the page's HTML,
 * timed from navigation start) or inserted (once the page has loaded and settled, timed from
 * the insertion), and reports in `window.__bench` the time to the end of the first frame in
 * which every chart is drawn: a requestAnimationFrame callback that finds every chart drawn
 * posts a message, which arrives once that frame has been painted.
 */

/** How one kind of page puts its charts on screen and knows they are drawn. */
export interface SparkContender {
  /** Draws the charts into the grid from their values (the pages whose script makes them). */
  draw?: (grid: HTMLElement, series: SparkPageData['series']) => void;
  /** True once every chart is drawn (the plain pages draw at once). */
  allDrawn?: () => boolean;
  /** Settles once the page can start (the element defined). */
  ready?: () => Promise<unknown>;
}

/** Frames an insert page waits after loading, so that loading work is over before timing. */
const SETTLE_FRAMES = 5;

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Records, at the end of the first frame with every chart drawn, the time since `start`. */
function recordFirstFrame(allDrawn: () => boolean, start: number): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    window.__bench = { ms: performance.now() - start };
  };
  const check = () => {
    if (allDrawn()) channel.port2.postMessage(null);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Runs the page: at once when cold, after loading and settling when inserting. */
export function runSparkPage(contender: SparkContender): void {
  const page = window.__sparkPage;
  const grid = document.querySelector<HTMLElement>('.grid');
  if (!page || !grid) throw new Error('The page has no data or no grid');
  const allDrawn = contender.allDrawn ?? (() => true);
  if (page.mode === 'cold') {
    contender.draw?.(grid, page.series);
    recordFirstFrame(allDrawn, 0);
    return;
  }
  void (async () => {
    await contender.ready?.();
    for (let index = 0; index < SETTLE_FRAMES; index += 1) await frame();
    // Inserted in a task of its own, as content arriving from the network is.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const start = performance.now();
    grid.innerHTML = page.markup;
    contender.draw?.(grid, page.series);
    recordFirstFrame(allDrawn, start);
  })();
}
