import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderFlowCalls as calls } from '../../../core/endpoints/order-flow';
import type {
  AccountInformationList,
  FundOrderListResponse,
  PositionList,
} from '../../../core/schemas';
import { FUND_IDS } from '../data/funds';
import type { PersonaId } from '../personas';
import { startSandbox, type SandboxClient } from '../sandbox-client';
import { INDEX_FUND_DAILY_MAX_SEK } from './fund-trading/order-rules';

let client: SandboxClient;
beforeAll(async () => {
  client = await startSandbox();
});
afterAll(() => client.close());
beforeEach(() => client.reset());

const buy = (accid: number, instrumentId: number, value: number, currency = 'SEK') => ({
  orderside: 'BUY',
  instrument_id: instrumentId,
  accid,
  amount: { value, currency },
});
const sell = (accid: number, instrumentId: number, percent: number) => ({
  orderside: 'SELL',
  instrument_id: instrumentId,
  accid,
  percent,
});

const placeOrder = (order: unknown) =>
  client.json<{ fund_order: Record<string, unknown> }>('POST', calls.placeFundOrder.path(), order);
const tradingPower = async (accid: number) =>
  (await client.json<AccountInformationList>('GET', calls.accountInformation.path([accid]))).body[0]
    ?.trading_power;

describe('the broker refuses orders that break its rules', () => {
  it.each<[code: string, status: number, persona: PersonaId, order: unknown]>([
    ['CUSTOMER_IS_MINOR', 403, 'minor', buy(36001, FUND_IDS.globalGrowth, 500)],
    ['UNKNOWN_INSTRUMENT', 400, 'se-customer', buy(31001, 999, 500)],
    ['NOT_A_FUND', 400, 'se-customer', buy(31001, 16099869, 500)],
    ['ACCOUNT_NOT_FOUND', 400, 'se-customer', buy(32001, FUND_IDS.globalGrowth, 500)],
    ['ACCOUNT_IS_BLOCKED', 403, 'se-customer', buy(31005, FUND_IDS.globalGrowth, 500)],
    ['INVALID_ACCOUNT_TYPE', 400, 'se-customer', buy(31004, FUND_IDS.globalGrowth, 500)],
    ['INVALID_ACCOUNT_TYPE', 400, 'se-customer', buy(31003, FUND_IDS.globalGrowth, 500)],
    [
      'FUND_NOT_ACTIVE_FOR_BUY',
      400,
      'se-customer',
      buy(31001, FUND_IDS.swedishSmallCapsClosedForBuy, 500),
    ],
    [
      'FUND_NOT_ACTIVE_FOR_SELL',
      400,
      'se-customer',
      sell(31001, FUND_IDS.shortBondClosedForSell, 50),
    ],
    ['FUND_NOT_DAILY_TRADED', 400, 'se-customer', buy(31001, FUND_IDS.hedgeMonthly, 10_000)],
    ['SUPERFUND_NOT_ALLOWED', 403, 'partner-customer', buy(35001, FUND_IDS.swedenIndex, 500)],
    ['NOT_MIFID2_SUITABLE', 403, 'unassessed', buy(37001, FUND_IDS.globalGrowth, 500)],
    [
      'ORDER_ACCOUNT_CURRENCY_MISMATCH',
      400,
      'se-customer',
      buy(31001, FUND_IDS.globalGrowth, 500, 'EUR'),
    ],
    ['VOLUME_IS_ZERO', 400, 'se-customer', buy(31001, FUND_IDS.globalGrowth, 0)],
    ['VOLUME_IS_ZERO', 400, 'se-customer', sell(31001, FUND_IDS.globalGrowth, 0)],
    ['BELOW_MIN_INVEST_AMOUNT', 400, 'se-customer', buy(31001, FUND_IDS.globalGrowth, 99)],
    ['BELOW_MIN_INVEST_AMOUNT', 400, 'no-customer', buy(32002, FUND_IDS.norwegianBond, 249, 'NOK')],
    ['NOT_ENOUGH_TRADING_POWER', 400, 'se-customer', buy(31002, FUND_IDS.globalGrowth, 8_420.51)],
    [
      'ABOVE_MAX_AMOUNT',
      400,
      'se-customer',
      buy(31001, FUND_IDS.swedenIndex, INDEX_FUND_DAILY_MAX_SEK + 1),
    ],
    ['NOT_ENOUGH_POSITIONS', 400, 'se-customer', sell(31002, FUND_IDS.swedenIndex, 50)],
    ['NOT_ENOUGH_POSITIONS', 400, 'se-customer', sell(31001, FUND_IDS.globalGrowth, 100.5)],
    [
      'MANDATORY_FIELD_MISSING',
      400,
      'se-customer',
      { orderside: 'BUY', instrument_id: FUND_IDS.globalGrowth },
    ],
    ['MANDATORY_FIELD_MISSING', 400, 'se-customer', undefined],
    ['INPUT_ERROR', 400, 'se-customer', { ...buy(31001, FUND_IDS.globalGrowth, 500), accid: 'x' }],
    [
      'INPUT_ERROR',
      400,
      'se-customer',
      { ...buy(31001, FUND_IDS.globalGrowth, 500), orderside: 'HOLD' },
    ],
  ])('%s (%i)', async (code, status, persona, order) => {
    if (persona !== 'se-customer') await client.loginAs(persona);
    const answer = await placeOrder(order);
    expect(answer).toMatchObject({ status, body: { fields: [{ code }] } });
  });

  it('refuses a buy once the knowledge test has expired (se-customer’s expires within a month)', async () => {
    expect((await placeOrder(buy(31001, FUND_IDS.globalGrowth, 500))).status).toBe(201);
    client.advance(21 * 86_400_000);
    await client.loginAs('se-customer');
    expect(await placeOrder(buy(31001, FUND_IDS.globalGrowth, 500))).toMatchObject({
      status: 403,
      body: { fields: [{ code: 'NOT_MIFID2_SUITABLE' }] },
    });
  });
});

