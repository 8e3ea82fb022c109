import { expect, test, type Page } from '@playwright/test';
import { usePersona } from './fund-order-helpers';

/** The instrument page with Volvo B in English. */
const PAGE = '/instrument.html?lang=en-GB';
const FUND_PAGE = `${PAGE}&instrument=16100102`;
const IDENTIFIER = 'instrument-page';

const graph = (page: Page) => page.locator('price-graph');
const chart = (page: Page) => graph(page).getByRole('slider');
const chip = (page: Page, name: string) => graph(page).getByRole('button', { name, exact: true });
const drawer = (page: Page, name: string) => graph(page).getByRole('region', { name });
const stored = (page: Page, setting: string) =>
  page.evaluate((key) => localStorage.getItem(key), `${IDENTIFIER}/${setting}`);

test.describe('price graph header and settings', () => {
  test.beforeEach(async ({ page, request }) => {
    await request.delete('/sandbox/faults');
    await usePersona(request, 'se-customer');
    await page.goto(PAGE);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(chart(page)).toBeVisible();
  });

  test.afterEach(async ({ request }) => {
    await usePersona(request, 'se-customer');
  });

  test('each chip opens its drawer tab, another chip switches it, a second click closes it', async ({
    page,
  }) => {
    await chip(page, 'Settings').click();
    await expect(chip(page, 'Settings')).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer(page, 'Settings')).toBeVisible();

    await chip(page, 'Compare').click();
    await expect(drawer(page, 'Compare')).toBeVisible();
    await expect(drawer(page, 'Settings')).toHaveCount(0);
    await expect(chip(page, 'Settings')).toHaveAttribute('aria-expanded', 'false');

    await chip(page, 'Technical Analysis').click();
    await expect(drawer(page, 'Technical Analysis')).toBeVisible();
    await chip(page, 'Technical Analysis').click();
    await expect(drawer(page, 'Technical Analysis')).toHaveCount(0);

    // The drawer's own close button, and Escape inside it.
    await chip(page, 'Settings').click();
    await drawer(page, 'Settings').getByRole('button', { name: 'Close Settings' }).click();
    await expect(drawer(page, 'Settings')).toHaveCount(0);
    await chip(page, 'Settings').click();
    await drawer(page, 'Settings').getByLabel('Grid').focus();
    await page.keyboard.press('Escape');
    await expect(drawer(page, 'Settings')).toHaveCount(0);
  });

  test('Escape closes a drawer tab pressed as soon as the tab is shown, before its first frame', async ({
    page,
  }) => {
    const closed = await page.evaluate(async () => {
      const root = document.querySelector('price-graph')?.shadowRoot;
      const settings = [...(root?.querySelectorAll('button') ?? [])].find(
        (button) => button.textContent?.trim() === 'Settings',
      );
      settings?.click();
      // The tab renders in a microtask; no frame can come between microtasks.
      const region = () => root?.querySelector('[part="drawer"]');
      for (let tries = 0; tries < 50 && !region(); tries++) await Promise.resolve();
      const shown = region();
      if (!shown) return 'the tab never showed';
      shown.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
      );
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      return region() ? 'the tab stayed open' : 'closed';
    });
    expect(closed).toBe('closed');
  });

  test('a page can leave out a tab by its feature', async ({ page }) => {
    await page.evaluate(() => {
      document.querySelector('price-graph')?.setAttribute('features', 'settings,resolution');
    });
    await expect(chip(page, 'Settings')).toBeVisible();
    await expect(chip(page, 'Compare')).toHaveCount(0);
    await expect(chip(page, 'Technical Analysis')).toHaveCount(0);
    await expect(chip(page, 'Bid price')).toHaveCount(0);
    await expect(chip(page, 'Maximize')).toHaveCount(0);
  });

  test('settings change the chart and are stored per graph; restore brings the defaults', async ({
    page,
  }) => {
    await chip(page, 'Settings').click();
    const settings = drawer(page, 'Settings');
    await settings.getByLabel('Candlestick').check();
    expect(await stored(page, 'graphType')).toBe('"candlestick"');
    await settings.getByLabel('Grid').uncheck();
    expect(await stored(page, 'grid')).toBe('false');
    await settings.getByLabel('Price markers').selectOption('current-and-closing-price');
    expect(await stored(page, 'priceMarkers')).toBe('"current-and-closing-price"');
    await settings.getByLabel('Dividends').check();
    await settings.getByLabel('Negative reports').check();
    expect(JSON.parse((await stored(page, 'historicalEvents')) ?? '[]')).toEqual([
      'dividends',
      'negative-reports',
    ]);
    await settings.getByLabel('Fixed in the corner').check();
    expect(await stored(page, 'tooltipPosition')).toBe('"fixed"');
    await settings.getByLabel('Shareville owners').check();
    expect(await stored(page, 'shareville' + 'Owners')).toBe('true');
    await page.screenshot({ path: 'test-results/e2e/price-graph-settings.png' });

    await page.reload();
    await chip(page, 'Settings').click();
    await expect(drawer(page, 'Settings').getByLabel('Candlestick')).toBeChecked();
    await expect(drawer(page, 'Settings').getByLabel('Grid')).not.toBeChecked();

    await drawer(page, 'Settings').getByRole('button', { name: 'Restore defaults' }).click();
    await expect(drawer(page, 'Settings').getByLabel('Line', { exact: true })).toBeChecked();
    await expect(drawer(page, 'Settings').getByLabel('Grid')).toBeChecked();
    expect(await stored(page, 'graphType')).toBeNull();
  });

  test('the bid price draws a line and disables what needs trades', async ({ page }) => {
    await chip(page, 'Settings').click();
    const settings = drawer(page, 'Settings');
    await settings.getByLabel('Candlestick').check();
    const pricesBefore = await chart(page).getAttribute('aria-valuetext');

    await chip(page, 'Bid price').click();
    await expect(chip(page, 'Bid price')).toHaveAttribute('aria-pressed', 'true');
    expect(await stored(page, 'bidPrice')).toBe('true');
    await expect(settings.getByLabel('Candlestick')).toBeDisabled();
    await expect(settings.getByLabel('OHLC')).toBeDisabled();
    await expect(settings.getByLabel('Column')).toBeDisabled();
    await expect(settings.getByLabel('Line', { exact: true })).toBeChecked();
    await expect(settings.getByLabel('Volume')).toBeDisabled();
    await expect(settings.getByText('The bid price is drawn as a line')).toBeVisible();
    expect(pricesBefore).not.toBeNull();

    await chip(page, 'Bid price').click();
    await expect(settings.getByLabel('Candlestick')).toBeChecked();
    await expect(settings.getByLabel('Volume')).toBeEnabled();
  });

  test('a fund offers its development currency, and no candles or volume', async ({ page }) => {
    await page.goto(FUND_PAGE);
    await expect(chart(page)).toBeVisible();
    await chip(page, 'Settings').click();
    const settings = drawer(page, 'Settings');
    await expect(settings.getByLabel('Candlestick')).toBeDisabled();
    await expect(settings.getByLabel('Volume')).toHaveCount(0);
    await expect(chip(page, 'Bid price')).toHaveCount(0);

    const firstPrice = async () => (await chart(page).getAttribute('aria-valuetext')) ?? 'no price';
    await chart(page).focus();
    await page.keyboard.press('Home');
    const inFundCurrency = await firstPrice();
    await settings.getByLabel('Development in').selectOption('EUR');
    expect(await stored(page, 'fundDevelopment')).toBe('"EUR"');
    await chart(page).focus();
    await page.keyboard.press('Home');
    await expect.poll(firstPrice).not.toBe(inFundCurrency);
  });

  test('Maximize goes fullscreen; Escape closes an open tab first, then leaves', async ({
    page,
  }) => {
    const box = () => graph(page).locator('[data-fullscreen]').first().boundingBox();
    await chip(page, 'Maximize').click();
    await expect(chip(page, 'Maximize')).toHaveCount(0);
    await expect(chip(page, 'Leave fullscreen')).toBeVisible();
    const viewport = page.viewportSize();
    await expect.poll(async () => (await box())?.width).toBe(viewport?.width);
    // Fullscreen is not stored.
    expect(
      await page.evaluate(() => Object.keys(localStorage).some((key) => /fullscreen/i.test(key))),
    ).toBe(false);

    await chip(page, 'Settings').click();
    await page.screenshot({ path: 'test-results/e2e/price-graph-fullscreen.png' });
    await page.keyboard.press('Escape');
    await expect(drawer(page, 'Settings')).toHaveCount(0);
    await expect(chip(page, 'Leave fullscreen')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chip(page, 'Leave fullscreen')).toHaveCount(0);
    await expect(chip(page, 'Maximize')).toBeVisible();

    await chip(page, 'Maximize').click();
    await chip(page, 'Leave fullscreen').click();
    await expect(chip(page, 'Maximize')).toBeVisible();
  });

  test('chip labels give way to icons on a narrow card for a mouse, and Maximize stays', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    // Icons only: the chips keep their names for assistive technology, and a tooltip.
    await expect(chip(page, 'Settings')).toHaveAccessibleName('Settings');
    await expect(chip(page, 'Settings')).toHaveAttribute('title', 'Settings');
    await expect(chip(page, 'Settings').getByText('Settings')).toBeHidden();
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(chip(page, 'Settings').getByText('Settings')).toBeVisible();

    // A phone gets Maximize too (see price-graph-phone.spec.ts).
    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    await expect(chart(page)).toBeVisible();
    await expect(chip(page, 'Maximize')).toBeVisible();
  });

  test('the Buy & Sell chip shows for a logged-in reader when there is no bid price, never for an anonymous one', async ({
    page,
    request,
  }) => {
    // A fund has no bid price, so the chip has its place.
    await page.goto(FUND_PAGE);
    await expect(chip(page, 'Buy & Sell')).toBeVisible();
    await chip(page, 'Buy & Sell').click();
    expect(await stored(page, 'buySellDots')).toBe('false');
    // A stock offers the bid price: the chip shows only fullscreen.
    await page.goto(PAGE);
    await expect(chart(page)).toBeVisible();
    await expect(chip(page, 'Buy & Sell')).toHaveCount(0);
    await chip(page, 'Maximize').click();
    await expect(chip(page, 'Buy & Sell')).toBeVisible();

    await usePersona(request, 'anonymous');
    await page.goto(FUND_PAGE);
    await expect(chart(page)).toBeVisible();
    await expect(chip(page, 'Buy & Sell')).toHaveCount(0);
    await expect(chip(page, 'Historical development')).toHaveCount(0);
  });
});
