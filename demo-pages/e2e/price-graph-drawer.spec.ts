import { expect, test, type Locator, type Page } from '@playwright/test';
import { usePersona } from './fund-order-helpers';

/** The instrument page with Volvo B in English. */
const PAGE = '/instrument.html?lang=en-GB';
const IDENTIFIER = 'instrument-page';

const graph = (page: Page) => page.locator('price-graph');
const chart = (page: Page) => graph(page).getByRole('slider');
const chip = (page: Page, name: string) => graph(page).getByRole('button', { name, exact: true });
const drawer = (page: Page, name: string) => graph(page).getByRole('region', { name });
const pills = (page: Page) => graph(page).getByRole('list', { name: 'Series in the graph' });
const storedJson = async (page: Page, setting: string): Promise<unknown> =>
  JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), `${IDENTIFIER}/${setting}`)) ?? 'null',
  );

/** Types into the compare search and waits for its answer. */
async function search(page: Page, text: string): Promise<Locator> {
  const compare = drawer(page, 'Compare');
  await compare.getByLabel('Search for an instrument to compare').fill(text);
  return compare;
}

/** Fills an indicator's form: each field by its label. */
async function fillIndicator(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
}

test.describe('price graph drawer: compare and technical analysis', () => {
  test.beforeEach(async ({ page, request }) => {
    await request.delete('/sandbox/faults');
    await usePersona(request, 'se-customer');
    await page.goto(PAGE);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(chart(page)).toBeVisible();
  });

  test('search finds at most 5, says when nothing is found, and a pick becomes a pill', async ({
    page,
  }) => {
    await chip(page, 'Compare').click();
    const compare = await search(page, 's');
    const results = compare.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeLessThanOrEqual(5);

    await search(page, 'zzzz');
    await expect(compare.getByText('No results for "zzzz"')).toBeVisible();

    await search(page, 'Ericsson');
    await compare.getByRole('option', { name: /Ericsson B/ }).click();
    await expect(pills(page).getByRole('button', { name: 'ERIC B', exact: true })).toBeVisible();
    expect(await storedJson(page, 'comparators')).toMatchObject([
      { symbol: 'ERIC B', colorIndex: 0 },
    ]);
    // The comparison asks the series with the comparator, and the chart shows percent.
    await expect(graph(page).getByText(/%$/).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/e2e/price-graph-compare.png' });

    await pills(page).getByRole('button', { name: 'Remove ERIC B' }).click();
    await expect(pills(page).getByRole('button', { name: 'ERIC B', exact: true })).toHaveCount(0);
    expect(await storedJson(page, 'comparators')).toEqual([]);
  });

  test('no comparison is added past the limit', async ({ page }) => {
    await page.evaluate(() => {
      document.querySelector('price-graph')?.setAttribute('comparator-limit', '2');
    });
    await chip(page, 'Compare').click();
    for (const [text, name] of [
      ['Ericsson', /Ericsson B/],
      ['Equinor', /Equinor/],
    ] as const) {
      await search(page, text);
      await drawer(page, 'Compare').getByRole('option', { name }).first().click();
    }
    const compare = await search(page, 'Nokia');
    await expect(compare.getByText(/at most 2/i)).toBeVisible();
    await expect(compare.getByRole('option', { name: /Nokia/ }).first()).toBeDisabled();
    expect(await storedJson(page, 'comparators')).toHaveLength(2);
  });

  test('with a limit of 1, a new pick replaces the old one', async ({ page }) => {
    await page.evaluate(() => {
      document.querySelector('price-graph')?.setAttribute('comparator-limit', '1');
    });
    await chip(page, 'Compare').click();
    await search(page, 'Ericsson');
    await drawer(page, 'Compare')
      .getByRole('option', { name: /Ericsson B/ })
      .click();
    await search(page, 'Equinor');
    await drawer(page, 'Compare')
      .getByRole('option', { name: /Equinor/ })
      .first()
      .click();
    const stored = (await storedJson(page, 'comparators')) as { symbol: string }[];
    expect(stored.map((comparator) => comparator.symbol)).toEqual(['EQNR']);
    await expect(pills(page).getByRole('button', { name: 'ERIC B', exact: true })).toHaveCount(0);
  });

  test('every indicator form validates with the messages, and Enter adds', async ({ page }) => {
    await chip(page, 'Technical Analysis').click();
    const ta = drawer(page, 'Technical Analysis');
    const choose = (name: string) =>
      ta.getByRole('group', { name: 'Add an indicator' }).getByRole('button', { name });
    const form = (name: string) => ta.getByRole('form', { name: `${name} settings` });

    await choose('SMA').click();
    await expect(form('SMA').getByLabel('Period')).toHaveValue('14');
    // Digits only: letters never reach the field.
    await form('SMA').getByLabel('Period').fill('');
    await form('SMA').getByLabel('Period').pressSequentially('1a');
    await expect(form('SMA').getByLabel('Period')).toHaveValue('1');
    await form('SMA').getByLabel('Period').press('Enter');
    await expect(ta.getByText('Value needs to be more than or equal to 2')).toBeVisible();
    await fillIndicator(form('SMA'), { Period: '351' });
    await form('SMA').getByLabel('Period').press('Enter');
    await expect(ta.getByText('Value needs to be less than or equal to 350')).toBeVisible();

    await choose('MACD').click();
    await fillIndicator(form('MACD'), { Short: '30', Long: '26', Signal: '9' });
    await form('MACD').getByLabel('Signal').press('Enter');
    await expect(ta.getByText('Value needs to be smaller than 26')).toBeVisible();
    await expect(ta.getByText('Value needs to be greater than 30')).toBeVisible();

    await choose('SMA').click();
    await fillIndicator(form('SMA'), { Period: '20' });
    await form('SMA').getByLabel('Period').press('Enter');
    await expect(pills(page).getByRole('button', { name: 'SMA 20', exact: true })).toBeVisible();

    // The same again is a duplicate.
    await choose('SMA').click();
    await fillIndicator(form('SMA'), { Period: '20' });
    await form('SMA').getByLabel('Period').press('Enter');
    await expect(ta.getByText('Indicator already added')).toBeVisible();
    await expect(
      ta.getByText('An indicator with these values has already been added to the graph'),
    ).toBeVisible();

    // Bollinger takes decimals, truncated to 4.
    await choose('Bollinger').click();
    await fillIndicator(form('Bollinger'), { 'Standard deviation': '2.123456' });
    await form('Bollinger').getByLabel('Standard deviation').press('Enter');
    await expect(pills(page).getByRole('button', { name: /^Bollinger 20-2\.1234/ })).toBeVisible();

    // A second RSI replaces the first, after the notice.
    await choose('RSI').click();
    await form('RSI').getByLabel('Period').press('Enter');
    await expect(pills(page).getByRole('button', { name: /^RSI 14/ })).toBeVisible();
    await choose('RSI').click();
    await expect(
      ta.getByText('Adding a new RSI will replace the existing RSI in your graph.'),
    ).toBeVisible();
    await fillIndicator(form('RSI'), { Period: '10' });
    await form('RSI').getByLabel('Period').press('Enter');
    await expect(pills(page).getByRole('button', { name: /^RSI 10/ })).toBeVisible();
    await expect(pills(page).getByRole('button', { name: /^RSI 14/ })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/e2e/price-graph-indicators.png' });

    const stored = (await storedJson(page, 'technicalAnalyses')) as { taType: string }[];
    expect(stored.map((analysis) => analysis.taType)).toEqual(['SMA', 'BOLLINGER', 'RSI']);
  });

  test('a pill switches its series off and on, and removes it', async ({ page }) => {
    await chip(page, 'Technical Analysis').click();
    const ta = drawer(page, 'Technical Analysis');
    await ta.getByRole('button', { name: 'EMA', exact: true }).click();
    await ta.getByRole('button', { name: 'Add to graph' }).click();
    const pill = pills(page).getByRole('button', { name: 'EMA 9', exact: true });
    await expect(pill).toHaveAttribute('aria-pressed', 'true');
    await pill.click();
    await expect(pill).toHaveAttribute('aria-pressed', 'false');
    await pill.click();
    await expect(pill).toHaveAttribute('aria-pressed', 'true');
    await pills(page).getByRole('button', { name: 'Remove EMA 9' }).click();
    await expect(pill).toHaveCount(0);
    expect(await storedJson(page, 'technicalAnalyses')).toEqual([]);
  });

  test('a zoomed chart keeps its zoom while an indicator is switched off and on', async ({
    page,
  }) => {
    await chip(page, 'Technical Analysis').click();
    const ta = drawer(page, 'Technical Analysis');
    await ta.getByRole('button', { name: 'EMA', exact: true }).click();
    await ta.getByRole('button', { name: 'Add to graph' }).click();
    const pill = pills(page).getByRole('button', { name: 'EMA 9', exact: true });
    await expect(pill).toBeVisible();
    await chip(page, 'Technical Analysis').click();
    await expect(ta).toHaveCount(0);
    // The chart takes the room the drawer leaves once the resize has settled (its debounce):
    // until then its drawing is as wide as it was beside the drawer.
    const box = await chart(page).boundingBox();
    if (!box) throw new Error('The chart has no box');
    const drawing = chart(page).locator('canvas').first();
    await expect.poll(async () => (await drawing.boundingBox())?.width).toBe(box.width);

    // Zoomed in around a spot, the tooltip there names a point of the zoomed view.
    const spot = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.4 };
    await page.mouse.move(spot.x, spot.y);
    const tooltip = graph(page).locator('[part~="tooltip"]');
    const whole = await tooltip.textContent();
    // The wheel zooms around the pointer: away from the spot, which then shows another point.
    await page.mouse.move(box.x + box.width * 0.7, spot.y);
    await page.mouse.wheel(0, -300);
    await page.mouse.move(spot.x, spot.y);
    await expect(tooltip).not.toHaveText(whole ?? '');
    const zoomed = await tooltip.textContent();

    // Each switch is drawn (a frame of the chart after the click) before the spot is read again.
    const drawn = () => page.evaluate(() => (window as { drawnFrames?: number }).drawnFrames ?? 0);
    await page.evaluate(() => {
      document.querySelector('price-graph')?.addEventListener('bw-graph-drawn', () => {
        const counted = window as { drawnFrames?: number };
        counted.drawnFrames = (counted.drawnFrames ?? 0) + 1;
      });
    });
    for (const pressed of ['false', 'true']) {
      const before = await drawn();
      await pill.click();
      await expect(pill).toHaveAttribute('aria-pressed', pressed);
      await expect.poll(drawn).toBeGreaterThan(before);
      await page.mouse.move(spot.x, spot.y);
      await expect(tooltip).toHaveText(zoomed ?? '');
    }
  });
});

test.describe('price graph historical table', () => {
  test.beforeEach(async ({ request }) => {
    await request.delete('/sandbox/faults');
    await usePersona(request, 'se-customer');
  });

  test('replaces the graph, downloads a CSV when offered, and closes', async ({ page }) => {
    await page.goto(PAGE);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await chip(page, 'Historical development').click();
    const table = graph(page).getByRole('region', { name: 'Historical development', exact: true });
    await expect(table.getByRole('table')).toBeVisible();
    await expect(chart(page)).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: 'Development' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Turnover' })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      table.getByRole('button', { name: 'Download historical data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);

    await table.getByRole('button', { name: 'Close' }).click();
    await expect(chart(page)).toBeVisible();
  });

  test('offers no download without a download handler', async ({ page }) => {
    await page.goto(PAGE);
    await page.evaluate(() => {
      document.querySelector('price-graph')?.removeAttribute('historical-download');
    });
    await chip(page, 'Historical development').click();
    const table = graph(page).getByRole('region', { name: 'Historical development', exact: true });
    await expect(table.getByRole('table')).toBeVisible();
    await expect(table.getByRole('button', { name: 'Download historical data' })).toHaveCount(0);
    await table.getByRole('button', { name: 'Close' }).click();
  });
});

