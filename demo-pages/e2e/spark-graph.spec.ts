import { expect, test, type Page } from '@playwright/test';

/** The theme's trend colours (widgets/shared/theme-tokens.ts), as computed styles give them. */
const COLOURS = {
  light: { positive: 'rgb(11, 122, 67)', negative: 'rgb(192, 38, 45)' },
  dark: { positive: 'rgb(79, 209, 139)', negative: 'rgb(255, 123, 129)' },
} as const;

const line = (page: Page, id: string) => page.locator(`#${id} [part="line"]`);

/** The sandbox's spark series, as the element loads it. */
async function sandboxSpark(page: Page, id: number, period: string) {
  const response = await page.request.get(
    `/market-data/price-time-series/${String(id)}/spark?period=${period}`,
  );
  return (await response.json()) as {
    previousClose: number | null;
    pricePoints: { last?: number; value?: number }[];
  };
}

test.describe('CMS article with spark graphs', () => {
  test.beforeEach(async ({ request }) => {
    await request.delete('/sandbox/faults');
  });

  test('draws rises in the positive colour and falls in the negative one, light and dark', async ({
    page,
  }) => {
    await page.goto('/cms-sparks.html');
    await expect(line(page, 'inline-gradient-up')).toHaveCSS('stroke', COLOURS.light.positive);
    await expect(line(page, 'inline-negative')).toHaveCSS('stroke', COLOURS.light.negative);
    // Above the close of 180 although it ends below its first value.
    await expect(line(page, 'inline-area-up')).toHaveCSS('stroke', COLOURS.light.positive);
    await expect(line(page, 'dark-up')).toHaveCSS('stroke', COLOURS.dark.positive);
    await expect(line(page, 'dark-down')).toHaveCSS('stroke', COLOURS.dark.negative);
    // The gradient fades the line's own colour downwards.
    await expect(page.locator('#inline-gradient-up stop').first()).toHaveCSS(
      'stop-color',
      COLOURS.light.positive,
    );
    await page.screenshot({ path: 'test-results/e2e/cms-sparks.png', fullPage: true });
  });

  test('names every drawing by its summary: first value, last value, change in percent', async ({
    page,
  }) => {
    await page.goto('/cms-sparks.html');
    await expect(page.getByRole('img', { name: 'From 312.55 to 337.01: up 7.83%' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'From 98.16 to 93.69: down 4.55%' })).toBeVisible();
    await expect(
      page.getByRole('img', {
        name: 'Från 1\u00a0234,50 till 1\u00a0262,75: upp 1,02\u00a0%, jämfört med stängningskursen 1\u00a0250,00',
      }),
    ).toBeVisible();
  });

  test('draws nothing for [1, NaN], nor for data that is not numbers', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/cms-sparks.html');
    await expect(line(page, 'inline-short')).toBeVisible();
    for (const id of ['bad-one-finite', 'bad-data']) {
      await expect(page.locator(`#${id}`).getByRole('img')).toHaveCount(0);
      await expect(page.locator(`#${id} svg`)).toHaveCount(0);
    }
    await expect(page.locator('#event-log')).toContainText(
      'Expected a number or null at item 2, got \\"twelve\\"',
    );
    expect(warnings.filter((text) => text.includes('twelve'))).toHaveLength(1);
    expect(warnings.join('\n')).not.toContain('[1, NaN]');
  });

  test('draws equal values as a flat line through the middle', async ({ page }) => {
    await page.goto('/cms-sparks.html');
    const flat = line(page, 'inline-flat');
    await expect(page.getByRole('img', { name: 'From 250.00 to 250.00: unchanged' })).toBeVisible();
    const [lineBox, frameBox] = await Promise.all([
      flat.boundingBox(),
      page.locator('#inline-flat').boundingBox(),
    ]);
    expect(lineBox && frameBox).toBeTruthy();
    if (!lineBox || !frameBox) return;
    expect(lineBox.y + lineBox.height / 2).toBeCloseTo(frameBox.y + frameBox.height / 2, 0);
    expect(lineBox.width).toBeGreaterThan(frameBox.width * 0.9);
  });

  test('loads sparks by instrument from the sandbox, coloured against the previous close', async ({
    page,
  }) => {
    await page.goto('/cms-sparks.html');
    const series = await sandboxSpark(page, 16099869, 'DAY_1');
    const values = series.pricePoints.map((point) => point.last ?? point.value ?? NaN);
    const last = values.at(-1) ?? NaN;
    const close = series.previousClose ?? values[0] ?? NaN;
    const trend = last > close ? 'positive' : 'negative';
    const graph = page.locator('#novo-day').getByRole('img');
    await expect(graph).toHaveAccessibleName(/^From .+ to .+(, compared with the close of .+)$/);
    await expect(graph).toHaveAttribute('part', `graph ${trend}`);
    await expect(line(page, 'novo-day')).toHaveCSS('stroke', COLOURS.light[trend]);
  });

  test('shares requests among sparks of one instrument and loads far ones when scrolled near', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/spark'))
        requested.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    await page.goto('/cms-sparks.html');
    await expect(line(page, 'novo-month')).toBeVisible();
    const farAway = '/market-data/price-time-series/16099882/spark?period=MONTH_6';
    const novoMonth = '/market-data/price-time-series/16099869/spark?period=MONTH_1';
    expect(requested).not.toContain(farAway);

    await page.locator('#far-away').scrollIntoViewIfNeeded();
    await expect(line(page, 'far-away')).toBeVisible();
    expect(requested.filter((path) => path === farAway)).toHaveLength(1);
    // The table's Novo Nordisk month and the one further down asked once between them.
    expect(requested.filter((path) => path === novoMonth)).toHaveLength(1);
  });

  test('a live spark adds the feed’s prices to its line', async ({ page, request }) => {
    // Replay the market from the next weekday morning after the sandbox's today, so prices
    // move whatever hour the sandbox's clock shows.
    const clock = (await (await request.get('/sandbox/clock')).json()) as { now: string };
    const morning = new Date(clock.now);
    morning.setUTCDate(morning.getUTCDate() + 1);
    morning.setUTCHours(9, 0, 0, 0);
    while (morning.getUTCDay() === 0 || morning.getUTCDay() === 6) {
      morning.setUTCDate(morning.getUTCDate() + 1);
    }
    await request.put('/sandbox/feed/controls', { data: { marketTime: morning.toISOString() } });
    try {
      await page.goto('/cms-sparks.html');
      const novo = line(page, 'novo-day');
      await expect(novo).toBeVisible();
      /** The line's points, `x y` each (the attribute reads `x y x y …`). */
      const points = async () => {
        const numbers = (await novo.getAttribute('points'))?.split(' ') ?? [];
        return numbers.flatMap((x, i) => (i % 2 === 0 ? [`${x} ${numbers[i + 1] ?? ''}`] : []));
      };
      const loaded = (await sandboxSpark(page, 16099869, 'DAY_1')).pricePoints.length;
      // The ticks are past the last loaded point: the first adds a point, the next move it. A new
      // high keeps the point at the top and redraws the rest of the line to the new scale, so
      // the whole line is what changes.
      await expect.poll(async () => (await points()).length).toBe(loaded + 1);
      const first = await novo.getAttribute('points');
      await expect.poll(() => novo.getAttribute('points'), { timeout: 10_000 }).not.toBe(first);
      expect(await points()).toHaveLength(loaded + 1);
      // A spark without `live` keeps its loaded line.
      const month = await line(page, 'novo-month').getAttribute('points');
      await page.waitForTimeout(1500);
      expect(await line(page, 'novo-month').getAttribute('points')).toBe(month);
    } finally {
      await request.delete('/sandbox/feed/controls');
    }
  });

  test('a failing spark series draws nothing and leaves the rest of the page drawn', async ({
    page,
    request,
  }) => {
    await request.post('/sandbox/faults', {
      data: { route: '/market-data/price-time-series/16099870/spark', status: 503, times: 10 },
    });
    await page.goto('/cms-sparks.html');
    await expect(line(page, 'novo-day')).toBeVisible();
    await expect(page.locator('#event-log')).toContainText('spark series');
    const equinor = page.locator('spark-graph[instrument-id="16099870"]');
    await expect(equinor.first().locator('svg')).toHaveCount(0);
  });
});
