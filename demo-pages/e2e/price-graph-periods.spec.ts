import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The period bar at a phone's, a tablet's and a desktop's width, in Swedish and Finnish: one row
 * that keeps its place, every period within reach, nothing under the Custom button, and the bar
 * one Tab stop.
 */

const graph = (page: Page) => page.locator('price-graph');
const chart = (page: Page) => graph(page).getByRole('slider');
const CUSTOM = { 'sv-SE': 'Anpassad', 'fi-FI': 'Mukautettu' } as const;
const COMPARE = { 'sv-SE': 'Jämför', 'fi-FI': 'Vertaa' } as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found as Box;
}

/**
 * Every period can be reached: where the bar is narrower than its periods it scrolls sideways,
 * and a period scrolled into sight lies inside the bar, on screen and clear of Custom.
 */
async function expectEveryPeriodReachable(page: Page, width: number, customName: string) {
  const bar = graph(page).getByRole('toolbar');
  const buttons = bar.getByRole('button');
  await expect(buttons).toHaveCount(11);
  for (const [index, button] of (await buttons.all()).entries()) {
    await button.evaluate((element) =>
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' }),
    );
    // Measured after the scroll, which may have moved the page as well as the bar.
    const [each, barBox, custom] = await Promise.all([
      box(button),
      box(bar),
      box(graph(page).getByRole('button', { name: customName })),
    ]);
    expect(inside(each, barBox), `period ${index} inside the bar`).toBe(true);
    expect(each.x + each.width <= width, `period ${index} on screen`).toBe(true);
    expect(overlaps(each, custom), `period ${index} clear of Custom`).toBe(false);
  }
  await buttons.first().evaluate((element) => element.scrollIntoView({ inline: 'nearest' }));
}

for (const width of [360, 768, 1280]) {
  for (const lang of ['sv-SE', 'fi-FI'] as const) {
    test(`at ${width} px in ${lang} every period is within reach and none lies under Custom`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/instrument.html?lang=${lang}`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await expect(chart(page)).toBeVisible({ timeout: 15_000 });
      await expectEveryPeriodReachable(page, width, CUSTOM[lang]);
      // A drawer beside the chart narrows the bar: the bar keeps its place and its height.
      const before = await box(graph(page).getByRole('toolbar'));
      await graph(page).getByRole('button', { name: COMPARE[lang] }).click();
      await expect(graph(page).getByRole('region', { name: COMPARE[lang] })).toBeVisible();
      const after = await box(graph(page).getByRole('toolbar'));
      expect([after.x, after.y, after.height]).toEqual([before.x, before.y, before.height]);
      await expectEveryPeriodReachable(page, width, CUSTOM[lang]);
    });
  }
}

for (const width of [360, 1280]) {
  test(`at ${width} px the period bar is one Tab stop and the arrows move in it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/instrument.html?lang=en-GB');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(chart(page)).toBeVisible({ timeout: 15_000 });
    const period = (name: RegExp) => graph(page).getByRole('button', { name });

    await chart(page).focus();
    await page.keyboard.press('Tab');
    await expect(period(/^One day/)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(period(/^One month/)).toBeFocused();
    await page.keyboard.press('End');
    await expect(period(/^All time/)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(period(/^All time/)).toHaveAttribute('aria-pressed', 'true');
    // One Tab leaves the bar for the Custom button, one Shift+Tab comes back to the chosen period.
    await page.keyboard.press('Tab');
    await expect(graph(page).getByRole('button', { name: 'Custom' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(period(/^All time/)).toBeFocused();
    await page.screenshot({ path: `test-results/e2e/price-graph-periods-${width}.png` });
  });
}

for (const width of [360, 1280]) {
  test(`at ${width} px the summary gives One day's change as its button does, from the previous close`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/instrument.html?lang=en-GB');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(chart(page)).toBeVisible({ timeout: 15_000 });
    const oneDay = graph(page).getByRole('button', { name: /^One day, / });
    const name = await oneDay.evaluate((button) => button.textContent ?? '');
    const percent = /[+−-]?[\d.,]+%/.exec(name)?.[0];
    expect(percent, name).toBeDefined();
    await expect(chart(page)).toHaveAccessibleDescription(
      new RegExp(
        `^One day: from the previous close [\\d.,]+ to [\\d.,]+ \\(${(percent ?? '').replace(/[+.]/g, '\\$&')}\\)`,
      ),
    );
  });
}
