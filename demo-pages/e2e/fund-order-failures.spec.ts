import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { userAccounts } from '../../core/endpoints/customer';
import { fundOrders } from '../../core/endpoints/fund-trading';
import { fundOrderEn } from '../../widgets/fund-order-panel/messages/en';
import { ORDER_FAILURE_CODES } from '../../core/schemas/order-failure';
import { refusalScope } from '../../widgets/fund-order-panel/model/standing-refusal';
import type { PersonaId } from '../sandbox/personas';
import {
  FUND_IDS,
  ORDER_ANSWER_TIMEOUT_MS,
  PATHS,
  bookedOrders,
  clearFaults,
  fundPageButton,
  fundPageUrl,
  injectFault,
  openOrderPanel,
  orderEvents,
  partnerCards,
  partnerPageUrl,
  received,
  recordOrderEvents,
  refuseNextOrderForTradingPower,
  resetSandbox,
  saveSettings,
  sidePanel,
  usePersona,
} from './fund-order-helpers';

/*
 * Every failure the sandbox can produce for `<fund-order-panel>`, and the guarantees
 * that hold whatever fails: one press sends one order, a POST is never sent again
 * on its own, and an order whose answer is lost is looked up, not resent.
 */

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

const ORDER_TITLE = 'Your order was rejected by the marketplace';
/** The title of a refusal no retry mends: a rule about the customer, the account or the fund. */
const RULE_TITLE = 'This order cannot be placed';

const amountField = (panel: Locator) => panel.getByRole('textbox', { name: 'Amount (SEK)' });
const buyButton = (panel: Locator) => panel.getByRole('button', { name: 'Buy', exact: true });

/**
 * The inline failure of the side panel: a region named by its title (the panel's live region
 * announces it).
 */
const inlineFailure = (panel: Locator, title = ORDER_TITLE) =>
  panel.getByRole('region', { name: title });

/** Opens the side panel to buy with the confirmation dismissed, so Buy sends at once. */
async function buyPanelSendingAtOnce(page: Page, request: APIRequestContext) {
  await saveSettings(request, { confirmOrderModalDismissed: true });
  return openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
}

const message = (code: string) => fundOrderEn[`fundOrder.code.${code}` as keyof typeof fundOrderEn];

