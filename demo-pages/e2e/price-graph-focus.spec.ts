import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { usePersona } from './fund-order-helpers';

/**
 * Focus follows what the reader opens, by keyboard alone, at a phone's and a desktop's width:
 * a drawer tab takes it and gives it back to its chip, the historical table likewise (and
 * closes on Escape), and the maximized graph keeps it.
 */

const PAGE = '/instrument.html?lang=en-GB';
const graph = (page: Page) => page.locator('price-graph');
const chart = (page: Page) => graph(page).getByRole('slider');
const chip = (page: Page, name: string) => graph(page).getByRole('button', { name, exact: true });
const drawer = (page: Page, name: string) => graph(page).getByRole('region', { name });

/** The element focused inside the graph's shadow root, described by its role and name. */
const focusedName = (page: Page) =>
  graph(page).evaluate((host) => {
    const active = host.shadowRoot?.activeElement;
    return active
      ? `${active.tagName.toLowerCase()} ${active.getAttribute('aria-label') ?? active.textContent?.trim() ?? ''}`
      : 'outside';
  });

test.beforeEach(async ({ page, request }) => {
  await request.delete('/sandbox/faults');
  await usePersona(request, 'se-customer');
  await page.goto(PAGE);
  await page.evaluate(() => localStorage.clear());
});

test.afterEach(async ({ request }) => {
  await usePersona(request, 'se-customer');
});

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(chart(page)).toBeVisible({ timeout: 15_000 });
    });

    test('a tab opened by keyboard takes the focus; Escape and Close give it back to its chip', async ({
      page,
    }) => {
      await chip(page, 'Compare').focus();
      await page.keyboard.press('Enter');
      await expect(
        drawer(page, 'Compare').getByRole('combobox', {
          name: 'Search for an instrument to compare',
        }),
      ).toBeFocused();
      expect(await axeViolations(page, 'price-graph')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(drawer(page, 'Compare')).toHaveCount(0);
      await expect(chip(page, 'Compare')).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(drawer(page, 'Compare')).toBeVisible();
      await chip(page, 'Technical Analysis').focus();
      await page.keyboard.press('Enter');
      await expect(
        drawer(page, 'Technical Analysis').getByRole('button', { name: 'SMA' }),
      ).toBeFocused();
      await page.screenshot({ path: `test-results/e2e/price-graph-focus-drawer-${width}.png` });
      await drawer(page, 'Technical Analysis')
        .getByRole('button', { name: 'Close Technical Analysis' })
        .press('Enter');
      await expect(chip(page, 'Technical Analysis')).toBeFocused();

      await chip(page, 'Settings').press('Enter');
      await expect(drawer(page, 'Settings').getByRole('radio', { name: 'Line' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(chip(page, 'Settings')).toBeFocused();
    });

    test('the compare search is a combobox: Down, Up and Enter pick, Escape closes the list, then the tab', async ({
      page,
    }) => {
      await chip(page, 'Compare').press('Enter');
      const compare = drawer(page, 'Compare');
      const box = compare.getByRole('combobox', { name: 'Search for an instrument to compare' });
      await expect(box).toBeFocused();
      await page.keyboard.type('Ericsson');
      const results = compare.getByRole('listbox', { name: 'Search results' });
      await expect(results.getByRole('option').first()).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      expect(await axeViolations(page, 'price-graph')).toEqual([]);

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      const first = results.getByRole('option').first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute(
        'aria-activedescendant',
        (await first.getAttribute('id')) ?? '',
      );
      const name = (await first.locator('span').first().textContent()) ?? '';
      await page.screenshot({ path: `test-results/e2e/price-graph-combobox-${width}.png` });
      await page.keyboard.press('Enter');
      await expect(compare.getByRole('list', { name: 'Compared instruments' })).toContainText(name);
      await expect(box).toBeFocused();

      await page.keyboard.type('Nokia');
      await expect(results.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(results).toBeHidden();
      await expect(compare).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(compare).toHaveCount(0);
      await expect(chip(page, 'Compare')).toBeFocused();
    });

    test('the historical table takes the focus, closes on Escape and is not open after a reload', async ({
      page,
    }) => {
      await chip(page, 'Historical development').press('Enter');
      const table = graph(page).getByRole('region', {
        name: 'Historical development',
        exact: true,
      });
      await expect(table).toBeFocused();
      await expect(table.getByRole('table')).toBeVisible();
      expect(await axeViolations(page, 'price-graph')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(table).toHaveCount(0);
      await expect(chip(page, 'Historical development')).toBeFocused();

      await chip(page, 'Historical development').press('Enter');
      await expect(table).toBeVisible();
      await page.reload();
      await expect(chart(page)).toBeVisible({ timeout: 15_000 });
      await expect(table).toHaveCount(0);
      await chip(page, 'Historical development').press('Enter');
      await table.getByRole('button', { name: 'Close' }).press('Enter');
      await expect(chip(page, 'Historical development')).toBeFocused();
    });
  });
}

test('the maximized graph keeps the focus inside it and gives it back to Maximize', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(chart(page)).toBeVisible({ timeout: 15_000 });
  await chip(page, 'Maximize').press('Enter');
  const dialog = graph(page).getByRole('dialog', { name: 'Price graph of Volvo B' });
  await expect(dialog).toBeFocused();
  expect(await axeViolations(page, 'price-graph')).toEqual([]);

  // Backwards from the graph's own box: the last control of the graph, never the page.
  await page.keyboard.press('Shift+Tab');
  expect(await focusedName(page)).not.toBe('outside');
  const last = await focusedName(page);
  await page.keyboard.press('Tab');
  await expect(chip(page, 'Settings')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  expect(await focusedName(page)).toBe(last);
  // A full round of Tab presses stays inside.
  for (let press = 0; press < 30; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).not.toBe('outside');
  }
  await page.screenshot({ path: 'test-results/e2e/price-graph-focus-fullscreen.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(chip(page, 'Maximize')).toBeFocused();
});
