import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { investmentPlan } from '../../../core/endpoints';
import { orderFlowCalls as calls } from '../../../core/endpoints/order-flow';
import type {
  AllocationRequest,
  AllocationRequestActions,
  AllocationRequestList,
} from '../../../core/schemas';
import { FUND_IDS } from '../data/funds';
import { startSandbox, type SandboxClient } from '../sandbox-client';
import {
  APPROVED_AFTER_MS,
  CANCELLED_AFTER_MS,
  EXECUTED_AFTER_MS,
} from './investment-plan/allocation-status';

let client: SandboxClient;
beforeAll(async () => {
  client = await startSandbox();
});
afterAll(() => client.close());
beforeEach(() => client.reset('investment-plan'));

/** investment-plan's accounts: it sold on the first one today. */
const SOLD_TODAY = 89430011;
const FREE = 89430029;

const buyRequest = (
  accountNumber: number,
  value: number,
  instrumentId: number = FUND_IDS.swedenIndex,
) => ({
  accountNumber,
  onPremInstrumentId: instrumentId,
  side: 'buy',
  amount: { value, currency: 'SEK' },
});

const create = (body: unknown) =>
  client.json<AllocationRequest & { rejectionCode: string | null }>(
    'POST',
    calls.createAllocationRequest.path(),
    body,
  );
const list = async () =>
  (await client.json<AllocationRequestList>('GET', investmentPlan.allocationRequests())).body;
const actions = async (accountNumber: number, instrumentId: number = FUND_IDS.swedenIndex) =>
  (
    await client.json<AllocationRequestActions>(
      'GET',
      calls.allocationRequestActions.path({
        accountNumber,
        onPremInstrumentId: instrumentId,
        orderType: 'FUND',
      }),
    )
  ).body;

describe('allocation requests (allocation-request mode)', () => {
  it('starts with the sell investment-plan made earlier today, executed', async () => {
    expect(await list()).toEqual([
      expect.objectContaining({
        requestStatus: 'ORDER_EXECUTED',
        accountNumber: SOLD_TODAY,
        percent: 25,
      }),
    ]);
  });

  it('moves IN_PROGRESS → ORDER_APPROVED (+5 s) → ORDER_EXECUTED (+15 s) on the server clock', async () => {
    const created = await create(buyRequest(FREE, 1_000));
    expect(created).toMatchObject({
      status: 201,
      body: {
        requestStatus: 'IN_PROGRESS',
        accountNumber: FREE,
        amount: { value: 1_000 },
        instrument: { longName: 'Sverige Indexfond' },
      },
    });
    const statusNow = async () =>
      (await list()).find((r) => r.id === created.body.id)?.requestStatus;
    client.advance(APPROVED_AFTER_MS - 1);
    expect(await statusNow()).toBe('IN_PROGRESS');
    client.advance(1);
    expect(await statusNow()).toBe('ORDER_APPROVED');
    client.advance(EXECUTED_AFTER_MS - APPROVED_AFTER_MS);
    expect(await statusNow()).toBe('ORDER_EXECUTED');
  });

  it('cancels a request while it is in progress or approved: CANCEL_IN_PROGRESS, then CANCELLED', async () => {
    const created = await create(buyRequest(FREE, 1_000));
    client.advance(APPROVED_AFTER_MS);
    const cancelled = await client.json<AllocationRequest>(
      'POST',
      investmentPlan.cancelAllocationRequestOrder(created.body.id),
    );
    expect(cancelled).toMatchObject({ status: 200, body: { requestStatus: 'CANCEL_IN_PROGRESS' } });
    client.advance(CANCELLED_AFTER_MS);
    expect((await list()).find((r) => r.id === created.body.id)?.requestStatus).toBe('CANCELLED');
  });

  it('refuses to cancel an executed request, or one that does not exist', async () => {
    const executed = (await list())[0]?.id ?? '';
    expect(
      await client.json('POST', investmentPlan.cancelAllocationRequestOrder(executed)),
    ).toMatchObject({
      status: 409,
      body: { fields: [{ code: 'REQUEST_NOT_CANCELLABLE' }] },
    });
    expect(
      await client.json('POST', investmentPlan.cancelAllocationRequestOrder('nope')),
    ).toMatchObject({
      status: 404,
      body: { fields: [{ code: 'ALLOCATION_REQUEST_NOT_FOUND' }] },
    });
  });

  it('keeps a request the account may not make as REQUEST_REJECTED, with the reason', async () => {
    expect(await create(buyRequest(SOLD_TODAY, 1_000))).toMatchObject({
      status: 201,
      body: { requestStatus: 'REQUEST_REJECTED', rejectionCode: 'SOLD_ALREADY' },
    });
  });

  it('keeps a request that breaks an order rule as ORDER_REJECTED, with the rule’s code', async () => {
    expect(await create(buyRequest(FREE, 50))).toMatchObject({
      status: 201,
      body: { requestStatus: 'ORDER_REJECTED', rejectionCode: 'BELOW_MIN_INVEST_AMOUNT' },
    });
  });

  it('fails the call for a body without its fields, or an account that is not the customer’s', async () => {
    expect(await create({ accountNumber: FREE, side: 'buy' })).toMatchObject({
      status: 400,
      body: { fields: [{ code: 'MANDATORY_FIELD_MISSING' }] },
    });
    expect(await create(buyRequest(19430011, 1_000))).toMatchObject({
      status: 404,
      body: { fields: [{ code: 'ACCOUNT_NOT_FOUND' }] },
    });
  });

  it('appears in GET /sandbox/received as allocation-request entries', async () => {
    await create(buyRequest(FREE, 1_000));
    await create(buyRequest(SOLD_TODAY, 1_000));
    const { body } = await client.json<{ entries: { kind: string }[] }>('GET', '/sandbox/received');
    expect(body.entries.filter((e) => e.kind === 'allocation-request')).toHaveLength(2);
  });
});