describe('placed orders are kept while the server runs', () => {
  it('answers the placed order and lists it first in the v2 list', async () => {
    const placed = await placeOrder({
      ...buy(31001, FUND_IDS.globalGrowth, 1_000),
      order_referrer: 'shareville',
    });
    expect(placed.status).toBe(201);
    expect(placed.body.fund_order).toMatchObject({
      account_number: 19430011,
      amount: { value: 1_000 },
      name: 'Global Tillväxt',
    });
    const { body } = await client.json<FundOrderListResponse>('GET', calls.fundOrders.path());
    expect(body.fund_orders).toHaveLength(2);
    expect(body.fund_orders[0]).toMatchObject({
      order_id: placed.body.fund_order.order_id,
      accid: 31001,
      order_side: 'BUY',
      instrument_id: FUND_IDS.globalGrowth,
      volume: placed.body.fund_order.volume,
      order_referrer: 'shareville',
    });
  });

  it('takes a buy’s amount from the trading power', async () => {
    expect(await tradingPower(31002)).toEqual({ value: 8_420.5, currency: 'SEK' });
    await placeOrder(buy(31002, FUND_IDS.globalGrowth, 8_000.25));
    expect(await tradingPower(31002)).toEqual({ value: 420.25, currency: 'SEK' });
    expect((await placeOrder(buy(31002, FUND_IDS.globalGrowth, 500))).body).toMatchObject({
      fields: [{ code: 'NOT_ENOUGH_TRADING_POWER' }],
    });
  });

  it('buys units worth the amount less the fee at the NAV (a EUR fund converted to SEK)', async () => {
    const instrument = await client.json<{ positions: PositionList }>(
      'GET',
      calls.instrumentWithPositions.path(FUND_IDS.finnishEquity, [31001]),
    );
    const position = instrument.body.positions[0];
    const navSek = (position?.market_value_acc.value ?? 0) / 25;
    const placed = await placeOrder(buy(31001, FUND_IDS.finnishEquity, 10_000));
    expect(placed.status).toBe(201);
    // Fee 0.3 %: 9 970 SEK of units.
    expect(placed.body.fund_order.volume).toBeCloseTo(9_970 / navSek, 2);
  });

  it('sells a percent of the units not already on sell orders, then refuses to sell more', async () => {
    // se-customer holds 412.5 units of the index fund on 31001, 100 of them on a pending sell.
    const placed = await placeOrder(sell(31001, FUND_IDS.swedenIndex, 100));
    expect(placed.body.fund_order).toMatchObject({ volume: 312.5, percent: 100 });
    expect(await placeOrder(sell(31001, FUND_IDS.swedenIndex, 10))).toMatchObject({
      status: 400,
      body: { fields: [{ code: 'NOT_ENOUGH_POSITIONS' }] },
    });
    const { body } = await client.json<FundOrderListResponse>('GET', calls.fundOrders.path());
    const pending = body.fund_orders.filter(
      (o) => o.order_side === 'SELL' && o.instrument_id === FUND_IDS.swedenIndex,
    );
    expect(pending.reduce((sum, o) => sum + o.volume, 0)).toBe(412.5);
  });

  it('counts index-fund buys of the day towards the daily maximum', async () => {
    expect((await placeOrder(buy(31001, FUND_IDS.swedenIndex, 200_000))).status).toBe(201);
    expect((await placeOrder(buy(31001, FUND_IDS.swedenIndex, 60_000))).body).toMatchObject({
      fields: [{ code: 'ABOVE_MAX_AMOUNT' }],
    });
  });
});

describe('GET /sandbox/received', () => {
  it('lists every fund order received, in order, with its kind and answer', async () => {
    await placeOrder(buy(31001, FUND_IDS.globalGrowth, 500));
    await placeOrder(buy(31001, FUND_IDS.globalGrowth, 1));
    await placeOrder(sell(31001, FUND_IDS.globalGrowth, 10));
    const { body } = await client.json<{
      entries: { kind: string; status: number; body: { orderside: string } }[];
    }>('GET', '/sandbox/received');
    const orders = body.entries.filter((e) => e.kind === 'fund-order');
    expect(orders.map((e) => [e.body.orderside, e.status])).toEqual([
      ['BUY', 201],
      ['BUY', 400],
      ['SELL', 201],
    ]);
    expect(body.entries.filter((e) => e.kind === 'token-refresh')).toHaveLength(1);
  });
});
