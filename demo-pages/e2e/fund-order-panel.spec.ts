import { expect, test, type Locator } from '@playwright/test';
import { fundOrders } from '../../core/endpoints/fund-trading';
import { instrumentWithPositions } from '../../core/endpoints/instrument';
import {
  FUND_IDS,
  PATHS,
  accessToken,
  bookedOrders,
  fundPageButton,
  fundPageUrl,
  injectFault,
  openOrderPanel,
  orderEvents,
  partnerCards,
  partnerPageUrl,
  planPanel,
  received,
  recordOrderEvents,
  resetSandbox,
  saveSettings,
  sidePanel,
  usePersona,
} from './fund-order-helpers';

/*
 * `<fund-order-panel>` in Chromium against the sandbox: the order flows of the catalogue and §5 as
 * a customer goes through them on the broker's fund page (side panel) and on the partner's
 * community page (cards), in English and Swedish. What the customer sees is checked on the page;
 * what reached the broker, in /sandbox/received.
 */

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

/** The value next to a label in one of the panel's figure lists (<dt>/<dd>). */
const figure = (scope: Locator, label: string) =>
  scope.locator(`dt:text-is("${label}") + dd`).first();

const sek = (value: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'SEK' }).format(value);

const amountField = (panel: Locator, currency = 'SEK') =>
  panel.getByRole('textbox', { name: `Amount (${currency})` });

/**
 * What a share of a holding is worth to the cent, as the sell form shows it: a half cent is
 * rounded up (half of 31 065.69 shows as 15 532.85). Worked out in whole cents and hundredths
 * of a percent, so no float rounding gets in.
 */
const shareToTheCent = (holding: number, percent: number) =>
  Math.floor((Math.round(holding * 100) * Math.round(percent * 100) + 5000) / 10_000) / 100;

/** The holding the sell form can sell, read as the customer would: "Sell Everything" by amount. */
async function sellableHolding(panel: Locator): Promise<number> {
  await panel.getByRole('radio', { name: 'Amount' }).click();
  await panel.getByRole('button', { name: 'Sell Everything' }).click();
  const holding = Number(await amountField(panel).inputValue());
  expect(holding).toBeGreaterThan(0);
  return holding;
}