describe('allocation request actions', () => {
  it('does not allow buying on the account sold on today (SOLD_ALREADY); selling is allowed', async () => {
    expect(await actions(SOLD_TODAY)).toEqual({
      buy: { isAllowed: false, reason: 'SOLD_ALREADY' },
      sell: { isAllowed: true, reason: null },
    });
    expect(await actions(FREE)).toEqual({
      buy: { isAllowed: true, reason: null },
      sell: { isAllowed: true, reason: null },
    });
  });

  it('lifts SOLD_ALREADY the next day', async () => {
    client.advance(86_400_000);
    await client.loginAs('investment-plan');
    expect((await actions(SOLD_TODAY)).buy).toEqual({ isAllowed: true, reason: null });
  });

  it('does not allow selling after buying the same day, unless the buy was cancelled', async () => {
    const created = await create(buyRequest(FREE, 1_000));
    expect((await actions(FREE)).sell).toEqual({ isAllowed: false, reason: 'BOUGHT_ALREADY' });
    await client.json('POST', investmentPlan.cancelAllocationRequestOrder(created.body.id));
    expect((await actions(FREE)).sell).toEqual({ isAllowed: true, reason: null });
  });

  it('closes the side a fund is closed for (REQUESTS_CLOSED)', async () => {
    expect((await actions(FREE, FUND_IDS.swedishSmallCapsClosedForBuy)).buy.reason).toBe(
      'REQUESTS_CLOSED',
    );
    expect((await actions(FREE, FUND_IDS.shortBondClosedForSell)).sell.reason).toBe(
      'REQUESTS_CLOSED',
    );
  });

  it('authorizes neither side for a minor', async () => {
    await client.loginAs('minor');
    expect(await actions(69430011)).toEqual({
      buy: { isAllowed: false, reason: 'NOT_AUTHORIZED_TO_BUY' },
      sell: { isAllowed: false, reason: 'NOT_AUTHORIZED_TO_SELL' },
    });
  });

  it('answers for order type FUND only', async () => {
    const path = calls.allocationRequestActions.path({
      accountNumber: FREE,
      onPremInstrumentId: FUND_IDS.swedenIndex,
      orderType: 'EXCHANGE_TRADING',
    });
    expect(await client.json('GET', path)).toMatchObject({
      status: 400,
      body: { fields: [{ code: 'INPUT_ERROR' }] },
    });
  });
});

describe('periodic investment plans', () => {
  type Plan = { id: number; status: string; nextExecutionDate: string | null };

  it('lists the customer’s plans, one of them paused', async () => {
    const { body } = await client.json<Plan[]>('GET', investmentPlan.periodicInvestmentPlans());
    expect(body.map((p) => [p.id, p.status, p.nextExecutionDate])).toEqual([
      [9201, 'ACTIVE', '2025-03-25'],
      [9202, 'PAUSED', null],
    ]);
  });

  it('pauses and resumes a plan', async () => {
    expect(
      (await client.json<Plan>('POST', investmentPlan.pausePeriodicInvestmentPlan(9201))).body,
    ).toMatchObject({
      status: 'PAUSED',
      nextExecutionDate: null,
    });
    expect(
      (await client.json<Plan>('GET', investmentPlan.periodicInvestmentPlan(9201))).body.status,
    ).toBe('PAUSED');
    expect(
      (await client.json<Plan>('POST', investmentPlan.resumePeriodicInvestmentPlan(9201))).body,
    ).toMatchObject({
      status: 'ACTIVE',
      nextExecutionDate: '2025-03-25',
    });
  });

  it('creates a plan checked with the order rules, and deletes it', async () => {
    const plan = {
      accountNumber: FREE,
      onPremInstrumentId: FUND_IDS.globalGrowth,
      amount: { value: 500, currency: 'SEK' },
      dayOfMonth: 5,
    };
    const created = await client.json<Plan>('POST', investmentPlan.periodicInvestmentPlans(), plan);
    expect(created).toMatchObject({
      status: 201,
      body: { id: 9203, status: 'ACTIVE', nextExecutionDate: '2025-04-05' },
    });
    expect(
      await client.json('POST', investmentPlan.periodicInvestmentPlans(), {
        ...plan,
        amount: { value: 10, currency: 'SEK' },
      }),
    ).toMatchObject({ status: 400, body: { fields: [{ code: 'BELOW_MIN_INVEST_AMOUNT' }] } });
    expect((await client.call('DELETE', investmentPlan.periodicInvestmentPlan(9203))).status).toBe(
      204,
    );
    expect(await client.json('GET', investmentPlan.periodicInvestmentPlan(9203))).toMatchObject({
      status: 404,
      body: { fields: [{ code: 'PLAN_NOT_FOUND' }] },
    });
  });
});
