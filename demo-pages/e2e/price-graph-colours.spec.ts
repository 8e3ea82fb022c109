import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';

/**
 * Series colours and the legend, at a phone's and a desktop's width, light and dark: every
 * comparison and indicator on screen in a colour of its own, none in the main series' colour,
 * and the legend naming the main series first.
 */

const IDENTIFIER = 'instrument-page';
const graph = (page: Page) => page.locator('price-graph');
const chart = (page: Page) => graph(page).getByRole('slider');
const legend = (page: Page) => graph(page).getByRole('list', { name: 'Series in the graph' });

/** The colour a pill's swatch (or the main entry's line) is painted in. */
const swatchColour = (entry: Locator) =>
  entry
    .locator('span[aria-hidden="true"]')
    .first()
    .evaluate((swatch) => getComputedStyle(swatch).backgroundColor);

for (const { width, theme } of [
  { width: 360, theme: 'light' },
  { width: 1280, theme: 'dark' },
]) {
  test(`at ${width} px in the ${theme} theme, each series has a colour of its own and the legend names them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/instrument.html?lang=en-GB&theme=${theme}`);
    // As stored before comparisons and indicators shared one palette: both count from slot 0.
    await page.evaluate((identifier) => {
      localStorage.clear();
      localStorage.setItem(
        `${identifier}/comparators`,
        JSON.stringify([
          { orderBookId: '16099873', symbol: 'ERIC B', colorIndex: 0 },
          { orderBookId: '16099871', symbol: 'NOKIA', colorIndex: 1 },
        ]),
      );
      localStorage.setItem(
        `${identifier}/technicalAnalyses`,
        JSON.stringify([
          {
            id: 'SMA-14',
            name: 'SMA',
            taType: 'SMA',
            taTypeWithParams: 'SMA-14',
            values: { period: 14 },
            colorIndex: 0,
          },
        ]),
      );
    }, IDENTIFIER);
    await page.reload();
    await expect(chart(page)).toBeVisible({ timeout: 15_000 });

    // An indicator added now takes a colour no comparison has.
    await graph(page).getByRole('button', { name: 'Technical Analysis', exact: true }).click();
    const ta = graph(page).getByRole('region', { name: 'Technical Analysis' });
    await ta.getByRole('button', { name: 'MACD' }).click();
    await ta.getByRole('form', { name: 'MACD settings' }).getByLabel('Signal').press('Enter');
    await ta.getByRole('button', { name: 'Close Technical Analysis' }).click();

    const entries = legend(page).getByRole('listitem');
    await expect(entries).toHaveCount(5);
    await expect(entries.first()).toHaveText('Volvo B');
    for (const name of ['ERIC B', 'NOKIA', 'SMA 14', 'MACD 12-26-9']) {
      await expect(legend(page).getByRole('button', { name, exact: true })).toBeVisible();
    }
    const colours = await Promise.all((await entries.all()).map(swatchColour));
    expect(new Set(colours).size, colours.join(' ')).toBe(5);

    // The colours last: a reload draws them the same.
    await page.reload();
    await expect(chart(page)).toBeVisible({ timeout: 15_000 });
    expect(await Promise.all((await entries.all()).map(swatchColour))).toEqual(colours);
    expect(await axeViolations(page, 'price-graph')).toEqual([]);
    await page.screenshot({ path: `test-results/e2e/price-graph-colours-${width}-${theme}.png` });
  });
}
