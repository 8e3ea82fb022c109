import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { usePersona } from './fund-order-helpers';

/**
 * The price graph on a phone (360×740, a finger) and on a desktop (1280×800): what the drawer
 * covers is out of reach, Compare's results show above the on-screen keyboard, the custom range
 * has one button that applies it and says what is wrong with a date, the historical table shows
 * that it scrolls, the header's chips are named where a finger sees them and the graph fills
 * the screen, the period bar stays put, and a range of weeks has dates along its axis.
 */

const PAGE = '/instrument.html?lang=en-GB';
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
/** What an on-screen keyboard takes of a phone's height, at least. */
const KEYBOARD_SHARE = 0.4;

const graph = (page: Page) => page.locator('price-graph');
const chart = (page: Page) => graph(page).getByRole('slider');
const chip = (page: Page, name: string) => graph(page).getByRole('button', { name, exact: true });
const periodBar = (page: Page) => graph(page).getByRole('toolbar', { name: 'Period' });
const customButton = (page: Page) => graph(page).getByRole('button', { name: /^Custom/ });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found as { x: number; y: number; width: number; height: number };
}

/** The element focused in the graph, by its name as the tests read it. */
const focusedName = (page: Page) =>
  graph(page).evaluate((host) => {
    const active = host.shadowRoot?.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? 'outside';
  });

/** The boxes of the period buttons, of Custom and of the period bar, in one frame. */
const footerLayout = (page: Page) =>
  graph(page).evaluate(async (host) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const footer = host.shadowRoot?.querySelector('[part~="footer"]');
    // On the page, wherever it is scrolled to.
    const round = (rect: DOMRect) =>
      [rect.x + scrollX, rect.y + scrollY, rect.width, rect.height].map(Math.round);
    return {
      footer: footer ? round(footer.getBoundingClientRect()) : [],
      buttons: [...(footer?.querySelectorAll('button') ?? [])].map((button) =>
        round(button.getBoundingClientRect()),
      ),
    };
  });

/**
 * The same layout as before, to a pixel: the live price may change a period's performance by a
 * digit meanwhile, never its place.
 */
function expectSameLayout(
  after: Awaited<ReturnType<typeof footerLayout>>,
  before: Awaited<ReturnType<typeof footerLayout>>,
) {
  expect(after.buttons).toHaveLength(before.buttons.length);
  [before.footer, ...before.buttons].forEach((was, index) => {
    const now = [after.footer, ...after.buttons][index] ?? [];
    was.forEach((value, at) =>
      expect(
        Math.abs((now[at] ?? NaN) - value),
        `box ${index}: ${String(now)}, was ${String(was)}`,
      ).toBeLessThanOrEqual(1),
    );
  });
}

/** The heights of the header, the chart and the period bar. */
const partHeights = (page: Page) =>
  graph(page).evaluate((host) =>
    ['header', 'chart', 'footer'].map((part) =>
      Math.round(
        host.shadowRoot?.querySelector(`[part~="${part}"]`)?.getBoundingClientRect().height ?? -1,
      ),
    ),
  );

