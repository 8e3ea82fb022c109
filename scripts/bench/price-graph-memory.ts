import type { Browser, Page } from '@playwright/test';
import type { MemoryState } from './pages/memory';
import { freshContext, PAGE_TIMEOUT_MS } from './harness/browser';
import { count, megabytes, times } from './harness/statistics';

/**
 * The price graph's memory over period switches: one element on 2 500 daily points. Its
 * period buttons are clicked 200 times, One week and One month in turns, each time waiting
 * until the new answer has been drawn. After a forced garbage collection (DevTools protocol),
 * V8's used heap, the JS objects in it (from a heap snapshot, without compiled code, which
 * grows as V8 optimizes) and the DOM counters are read after the first draw, once both periods
 * have been shown, and after 100 and 200 switches.
 */

/** Points of the memory run's series. */
export const MEMORY_POINTS = 2_500;
/** Period switches of the memory run. */
const SWITCHES = 200;
/** The periods the memory run switches between, by their buttons' accessible names in en-GB. */
const SWITCH_BUTTONS = [/^One week/, /^One month/] as const;
/**
 * After how many switches the heap is read besides the start: once each period has been
 * shown (from there on the graph keeps what it keeps of each answer), halfway, and at the end.
 */
const READ_AFTER = [SWITCH_BUTTONS.length, SWITCHES / 2, SWITCHES];
/** How long the graph must draw and load nothing before a switch counts as done, in ms. */
export const QUIET_MS = 50;

interface MemoryReading {
  switches: number;
  /** V8's used heap: the page's objects and the code compiled for it. */
  heapBytes: number;
  /**
   * The page's JS objects alone, from a heap snapshot: without compiled code, which grows as
   * V8 optimizes hot functions.
   */
  objectBytes: number;
  nodes: number;
  listeners: number;
}

/** The parts of a V8 heap snapshot that are read here. */
interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
}

/** Node types of a heap snapshot that are not the page's JS objects: code, V8's and Blink's own. */
const NOT_OBJECTS = new Set(['code', 'native', 'synthetic', 'hidden']);

/** The self sizes of a heap snapshot's JS objects, summed. */
function objectBytesOf(snapshot: HeapSnapshot): number {
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeField = fields.indexOf('type');
  const sizeField = fields.indexOf('self_size');
  let bytes = 0;
  for (let node = 0; node < snapshot.nodes.length; node += width) {
    const type = typeNames[snapshot.nodes[node + typeField] ?? -1] ?? '';
    if (!NOT_OBJECTS.has(type)) bytes += snapshot.nodes[node + sizeField] ?? 0;
  }
  return bytes;
}

/** The page's load and draw counts at one moment, to wait for what follows it. */
interface Mark {
  loads: number;
  at: number;
}

const markNow = (page: Page): Promise<Mark> =>
  page.evaluate(() => ({
    loads: (window as unknown as { __memory: MemoryState }).__memory.loads,
    at: performance.now(),
  }));

/**
 * Waits until the graph shows a new answer: a data load after `mark` has ended (its timing
 * entry is in), the chart has drawn since `mark`, and nothing has been drawn or loaded for
 * `QUIET_MS` (a switch back may draw the answer it knows first, then the fresh one).
 */
async function waitForNewDraw(page: Page, mark: Mark): Promise<void> {
  const handle = await page
    .waitForFunction(
      ({ since, quietMs }) => {
        const state = (window as unknown as { __memory: MemoryState }).__memory;
        if (state.error !== undefined) return state.error;
        const lastEvent = Math.max(state.lastDrawnAt, state.lastLoadSeenAt);
        return (
          state.loads > since.loads &&
          state.lastDrawnAt > since.at &&
          performance.now() - lastEvent > quietMs
        );
      },
      { since: mark, quietMs: QUIET_MS },
      { timeout: PAGE_TIMEOUT_MS, polling: 'raf' },
    )
    .catch(async (error: unknown) => {
      const state = await page.evaluate(() =>
        JSON.stringify((window as unknown as { __memory: MemoryState }).__memory),
      );
      throw new Error(`The graph drew no new answer (page state ${state})`, { cause: error });
    });
  const outcome = await handle.jsonValue();
  if (typeof outcome === 'string') throw new Error(`The memory run's graph failed: ${outcome}`);
}

