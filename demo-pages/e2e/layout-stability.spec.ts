import { expect, test, type Page } from '@playwright/test';
import { resetSandbox, usePersona } from './fund-order-helpers';

/*
 * A plain article with all four elements, embedded the simplest way (the one-file kit and its
 * size-reserving stylesheet in the head, attributes only), must not move under its reader while
 * the elements are defined and their data arrives. Measured with the Layout Instability API, as
 * Cumulative Layout Shift counts it, at the top of the article and scrolled to each element,
 * and by each element's own box from the moment it is defined.
 */

const TAGS = ['price-graph', 'spark-graph', 'curated-list-card', 'fund-order-panel'] as const;

/** After the elements are defined: nothing may move (a rounding's worth at most). */
const AFTER_DEFINITION_LIMIT = 0.01;
/** The whole load, the first paint included: half of Google's "good" (0.1). */
const WHOLE_PAGE_LIMIT = 0.05;
/** How long the page is watched after it loads: the data, the feed and the images are in. */
const SETTLE_MS = 3000;

interface Measured {
  all: number;
  afterDefinition: number;
  /** Each element's heights from its definition on, without repeats. */
  heights: Record<string, number[]>;
}

/** Starts the measurement before the page's first byte is parsed. */
async function watchLayout(page: Page): Promise<void> {
  await page.addInitScript((tags: readonly string[]) => {
    const state = {
      shifts: [] as { time: number; value: number }[],
      defined: Infinity,
      heights: {} as Record<string, number[]>,
    };
    Object.assign(window, { layoutWatch: state });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) state.shifts.push({ time: entry.startTime, value: entry.value });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const sample = () => {
      for (const tag of tags) {
        const element = document.querySelector(tag);
        if (!element || !customElements.get(tag)) continue;
        const height = Math.round(element.getBoundingClientRect().height * 10) / 10;
        const seen = (state.heights[tag] ??= []);
        if (seen.at(-1) !== height) seen.push(height);
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    void Promise.all(tags.map((tag) => customElements.whenDefined(tag))).then(() => {
      state.defined = performance.now();
    });
  }, TAGS);
}

async function measure(page: Page, url: string): Promise<Measured> {
  await watchLayout(page);
  await page.goto(url);
  await page.waitForFunction(
    () =>
      (window as unknown as { layoutWatch: { defined: number } }).layoutWatch.defined < Infinity,
  );
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(() => {
    const { shifts, defined, heights } = (
      window as unknown as {
        layoutWatch: {
          shifts: { time: number; value: number }[];
          defined: number;
          heights: Record<string, number[]>;
        };
      }
    ).layoutWatch;
    const sum = (list: { value: number }[]) => list.reduce((total, { value }) => total + value, 0);
    return {
      all: sum(shifts),
      afterDefinition: sum(shifts.filter(({ time }) => time >= defined)),
      heights,
    };
  });
}

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
] as const;

const READERS = [
  { persona: 'se-customer', reader: 'a logged-in customer' },
  { persona: 'anonymous', reader: 'a logged-out reader' },
] as const;

/** Where the reader is when the page loads: its top, and scrolled to each element. */
const PLACES = ['', '#graph', '#lists', '#order'] as const;

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

for (const { name, viewport, hasTouch, isMobile } of VIEWPORTS) {
  for (const { persona, reader } of READERS) {
    test(`the article does not move for ${reader} on a ${name}`, async ({ browser, request }) => {
      await usePersona(request, persona);
      for (const place of PLACES) {
        const context = await browser.newContext({ viewport, hasTouch, isMobile });
        const page = await context.newPage();
        const measured = await measure(page, `/article.html${place}`);
        const where = `${name} ${persona} article.html${place}`;
        expect(measured.afterDefinition, `shifts after definition, ${where}`).toBeLessThanOrEqual(
          AFTER_DEFINITION_LIMIT,
        );
        expect(measured.all, `shifts of the whole load, ${where}`).toBeLessThanOrEqual(
          WHOLE_PAGE_LIMIT,
        );
        for (const tag of TAGS) {
          expect(measured.heights[tag], `${tag}'s heights once defined, ${where}`).toHaveLength(1);
        }
        // What the reader sees in the end: the graph drew, the card and the panel filled.
        const graph = page.locator('price-graph');
        await expect(graph.getByRole('slider', { name: /Volvo B/ })).toBeVisible();
        await expect(page.locator('curated-list-card').getByRole('link')).toContainText(
          'Nordic tech leaders',
        );
        const panel = page.locator('fund-order-panel');
        if (persona === 'anonymous') {
          await expect(panel.getByRole('link', { name: 'Log in' })).toBeVisible();
        } else {
          await expect(panel.getByRole('button', { name: 'Buy' })).toBeVisible();
        }
        await context.close();
      }
    });
  }
}
