import type { Browser, Page } from '@playwright/test';
import { freshPage, PAGE_TIMEOUT_MS, type CpuProfile } from '../harness/browser';
import type { NamedPeriod } from '../harness/series-data';
import { START_PERIOD } from '../pages/interaction-settings';
import { QUIET_MS } from '../price-graph-memory';
import { switchRepaint, type RunResult, type Step } from './measures';

/** The scripted reader of the interaction bench: what it does in every run. */
export interface ReaderScript {
  /** The periods switched to, in turns, and their buttons' accessible names in en-GB. */
  switchTo: readonly { period: NamedPeriod; button: RegExp }[];
  /** Period switches per run. */
  switches: number;
  /** The indicators added through the drawer, by their buttons' names, with default parameters. */
  added: readonly string[];
  /** Mouse moves across the chart per run. */
  moves: number;
  /** Animation frames an idle page is timed over, for its frame interval. */
  idleFrames: number;
}

const now = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** The page's recordings (`pages/interaction-recorders.ts`). */
const sessionOf = () => {
  if (!window.__session) throw new Error('The page has no recorders');
  return window.__session;
};

/**
 * Waits until the graph is quiet after `since`: an answer has arrived, something has been
 * drawn since `since` (the answer, or the answer kept for a revisit, which is not drawn again
 * when the fresh one equals it), every worker call made since has been answered, every draw's
 * frame has ended, and nothing has been loaded, answered or drawn for `quietMs`.
 */
async function waitUntilQuiet(
  page: Page,
  since: number,
  what: string,
  quietMs: number,
): Promise<void> {
  const handle = await page
    .waitForFunction(
      ({ since, quietMs }) => {
        const state = window.__session;
        if (!state) return false;
        if (state.errors.length > 0) return state.errors.join('; ');
        const load = state.loads.findLast((entry) => entry.at > since);
        const draw = state.draws.at(-1);
        if (!load || !draw || draw.at < since) return false;
        if (state.draws.some((entry) => entry.endAt === undefined)) return false;
        const answered = new Set(state.replies.map((reply) => reply.id));
        const waiting = state.posts.some(
          (post) => post.at > since && post.id !== undefined && !answered.has(post.id),
        );
        if (waiting) return false;
        const last = Math.max(load.at, draw.at, state.replies.at(-1)?.at ?? 0);
        return performance.now() - last > quietMs;
      },
      { since, quietMs },
      { timeout: PAGE_TIMEOUT_MS, polling: 20 },
    )
    .catch((error: unknown) => {
      throw new Error(`${what}: the graph did not settle`, { cause: error });
    });
  const outcome = await handle.jsonValue();
  if (typeof outcome === 'string') throw new Error(`${what}: ${outcome}`);
}

/** One page, one scripted reader: switches, additions and hovering, on `profile`'s CPU. */
export async function readerRun(
  browser: Browser,
  url: string,
  script: ReaderScript,
  profile?: CpuProfile,
): Promise<RunResult> {
  const { context, page } = await freshPage(browser, profile);
  // A slower CPU takes as many times longer to get from one step of a switch to the next.
  const quietMs = QUIET_MS * (profile?.slowdown ?? 1);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => '__session' in window);
    await waitUntilQuiet(page, 0, 'The first draw', quietMs);
    const graph = page.locator('price-graph');
    const periods = graph.getByRole('toolbar', { name: 'Period' });
    const buttons = script.switchTo.map(({ period, button }) => ({
      period,
      locator: periods.getByRole('button', { name: button }),
    }));
    for (const { locator } of buttons) await locator.waitFor();
    const frameMs = await page.evaluate(
      (frames) => window.__frameMs?.(frames) ?? NaN,
      script.idleFrames,
    );

    const stepStarts: { step: Step; at: number }[] = [];
    const switchStarts: { since: number; firstVisit: boolean }[] = [];
    stepStarts.push({ step: 'switch', at: await now(page) });
    const shown = new Set<NamedPeriod>([START_PERIOD]);
    for (let index = 0; index < script.switches; index += 1) {
      const button = buttons[index % buttons.length];
      if (!button) continue;
      const since = await now(page);
      switchStarts.push({ since, firstVisit: !shown.has(button.period) });
      shown.add(button.period);
      await button.locator.click();
      await waitUntilQuiet(page, since, `Switch ${String(index + 1)}`, quietMs);
    }

    stepStarts.push({ step: 'add', at: await now(page) });
    await graph.getByRole('button', { name: 'Technical Analysis', exact: true }).click();
    const drawer = graph.getByRole('region', { name: 'Technical Analysis' });
    for (const name of script.added) {
      const since = await now(page);
      await drawer.getByRole('button', { name, exact: true }).click();
      await drawer.getByRole('button', { name: 'Add to graph' }).click();
      await waitUntilQuiet(page, since, `Adding ${name}`, quietMs);
    }

    stepStarts.push({ step: 'hover', at: await now(page) });
    const chart = graph.getByRole('slider');
    await chart.scrollIntoViewIfNeeded();
    const box = await chart.boundingBox();
    if (!box) throw new Error('The chart has no box');
    const { moves } = script;
    for (let move = 0; move < moves; move += 1) {
      // Across and back, rising and falling over the price area and the panels below it.
      const across = move < moves / 2 ? move / (moves / 2) : 2 - move / (moves / 2);
      await page.mouse.move(
        box.x + box.width * (0.02 + 0.96 * across),
        box.y + box.height * (0.5 + 0.4 * Math.sin(move / 8)),
      );
    }
    // Two frames more, so that the last move's work is over and observed.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const end = await now(page);

    const state = await page.evaluate(sessionOf);
    if (state.errors.length > 0) throw new Error(`The page failed: ${state.errors.join('; ')}`);
    const stepOf = (at: number): Step | undefined =>
      at > end ? undefined : stepStarts.findLast((entry) => entry.at <= at)?.step;
    const addStart = stepStarts.find((entry) => entry.step === 'add')?.at ?? end;
    return {
      switches: switchStarts.map((start, index) =>
        switchRepaint(
          state,
          start.since,
          switchStarts[index + 1]?.since ?? addStart,
          start.firstVisit,
        ),
      ),
      longTasks: state.longTasks.flatMap((task) => {
        const step = stepOf(task.start);
        return step ? [{ ...task, step }] : [];
      }),
      frameMs,
      workerAnswers: state.replies.length,
    };
  } finally {
    await context.close();
  }
}
