import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import {
  FUND_IDS,
  bookedOrders,
  fundPageButton,
  fundPageUrl,
  openOrderPanel,
  partnerCards,
  partnerPageUrl,
  planPanel,
  resetSandbox,
  sidePanel,
  usePersona,
  type Locale,
} from './fund-order-helpers';

/*
 * `<fund-order-panel>` is accessible: axe-core finds no violation on its two
 * demo pages, in Swedish and English, with the confirmation open too (axe reads open shadow
 * roots); and an order can be placed with the keyboard alone, focus moving to the result.
 */

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

const LANGUAGES: { locale: Locale; buy: string; confirm: string; amount: string }[] = [
  { locale: 'sv-SE', buy: 'Köp', confirm: 'Bekräfta din order', amount: 'Belopp (kr)' },
  { locale: 'en-GB', buy: 'Buy', confirm: 'Confirm your order', amount: 'Amount (SEK)' },
];

test.describe('axe-core finds no violations', () => {
  for (const language of LANGUAGES) {
    test(`on the broker's fund page in ${language.locale}, side panel and confirmation open`, async ({
      page,
    }) => {
      const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy', {
        lang: language.locale,
      });
      await expect(planPanel(page).getByRole('combobox')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await panel.getByRole('textbox', { name: language.amount }).fill('1000');
      await panel.getByRole('button', { name: language.buy, exact: true }).click();
      await expect(panel.getByRole('dialog', { name: language.confirm })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`in the broker's side panel in ${language.locale}, with the confirmation open`, async ({
      page,
    }) => {
      const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy', {
        lang: language.locale,
      });
      expect(await axeViolations(page, '#order-panel')).toEqual([]);
      await panel.getByRole('textbox', { name: language.amount }).fill('1000');
      await panel.getByRole('button', { name: language.buy, exact: true }).click();
      await expect(panel.getByRole('dialog', { name: language.confirm })).toBeVisible();
      expect(await axeViolations(page, '#order-panel')).toEqual([]);
    });
  }

  test('with an account unusable for the side, and after a rule no retry mends', async ({
    page,
    request,
  }) => {
    await usePersona(request, 'restricted-account');
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    await expect(panel.getByRole('alert')).toBeVisible();
    expect(await axeViolations(page, '#order-panel')).toEqual([]);

    await usePersona(request, 'partner-customer');
    const refused = await openOrderPanel(page, FUND_IDS.swedenIndex, 'buy');
    await refused.getByRole('textbox', { name: 'Amount (SEK)' }).fill('1000');
    await refused.getByRole('button', { name: 'Buy', exact: true }).click();
    await refused.getByRole('button', { name: 'Confirm order' }).click();
    await expect(
      refused.getByRole('heading', { name: 'This order cannot be placed' }),
    ).toBeVisible();
    expect(await axeViolations(page, '#order-panel')).toEqual([]);
    await refused.getByRole('button', { name: 'Close', exact: true }).click();
    expect(await axeViolations(page, '#order-panel')).toEqual([]);
  });

  test.describe('on the partner page', () => {
    // The partner's CSP refuses inline scripts, and so axe's injected script; the kit itself
    // runs under the strict policy in the other specs.
    test.use({ bypassCSP: true });

    for (const language of LANGUAGES) {
      test(`in ${language.locale}, with the confirmation open`, async ({ page, baseURL }) => {
        await page.goto(partnerPageUrl(baseURL, '?redirectOrigin=shareville'));
        // The cards follow <html lang>, as a partner switching language would set it.
        await page.evaluate((lang) => {
          document.documentElement.lang = lang;
        }, language.locale);
        const { buy, sell } = partnerCards(page);
        await expect(buy.getByRole('textbox', { name: language.amount })).toBeVisible();
        await expect(sell.getByRole('radiogroup')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);

        await buy.getByRole('textbox', { name: language.amount }).fill('1000');
        await buy.getByRole('button', { name: language.buy, exact: true }).click();
        await expect(buy.getByRole('dialog', { name: language.confirm })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
});

/** Presses Tab until `target` has focus (through shadow roots), or fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 15) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    const focused = await target.evaluate((element) => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active === element;
    });
    if (focused) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test.describe('targets a finger can hit', () => {
  for (const [width, touch, least] of [
    [360, true, 44],
    [1280, false, 24],
  ] as const) {
    test(`at ${width} px${touch ? ' on a touch screen' : ''} every link is at least ${least} px tall`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        hasTouch: touch,
        isMobile: touch,
      });
      const page = await context.newPage();
      const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
      const links = panel.getByRole('link');
      await expect(links.first()).toBeVisible();
      const heights = await links.evaluateAll((all) =>
        all.map((link) => link.getBoundingClientRect().height),
      );
      expect(heights.length).toBeGreaterThan(3);
      for (const height of heights) expect(height).toBeGreaterThanOrEqual(least);
      await context.close();
    });
  }
});

test.describe('ordering with the keyboard alone', () => {
  test('Tab to the amount, type, Enter, confirm: focus lands on the result', async ({
    page,
    request,
  }) => {
    await page.goto(fundPageUrl(FUND_IDS.globalGrowth));
    const panel = sidePanel(page);
    // The page's Buy opens the side panel.
    await tabTo(page, fundPageButton(page, 'buy'));
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();

    const amount = panel.getByRole('textbox', { name: 'Amount (SEK)' });
    await expect(amount).toBeVisible();
    await tabTo(page, amount);
    await page.keyboard.type('1000');
    await page.keyboard.press('Enter');

    const dialog = panel.getByRole('dialog', { name: 'Confirm your order' });
    await expect(dialog).toBeVisible();
    // The confirmation opens on its title, so a reader hears what to confirm first.
    await expect(dialog.getByRole('heading', { name: 'Confirm your order' })).toBeFocused();
    await tabTo(page, dialog.getByRole('button', { name: 'Confirm order' }), 5);
    await page.keyboard.press('Enter');

    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toBeFocused();
    expect(await bookedOrders(request)).toHaveLength(1);
  });

  test('Escape in the side panel closes only the confirmation, focus back on Buy', async ({
    page,
    request,
  }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    await panel.getByRole('textbox', { name: 'Amount (SEK)' }).fill('1000');
    const buy = panel.getByRole('button', { name: 'Buy', exact: true });
    await buy.focus();
    await page.keyboard.press('Enter');
    const dialog = panel.getByRole('dialog', { name: 'Confirm your order' });
    await expect(dialog).toBeVisible();
    // A modal: Tab never reaches the page behind it (past the last control, focus leaves the
    // document for the browser's own controls, then comes back to the dialog).
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate((element) => {
          let active = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          return active === document.body || element.contains(active);
        }),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(panel).toBeVisible();
    await expect(buy).toBeFocused();
    expect(await bookedOrders(request)).toHaveLength(0);
  });

  test('Escape on the partner card closes the confirmation without sending', async ({
    page,
    baseURL,
    request,
  }) => {
    await page.goto(partnerPageUrl(baseURL));
    const { buy } = partnerCards(page);
    await buy.getByRole('textbox', { name: 'Belopp (kr)' }).fill('1000');
    const action = buy.getByRole('button', { name: 'Köp', exact: true });
    await action.focus();
    await page.keyboard.press('Enter');
    const dialog = buy.getByRole('dialog', { name: 'Bekräfta din order' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(action).toBeFocused();
    await expect(buy.getByRole('textbox', { name: 'Belopp (kr)' })).toHaveValue('1000');
    expect(await bookedOrders(request)).toHaveLength(0);
  });

  test('selling by percent works from the keyboard on the partner card', async ({
    page,
    baseURL,
    request,
  }) => {
    await page.goto(partnerPageUrl(baseURL));
    const { sell } = partnerCards(page);
    // Amount or percent is one radio group: one Tab stop, the arrow keys move the choice.
    const amount = sell.getByRole('radio', { name: 'Belopp' });
    const percent = sell.getByRole('radio', { name: 'Procent' });
    await tabTo(page, amount, 30);
    await expect(amount).toBeChecked();
    await expect(percent).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('ArrowRight');
    await expect(percent).toBeChecked();
    await expect(percent).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(amount).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(percent).toBeChecked();
    const field = sell.getByRole('textbox', { name: 'Andel av ditt innehav (%)' });
    await tabTo(page, field);
    await page.keyboard.type('10');
    await page.keyboard.press('Enter');
    const confirm = sell.getByRole('button', { name: 'Bekräfta order' });
    await tabTo(page, confirm, 5);
    await page.keyboard.press('Space');
    await expect(sell.getByRole('heading', { name: 'Din order har lagts' })).toBeFocused();
    expect((await bookedOrders(request)).map((e) => e.body)).toEqual([
      expect.objectContaining({ orderside: 'SELL', percent: 10 }),
    ]);
  });
});