async function openGraph(page: Page) {
  await page.goto(PAGE);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(chart(page)).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

/** Types a range into the open picker and applies it with the picker's one button. */
async function applyRange(page: Page, from: string, to: string) {
  const picker = graph(page).getByRole('dialog', { name: 'Select date range' });
  await picker.getByRole('textbox', { name: 'From' }).fill(from);
  await picker.getByRole('textbox', { name: 'To' }).fill(to);
  await picker.getByRole('button', { name: 'Confirm' }).click();
  await expect(picker).toBeHidden();
}

test.beforeEach(async ({ request }) => {
  await request.delete('/sandbox/faults');
  await usePersona(request, 'se-customer');
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test.beforeEach(async ({ page }) => {
    await openGraph(page);
  });

  test('the drawer over the chart and the period bar puts them out of reach', async ({ page }) => {
    await chip(page, 'Compare').tap();
    const search = graph(page).getByRole('combobox', {
      name: 'Search for an instrument to compare',
    });
    await expect(search).toBeFocused();
    // Shift+Tab goes back to the header, never into what the drawer covers.
    const visited: string[] = [];
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Shift+Tab');
      visited.push(await focusedName(page));
    }
    expect(visited).toContain('Close Compare');
    expect(visited.filter((name) => /^Custom|^1D|Price graph of/.test(name))).toEqual([]);
    // Nor can anything else reach them: they are inert.
    const covered = [
      graph(page).getByRole('slider', { includeHidden: true }),
      graph(page).getByRole('toolbar', { name: 'Period', includeHidden: true }),
      graph(page).getByRole('button', { name: /^Custom/, includeHidden: true }),
    ];
    for (const element of covered) {
      expect(await element.evaluate((found) => found.closest('[inert]') !== null)).toBe(true);
    }
    expect(await axeViolations(page, 'price-graph')).toEqual([]);

    await graph(page).getByRole('button', { name: 'Close Compare' }).tap();
    await expect(chip(page, 'Compare')).toBeFocused();
    await chart(page).focus();
    await expect(chart(page)).toBeFocused();
  });

  test('Compare’s results show under its search box, above the on-screen keyboard', async ({
    page,
  }) => {
    // The page opens with the graph's header in the lower half of the screen: the search box
    // would come up where the keyboard will be.
    expect((await box(chip(page, 'Compare'))).y).toBeGreaterThan(740 / 2);

    await chip(page, 'Compare').tap();
    const search = graph(page).getByRole('combobox', {
      name: 'Search for an instrument to compare',
    });
    // The keyboard comes up as a tap gives the box the focus: the page is left the screen above
    // it, and the box scrolls into view in what is left.
    const aboveKeyboard = Math.round(740 * (1 - KEYBOARD_SHARE));
    await search.evaluate((element) => (element as HTMLElement).blur());
    await page.setViewportSize({ width: 360, height: aboveKeyboard });
    await search.tap();
    await search.fill('s');
    const results = graph(page)
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('option');
    await expect(results).toHaveCount(5);
    const field = await box(search);
    const last = await box(results.last());
    const drawerBox = await box(graph(page).getByRole('region', { name: 'Compare' }));
    expect(field.y).toBeGreaterThanOrEqual(0);
    // All five results lie above where the keyboard's top edge comes, inside the drawer.
    expect(last.y + last.height).toBeLessThanOrEqual(aboveKeyboard);
    expect(last.y + last.height).toBeLessThanOrEqual(drawerBox.y + drawerBox.height);
    await page.screenshot({ path: 'test-results/e2e/price-graph-phone-compare.png' });
  });

  test('the custom range has one button that applies it, and says what is wrong with a date', async ({
    page,
  }) => {
    await customButton(page).tap();
    const picker = graph(page).getByRole('dialog', { name: 'Select date range' });
    const from = picker.getByRole('textbox', { name: 'From' });
    const to = picker.getByRole('textbox', { name: 'To' });
    // The typed fields come first: the picker opens on From.
    await expect(from).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(to).toBeFocused();
    // Clear and Confirm, and nothing else that applies a range.
    await expect(picker.getByRole('button', { name: 'Apply' })).toHaveCount(0);
    await expect(picker.getByRole('button', { name: 'Confirm' })).toHaveCount(1);
    await expect(picker.getByRole('button', { name: 'Clear' })).toBeVisible();

    await from.fill('31/02/2026');
    await to.fill('16/03/2026');
    await picker.getByRole('button', { name: 'Confirm' }).tap();
    await expect(picker.getByRole('alert')).toHaveText('31 February 2026 does not exist.');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription(/31 February 2026 does not exist\./);
    expect(await axeViolations(page, 'price-graph')).toEqual([]);
    await page.screenshot({ path: 'test-results/e2e/price-graph-phone-range-error.png' });

    await from.fill('02/02/2026');
    await picker.getByRole('button', { name: 'Confirm' }).tap();
    await expect(picker).toBeHidden();
    await expect(customButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(customButton(page)).toHaveAccessibleName(/02\/02\/2026 – 16\/03\/2026/);
  });

  test('the historical table shows that it scrolls sideways, and closes under a finger', async ({
    page,
  }) => {
    await chip(page, 'Historical development').tap();
    const table = graph(page).getByRole('region', { name: 'Historical development of Volvo B' });
    await expect(table.getByRole('columnheader', { name: 'Turnover' })).toBeAttached();
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

    // A shadow darkens the right edge while there is more beyond it, and lifts at the end.
    const edge = () => rightEdgeLightness(page, table);
    const withMore = await edge();
    const period = table.getByRole('rowheader').first();
    const periodBefore = await box(period);
    await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(edge).toBeGreaterThan(withMore + 20);
    // The period column stays where it was while the figures scroll under it.
    expect((await box(period)).x).toBeCloseTo(periodBefore.x, 0);

    const close = graph(page).getByRole('button', { name: 'Close historical development' });
    const closeBox = await box(close);
    expect(closeBox.width).toBeGreaterThanOrEqual(44);
    expect(closeBox.height).toBeGreaterThanOrEqual(44);
    await close.tap();
    await expect(chart(page)).toBeVisible();
  });

  test('the header’s chips show their names, and Maximize fills the screen until closed', async ({
    page,
  }) => {
    for (const name of ['Settings', 'Compare', 'Technical Analysis', 'Bid price']) {
      await expect(chip(page, name).getByText(name, { exact: true })).toBeVisible();
      await expect(chip(page, name)).toHaveAccessibleName(name);
    }
    const heights = await partHeights(page);

    await chip(page, 'Maximize').tap();
    const card = graph(page).locator('[part~="card"]');
    expect(await box(card)).toEqual({ x: 0, y: 0, width: 360, height: 740 });
    const leave = chip(page, 'Leave fullscreen');
    await expect(leave).toBeInViewport({ ratio: 1 });
    // The chart takes what the header and the period bar leave of the screen.
    const chartBox = await box(chart(page));
    expect(chartBox.height).toBeGreaterThan(300);
    await expect(periodBar(page)).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: 'test-results/e2e/price-graph-phone-fullscreen.png' });

    await leave.tap();
    await expect(chip(page, 'Maximize')).toBeFocused();
    expect(await partHeights(page)).toEqual(heights);
    await chip(page, 'Maximize').tap();
    await page.keyboard.press('Escape');
    await expect(chip(page, 'Leave fullscreen')).toHaveCount(0);
  });

  test('applying a custom range moves nothing in the period bar', async ({ page }) => {
    const before = await footerLayout(page);
    const heights = await partHeights(page);
    await customButton(page).tap();
    await applyRange(page, '02/02/2026', '16/03/2026');
    await page.waitForLoadState('networkidle');
    expectSameLayout(await footerLayout(page), before);
    expect(await partHeights(page)).toEqual(heights);
  });
});

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await openGraph(page);
  });

  test('the period bar keeps its place as a range is applied and a drawer opens beside the chart', async ({
    page,
  }) => {
    const before = await footerLayout(page);
    const heights = await partHeights(page);

    await customButton(page).click();
    await applyRange(page, '02/02/2026', '16/03/2026');
    await page.waitForLoadState('networkidle');
    await expect(customButton(page)).toContainText('02/02/2026 – 16/03/2026');
    expectSameLayout(await footerLayout(page), before);
    expect(await partHeights(page)).toEqual(heights);

    await chip(page, 'Compare').click();
    await expect(graph(page).getByRole('region', { name: 'Compare' })).toBeVisible();
    expectSameLayout(await footerLayout(page), before);
    expect(await partHeights(page)).toEqual(heights);
    // Beside the chart, the drawer covers nothing: the chart and the periods stay in reach.
    expect(await chart(page).evaluate((element) => element.closest('[inert]'))).toBeNull();
    await customButton(page).focus();
    await page.keyboard.press('Tab');
    await expect(graph(page).getByRole('button', { name: 'Close Compare' })).toBeFocused();
    await page.screenshot({ path: 'test-results/e2e/price-graph-desktop-drawer-range.png' });
  });
});