test.describe('refusals the broker gives each persona', () => {
  const refusals: {
    persona: PersonaId;
    why: string;
    fund: number;
    side: 'buy' | 'sell';
    amount?: string;
    code: string;
    status: number;
    /** A rule no retry mends: no Try again, and the action stays disabled. */
    standing: boolean;
  }[] = [
    {
      persona: 'partner-customer',
      why: 'a partner customer buying an index fund',
      fund: FUND_IDS.swedenIndex,
      side: 'buy',
      amount: '1000',
      code: 'SUPERFUND_NOT_ALLOWED',
      status: 403,
      standing: true,
    },
    {
      persona: 'se-customer',
      why: 'buying a fund closed for purchases',
      fund: FUND_IDS.swedishSmallCapsClosedForBuy,
      side: 'buy',
      amount: '1000',
      code: 'FUND_NOT_ACTIVE_FOR_BUY',
      status: 400,
      standing: true,
    },
    {
      persona: 'se-customer',
      why: 'selling a fund closed for sales',
      fund: FUND_IDS.shortBondClosedForSell,
      side: 'sell',
      code: 'FUND_NOT_ACTIVE_FOR_SELL',
      status: 400,
      standing: true,
    },
    {
      persona: 'se-customer',
      why: 'buying a monthly traded fund',
      fund: FUND_IDS.hedgeMonthly,
      side: 'buy',
      amount: '10000',
      code: 'FUND_NOT_DAILY_TRADED',
      status: 400,
      standing: true,
    },
    {
      persona: 'se-customer',
      why: 'buying an index fund above the daily maximum',
      fund: FUND_IDS.swedenIndex,
      side: 'buy',
      amount: '260000',
      code: 'ABOVE_MAX_AMOUNT',
      status: 400,
      standing: false,
    },
  ];

  for (const refusal of refusals) {
    test(`${refusal.why} is refused with ${refusal.code}, inline in the side panel`, async ({
      page,
      request,
    }) => {
      await recordOrderEvents(page);
      await usePersona(request, refusal.persona);
      const panel = await openOrderPanel(page, refusal.fund, refusal.side);
      if (refusal.amount) await amountField(panel).fill(refusal.amount);
      else await panel.getByRole('button', { name: 'Sell Half' }).click();
      await panel
        .getByRole('button', { name: refusal.side === 'buy' ? 'Buy' : 'Sell', exact: true })
        .click();
      await panel.getByRole('button', { name: 'Confirm order' }).click();

      const failure = inlineFailure(panel, refusal.standing ? RULE_TITLE : ORDER_TITLE);
      await expect(failure).toBeVisible();
      await expect(failure.getByText(message(refusal.code))).toBeVisible();
      await expect(failure.getByText(`Error code: ${refusal.code}`)).toBeVisible();
      await expect(failure.getByRole('link', { name: 'Request history' })).toBeVisible();
      // Inline, not a modal: the side panel is the page's own dialog-like surface.
      await expect(panel.getByRole('dialog')).toHaveCount(0);

      expect((await received(request)).map((e) => e.status)).toEqual([refusal.status]);
      expect(await orderEvents(page)).toEqual([
        { type: 'bw-order-failed', detail: { kind: 'order', code: refusal.code } },
      ]);

      if (!refusal.standing) {
        // 'Try again' goes back to the form as it was.
        await failure.getByRole('button', { name: 'Try again' }).click();
        await expect(failure).toBeHidden();
        if (refusal.amount) await expect(amountField(panel)).toHaveValue(refusal.amount);
        return;
      }
      // A rule that no retry mends offers no retry: Close goes back to the form, which says the
      // rule and keeps its action disabled, so the same order is not sent again.
      await expect(failure.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      await failure.getByRole('button', { name: 'Close' }).click();
      await expect(failure).toBeHidden();
      await expect(panel.getByRole('alert').getByText(message(refusal.code))).toBeVisible();
      await expect(
        panel.getByRole('button', { name: refusal.side === 'buy' ? 'Buy' : 'Sell', exact: true }),
      ).toBeDisabled();
    });
  }
});

test('a minor is told before typing that the account may not buy', async ({ page, request }) => {
  await usePersona(request, 'minor');
  const panel = await openOrderPanel(page, FUND_IDS.swedenIndex, 'buy');
  await expect(panel.getByRole('alert')).toHaveText(
    'You are not authorized to buy in this account.',
  );
  await expect(amountField(panel)).toBeDisabled();
  await expect(buyButton(panel)).toBeDisabled();
  expect(await received(request)).toEqual([]);
});

test.describe('focus moves to the failure', () => {
  test('when the order was sent at once, the failure heading gets focus', async ({
    page,
    request,
  }) => {
    await usePersona(request, 'partner-customer');
    await saveSettings(request, { confirmOrderModalDismissed: true });
    const panel = await openOrderPanel(page, FUND_IDS.swedenIndex, 'buy');
    await amountField(panel).fill('1000');
    await buyButton(panel).click();
    await expect(inlineFailure(panel, RULE_TITLE).getByRole('heading')).toBeFocused();
  });

  test('when the order was confirmed in the dialog, the failure heading gets focus', async ({
    page,
    request,
  }) => {
    await usePersona(request, 'partner-customer');
    const panel = await openOrderPanel(page, FUND_IDS.swedenIndex, 'buy');
    await amountField(panel).fill('1000');
    await buyButton(panel).click();
    await panel.getByRole('button', { name: 'Confirm order' }).click();
    await expect(inlineFailure(panel, RULE_TITLE).getByRole('heading')).toBeFocused();
  });
});

test.describe('codes the broker may answer with', () => {
  // One test per code, each with its own time limit: a code's message, its code line, and the
  // way out a rule no retry mends (Close, the action disabled) or any other failure (Try again).
  for (const code of ORDER_FAILURE_CODES) {
    test(`${code} shows its own message and the code`, async ({ page, request }) => {
      const panel = await buyPanelSendingAtOnce(page, request);
      await amountField(panel).fill('1000');
      await injectFault(request, {
        route: PATHS.placeFundOrder,
        method: 'POST',
        status: 400,
        code,
        times: 1,
      });
      await buyButton(panel).click();
      const standing = refusalScope(code) !== undefined;
      const failure = inlineFailure(panel, standing ? RULE_TITLE : ORDER_TITLE);
      await expect(failure.getByText(`Error code: ${code}`)).toBeVisible();
      await expect(failure.getByText(message(code))).toBeVisible();
      await failure.getByRole('button', { name: standing ? 'Close' : 'Try again' }).click();
      await expect(failure).toBeHidden();
      // A rule no retry mends holds for this panel; any other failure lets the customer retry.
      if (standing) await expect(buyButton(panel)).toBeDisabled();
      else await expect(buyButton(panel)).toBeEnabled();
      // Refused before the broker handled it: nothing was booked.
      expect(await bookedOrders(request)).toEqual([]);
    });
  }

  test('an unknown code shows no message, only the code', async ({ page, request }) => {
    await recordOrderEvents(page);
    const panel = await buyPanelSendingAtOnce(page, request);
    await injectFault(request, {
      route: PATHS.placeFundOrder,
      method: 'POST',
      status: 400,
      code: 'BRAND_NEW_RULE',
      times: 1,
    });
    await amountField(panel).fill('1000');
    await buyButton(panel).click();
    const failure = inlineFailure(panel);
    await expect(failure.getByText('Error code: BRAND_NEW_RULE')).toBeVisible();
    // Heading, the code line and the buttons: no message paragraph.
    await expect(failure.locator('p')).toHaveCount(1);
    expect(await orderEvents(page)).toEqual([
      { type: 'bw-order-failed', detail: { kind: 'order', code: 'BRAND_NEW_RULE' } },
    ]);
  });

  test('a refusal without a readable code is tracked as UNKNOWN_REASON', async ({
    page,
    request,
  }) => {
    await recordOrderEvents(page);
    const panel = await buyPanelSendingAtOnce(page, request);
    await injectFault(request, {
      route: PATHS.placeFundOrder,
      method: 'POST',
      status: 400,
      malformed: true,
      times: 1,
    });
    await amountField(panel).fill('1000');
    await buyButton(panel).click();
    await expect(inlineFailure(panel).getByText('Error code: UNKNOWN_REASON')).toBeVisible();
    expect(await orderEvents(page)).toEqual([
      { type: 'bw-order-failed', detail: { kind: 'order', code: 'UNKNOWN_REASON' } },
    ]);
  });

  test('on the partner card the failure is a modal dialog', async ({ page, baseURL, request }) => {
    // The broker refuses a minor's order, though its answer on the account's permission said
    // nothing (an older backend, or a birthday since): the rule is said when it comes.
    await injectFault(request, {
      route: PATHS.placeFundOrder,
      method: 'POST',
      status: 403,
      code: 'CUSTOMER_IS_MINOR',
      times: 1,
    });
    await page.goto(partnerPageUrl(baseURL));
    const { buy } = partnerCards(page);
    await buy.getByRole('textbox', { name: 'Belopp (kr)' }).fill('1000');
    await buy.getByRole('button', { name: 'Köp', exact: true }).click();
    await buy.getByRole('button', { name: 'Bekräfta order' }).click();

    // A minor may not trade: a rule, not the marketplace, and no retry offered.
    const failure = buy.getByRole('dialog', { name: 'Ordern kan inte läggas' });
    await expect(failure).toBeVisible();
    await expect(failure).toHaveAttribute('aria-modal', 'true');
    await expect(failure.getByText('Kunder under 18 år kan inte lägga order.')).toBeVisible();
    await expect(failure.getByText('Felkod: CUSTOMER_IS_MINOR')).toBeVisible();
    await expect(failure.getByRole('link', { name: 'Orderhistorik' })).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Försök igen' })).toHaveCount(0);
    await expect(failure.getByRole('heading', { name: 'Ordern kan inte läggas' })).toBeFocused();

    // Escape closes it like 'Stäng': back to the form, which keeps Köp disabled.
    await page.keyboard.press('Escape');
    await expect(failure).toBeHidden();
    await expect(buy.getByRole('textbox', { name: 'Belopp (kr)' })).toHaveValue('1000');
    await expect(buy.getByText('Kunder under 18 år kan inte lägga order.')).toBeVisible();
    await expect(buy.getByRole('button', { name: 'Köp', exact: true })).toBeDisabled();
  });
});

test.describe('a lost answer is looked up in the order list, never sent again', () => {
  /**
   * Slows the panel's next look at the order list, so the "unknown" view stays up long enough
   * to be seen before the look ends it. Call once the form has loaded.
   */
  const slowNextOrderListLook = (request: APIRequestContext) =>
    injectFault(request, { route: fundOrders(), method: 'GET', delayMs: 1_000, times: 1 });

  const unknownHeading = (panel: Locator) =>
    panel.getByRole('heading', { name: 'We could not confirm your order' });

  test('an answer later than the timeout shows the order as unknown, then as placed', async ({
    page,
    request,
  }) => {
    test.setTimeout(ORDER_ANSWER_TIMEOUT_MS + 20_000);
    const panel = await buyPanelSendingAtOnce(page, request);
    await injectFault(request, {
      route: PATHS.placeFundOrder,
      method: 'POST',
      delayMs: ORDER_ANSWER_TIMEOUT_MS + 5_000,
      afterHandling: true,
      times: 1,
    });
    await slowNextOrderListLook(request);
    await amountField(panel).fill('1000');
    await buyButton(panel).click();
    await expect(panel.getByRole('button', { name: 'Sending your order…' })).toBeDisabled();
    // Booked at once; only its answer is late.
    await expect.poll(async () => (await bookedOrders(request)).length).toBe(1);

    await expect(unknownHeading(panel)).toBeVisible({ timeout: ORDER_ANSWER_TIMEOUT_MS + 2_000 });
    await expect(unknownHeading(panel)).toBeFocused();
    await expect(panel.getByRole('status').filter({ hasText: 'Checking' })).toHaveText(
      'Checking your orders…',
    );
    const placed = panel.getByRole('heading', { name: 'Your order has been placed' });
    await expect(placed).toBeVisible();
    await expect(placed).toBeFocused();
    expect(await received(request)).toHaveLength(1);
  });

  const lostAfterHandling = [
    { what: 'a 502', fault: { status: 502, code: 'BAD_GATEWAY' } },
    { what: 'an answer that fails its schema', fault: { status: 200, malformed: true } },
  ];
  for (const lost of lostAfterHandling) {
    test(`${lost.what} after the order was booked: unknown, then one placed order`, async ({
      page,
      request,
    }) => {
      await recordOrderEvents(page);
      const panel = await buyPanelSendingAtOnce(page, request);
      await injectFault(request, {
        route: PATHS.placeFundOrder,
        method: 'POST',
        afterHandling: true,
        times: 1,
        ...lost.fault,
      });
      await slowNextOrderListLook(request);
      await amountField(panel).fill('1000');
      await buyButton(panel).click();
      await expect(unknownHeading(panel)).toBeVisible();
      await expect(
        panel.getByRole('heading', { name: 'Your order has been placed' }),
      ).toBeVisible();
      const orders = await received(request);
      expect(orders.map((e) => e.status)).toEqual([201]);
      const placed = (await orderEvents(page)).filter((e) => e.type === 'bw-order-placed');
      expect(placed).toHaveLength(1);
    });
  }

  test('a dropped connection after the order was booked: one order, never a second', async ({
    page,
    request,
  }) => {
    // Chromium resends a POST on its own when a kept-alive connection closes without an
    // answer. The panel's idempotency key makes the broker answer that resend with the first
    // answer instead of booking again; a panel that saw no answer at all reconciles instead.
    const panel = await buyPanelSendingAtOnce(page, request);
    await injectFault(request, {
      route: PATHS.placeFundOrder,
      method: 'POST',
      drop: true,
      afterHandling: true,
      times: 1,
    });
    await amountField(panel).fill('1000');
    await buyButton(panel).click();
    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();
    expect((await received(request)).map((e) => e.status)).toEqual([201]);
  });

  test('a 502 before the broker got the order leaves it unplaced and unsent', async ({
    page,
    request,
  }) => {
    const panel = await buyPanelSendingAtOnce(page, request);
    await injectFault(request, {
      route: PATHS.placeFundOrder,
      method: 'POST',
      status: 502,
      code: 'BAD_GATEWAY',
      times: 1,
    });
    await amountField(panel).fill('1000');
    await buyButton(panel).click();
    await expect(unknownHeading(panel)).toBeVisible();
    await expect(panel.getByRole('status').filter({ hasText: 'not among' })).toHaveText(
      'Your order is not among your orders yet. Check your order history before you order again.',
    );
    // Checking again looks again; it never sends the order.
    await panel.getByRole('button', { name: 'Check again' }).click();
    await expect(panel.getByRole('button', { name: 'Check again' })).toBeEnabled();
    await expect(panel.getByRole('status').filter({ hasText: 'not among' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await received(request)).toEqual([]);

    // Back to the form, with what was typed: ordering again is the customer's decision.
    await panel.getByRole('button', { name: 'Another order' }).click();
    await expect(amountField(panel)).toHaveValue('1000');
    expect(await received(request)).toEqual([]);
  });

  test('Check again finds the order when the first look failed', async ({ page, request }) => {
    const panel = await buyPanelSendingAtOnce(page, request);
    await injectFault(request, {
      route: PATHS.placeFundOrder,
      method: 'POST',
      status: 502,
      afterHandling: true,
      times: 1,
    });
    // The order list cannot be read for the first look (its call and both retries).
    await injectFault(request, { route: fundOrders(), method: 'GET', status: 503, times: 3 });
    await amountField(panel).fill('1000');
    await buyButton(panel).click();
    await expect(panel.getByRole('status').filter({ hasText: 'not among' })).toBeVisible();
    await panel.getByRole('button', { name: 'Check again' }).click();
    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();
    expect(await received(request)).toHaveLength(1);
  });

  test('the unknown outcome links the same history as the rest of the side panel', async ({
    page,
    request,
    baseURL,
  }) => {
    const panel = await buyPanelSendingAtOnce(page, request);
    await injectFault(request, {
      route: PATHS.placeFundOrder,
      method: 'POST',
      status: 502,
      times: 1,
    });
    await amountField(panel).fill('1000');
    await buyButton(panel).click();
    const unknown = panel.getByRole('region', { name: 'We could not confirm your order' });
    await expect(unknown).toBeVisible();
    await expect(unknown.getByRole('link', { name: 'Request history' })).toHaveAttribute(
      'href',
      `${baseURL}/investment-plan/requests`,
    );
  });
});

test.describe('a session that ends while ordering', () => {
  test('a 401 says the session expired and keeps what was typed', async ({ page, request }) => {
    await recordOrderEvents(page);
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    await injectFault(request, {
      route: PATHS.placeFundOrder,
      method: 'POST',
      status: 401,
      code: 'TOKEN_EXPIRED',
      times: 1,
    });
    await amountField(panel).fill('1500');
    await buyButton(panel).click();
    await panel.getByRole('button', { name: 'Confirm order' }).click();

    await expect(panel.getByRole('alert').filter({ hasText: 'session' })).toHaveText(
      'Your session has expired. Log in again and send the order; what you entered is kept.',
    );
    await expect(amountField(panel)).toHaveValue('1500');
    await expect(panel.getByRole('dialog')).toHaveCount(0);
    expect(await received(request)).toEqual([]);
    expect(await orderEvents(page)).toEqual([
      { type: 'bw-order-failed', detail: { kind: 'order', code: 'TOKEN_EXPIRED' } },
    ]);

    // Logged in again, the same order goes through once.
    await buyButton(panel).click();
    await panel.getByRole('button', { name: 'Confirm order' }).click();
    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();
    expect((await bookedOrders(request)).map((e) => e.body)).toEqual([
      expect.objectContaining({ amount: { value: 1500, currency: 'SEK' } }),
    ]);
  });
});

test.describe('one press sends one order', () => {
  test('a double click on Confirm order leaves exactly one order', async ({ page, request }) => {
    const panel = await openOrderPanel(page, FUND_IDS.globalGrowth, 'buy');
    // A slow answer keeps the first order on its way while the second click lands.
    await injectFault(request, {
      route: PATHS.placeFundOrder,
      method: 'POST',
      delayMs: 1_000,
      times: 1,
    });
    await amountField(panel).fill('1000');
    await buyButton(panel).click();
    await panel.getByRole('button', { name: 'Confirm order' }).dblclick();
    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await received(request)).toHaveLength(1);
  });

  test('Enter and a click with the confirmation dismissed leave exactly one order', async ({
    page,
    request,
  }) => {
    const panel = await buyPanelSendingAtOnce(page, request);
    await injectFault(request, {
      route: PATHS.placeFundOrder,
      method: 'POST',
      delayMs: 1_000,
      times: 1,
    });
    await amountField(panel).fill('1000');
    const box = await buyButton(panel).boundingBox();
    if (!box) throw new Error('the Buy button has no box');
    await amountField(panel).press('Enter');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(panel.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await received(request)).toHaveLength(1);
  });
});

test.describe('the form cannot load', () => {
  test('says so and offers to try again', async ({ page, request }) => {
    await injectFault(request, { route: userAccounts(), method: 'GET', status: 503 });
    await page.goto(fundPageUrl(FUND_IDS.globalGrowth));
    await fundPageButton(page, 'buy').click();
    const panel = sidePanel(page);
    const problem = panel.getByRole('alert');
    await expect(problem).toContainText('The order form could not be loaded.');
    await clearFaults(request);
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect(panel.getByRole('combobox', { name: 'Account' })).toBeVisible();
  });
});

test.describe('the host page hears of every outcome', () => {
  test("the page's event log shows bw-order-placed and bw-order-failed with their detail", async ({
    page,
    request,
  }) => {
    const panel = await buyPanelSendingAtOnce(page, request);
    await amountField(panel).fill('1000');
    await buyButton(panel).click();
    await panel.getByRole('button', { name: 'Another order' }).click();
    await refuseNextOrderForTradingPower(request);
    await amountField(panel).fill('2000');
    await buyButton(panel).click();
    await expect(inlineFailure(panel)).toBeVisible();

    const log = page.locator('#event-log');
    await expect(log.getByText(/^bw-order-placed from <fund-order-panel> /)).toContainText(
      '"accid":31001',
    );
    await expect(log.getByText(/^bw-order-placed from/)).toContainText(
      '"amount":{"value":1000,"currency":"SEK"}',
    );
    await expect(log.getByText(/^bw-order-failed from <fund-order-panel> /)).toContainText(
      '"code":"NOT_ENOUGH_TRADING_POWER"',
    );
  });
});
