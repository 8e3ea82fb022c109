import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  allocationRequests,
  cancelAllocationRequestOrder,
} from '../../core/endpoints/investment-plan';
import { pausePeriodicInvestmentPlan } from '../../core/endpoints/investment-plan';
import type { AllocationRequestBody } from '../../core/schemas/allocation-request';
import { APPROVED_AFTER_MS } from '../sandbox/areas/investment-plan/allocation-status';
import type { PersonaId } from '../sandbox/personas';
import {
  FUND_IDS,
  PATHS,
  accessToken,
  fundPageUrl,
  injectFault,
  orderEvents,
  planPanel,
  received,
  recordOrderEvents,
  resetSandbox,
  usePersona,
} from './fund-order-helpers';

/*
 * `<fund-order-panel mode="allocation-request">`: an investment plan's buy and sell requests
 * ("Allocation-request mode", §6, §8), on the broker's fund page as the investment-plan
 * customer (Ingrid Plan) uses it. Her account Investeringsplan (38001) sold Global Tillväxt
 * earlier today, so it may not buy (SOLD_ALREADY); Plan 2 (38002) may.
 */

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

const INVESTERINGSPLAN = 'Investeringsplan · 89430011';
const PLAN_2 = 'Plan 2 · 89430029';

/** Opens the fund page and readies the plan card for one side and, if given, one account. */
async function openPlan(
  page: Page,
  fund: number,
  side: 'buy' | 'sell',
  account?: string,
): Promise<Locator> {
  await page.goto(fundPageUrl(fund));
  if (side === 'sell') await page.getByRole('radio', { name: 'Sell request' }).check();
  const panel = planPanel(page);
  await expect(
    panel.getByRole('heading', { level: 2, name: side === 'buy' ? /^Buy / : /^Sell / }),
  ).toBeVisible();
  if (account)
    await panel.getByRole('combobox', { name: 'Account' }).selectOption({ label: account });
  return panel;
}

