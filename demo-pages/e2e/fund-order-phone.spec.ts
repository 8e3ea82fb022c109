import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { pastScreenEdges } from './screen-edges.js';
import {
  FUND_IDS,
  PAGE_SIDE_BUTTONS,
  fundPageButton,
  fundPageUrl,
  openOrderPanel,
  refuseNextOrderForTradingPower,
  resetSandbox,
  sidePanel,
  usePersona,
} from './fund-order-helpers';

/*
 * The broker's fund page and its side panel with `<fund-order-panel variant="panel">` as a
 * reader on a phone goes through them (360 × 740, touch), and at 1280 × 800: the page fits the
 * screen in every state of an order, a visitor who is not logged in is told how to log in, the
 * units an order moves read the same everywhere, the outcome is said in a live region, and
 * the page's own buttons speak the chosen language.
 */

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

/** The value next to a label in one of the panel's figure lists (<dt>/<dd>). */
const figure = (scope: Locator, label: string) =>
  scope.locator(`dt:text-is("${label}") + dd`).first();

/** The page does not scroll sideways, and nothing of the side panel is past either edge. */
async function expectToFit(page: Page, width: number, state: string) {
  // Layout settles after the panel's own render; measure once it has.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const measured = await page.evaluate(pastScreenEdges, '#order-panel');
  expect(measured.scrollWidth, `the page's width ${state}`).toBeLessThanOrEqual(width);
  expect(measured.outside, `the side panel ${state}`).toEqual([]);
}

/** Buys 1000 SEK with the broker set to refuse the order once for want of trading power. */
async function buyRefusedForTradingPower(panel: Locator, request: APIRequestContext) {
  await refuseNextOrderForTradingPower(request);
  await panel.getByRole('textbox', { name: 'Amount (SEK)' }).fill('1000');
  await panel.getByRole('button', { name: 'Buy', exact: true }).click();
  await panel.getByRole('dialog').getByRole('button', { name: 'Confirm order' }).click();
}

/** Both of the side panel's edges can be reached: its close button and the order panel's links. */
async function expectEdgesInSight(page: Page, width: number) {
  const panel = sidePanel(page);
  for (const target of [
    panel.getByRole('button', { name: 'Close the order panel' }),
    panel.getByRole('link', { name: 'Knowledge test' }),
  ]) {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    expect(box, `${target.toString()} has a box`).not.toBeNull();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? width + 1)).toBeLessThanOrEqual(width);
  }
}

