import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';

/** The instrument page with Volvo B in English; `extra` adds query parameters. */
const PAGE = '/instrument.html?lang=en-GB';
const IDENTIFIER = 'instrument-page';

const graph = (page: Page) => page.locator('price-graph');
const chart = (page: Page) => graph(page).getByRole('slider');
const periodButton = (page: Page, name: RegExp) => graph(page).getByRole('button', { name });
const stored = (page: Page, setting: string) =>
  page.evaluate((key) => localStorage.getItem(key), `${IDENTIFIER}/${setting}`);

/** How many points the chart shows: its slider runs from the first point to the last. */
async function pointCount(page: Page): Promise<number> {
  return Number(await chart(page).getAttribute('aria-valuemax')) + 1;
}

/** The graph's accent colour now, the colour of its main line. */
const accent = (page: Page) =>
  graph(page).evaluate((host) => getComputedStyle(host).getPropertyValue('--bw-color-accent'));

/** How many pixels of the chart's canvas are painted in `colour` (any CSS colour). */
function pixelsIn(page: Page, colour: string): Promise<number> {
  return graph(page).evaluate((host, wanted) => {
    const probe = document.createElement('span');
    probe.style.color = wanted;
    document.body.append(probe);
    const [r, g, b] = (getComputedStyle(probe).color.match(/\d+/g) ?? []).map(Number);
    probe.remove();
    const canvas = host.shadowRoot?.querySelector('canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context || r === undefined || g === undefined || b === undefined) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const near = (value: number | undefined, want: number) =>
      value !== undefined && Math.abs(value - want) <= 2;
    let count = 0;
    for (let index = 0; index < data.length; index += 4) {
      if (near(data[index], r) && near(data[index + 1], g) && near(data[index + 2], b)) count += 1;
    }
    return count;
  }, colour);
}

test.describe('price graph on the instrument page', () => {
  test.beforeEach(async ({ page, request }) => {
    await request.delete('/sandbox/faults');
    await page.goto(PAGE);
    await page.evaluate(() => localStorage.clear());
  });

  test('a stock starts on one day, a fund on one week, with each period performance', async ({
    page,
  }) => {
    await page.reload();
    await expect(chart(page)).toBeVisible();
    await expect(chart(page)).toHaveAccessibleName('Price graph of Volvo B');
    await expect(periodButton(page, /^One day, [+−-]?\d+\.\d\d%$/)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Every period but CUSTOM has a button; Custom is the footer's date range.
    await expect(
      graph(page).getByRole('toolbar', { name: 'Period' }).getByRole('button'),
    ).toHaveCount(11);
    await page.goto(`${PAGE}&instrument=16100102`);
    await expect(periodButton(page, /^One week/)).toHaveAttribute('aria-pressed', 'true');
    // A fund has one price a day: no one-day period, no intraday resolutions.
    await expect(periodButton(page, /^One day/)).toHaveCount(0);
    await expect(graph(page).getByLabel('Resolution')).toHaveValue('DAY');
    await page.screenshot({ path: 'test-results/e2e/price-graph-fund.png', fullPage: true });
  });

  test('a graph asks once for its stored period’s series, shared by its first render', async ({
    page,
  }) => {
    // The page as first loaded asks for its own series; only the reloaded page's requests count.
    await expect(chart(page)).toBeVisible();
    await page.evaluate((key) => localStorage.setItem(key, '"YEAR_1"'), `${IDENTIFIER}/period`);
    const asked: string[] = [];
    page.on('request', (sent) => {
      const path = new URL(sent.url()).pathname;
      if (path.startsWith('/market-data/price-time-series/16099872/')) asked.push(path);
    });
    await page.reload();
    await expect(chart(page)).toBeVisible();
    await expect(periodButton(page, /^One year/)).toHaveAttribute('aria-pressed', 'true');
    expect(asked).toEqual(['/market-data/price-time-series/16099872/period/YEAR_1']);
  });

  test('switching period and resolution stores them, and a reload brings them back', async ({
    page,
  }) => {
    await page.reload();
    await expect(chart(page)).toBeVisible();
    await periodButton(page, /^Three months/).click();
    await expect(periodButton(page, /^Three months/)).toHaveAttribute('aria-pressed', 'true');
    expect(await stored(page, 'period')).toBe('"MONTH_3"');

    const resolution = graph(page).getByLabel('Resolution');
    await expect(resolution).toHaveValue('DAY');
    await expect.poll(() => pointCount(page)).toBeGreaterThan(50);
    await resolution.selectOption('WEEK');
    // About 13 weeks in three months, against some 63 trading days.
    await expect.poll(() => pointCount(page)).toBeLessThan(16);
    expect(await pointCount(page)).toBeGreaterThan(10);
    // Stored for this period only.
    expect(JSON.parse((await stored(page, 'resolution')) ?? '{}')).toEqual({ MONTH_3: 'WEEK' });

    await periodButton(page, /^One year/).click();
    await expect(resolution).toHaveValue('DAY');

    await page.reload();
    await expect(periodButton(page, /^One year/)).toHaveAttribute('aria-pressed', 'true');
    await periodButton(page, /^Three months/).click();
    await expect(graph(page).getByLabel('Resolution')).toHaveValue('WEEK');
  });

  test('corrupt stored settings fall back to the defaults, never a broken graph', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.evaluate((id) => {
      localStorage.setItem(`${id}/period`, '"MONTH_2"');
      localStorage.setItem(`${id}/grid`, '{not json');
      localStorage.setItem(`${id}/resolution`, '{"DAY_1":"SECOND_1"}');
      localStorage.setItem(`${id}/graphType`, '"<img src=x onerror=alert(1)>"');
    }, IDENTIFIER);
    await page.reload();
    await expect(chart(page)).toBeVisible();
    await expect(periodButton(page, /^One day/)).toHaveAttribute('aria-pressed', 'true');
    await expect(graph(page).getByLabel('Resolution')).toHaveValue('MIN_5');
    expect(warnings.join('\n')).toContain(
      'the stored period was ignored: unknown period "MONTH_2"',
    );
    expect(warnings.join('\n')).toContain('the stored grid was ignored: not valid JSON');
    expect(warnings.join('\n')).toContain('the stored graphType was ignored');
  });

  test('stored comparisons and indicators past the limits show 8 of each, and say so', async ({
    page,
    request,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const hits = (await (
      await request.get('/cms/v1/discovery-search-engine/search?query=a&limit=20&environment=test')
    ).json()) as { orderBookId: string; symbol: string; groupType: string }[];
    const stocks = hits.filter((hit) => hit.groupType === 'STOCK' || hit.groupType === 'FUND');
    // 50 comparisons with every instrument in them twice or more, and 500 valid SMAs.
    const comparators = Array.from({ length: 50 }, (_, at) => {
      const hit = stocks[at % stocks.length] ?? { orderBookId: '1', symbol: 'X' };
      return { orderBookId: hit.orderBookId, symbol: hit.symbol, colorIndex: at % 3 };
    });
    const analyses = Array.from({ length: 500 }, (_, at) => ({
      id: `sma-${at}`,
      name: 'SMA',
      taType: 'SMA',
      taTypeWithParams: `SMA-${2 + (at % 300)}`,
      values: { period: 2 + (at % 300) },
      colorIndex: at,
    }));
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/price-time-series/')) asked.push(sent.url());
    });
    await page.evaluate(
      ([id, c, a]) => {
        localStorage.setItem(`${id}/comparators`, c);
        localStorage.setItem(`${id}/technicalAnalyses`, a);
      },
      [IDENTIFIER, JSON.stringify(comparators), JSON.stringify(analyses)] as const,
    );
    await page.reload();
    await expect(chart(page)).toBeVisible();
    const pills = graph(page).getByRole('list', { name: 'Series in the graph' });
    await expect(pills.getByRole('button', { name: /^Remove SMA/ })).toHaveCount(8);
    await expect(pills.getByRole('button', { name: /^Remove / })).toHaveCount(16);
    const query = new URL(asked.at(-1) ?? 'http://x/').searchParams;
    expect(query.getAll('comparators')).toHaveLength(8);
    expect(query.getAll('technicalAnalyses')).toHaveLength(8);
    expect(warnings.join('\n')).toContain('the stored comparators was trimmed: kept 8 of 50');
    expect(warnings.join('\n')).toContain(
      'the stored technicalAnalyses was trimmed: kept 8 of 500',
    );
  });

  test('a page restyles the graph through its documented parts', async ({ page }) => {
    await expect(chart(page)).toBeVisible();
    await page.addStyleTag({
      content:
        'price-graph::part(card) { background-color: rgb(1, 2, 3); }' +
        ' price-graph::part(periods) { outline: 3px solid rgb(4, 5, 6); }',
    });
    const card = graph(page).locator('[part~="card"]');
    await expect(card).toHaveCSS('background-color', 'rgb(1, 2, 3)');
    await expect(graph(page).getByRole('toolbar', { name: 'Period' })).toHaveCSS(
      'outline-color',
      'rgb(4, 5, 6)',
    );
  });

  test('a stored candlestick graph type is drawn, stripped of its JSON quotes', async ({
    page,
  }) => {
    await page.evaluate(
      (id) => localStorage.setItem(`${id}/graphType`, '"candlestick"'),
      IDENTIFIER,
    );
    await page.reload();
    await expect(chart(page)).toBeVisible();
    // The tooltip of a candle shows its open, high, low and close.
    await chart(page).focus();
    await page.keyboard.press('End');
    await expect(chart(page)).toHaveAttribute('aria-valuetext', /\d+:\d\d: \d+\.\d\d$/);
    await chart(page).hover();
    await expect(graph(page).getByText('Open', { exact: true })).toBeVisible();
    await expect(graph(page).getByText('Close', { exact: true })).toBeVisible();
  });

  test('a data failure shows the fallback, and Retry recovers', async ({ page, request }) => {
    await page.reload();
    await expect(chart(page)).toBeVisible();
    await request.post('/sandbox/faults', {
      data: { route: '/market-data/price-time-series', status: 503 },
    });
    await periodButton(page, /^One month/).click();
    // Retried 4 times 2 s apart first.
    const fallback = graph(page).getByRole('alert');
    await expect(fallback).toContainText('Graph could not be loaded.', { timeout: 15_000 });
    await expect(fallback.getByRole('button', { name: 'Restore' })).toHaveCount(0);
    await request.delete('/sandbox/faults');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(chart(page)).toBeVisible();
    await expect(periodButton(page, /^One month/)).toHaveAttribute('aria-pressed', 'true');
  });

  test('a refused request offers Restore, which clears the stored settings', async ({
    page,
    request,
  }) => {
    await page.reload();
    await periodButton(page, /^Six months/).click();
    expect(await stored(page, 'period')).toBe('"MONTH_6"');
    await request.post('/sandbox/faults', {
      data: { route: '/market-data/price-time-series', status: 400, code: 'INPUT_ERROR' },
    });
    await page.reload();
    const fallback = graph(page).getByRole('alert');
    await expect(fallback).toContainText(
      'This could be due to unsupported settings added to the graph. Click restore to reset default graph settings.',
    );
    await request.delete('/sandbox/faults');
    await fallback.getByRole('button', { name: 'Restore' }).click();
    await expect(chart(page)).toBeVisible();
    await expect(periodButton(page, /^One day/)).toHaveAttribute('aria-pressed', 'true');
    expect(await stored(page, 'period')).toBeNull();
  });

  test('the custom range applies once both days are picked', async ({ page }) => {
    await page.reload();
    await expect(chart(page)).toBeVisible();
    await graph(page).getByRole('button', { name: 'Custom' }).click();
    const picker = graph(page).getByRole('dialog', { name: 'Select date range' });
    await expect(picker).toBeVisible();
    const days = picker.getByRole('gridcell').getByRole('button', { disabled: false });
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/from-to')) requests.push(request.url());
    });
    await days.nth(3).click();
    expect(requests).toEqual([]);
    await days.nth(12).click();
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]).toMatch(
      /from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d|to=\d{4}-\d\d-\d\d.*from=/,
    );
    await expect(chart(page)).toBeVisible();
    await expect(
      graph(page).getByRole('toolbar', { name: 'Period' }).getByRole('button', { pressed: true }),
    ).toHaveCount(0);
    await page.screenshot({ path: 'test-results/e2e/price-graph-custom.png', fullPage: true });
  });

  test('a theme switched while the page is open draws the line in the new theme’s colour', async ({
    page,
  }) => {
    await page.reload();
    await expect(chart(page)).toBeVisible();
    const light = await accent(page);
    await expect.poll(() => pixelsIn(page, light)).toBeGreaterThan(100);
    await page.getByLabel('Theme').selectOption('dark');
    const dark = await accent(page);
    expect(dark).not.toBe(light);
    // The line is drawn in the dark theme's accent, and nothing is left in the light one's.
    await expect.poll(() => pixelsIn(page, dark)).toBeGreaterThan(100);
    expect(await pixelsIn(page, light)).toBeLessThan(10);
  });

  test('the keys step the cursor past a zoomed view, which follows it', async ({ page }) => {
    await page.reload();
    await expect(chart(page)).toBeVisible();
    const last = (await pointCount(page)) - 1;
    const box = await chart(page).boundingBox();
    if (!box) throw new Error('The chart has no box');
    // Zoomed in around the middle: the first and the last points are out of the view.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    await page.mouse.wheel(0, -300);
    await chart(page).focus();

    await page.keyboard.press('End');
    await expect(chart(page)).toHaveAttribute('aria-valuenow', String(last));
    await page.keyboard.press('Home');
    await expect(chart(page)).toHaveAttribute('aria-valuenow', '0');
    await page.keyboard.press('ArrowRight');
    await expect(chart(page)).toHaveAttribute('aria-valuenow', '1');
  });

  test('the last point follows the live price on one day', async ({ page, request }) => {
    const answer = await request.get('/market-data/price-time-series/16099872/period/DAY_1');
    const series = (await answer.json()) as { pricePoints: { timeStamp: number; last: number }[] };
    const last = series.pricePoints.at(-1);
    expect(last).toBeDefined();
    await page.reload();
    await chart(page).focus();
    await page.keyboard.press('End');
    // While the exchange is open the feed already moves the last bar, so the price it shows
    // now is the one to move away from (when it is closed, that is the series' last close).
    await expect(chart(page)).toHaveAttribute('aria-valuetext', /: \d+\.\d{2}$/);
    const closing = `: ${/: ([\d.]+)$/.exec((await chart(page).getAttribute('aria-valuetext')) ?? '')?.[1] ?? ''}`;
    const points = await pointCount(page);
    // The feed replays the market from a minute into the last bar: its trades move that bar.
    await request.put('/sandbox/feed/controls', {
      data: { marketTime: new Date((last?.timeStamp ?? 0) + 60_000).toISOString() },
    });
    try {
      await expect
        .poll(
          async () => {
            await page.keyboard.press('End');
            return chart(page).getAttribute('aria-valuetext');
          },
          { timeout: 15_000 },
        )
        .not.toMatch(new RegExp(`${closing}$`));
      expect(await pointCount(page)).toBe(points);
    } finally {
      await request.put('/sandbox/feed/controls', { data: { marketTime: null } });
    }
  });

  for (const { lang, theme, custom } of [
    { lang: 'sv-SE', theme: 'light', custom: 'Anpassad' },
    { lang: 'en-GB', theme: 'dark', custom: 'Custom' },
  ]) {
    test(`axe-core finds no violations in ${lang}, ${theme}, with the date picker open`, async ({
      page,
    }) => {
      await page.goto(`/instrument.html?lang=${lang}&theme=${theme}`);
      await expect(chart(page)).toBeVisible();
      expect(await axeViolations(page, 'price-graph')).toEqual([]);
      await graph(page).getByRole('button', { name: custom }).click();
      await expect(graph(page).getByRole('dialog')).toBeVisible();
      expect(await axeViolations(page, 'price-graph')).toEqual([]);
    });
  }
});