/*
 * The dates along the time axis, as the chart draws them on its canvas: every text drawn is
 * recorded with its place and width, and the axis's labels are the lowest row of them.
 */
test.describe('the time axis on a phone', () => {
  test.use(PHONE);

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const drawn = new Map<
        CanvasRenderingContext2D,
        { text: string; x: number; y: number; width: number }[]
      >();
      (window as unknown as { drawnTexts: typeof drawn }).drawnTexts = drawn;
      const proto = CanvasRenderingContext2D.prototype;
      const { clearRect, fillText } = proto;
      proto.clearRect = function (this: CanvasRenderingContext2D, x, y, width, height) {
        // A chart's frame starts by clearing its whole canvas.
        if (width >= this.canvas.width && height >= this.canvas.height) drawn.set(this, []);
        clearRect.call(this, x, y, width, height);
      };
      proto.fillText = function (this: CanvasRenderingContext2D, text, x, y, maxWidth) {
        const { width } = this.measureText(text);
        const left =
          this.textAlign === 'center' ? x - width / 2 : this.textAlign === 'right' ? x - width : x;
        drawn.get(this)?.push({ text, x: left, y, width });
        fillText.call(this, text, x, y, maxWidth);
      };
    });
    await openGraph(page);
  });

  /** The time axis's labels of the chart's last frame, left to right. */
  const axisLabels = (page: Page) =>
    page.evaluate(() => {
      const drawn = (
        window as unknown as {
          drawnTexts: Map<unknown, { text: string; x: number; y: number; width: number }[]>;
        }
      ).drawnTexts;
      // The chart's canvas now: a chart built anew for other data leaves its old one.
      const texts = [...drawn]
        .filter(([context]) => (context as CanvasRenderingContext2D).canvas.isConnected)
        .flatMap(([, frame]) => frame);
      const lowest = Math.max(...texts.map((text) => text.y));
      return texts.filter((text) => text.y === lowest).sort((a, b) => a.x - b.x);
    });

  async function expectReadableLabels(page: Page, what: string) {
    await page.waitForLoadState('networkidle');
    await expect
      .poll(async () => (await axisLabels(page)).length, { message: what })
      .toBeGreaterThanOrEqual(3);
    const labels = await axisLabels(page);
    // Dates, each clear of the next.
    for (const label of labels) expect(label.text, what).toMatch(/^\d{1,2} \w{3,4}$/);
    labels.slice(1).forEach((label, index) => {
      const before = labels[index] as { x: number; width: number; text: string };
      expect(label.x, `${before.text} / ${label.text} (${what})`).toBeGreaterThan(
        before.x + before.width,
      );
    });
  }

  test('a six-week custom range has at least three dates, none on another', async ({ page }) => {
    await customButton(page).tap();
    await applyRange(page, '02/02/2026', '16/03/2026');
    await expectReadableLabels(page, 'six weeks');
  });

  test('a week and a month have at least three dates, none on another', async ({ page }) => {
    await graph(page)
      .getByRole('button', { name: /^One week/ })
      .tap();
    await expectReadableLabels(page, 'one week');
    await graph(page)
      .getByRole('button', { name: /^One month/ })
      .tap();
    await expectReadableLabels(page, 'one month');
  });
});

/**
 * How light the right edge of a box looks (0 black to 255 white): its rightmost pixels, from
 * a screenshot read back through a canvas.
 */
async function rightEdgeLightness(page: Page, locator: Locator): Promise<number> {
  const png = (await locator.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d');
    if (!context) return NaN;
    context.drawImage(image, 0, 0);
    const { data: pixels } = context.getImageData(image.width - 4, 0, 3, image.height);
    let sum = 0;
    for (let at = 0; at < pixels.length; at += 4) {
      sum += ((pixels[at] ?? 0) + (pixels[at + 1] ?? 0) + (pixels[at + 2] ?? 0)) / 3;
    }
    return sum / (pixels.length / 4);
  }, png);
}