test.describe('price graph buy and sell dots', () => {
  test.afterEach(async ({ request }) => {
    await usePersona(request, 'se-customer');
  });

  test('a logged-in customer sees their own trades; an anonymous reader none', async ({
    page,
    request,
  }) => {
    const summary = () =>
      graph(page)
        .getByRole('slider')
        .evaluate((slider) => {
          const id = slider.getAttribute('aria-describedby') ?? '';
          return (slider.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? '';
        });
    const dotRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/buy-sell-dots')) dotRequests.push(sent.url());
    });

    await usePersona(request, 'se-customer');
    await page.goto(PAGE);
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('instrument-page/period', '"YEAR_1"');
    });
    await page.reload();
    await expect(chart(page)).toBeVisible();
    await expect.poll(summary).toMatch(/Your own trades are marked at \d+ points\./);
    const asked = new URL(dotRequests.at(-1) ?? 'http://x');
    expect(asked.searchParams.getAll('accids').length).toBeGreaterThan(0);
    expect(asked.searchParams.get('fromDate')).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(asked.searchParams.get('toDate')).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(asked.searchParams.get('legacyInstrumentId')).toBeTruthy();

    await usePersona(request, 'anonymous');
    dotRequests.length = 0;
    await page.reload();
    await expect(chart(page)).toBeVisible();
    await expect.poll(summary).toMatch(/One year/);
    expect(await summary()).not.toMatch(/trades/);
    expect(dotRequests).toEqual([]);
  });
});