test.describe('buying a fund in the side panel', () => {
  test('buys with the cost confirmation and shows the placed order', async ({ page, request }) => {
    await recordOrderEvents(page);
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    await expect(panel.getByRole('heading', { name: 'Buy Global Tillväxt' })).toBeVisible();
    await expect(panel.getByText('Minimum investment SEK 100')).toBeVisible();
    // The Danish-only link is not for a Swedish customer.
    await expect(panel.getByRole('link', { name: 'Questions and answers' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'About quality enhancing services' })).toHaveCount(
      0,
    );

    await amountField(panel).fill('1000');
    // "Total buy = amount. The fee is shown separately and the confirmation adds the fee."
    await expect(figure(panel, 'Fee')).toHaveText('SEK 2.50');
    await expect(figure(panel, 'Total')).toHaveText('SEK 1,000.00');
    await panel.getByRole('button', { name: 'Buy', exact: true }).click();

    const dialog = panel.getByRole('dialog', { name: 'Confirm your order' });
    await expect(dialog).toBeVisible();
    await expect(figure(dialog, 'Fund')).toHaveText('Global Tillväxt');
    await expect(figure(dialog, 'Account')).toHaveText('Långsiktigt · 19430011');
    await expect(figure(dialog, 'Amount')).toHaveText('SEK 1,000.00');
    await expect(figure(dialog, 'Fee')).toHaveText('SEK 2.50');
    await expect(figure(dialog, 'Total')).toHaveText('SEK 1,002.50');
    expect(await received(request)).toHaveLength(0);

    await dialog.getByRole('button', { name: 'Confirm order' }).click();
    const result = panel.getByRole('heading', { name: 'Your order has been placed' });
    await expect(result).toBeVisible();
    await expect(result).toBeFocused();
    await expect(dialog).toBeHidden();

    const orders = await bookedOrders(request);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.body).toEqual({
      instrument_id: FUND_IDS.globalGrowth,
      accid: 31001,
      orderside: 'BUY',
      amount: { value: 1000, currency: 'SEK' },
    });
    await expect(figure(panel, 'Amount')).toHaveText('SEK 1,000.00');
    await expect(figure(panel, 'Account')).toHaveText('Långsiktigt · 19430011');
    await expect(figure(panel, 'Order number')).not.toBeEmpty();

    // The host page hears of it: bubbling, composed, with the order's id, amount and account.
    const placed = (await orderEvents(page)).filter((e) => e.type === 'bw-order-placed');
    expect(placed).toEqual([
      {
        type: 'bw-order-placed',
        detail: expect.objectContaining({
          kind: 'order',
          side: 'buy',
          accid: 31001,
          instrumentId: FUND_IDS.globalGrowth,
          amount: { value: 1000, currency: 'SEK' },
          orderId: expect.stringMatching(/\S/),
        }),
      },
    ]);
  });

  test('Cancel in the confirmation sends nothing', async ({ page, request }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    await amountField(panel).fill('500');
    await panel.getByRole('button', { name: 'Buy', exact: true }).click();
    const dialog = panel.getByRole('dialog', { name: 'Confirm your order' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(amountField(panel)).toHaveValue('500');
    expect(await received(request)).toHaveLength(0);
  });

  test('with the confirmation dismissed, the next buy is sent at once', async ({
    page,
    request,
  }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    await amountField(panel).fill('1000');
    await panel.getByRole('button', { name: 'Buy', exact: true }).click();
    const dialog = panel.getByRole('dialog', { name: 'Confirm your order' });
    await dialog.getByRole('checkbox', { name: 'Don’t show this again' }).check();
    await dialog.getByRole('button', { name: 'Confirm order' }).click();
    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();

    // Ticking dismiss saves confirmOrderModalDismissed.
    await expect
      .poll(async () => (await received(request, 'user-settings')).map((e) => e.body))
      .toContainEqual(expect.objectContaining({ confirmOrderModalDismissed: true }));

    // 'Another order' clears the status and the form.
    await panel.getByRole('button', { name: 'Another order' }).click();
    await expect(amountField(panel)).toHaveValue('');
    await amountField(panel).fill('500');
    await panel.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();
    await expect(panel.getByRole('dialog')).toHaveCount(0);
    expect((await bookedOrders(request)).map((e) => e.body)).toEqual([
      expect.objectContaining({ amount: { value: 1000, currency: 'SEK' } }),
      expect.objectContaining({ amount: { value: 500, currency: 'SEK' } }),
    ]);

    // The choice is the customer's, saved with the broker: after a reload it still holds.
    await page.reload();
    await fundPageButton(page, 'buy').click();
    await amountField(panel).fill('300');
    await panel.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();
    expect(await bookedOrders(request)).toHaveLength(3);
  });

  test('Close on the result closes the side panel, and opening it again starts afresh', async ({
    page,
    request,
  }) => {
    await recordOrderEvents(page);
    await saveSettings(request, { confirmOrderModalDismissed: true });
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    await amountField(panel).fill('250');
    await panel.getByRole('button', { name: 'Buy', exact: true }).click();
    await panel.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(panel).toBeHidden();
    expect((await orderEvents(page)).filter((e) => e.type === 'bw-order-close')).toEqual([
      { type: 'bw-order-close', detail: {} },
    ]);
    expect(page.url()).toContain('/fund-order.html');

    await fundPageButton(page, 'buy').click();
    await expect(amountField(panel)).toHaveValue('');
    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toHaveCount(0);
  });

  test('buys in Swedish', async ({ page, request }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy', { lang: 'sv-SE' });
    await expect(panel.getByRole('heading', { name: 'Köp Global Tillväxt' })).toBeVisible();
    await expect(panel.getByText('Minsta investering 100 kr')).toBeVisible();
    await panel.getByRole('textbox', { name: 'Belopp (kr)' }).fill('50');
    await expect(panel.getByText('Lägsta tillåtna belopp är 100 kr')).toBeVisible();
    await panel.getByRole('textbox', { name: 'Belopp (kr)' }).fill('1500');
    await panel.getByRole('button', { name: 'Köp', exact: true }).click();
    const dialog = panel.getByRole('dialog', { name: 'Bekräfta din order' });
    await dialog.getByRole('button', { name: 'Bekräfta order' }).click();
    await expect(panel.getByRole('heading', { name: 'Din order har lagts' })).toBeFocused();
    expect((await bookedOrders(request)).map((e) => e.body)).toEqual([
      expect.objectContaining({ amount: { value: 1500, currency: 'SEK' } }),
    ]);
  });
});

test.describe('selling a fund in the side panel', () => {
  test('sells by percent, with the choice saved and the amount worked out', async ({
    page,
    request,
  }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'sell');
    await expect(panel.getByRole('heading', { name: 'Sell Global Tillväxt' })).toBeVisible();
    const holding = await sellableHolding(panel);

    await panel.getByRole('radio', { name: 'Percent' }).click();
    await expect(panel.getByRole('radio', { name: 'Percent' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // The amount/percent choice is persisted in the user settings.
    await expect
      .poll(async () => (await received(request, 'user-settings')).map((e) => e.body))
      .toContainEqual(expect.objectContaining({ fundSellToggleOption: 'percent' }));

    const percent = panel.getByRole('textbox', { name: 'Share of your holding (%)' });
    await percent.fill('25');
    await expect(panel.getByText('You can choose 0.01 to 100%')).toBeVisible();
    const estimated = shareToTheCent(holding, 25);
    await expect(figure(panel, 'Estimated amount')).toHaveText(sek(estimated));

    await panel.getByRole('button', { name: 'Sell', exact: true }).click();
    const dialog = panel.getByRole('dialog', { name: 'Confirm your order' });
    await expect(figure(dialog, 'Share of holding')).toHaveText('25.00%');
    await dialog.getByRole('button', { name: 'Confirm order' }).click();
    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toBeFocused();
    expect((await bookedOrders(request)).map((e) => e.body)).toEqual([
      { instrument_id: FUND_IDS.globalGrowth, accid: 31001, orderside: 'SELL', percent: 25 },
    ]);

    // A new panel opens in the saved mode.
    await page.reload();
    await fundPageButton(page, 'sell').click();
    await expect(panel.getByRole('textbox', { name: 'Share of your holding (%)' })).toBeVisible();
  });

  test('sells by amount typed the Swedish way, sent as its percent of the holding', async ({
    page,
    request,
  }) => {
    await recordOrderEvents(page);
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'sell');
    const holding = await sellableHolding(panel);
    await amountField(panel).fill('');
    // A no-break space groups thousands and a comma marks decimals (sv-SE, fi-FI, nb-NO).
    await amountField(panel).pressSequentially('1\u00a0234,5');
    await expect(amountField(panel)).toHaveValue('1234.5');
    const percent = Math.round((1234.5 / holding) * 100 * 100) / 100;
    await expect(figure(panel, 'Share of holding')).toHaveText(`${percent.toFixed(2)}%`);
    // The order sells the percent, so what it sells is that percent of the holding, said as such.
    const sold = shareToTheCent(holding, percent);
    const soldText = `SEK ${sold.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
    await expect(figure(panel, 'Estimated amount')).toHaveText(soldText);
    await expect(panel.getByText(/A fund is sold as a share of your holding/)).toContainText(
      `SEK 1,234.50 is ${percent.toFixed(2)}% of it, which sells about ${soldText}`,
    );

    await panel.getByRole('button', { name: 'Sell', exact: true }).click();
    const dialog = panel.getByRole('dialog', { name: 'Confirm your order' });
    await expect(figure(dialog, 'Estimated amount')).toHaveText(soldText);
    await panel.getByRole('button', { name: 'Confirm order' }).click();
    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();
    expect((await bookedOrders(request)).map((e) => e.body)).toEqual([
      { instrument_id: FUND_IDS.globalGrowth, accid: 31001, orderside: 'SELL', percent },
    ]);
    // The page hears the side as the attribute writes it, the percent and what it was worth.
    const placed = (await orderEvents(page)).filter((e) => e.type === 'bw-order-placed');
    expect(placed.map((e) => e.detail)).toEqual([
      expect.objectContaining({
        side: 'sell',
        percent,
        estimatedAmount: { value: sold, currency: 'SEK' },
      }),
    ]);
  });

  test('keeps amount and percent in sync, with Sell Everything and Sell Half', async ({ page }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'sell');
    const holding = await sellableHolding(panel);
    const percentField = panel.getByRole('textbox', { name: 'Share of your holding (%)' });

    await panel.getByRole('button', { name: 'Sell Half' }).click();
    await expect(amountField(panel)).toHaveValue(String(shareToTheCent(holding, 50)));
    await panel.getByRole('radio', { name: 'Percent' }).click();
    await expect(percentField).toHaveValue('50');

    await panel.getByRole('button', { name: 'Sell Everything' }).click();
    await expect(percentField).toHaveValue('100');
    await panel.getByRole('radio', { name: 'Amount' }).click();
    await expect(amountField(panel)).toHaveValue(String(holding));

    await amountField(panel).fill(String(Math.round(holding / 10)));
    await panel.getByRole('radio', { name: 'Percent' }).click();
    expect(Number(await percentField.inputValue())).toBeCloseTo(
      (Math.round(holding / 10) / holding) * 100,
      2,
    );
    await percentField.fill('12.5');
    await panel.getByRole('radio', { name: 'Amount' }).click();
    await expect(amountField(panel)).toHaveValue(String(shareToTheCent(holding, 12.5)));
  });

  test('Sell Half sells 50 % of the holding, whichever input shows', async ({ page, request }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'sell');
    const holding = await sellableHolding(panel);
    // The amount shown is half the holding to the cent; the order is the share, not the amount.
    await panel.getByRole('button', { name: 'Sell Half' }).click();
    await expect(amountField(panel)).toHaveValue(String(shareToTheCent(holding, 50)));
    await expect(figure(panel, 'Share of holding')).toHaveText('50.00%');
    await panel.getByRole('button', { name: 'Sell', exact: true }).click();
    await panel.getByRole('button', { name: 'Confirm order' }).click();
    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();
    expect((await bookedOrders(request)).map((e) => e.body)).toEqual([
      { instrument_id: FUND_IDS.globalGrowth, accid: 31001, orderside: 'SELL', percent: 50 },
    ]);
  });
});

test.describe('the holding that can be sold', () => {
  test('is the market value less the units on pending sell orders', async ({ page, request }) => {
    const headers = { 'x-nnx-access-token': await accessToken(request) };
    const { positions } = (await (
      await request.get(instrumentWithPositions(FUND_IDS.swedenIndex, [31001]), { headers })
    ).json()) as {
      positions: {
        market_value_acc: { value: number };
        instrument: { last_nav: number };
        exchange_rate: number;
      }[];
    };
    const { fund_orders: orders } = (await (
      await request.get(fundOrders(), {
        headers: { authorization: `Bearer ${headers['x-nnx-access-token']}` },
      })
    ).json()) as {
      fund_orders: { accid: number; instrument_id: number; order_side: string; volume: number }[];
    };
    const pendingUnits = orders
      .filter(
        (o) =>
          o.accid === 31001 && o.instrument_id === FUND_IDS.swedenIndex && o.order_side === 'SELL',
      )
      .reduce((units, o) => units + o.volume, 0);
    // Sara has a sell order of Sverige Indexfond still pending on Långsiktigt.
    expect(pendingUnits).toBeGreaterThan(0);
    const [position] = positions;
    if (!position) throw new Error('no position');
    const holding =
      Math.round(
        (position.market_value_acc.value -
          pendingUnits * position.instrument.last_nav * position.exchange_rate) *
          100,
      ) / 100;

    const panel = await openOrderPanel(page, FUND_IDS.swedenIndex, 'sell');
    await expect(figure(panel, 'Your holding')).toHaveText(sek(holding));
    await panel.getByRole('button', { name: 'Sell Everything' }).click();
    await panel.getByRole('radio', { name: 'Amount' }).click();
    await expect(amountField(panel)).toHaveValue(String(holding));
  });
});

test.describe('order validation', () => {
  test('a buy below the minimum, above the trading power or zero is refused with a reason', async ({
    page,
  }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy', { accid: 31002 });
    const buy = panel.getByRole('button', { name: 'Buy', exact: true });
    const amount = amountField(panel);

    await amount.fill('99');
    await expect(panel.getByRole('alert')).toHaveText('Minimum allowed amount is SEK 100');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(buy).toBeDisabled();

    // Buffert has 8,420.50 SEK of trading power.
    await expect(figure(panel, 'Trading power')).toHaveText('SEK 8,420.50');
    await amount.fill('8421');
    await expect(panel.getByRole('alert')).toHaveText('Not enough money');
    await expect(buy).toBeDisabled();

    await amount.fill('0');
    await expect(panel.getByRole('alert')).toHaveText('Incorrect value');
    await expect(buy).toBeDisabled();

    await amount.fill('8420');
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(amount).toHaveAttribute('aria-invalid', 'false');
    await expect(buy).toBeEnabled();
  });

  test('the buy amount takes digits only, typed or pasted', async ({ page }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    const amount = amountField(panel);
    await amount.pressSequentially('1.2a3 4');
    await expect(amount).toHaveValue('1234');
    // A pasted Swedish amount with decimals is whole kronor, never 100 050.
    await amount.fill('1 000,50');
    await expect(amount).toHaveValue('1000');
    await amount.fill('2\u00a0500');
    await expect(amount).toHaveValue('2500');
  });

  test('a sell below the minimum sell amount, above the holding or of 0 % is refused', async ({
    page,
  }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'sell');
    const holding = await sellableHolding(panel);
    const sell = panel.getByRole('button', { name: 'Sell', exact: true });
    // Minimum sell amount = floor(holdings × 0.0001).
    const minimum = Math.floor(holding * 0.0001);
    expect(minimum).toBeGreaterThanOrEqual(1);

    await amountField(panel).fill(String(minimum - 0.5));
    await expect(panel.getByRole('alert')).toHaveText(
      `Minimum allowed amount to sell is SEK ${minimum.toLocaleString('en-GB')}`,
    );
    await expect(sell).toBeDisabled();

    await amountField(panel).fill(String(Math.ceil(holding + 1)));
    await expect(panel.getByRole('alert')).toHaveText('Not enough money');
    await expect(sell).toBeDisabled();

    await amountField(panel).fill('12,345');
    await expect(amountField(panel)).toHaveValue('12.34');

    await panel.getByRole('radio', { name: 'Percent' }).click();
    const percent = panel.getByRole('textbox', { name: 'Share of your holding (%)' });
    await percent.fill('0');
    await expect(panel.getByRole('alert')).toHaveText('Incorrect value');
    await expect(sell).toBeDisabled();
    await percent.fill('33,333');
    await expect(percent).toHaveValue('33.33');
    await expect(sell).toBeEnabled();
  });

  test('a sell percent above 100 is an incorrect value', async ({ page }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'sell');
    await panel.getByRole('radio', { name: 'Percent' }).click();
    await panel.getByRole('textbox', { name: 'Share of your holding (%)' }).fill('100.5');
    await expect(panel.getByRole('alert')).toHaveText('Incorrect value');
    await expect(panel.getByRole('button', { name: 'Sell', exact: true })).toBeDisabled();
  });
});

test.describe('account preselection', () => {
  test('buy offers neither BLSE, type 123 nor blocked accounts, and starts on the first saved', async ({
    page,
  }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    const account = panel.getByRole('combobox', { name: 'Account' });
    await expect(account.getByRole('option')).toHaveText([
      'Långsiktigt · 19430011',
      'Buffert · 19430029',
    ]);
    await expect(account.locator('option:checked')).toHaveText('Långsiktigt · 19430011');
  });

  test('buy preselects the accid of the page URL', async ({ page }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy', { accid: 31002 });
    await expect(
      panel.getByRole('combobox', { name: 'Account' }).locator('option:checked'),
    ).toHaveText('Buffert · 19430029');
    await expect(figure(panel, 'Trading power')).toHaveText('SEK 8,420.50');
  });

  test('an accid that may not buy falls back to the first saved account', async ({ page }) => {
    // 31003 is a type 123 account: never offered for buying.
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy', { accid: 31003 });
    await expect(
      panel.getByRole('combobox', { name: 'Account' }).locator('option:checked'),
    ).toHaveText('Långsiktigt · 19430011');
  });

  test('sell lists only the accounts holding the fund, BLSE included, blocked never', async ({
    page,
  }) => {
    // Sverige Indexfond: held in Långsiktigt and in the BLSE account; Buffert holds none.
    const panel = await openOrderPanel(page, FUND_IDS.swedenIndex, 'sell', { accid: 31002 });
    const account = panel.getByRole('combobox', { name: 'Account' });
    await expect(account.getByRole('option')).toHaveText([
      'Långsiktigt · 19430011',
      'BLSE · 19430045',
    ]);
    // The URL's accid holds none of it, so the first saved account that does is chosen.
    await expect(account.locator('option:checked')).toHaveText('Långsiktigt · 19430011');
  });

  test('sell preselects nothing without a saved or given account that holds the fund', async ({
    page,
    request,
  }) => {
    await usePersona(request, 'no-customer');
    const panel = await openOrderPanel(page, FUND_IDS.norwayIndex, 'sell');
    const account = panel.getByRole('combobox', { name: 'Account' });
    await expect(account.locator('option:checked')).toHaveText('Choose an account');
    await panel.getByRole('button', { name: 'Sell Everything' }).click();
    await expect(panel.getByRole('button', { name: 'Sell', exact: true })).toBeDisabled();
    await account.selectOption({ label: 'Aksjesparekonto · 29430011' });
    await panel.getByRole('button', { name: 'Sell Everything' }).click();
    await expect(panel.getByRole('button', { name: 'Sell', exact: true })).toBeEnabled();
  });

  test('a customer with a single account has it chosen for buying', async ({ page, request }) => {
    await usePersona(request, 'partner-customer');
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    await expect(
      panel.getByRole('combobox', { name: 'Account' }).locator('option:checked'),
    ).toHaveText('Partnerkonto · 59430011');
  });
});

test('a page restyles the panel through its documented parts', async ({ page }) => {
  const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
  await page.addStyleTag({
    content:
      'fund-order-panel::part(action) { background: rgb(1, 2, 3); }' +
      ' fund-order-panel::part(title) { color: rgb(4, 5, 6); }',
  });
  await expect(panel.getByRole('button', { name: 'Buy', exact: true })).toHaveCSS(
    'background-color',
    'rgb(1, 2, 3)',
  );
  await expect(panel.getByRole('heading', { name: 'Buy Global Tillväxt' })).toHaveCSS(
    'color',
    'rgb(4, 5, 6)',
  );
});

test.describe('customers of each market see their currency', () => {
  const markets = [
    {
      persona: 'no-customer',
      fund: FUND_IDS.norwegianBond,
      account: 'Aksjesparekonto · 29430011',
      currency: 'NOK',
      // In English the amounts, the label and the minimum all write the currency one way.
      label: 'NOK',
      hint: 'Minimum investment NOK 250',
    },
    {
      persona: 'dk-customer',
      fund: FUND_IDS.denmarkIndex,
      account: 'Aktiesparekonto · 39430011',
      currency: 'DKK',
      label: 'DKK',
      hint: 'Minimum investment DKK 100',
    },
    {
      persona: 'fi-customer',
      fund: FUND_IDS.finnishEquity,
      account: 'Osakesäästötili · 49430011',
      currency: 'EUR',
      label: '€',
      hint: 'Minimum investment €25',
    },
  ] as const;

  for (const market of markets) {
    test(`${market.persona} orders in ${market.currency}`, async ({ page, request }) => {
      await usePersona(request, market.persona);
      const panel = await openOrderPanel(page, market.fund, 'buy');
      await panel
        .getByRole('combobox', { name: 'Account' })
        .selectOption({ label: market.account });
      await expect(amountField(panel, market.label)).toBeVisible();
      await expect(panel.getByText(market.hint)).toBeVisible();
      await expect(figure(panel, 'Trading power')).toContainText(market.label);
      // Only Danish customers get the link about quality enhancing services.
      await expect(
        panel.getByRole('link', { name: 'About quality enhancing services' }),
      ).toHaveCount(market.currency === 'DKK' ? 1 : 0);

      await amountField(panel, market.label).fill('300');
      await panel.getByRole('button', { name: 'Buy', exact: true }).click();
      await panel.getByRole('button', { name: 'Confirm order' }).click();
      await expect(
        panel.getByRole('heading', { name: 'Your order has been placed' }),
      ).toBeVisible();
      expect((await bookedOrders(request)).map((e) => e.body)).toEqual([
        expect.objectContaining({ amount: { value: 300, currency: market.currency } }),
      ]);
    });
  }
});

test.describe('who may order (suitability, §6)', () => {
  test("an anonymous visitor sees no order panel at all, only the page's login prompt", async ({
    page,
    request,
  }) => {
    await usePersona(request, 'anonymous');
    const refused = page.waitForResponse(
      (response) => response.url().includes('/sessions/refresh') && response.status() === 401,
    );
    await page.goto(fundPageUrl(FUND_IDS.globalGrowth));
    await refused;
    await fundPageButton(page, 'buy').click();
    await expect(sidePanel(page)).toBeVisible();
    await expect(
      sidePanel(page).getByRole('heading', { name: 'Log in to place an order' }),
    ).toBeVisible();
    await expect(sidePanel(page).getByRole('heading', { name: 'Buy Global Tillväxt' })).toHaveCount(
      0,
    );
    await expect(sidePanel(page).getByRole('textbox')).toHaveCount(0);
    await expect(sidePanel(page).getByRole('combobox')).toHaveCount(0);
    await expect(planPanel(page).getByRole('heading')).toHaveCount(0);
  });

  test("an anonymous visitor sees the partner page's logged-out note, and the page hears of it", async ({
    page,
    baseURL,
    request,
  }) => {
    await usePersona(request, 'anonymous');
    await page.addInitScript(() => {
      const heard: string[] = [];
      Object.assign(window, { heard });
      document.addEventListener('bw-not-logged-in', (event) =>
        heard.push((event.target as Element).getAttribute('side') ?? ''),
      );
    });
    await page.goto(partnerPageUrl(baseURL));
    const { buy, sell } = partnerCards(page);
    await expect(
      buy.getByText('Logga in hos din mäklare för att köpa eller sälja fonden här.'),
    ).toBeVisible();
    await expect(buy.getByRole('textbox')).toHaveCount(0);
    // The sell card has no slotted content: nothing shows, in the box the panel keeps
    // in every state, so the partner's page did not move when the session's answer came.
    await expect(sell.getByRole('heading')).toHaveCount(0);
    await expect(sell.getByRole('button')).toHaveCount(0);
    expect(await sell.evaluate((panel) => panel.shadowRoot?.textContent?.trim())).toBe('');
    expect((await sell.boundingBox())?.height).toBe((await buy.boundingBox())?.height);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard.sort()))
      .toEqual(['buy', 'sell']);
  });

  test('an account without permission to buy is shown unusable, with the reason, before typing', async ({
    page,
    request,
  }) => {
    await usePersona(request, 'restricted-account');
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    const account = panel.getByRole('combobox', { name: 'Account' });
    await expect(account).toHaveValue('39002');
    await expect(panel.getByRole('alert')).toHaveText(
      'You are not authorized to buy in this account.',
    );
    await expect(amountField(panel)).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Buy', exact: true })).toBeDisabled();

    // Another account may buy: the reason goes, and the order goes through.
    await account.selectOption({ label: 'Spara · 99430011' });
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await amountField(panel).fill('1000');
    await panel.getByRole('button', { name: 'Buy', exact: true }).click();
    await panel.getByRole('button', { name: 'Confirm order' }).click();
    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();
    expect((await bookedOrders(request)).map((e) => e.body)).toEqual([
      expect.objectContaining({ accid: 39001, orderside: 'BUY' }),
    ]);
  });

  test('an account without permission to buy may still sell', async ({ page }) => {
    const restricted = page.request;
    await usePersona(restricted, 'restricted-account');
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'sell');
    await expect(panel.getByRole('combobox', { name: 'Account' })).toHaveValue('39002');
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(amountField(panel)).toBeEnabled();
  });

  test('a customer without the knowledge test is told to get qualified and cannot buy', async ({
    page,
    baseURL,
    request,
  }) => {
    await usePersona(request, 'unassessed');
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    const banner = panel.getByRole('group', { name: 'Not qualified' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Get qualified' })).toHaveAttribute(
      'href',
      `${baseURL}/knowledge-test/UCITS`,
    );
    await expect(banner.getByRole('link', { name: 'Read more' })).toHaveAttribute(
      'href',
      `${baseURL}/settings/approved-instruments`,
    );
    await amountField(panel).fill('1000');
    await expect(panel.getByRole('button', { name: 'Buy', exact: true })).toBeDisabled();
  });

  test('a knowledge test expiring within a month asks for renewal; selling ignores it', async ({
    page,
  }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    const banner = panel.getByRole('group', { name: 'Renew your knowledge test' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your knowledge test for this kind of fund expires on');
    await expect(banner.getByRole('link', { name: 'Take the test' })).toBeVisible();
    // Still suitable until it expires: the buy can go ahead.
    await amountField(panel).fill('1000');
    await expect(panel.getByRole('button', { name: 'Buy', exact: true })).toBeEnabled();

    const sellPanel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'sell');
    await expect(sellPanel.getByRole('heading', { name: 'Sell Global Tillväxt' })).toBeVisible();
    await expect(sellPanel.getByRole('group', { name: 'Renew your knowledge test' })).toHaveCount(
      0,
    );
  });

  test('when suitability cannot be checked, support is offered and buying is off', async ({
    page,
    request,
  }) => {
    await injectFault(request, {
      route: PATHS.suitability(FUND_IDS.globalGrowth),
      method: 'GET',
      status: 503,
      code: 'DOWN',
    });
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    await expect(
      panel.getByRole('alert').filter({ hasText: 'Please contact customer support' }),
    ).toHaveText(
      'We could not check whether you may buy this fund. Please contact customer support.',
    );
    await amountField(panel).fill('1000');
    await expect(panel.getByRole('button', { name: 'Buy', exact: true })).toBeDisabled();
  });
});

test.describe('trading information and links', () => {
  test('the drawer tells how and when a daily fund trades', async ({ page }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    const toggle = panel.getByRole('button', { name: /Trading information/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByText('Trading frequency')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByText('Daily', { exact: true })).toBeVisible();
    await panel.getByText('Cut-off time', { exact: true }).click();
    await expect(panel.getByText('15:00', { exact: true })).toBeVisible();
    await panel.getByText('Processing', { exact: true }).click();
    await expect(
      panel.getByText(
        'Orders take 1–5 workdays to complete and can be cancelled before the cut-off time.',
      ),
    ).toBeVisible();
  });

  test('a monthly fund gives its cut-off as the next trading day and time', async ({ page }) => {
    const panel = await openOrderPanel(page, FUND_IDS.hedgeMonthly, 'buy');
    await panel.getByRole('button', { name: /Trading information/ }).click();
    await expect(panel.getByText('Monthly', { exact: true })).toBeVisible();
    await panel.getByText('Cut-off time', { exact: true }).click();
    await expect(panel.getByText(/^\d{1,2} \w+ \d{4} at 12:00$/)).toBeVisible();
  });

  test('the cost information link carries the amount, account and currency', async ({
    page,
    baseURL,
  }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    await amountField(panel).fill('1000');
    await expect(panel.getByRole('link', { name: 'Costs and charges' })).toHaveAttribute(
      'href',
      `${baseURL}/funds/costs/${FUND_IDS.globalGrowth}?accid=31001&currency=SEK&total=1000`,
    );
    // The side panel links the request history.
    await expect(panel.getByRole('link', { name: 'Request history' })).toHaveAttribute(
      'href',
      `${baseURL}/investment-plan/requests`,
    );
  });
});

test.describe('the community partner page (cards, Swedish)', () => {
  test('buys from the card and Close sends the customer back to the community feed', async ({
    page,
    baseURL,
    request,
  }) => {
    const feed: string[] = [];
    await page.route('https://shareville.com/**', async (route) => {
      feed.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<h1>Shareville feed</h1>' });
    });
    await page.goto(partnerPageUrl(baseURL, '?redirectOrigin=shareville'));
    const { buy } = partnerCards(page);
    await buy.getByRole('textbox', { name: 'Belopp (kr)' }).fill('1000');
    await buy.getByRole('button', { name: 'Köp', exact: true }).click();
    await buy
      .getByRole('dialog', { name: 'Bekräfta din order' })
      .getByRole('button', {
        name: 'Bekräfta order',
      })
      .click();
    await expect(buy.getByRole('heading', { name: 'Din order har lagts' })).toBeFocused();
    // The order says where the customer came from.
    expect((await bookedOrders(request)).map((e) => e.body)).toEqual([
      expect.objectContaining({ orderside: 'BUY', order_referrer: 'shareville' }),
    ]);

    await buy.getByRole('button', { name: 'Stäng' }).click();
    await expect(page).toHaveURL('https://shareville.com/feed');
    expect(feed).toEqual(['https://shareville.com/feed']);
  });

  test('without redirectOrigin, Close only clears the card', async ({ page, baseURL }) => {
    let left = false;
    await page.route('https://shareville.com/**', async (route) => {
      left = true;
      await route.abort();
    });
    await page.goto(partnerPageUrl(baseURL));
    const { buy } = partnerCards(page);
    await buy.getByRole('textbox', { name: 'Belopp (kr)' }).fill('200');
    await buy.getByRole('button', { name: 'Köp', exact: true }).click();
    await buy.getByRole('button', { name: 'Bekräfta order' }).click();
    await buy.getByRole('button', { name: 'Stäng' }).click();
    await expect(buy.getByRole('textbox', { name: 'Belopp (kr)' })).toHaveValue('');
    expect(page.url()).toBe(partnerPageUrl(baseURL));
    expect(left).toBe(false);
  });

  test('a redirectOrigin other than shareville never leads away', async ({ page, baseURL }) => {
    await page.goto(partnerPageUrl(baseURL, '?redirectOrigin=https%3A%2F%2Fevil.example'));
    const { sell } = partnerCards(page);
    await sell.getByRole('button', { name: 'Sälj allt' }).click();
    await sell.getByRole('button', { name: 'Sälj', exact: true }).click();
    await sell.getByRole('button', { name: 'Bekräfta order' }).click();
    await expect(sell.getByRole('heading', { name: 'Din order har lagts' })).toBeVisible();
    await sell.getByRole('button', { name: 'Stäng' }).click();
    await expect(sell.getByRole('button', { name: 'Sälj allt' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(partnerPageUrl(baseURL)).origin);
  });
});