/** One element, 200 period switches; the memory at the start and after `READ_AFTER` switches. */
async function memoryRun(browser: Browser, url: string): Promise<MemoryReading[]> {
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const read = async (switches: number): Promise<MemoryReading> => {
      // Two frames first, so that work the last draw scheduled is over.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const heap = await cdp.send('Runtime.getHeapUsage');
      const dom = await cdp.send('Memory.getDOMCounters');
      const chunks: string[] = [];
      const onChunk = (event: { chunk: string }) => chunks.push(event.chunk);
      cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
      await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
      return {
        switches,
        heapBytes: heap.usedSize,
        objectBytes: objectBytesOf(JSON.parse(chunks.join('')) as HeapSnapshot),
        nodes: dom.nodes,
        listeners: dom.jsEventListeners,
      };
    };

    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __memory?: MemoryState }).__memory);
    await waitForNewDraw(page, { loads: 0, at: 0 });
    // Playwright's role queries run in the page's heap: they are set up before the first reading.
    const buttons = SWITCH_BUTTONS.map((name) => page.getByRole('button', { name }));
    for (const button of buttons) await button.waitFor();
    const readings = [await read(0)];
    for (let switches = 1; switches <= SWITCHES; switches += 1) {
      const mark = await markNow(page);
      await buttons[(switches - 1) % buttons.length]?.click();
      await waitForNewDraw(page, mark).catch((error: unknown) => {
        throw new Error(`Switch ${String(switches)}: ${(error as Error).message}`, {
          cause: error,
        });
      });
      if (READ_AFTER.includes(switches)) readings.push(await read(switches));
    }
    return readings;
  } finally {
    await context.close();
  }
}

/** Runs the memory run on the page at `url` and prints its readings. */
export async function printMemoryRun(browser: Browser, url: string): Promise<void> {
  const readings = await memoryRun(browser, url);
  console.log('');
  console.log(
    `Memory: one <price-graph> on ${count(MEMORY_POINTS)} points, ${String(SWITCHES)} period ` +
      `switches (One week and One month in turns, each drawn before the next), after a forced ` +
      `garbage collection: V8's used heap, the JS objects in it (a heap snapshot without ` +
      `compiled code), and the DOM counters.`,
  );
  console.log(
    `  ${''.padEnd(22)} ${'JS heap'.padStart(10)} ${'objects'.padStart(10)} ` +
      `${'DOM nodes'.padStart(10)} ${'listeners'.padStart(10)}`,
  );
  for (const reading of readings) {
    const label =
      reading.switches === 0
        ? 'after the first draw'
        : `after ${String(reading.switches)} switches`;
    console.log(
      `  ${label.padEnd(22)} ${megabytes(reading.heapBytes).padStart(10)} ` +
        `${megabytes(reading.objectBytes).padStart(10)} ${count(reading.nodes).padStart(10)} ` +
        `${count(reading.listeners).padStart(10)}`,
    );
  }
  const at = (switches: number) => readings.find((reading) => reading.switches === switches);
  const first = at(0);
  const settled = at(SWITCH_BUTTONS.length);
  const middle = at(SWITCHES / 2);
  const last = at(SWITCHES);
  if (first && settled && middle && last) {
    const ratio = (from: MemoryReading) =>
      `JS heap ${times(last.heapBytes / from.heapBytes)}, objects ` +
      `${times(last.objectBytes / from.objectBytes)}`;
    console.log(`  end / start: ${ratio(first)}`);
    console.log(`  end / after ${String(SWITCH_BUTTONS.length)} switches: ${ratio(settled)}`);
    console.log(`  end / halfway: ${ratio(middle)}`);
    // Compiled code grows as V8 optimizes, and the graph keeps the answers it has seen (up to
    // 12, to go back to a period at once): the objects once both periods have been shown
    // tell whether memory stays flat.
    console.log(
      `  objects from ${String(SWITCH_BUTTONS.length)} switches to the end: ` +
        times(last.objectBytes / settled.objectBytes),
    );
  }
}