test.describe('on a phone (360 px, touch)', () => {
  test.use(PHONE);

  test('a visitor who is not logged in is told why, and logs in to the order form', async ({
    page,
    request,
  }) => {
    await usePersona(request, 'anonymous');
    await page.goto(fundPageUrl(FUND_IDS.globalGrowth));
    await fundPageButton(page, 'buy').click();
    const panel = sidePanel(page);
    await expect(panel.getByRole('heading', { name: 'Log in to place an order' })).toBeVisible();
    await expect(
      panel.getByText('Only customers who are logged in can buy and sell'),
    ).toBeVisible();
    await expectToFit(page, 360, 'logged out');
    expect(await axeViolations(page, '#order-panel')).toEqual([]);

    // The sandbox's login: the customer comes back to the side panel, on the same side.
    await panel.getByRole('button', { name: 'Log in' }).click();
    await expect(panel.getByRole('heading', { name: 'Buy Global Tillväxt' })).toBeVisible();
    await expect(panel.getByRole('combobox', { name: 'Account' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Log in to place an order' })).toBeHidden();
    expect(new URL(page.url()).searchParams.has('order')).toBe(false);
  });

  test('the page fits the screen before, during and after a buy, nothing cut off', async ({
    page,
  }) => {
    await page.goto(fundPageUrl(FUND_IDS.globalGrowth));
    await expect(fundPageButton(page, 'buy')).toBeVisible();
    await expectToFit(page, 360, 'before the panel opens');

    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    await expectToFit(page, 360, 'with the form');
    await panel.getByRole('textbox', { name: 'Amount (SEK)' }).fill('1000');
    await panel.getByRole('button', { name: 'Trading information' }).click();
    await expectToFit(page, 360, 'with the amount and the trading information');
    await expectEdgesInSight(page, 360);

    await panel.getByRole('button', { name: 'Buy', exact: true }).click();
    const dialog = panel.getByRole('dialog', { name: 'Confirm your order' });
    await expect(dialog).toBeVisible();
    await expectToFit(page, 360, 'with the confirmation');
    await dialog.getByRole('button', { name: 'Confirm order' }).click();

    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();
    await expectToFit(page, 360, 'after the order');
    await expectEdgesInSight(page, 360);
  });

  test('the page fits the screen with a failure inline, and when selling in Finnish', async ({
    page,
    request,
  }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    await buyRefusedForTradingPower(panel, request);
    await expect(
      panel.getByRole('region', { name: 'Your order was rejected by the marketplace' }),
    ).toBeVisible();
    await expectToFit(page, 360, 'with the failure');

    const finnish = await openOrderPanel(page, FUND_IDS.globalGrowth, 'sell', { lang: 'fi-FI' });
    await finnish.getByRole('button', { name: 'Myy puolet' }).click();
    await finnish.getByRole('button', { name: 'Myy', exact: true }).click();
    await expect(finnish.getByRole('dialog')).toBeVisible();
    await expectToFit(page, 360, 'with a Finnish sell confirmation');
  });

  test('units read with the same four decimals in the sell form, the confirmation and the receipt', async ({
    page,
  }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'sell');
    await panel.getByRole('textbox', { name: 'Amount (SEK)' }).fill('1000');
    const estimate = figure(panel, 'Estimated quantity');
    await expect(estimate).toHaveText(/^\d+\.\d{4}$/);
    const estimated = await estimate.textContent();

    await panel.getByRole('button', { name: 'Sell', exact: true }).click();
    const dialog = panel.getByRole('dialog', { name: 'Confirm your order' });
    await expect(figure(dialog, 'Estimated quantity')).toHaveText(estimated ?? '');
    await dialog.getByRole('button', { name: 'Confirm order' }).click();

    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();
    await expect(figure(panel, 'Quantity')).toHaveText(/^\d+\.\d{4}$/);
  });

  test('units are written the Swedish way in Swedish', async ({ page }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'sell', { lang: 'sv-SE' });
    await panel.getByRole('textbox', { name: 'Belopp (kr)' }).fill('1000');
    await expect(figure(panel, 'Beräknat antal andelar')).toHaveText(/^\d+,\d{4}$/);
  });

  test('the outcome is said in a polite live region that was there before the order', async ({
    page,
    request,
  }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    const region = panel.getByRole('status');
    await expect(region).toHaveText('');
    // The same element must carry the news: a region added with its message is not heard.
    const before = await region.elementHandle();
    await panel.getByRole('textbox', { name: 'Amount (SEK)' }).fill('1000');
    await panel.getByRole('button', { name: 'Buy', exact: true }).click();
    await panel.getByRole('dialog').getByRole('button', { name: 'Confirm order' }).click();

    await expect(region).toHaveText('Your order has been placed');
    expect(await before?.evaluate((element) => element.isConnected)).toBe(true);
    expect(await before?.textContent()).toBe('Your order has been placed');
    // The form is gone, so the focus moves on to the result's heading.
    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toBeFocused();

    await panel.getByRole('button', { name: 'Another order' }).click();
    await expect(region).toHaveText('');
    await buyRefusedForTradingPower(panel, request);
    await expect(region).toHaveText(
      'Your order was rejected by the marketplace. There is not enough money in the account.',
    );
    expect(await before?.evaluate((element) => element.isConnected)).toBe(true);
  });
});

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the side panel sits at the right edge, whole, through an order', async ({ page }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    const box = await panel.boundingBox();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(1280);
    await panel.getByRole('textbox', { name: 'Amount (SEK)' }).fill('1000');
    await panel.getByRole('button', { name: 'Buy', exact: true }).click();
    await panel.getByRole('dialog').getByRole('button', { name: 'Confirm order' }).click();
    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();
    await expectToFit(page, 1280, 'after the order');
    await expectEdgesInSight(page, 1280);
  });

  test("the page's Buy and Sell follow the language chosen", async ({ page }) => {
    await page.goto(fundPageUrl(FUND_IDS.globalGrowth, { lang: 'en-GB' }));
    const language = page.getByRole('combobox', { name: 'Language' });
    for (const [locale, name] of [
      ['sv-SE', 'Svenska'],
      ['nb-NO', 'Norsk'],
      ['da-DK', 'Dansk'],
      ['fi-FI', 'Suomi'],
      ['en-GB', 'English'],
    ] as const) {
      await language.selectOption({ label: name });
      await expect(fundPageButton(page, 'buy', locale)).toBeVisible();
      await expect(fundPageButton(page, 'sell', locale)).toBeVisible();
    }
    // Swedish words stay away from an English page, and the panel follows the same choice.
    await expect(page.getByRole('button', { name: PAGE_SIDE_BUTTONS['sv-SE'].buy })).toHaveCount(0);
    await language.selectOption({ label: 'Dansk' });
    await fundPageButton(page, 'sell', 'da-DK').click();
    await expect(sidePanel(page).getByRole('button', { name: 'Luk ordrepanelet' })).toBeVisible();
    await expect(sidePanel(page).getByRole('button', { name: 'Sælg', exact: true })).toBeVisible();
  });
});