/** Makes an allocation request in the customer's name outside the page (another device). */
async function requestInAnotherTab(request: APIRequestContext, body: AllocationRequestBody) {
  const token = await accessToken(request);
  const response = await request.post(PATHS.allocationRequests, {
    data: body,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; requestStatus: string };
}

const sendRequest = async (panel: Locator, side: 'buy' | 'sell') => {
  await panel.getByRole('button', { name: `Send ${side} request` }).click();
  await panel
    .getByRole('dialog', { name: 'Confirm your order' })
    .getByRole('button', { name: 'Confirm order' })
    .click();
};

const requestItem = (panel: Locator, text: string) =>
  panel
    .getByRole('region', { name: 'Your requests' })
    .getByRole('listitem')
    .filter({ hasText: text });

test.describe('sending a request', () => {
  test('a buy request is sent, listed as in progress, then approved', async ({ page, request }) => {
    test.setTimeout(30_000);
    await recordOrderEvents(page);
    await usePersona(request, 'investment-plan');
    const panel = await openPlan(page, FUND_IDS.globalGrowth, 'buy', PLAN_2);
    await panel.getByRole('textbox', { name: 'Amount (SEK)' }).fill('1000');
    await sendRequest(panel, 'buy');

    await expect(panel.getByRole('heading', { name: 'Your request has been sent' })).toBeFocused();
    const [sent] = await received(request, 'allocation-request');
    expect(sent?.body).toEqual({
      accountNumber: 89430029,
      onPremInstrumentId: FUND_IDS.globalGrowth,
      side: 'buy',
      amount: { value: 1000, currency: 'SEK' },
    });
    expect(await orderEvents(page)).toEqual([
      {
        type: 'bw-order-placed',
        detail: expect.objectContaining({
          kind: 'allocation-request',
          side: 'buy',
          accid: 38002,
          amount: { value: 1000, currency: 'SEK' },
        }),
      },
    ]);

    const item = requestItem(panel, 'Buy · SEK 1,000.00');
    await expect(item).toContainText('In progress');
    // The sandbox approves a request 5 s after it was made; the list is polled until then.
    await expect(item).toContainText('Approved', { timeout: APPROVED_AFTER_MS + 7_000 });
  });

  test('a sell request sends the percent of the holding', async ({ page, request }) => {
    await usePersona(request, 'investment-plan');
    const panel = await openPlan(page, FUND_IDS.swedenIndex, 'sell', PLAN_2);
    await panel.getByRole('radio', { name: 'Percent' }).click();
    await panel.getByRole('textbox', { name: 'Share of your holding (%)' }).fill('40');
    await sendRequest(panel, 'sell');
    await expect(panel.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible();
    expect((await received(request, 'allocation-request')).map((e) => e.body)).toEqual([
      {
        accountNumber: 89430029,
        onPremInstrumentId: FUND_IDS.swedenIndex,
        side: 'sell',
        percent: 40,
      },
    ]);
    await expect(requestItem(panel, 'Sell · 40.00%')).toContainText('In progress');
  });

  test('a request still in progress can be cancelled', async ({ page, request }) => {
    test.setTimeout(30_000);
    await usePersona(request, 'investment-plan');
    const made = await requestInAnotherTab(request, {
      accountNumber: 89430029,
      onPremInstrumentId: FUND_IDS.globalGrowth,
      side: 'buy',
      amount: { value: 700, currency: 'SEK' },
    });
    const panel = await openPlan(page, FUND_IDS.globalGrowth, 'buy');
    const item = requestItem(panel, 'Buy · SEK 700.00');
    await item.getByRole('button', { name: 'Cancel request' }).click();
    await expect(item).toContainText('Being cancelled');
    await expect(item.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
    expect((await received(request, 'allocation-request-cancel')).map((e) => e.path)).toEqual([
      cancelAllocationRequestOrder(made.id),
    ]);
  });

  test('a cancelled request is shown as cancelled once the broker is done', async ({
    page,
    request,
  }) => {
    test.setTimeout(30_000);
    await usePersona(request, 'investment-plan');
    await requestInAnotherTab(request, {
      accountNumber: 89430029,
      onPremInstrumentId: FUND_IDS.globalGrowth,
      side: 'buy',
      amount: { value: 700, currency: 'SEK' },
    });
    const panel = await openPlan(page, FUND_IDS.globalGrowth, 'buy');
    const item = requestItem(panel, 'Buy · SEK 700.00');
    await item.getByRole('button', { name: 'Cancel request' }).click();
    await expect(item).toContainText('Being cancelled');
    await expect(item).toContainText('Cancelled', { timeout: 15_000 });
  });
});

test.describe('a side the account may not take shows why and is disabled', () => {
  const refusals: {
    reason: string;
    persona: PersonaId;
    fund: number;
    side: 'buy' | 'sell';
    account?: string;
    /** A request made before, in another tab. */
    before?: AllocationRequestBody;
    text: string;
  }[] = [
    {
      reason: 'SOLD_ALREADY',
      persona: 'investment-plan',
      fund: FUND_IDS.globalGrowth,
      side: 'buy',
      account: INVESTERINGSPLAN,
      text: 'You cannot buy on the same day after selling in this account.',
    },
    {
      reason: 'BOUGHT_ALREADY',
      persona: 'investment-plan',
      fund: FUND_IDS.swedenIndex,
      side: 'sell',
      account: PLAN_2,
      before: {
        accountNumber: 89430029,
        onPremInstrumentId: FUND_IDS.swedenIndex,
        side: 'buy',
        amount: { value: 500, currency: 'SEK' },
      },
      text: 'You cannot sell on the same day after buying in this account.',
    },
    {
      reason: 'REQUESTS_CLOSED',
      persona: 'investment-plan',
      fund: FUND_IDS.swedishSmallCapsClosedForBuy,
      side: 'buy',
      account: PLAN_2,
      text: 'Requests are closed for today.',
    },
    {
      reason: 'NOT_AUTHORIZED_TO_BUY',
      persona: 'minor',
      fund: FUND_IDS.swedenIndex,
      side: 'buy',
      text: 'You are not authorized to buy in this account.',
    },
    {
      reason: 'NOT_AUTHORIZED_TO_SELL',
      persona: 'minor',
      fund: FUND_IDS.swedenIndex,
      side: 'sell',
      account: 'Barnsparande · 69430011',
      text: 'You are not authorized to sell in this account.',
    },
  ];

  for (const refusal of refusals) {
    test(`${refusal.reason}: "${refusal.text}"`, async ({ page, request }) => {
      await usePersona(request, refusal.persona);
      if (refusal.before) await requestInAnotherTab(request, refusal.before);
      const panel = await openPlan(page, refusal.fund, refusal.side, refusal.account);
      await expect(panel.getByRole('alert')).toHaveText(refusal.text);
      // The account is unusable for the side before anything is typed.
      if (refusal.side === 'buy') {
        await expect(panel.getByRole('textbox', { name: 'Amount (SEK)' })).toBeDisabled();
      } else {
        await expect(panel.getByRole('button', { name: 'Sell Half' })).toBeDisabled();
      }
      await expect(
        panel.getByRole('button', { name: `Send ${refusal.side} request` }),
      ).toBeDisabled();
    });
  }

  test('a reason the panel does not know shows the default text', async ({ page, request }) => {
    await usePersona(request, 'investment-plan');
    await page.route('**/investment-plan/v1/allocation-requests/request-actions**', (route) =>
      route.fulfill({
        json: {
          buy: { isAllowed: false, reason: 'SOMETHING_NEW' },
          sell: { isAllowed: true, reason: null },
        },
      }),
    );
    const panel = await openPlan(page, FUND_IDS.globalGrowth, 'buy', PLAN_2);
    await expect(panel.getByRole('alert')).toHaveText("you can't use this account, select another");
    await expect(panel.getByRole('textbox', { name: 'Amount (SEK)' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Send buy request' })).toBeDisabled();
  });

  test('another account that may buy clears the reason', async ({ page, request }) => {
    await usePersona(request, 'investment-plan');
    const panel = await openPlan(page, FUND_IDS.globalGrowth, 'buy', INVESTERINGSPLAN);
    await expect(panel.getByRole('alert')).toBeVisible();
    await panel.getByRole('combobox', { name: 'Account' }).selectOption({ label: PLAN_2 });
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await panel.getByRole('textbox', { name: 'Amount (SEK)' }).fill('1000');
    await expect(panel.getByRole('button', { name: 'Send buy request' })).toBeEnabled();
  });
});

test.describe('a request that fails shows "Request failed"', () => {
  /** The card's failure: a modal dialog. */
  const failure = (panel: Locator) => panel.getByRole('dialog', { name: 'Request failed' });

  test('a request the broker rejects (REQUEST_REJECTED)', async ({ page, request }) => {
    await recordOrderEvents(page);
    await usePersona(request, 'investment-plan');
    const panel = await openPlan(page, FUND_IDS.swedenIndex, 'buy', PLAN_2);
    await panel.getByRole('textbox', { name: 'Amount (SEK)' }).fill('1000');
    // Meanwhile a sell on the same account, from another device: buying is now refused.
    await requestInAnotherTab(request, {
      accountNumber: 89430029,
      onPremInstrumentId: FUND_IDS.swedenIndex,
      side: 'sell',
      percent: 10,
    });
    await sendRequest(panel, 'buy');

    await expect(failure(panel)).toBeVisible();
    await expect(failure(panel).getByText('Your request was rejected.')).toBeVisible();
    await expect(failure(panel).getByText('Error code: REQUEST_REJECTED')).toBeVisible();
    await expect(failure(panel).getByRole('link', { name: 'Order history' })).toBeVisible();
    expect(await orderEvents(page)).toEqual([
      {
        type: 'bw-order-failed',
        detail: { kind: 'allocation-request', code: 'REQUEST_REJECTED' },
      },
    ]);
    // The list and the actions are polled again: the card now says why.
    await failure(panel).getByRole('button', { name: 'Try again' }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      'You cannot buy on the same day after selling in this account.',
    );
    await expect(requestItem(panel, 'Buy · SEK 1,000.00')).toContainText('Rejected');
  });

  test('a request whose order is rejected (ORDER_REJECTED)', async ({ page, request }) => {
    await usePersona(request, 'investment-plan');
    // Nordic Hedge Alpha trades monthly: the broker takes no online order for it.
    const panel = await openPlan(page, FUND_IDS.hedgeMonthly, 'buy', PLAN_2);
    await panel.getByRole('textbox', { name: 'Amount (SEK)' }).fill('10000');
    await sendRequest(panel, 'buy');
    await expect(failure(panel).getByText('The order of your request was rejected.')).toBeVisible();
    await expect(failure(panel).getByText('Error code: ORDER_REJECTED')).toBeVisible();
  });

  test('a call that fails (ALLOCATION_REQUEST_FAILED)', async ({ page, request }) => {
    await usePersona(request, 'investment-plan');
    const panel = await openPlan(page, FUND_IDS.globalGrowth, 'buy', PLAN_2);
    await injectFault(request, {
      route: PATHS.allocationRequests,
      method: 'POST',
      status: 400,
      code: 'INPUT_ERROR',
      times: 1,
    });
    await panel.getByRole('textbox', { name: 'Amount (SEK)' }).fill('1000');
    await sendRequest(panel, 'buy');
    await expect(failure(panel).getByText('Something went wrong, please try again')).toBeVisible();
    await expect(failure(panel).getByText('Error code: ALLOCATION_REQUEST_FAILED')).toBeVisible();
    expect(await received(request, 'allocation-request')).toEqual([]);
  });

  test('a lost answer after the request was made is found in the list, not resent', async ({
    page,
    request,
  }) => {
    await usePersona(request, 'investment-plan');
    const panel = await openPlan(page, FUND_IDS.globalGrowth, 'buy', PLAN_2);
    await injectFault(request, {
      route: PATHS.allocationRequests,
      method: 'POST',
      status: 502,
      afterHandling: true,
      times: 1,
    });
    await panel.getByRole('textbox', { name: 'Amount (SEK)' }).fill('1000');
    await sendRequest(panel, 'buy');
    await expect(panel.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible();
    expect(await received(request, 'allocation-request')).toHaveLength(1);
  });

  test('a lost answer before the request was made is not mistaken for an earlier request', async ({
    page,
    request,
  }) => {
    await usePersona(request, 'investment-plan');
    const panel = await openPlan(page, FUND_IDS.swedenIndex, 'sell', INVESTERINGSPLAN);
    await injectFault(request, {
      route: PATHS.allocationRequests,
      method: 'POST',
      status: 502,
      times: 1,
    });
    await panel.getByRole('button', { name: 'Sell Half' }).click();
    await sendRequest(panel, 'sell');
    await expect(
      panel.getByRole('heading', { name: 'We could not confirm your order' }),
    ).toBeVisible();
    await expect(panel.getByRole('status').filter({ hasText: 'not among' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Your request has been sent' })).toHaveCount(0);
    expect(await received(request, 'allocation-request')).toEqual([]);
  });
});

test.describe('periodic plans', () => {
  test('a monthly saving can be paused and resumed', async ({ page, request }) => {
    await usePersona(request, 'investment-plan');
    const panel = await openPlan(page, FUND_IDS.swedenIndex, 'buy');
    const plan = panel
      .getByRole('region', { name: 'Monthly savings' })
      .getByRole('listitem')
      .filter({ hasText: 'SEK 2,000.00 on day 25 of the month' });
    await expect(plan).toContainText('Next:');

    await plan.getByRole('button', { name: 'Pause' }).click();
    await expect(plan).toContainText('Paused');
    await expect(plan).not.toContainText('Next:');
    await plan.getByRole('button', { name: 'Resume' }).click();
    await expect(plan).toContainText('Next:');
    await expect(plan.getByRole('button', { name: 'Pause' })).toBeVisible();

    expect((await received(request, 'periodic-plan')).map((e) => e.path)).toEqual([
      pausePeriodicInvestmentPlan(9201),
      pausePeriodicInvestmentPlan(9201).replace(/pause$/, 'resume'),
    ]);
  });

  test('a change the broker refuses says so and keeps the plan as it was', async ({
    page,
    request,
  }) => {
    await usePersona(request, 'investment-plan');
    const panel = await openPlan(page, FUND_IDS.globalGrowth, 'buy');
    await injectFault(request, {
      route: '/investment-plan/v1/periodic-investments/plans/',
      method: 'POST',
      status: 503,
      times: 1,
    });
    const plan = panel.getByRole('region', { name: 'Monthly savings' }).getByRole('listitem');
    await plan.getByRole('button', { name: 'Resume' }).click();
    await expect(panel.getByRole('alert').filter({ hasText: 'could not be saved' })).toHaveText(
      'The change could not be saved. Try again.',
    );
    await expect(plan).toContainText('Paused');
    await expect(plan.getByRole('button', { name: 'Resume' })).toBeEnabled();
  });

  test('a cancel the broker refuses says so', async ({ page, request }) => {
    await usePersona(request, 'investment-plan');
    await requestInAnotherTab(request, {
      accountNumber: 89430029,
      onPremInstrumentId: FUND_IDS.globalGrowth,
      side: 'buy',
      amount: { value: 700, currency: 'SEK' },
    });
    const panel = await openPlan(page, FUND_IDS.globalGrowth, 'buy');
    await injectFault(request, {
      route: allocationRequests(),
      method: 'POST',
      status: 503,
      times: 1,
    });
    const item = requestItem(panel, 'Buy · SEK 700.00');
    await item.getByRole('button', { name: 'Cancel request' }).click();
    await expect(panel.getByRole('alert').filter({ hasText: 'cancelled' })).toHaveText(
      'The request could not be cancelled. Try again.',
    );
    await expect(item).toContainText('In progress');
  });
});
