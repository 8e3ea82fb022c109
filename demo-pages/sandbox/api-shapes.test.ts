import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderFlowCalls as calls } from '../../core/endpoints/order-flow';
import {
  cms,
  customer,
  instrument,
  investmentPlan,
  marketData,
  priceGraphCalls,
} from '../../core/endpoints';
import {
  AccountInformationListSchema,
  AccountListSchema,
  AllocationRequestActionsSchema,
  AllocationRequestListSchema,
  AllocationRequestSchema,
  BuySellTransactionListSchema,
  FundInfoSchema,
  FundOrderErrorResponseSchema,
  FundOrderListResponseSchema,
  HistoricalEventListSchema,
  HistoricalReturnsSchema,
  InstrumentSchema,
  InstrumentSearchResultListSchema,
  InstrumentSuitabilitySchema,
  PlaceFundOrderResponseSchema,
  PositionListSchema,
  PriceTimeSeriesSchema,
  SuitabilityExpirySchema,
  TokenRefreshResponseSchema,
  UserSettingsSchema,
} from '../../core/schemas';
import { SparkTimeSeriesSchema } from '../../core/schemas/spark-time-series';
import { FUND_IDS, FUNDS } from './data/funds';
import { PeriodicPlanListSchema, PeriodicPlanSchema } from './areas/investment-plan/periodic-plan';
import { personaById, type PersonaId } from './personas';
import { startSandbox, type SandboxClient } from './sandbox-client';

let client: SandboxClient;
beforeAll(async () => {
  client = await startSandbox();
});
afterAll(() => client.close());
beforeEach(() => client.reset());

/** "Instrument with positions": the instrument, with the customer's positions in it. */
const InstrumentWithPositionsSchema = v.object({
  ...InstrumentSchema.entries,
  positions: PositionListSchema,
});

interface ShapeCase {
  call: string;
  method: string;
  path: string;
  schema: v.GenericSchema;
  body?: unknown;
  persona?: PersonaId;
  status?: number;
}

const ISK = { accid: 31001, accno: 19430011 };
/** A stock the market-data routes price (Volvo B, Stockholm). */
const VOLVO = '16099872';

// Every route of the broker API, with the path the client builds and the schema it parses
// the answer with (core/schemas; the periodic plans have no core schema, see periodic-plan.ts).
const CASES: ShapeCase[] = [
  {
    call: 'token refresh',
    method: 'POST',
    path: calls.tokenRefresh.path(),
    schema: TokenRefreshResponseSchema,
  },
  {
    call: 'user accounts',
    method: 'GET',
    path: calls.userAccounts.path(),
    schema: AccountListSchema,
  },
  {
    call: 'account information',
    method: 'GET',
    path: calls.accountInformation.path([31001, 31002]),
    schema: AccountInformationListSchema,
  },
  {
    call: 'account positions',
    method: 'GET',
    path: calls.accountPositions.path(ISK.accid),
    schema: PositionListSchema,
  },
  {
    call: 'instrument with positions',
    method: 'GET',
    path: calls.instrumentWithPositions.path(FUND_IDS.swedenIndex, [31001, 31004]),
    schema: InstrumentWithPositionsSchema,
  },
  ...FUNDS.flatMap((fund): ShapeCase[] => [
    {
      call: `instrument ${fund.name}`,
      method: 'GET',
      path: calls.instrument.path(fund.instrumentId),
      schema: InstrumentSchema,
    },
    {
      call: `fund info ${fund.name}`,
      method: 'GET',
      path: calls.instrumentFundInfo.path(fund.instrumentId),
      schema: FundInfoSchema,
    },
    {
      call: `suitability ${fund.name}`,
      method: 'GET',
      path: calls.instrumentSuitability.path(fund.instrumentId),
      schema: InstrumentSuitabilitySchema,
    },
  ]),
  {
    call: 'suitability expiry dates',
    method: 'GET',
    path: calls.suitabilityExpiryDates.path(),
    schema: SuitabilityExpirySchema,
  },
  {
    call: 'place fund order (buy)',
    method: 'POST',
    path: calls.placeFundOrder.path(),
    body: {
      orderside: 'BUY',
      instrument_id: FUND_IDS.globalGrowth,
      accid: ISK.accid,
      amount: { value: 500, currency: 'SEK' },
    },
    schema: PlaceFundOrderResponseSchema,
    status: 201,
  },
  {
    call: 'place fund order (sell)',
    method: 'POST',
    path: calls.placeFundOrder.path(),
    body: {
      orderside: 'SELL',
      instrument_id: FUND_IDS.globalGrowth,
      accid: ISK.accid,
      percent: 50,
    },
    schema: PlaceFundOrderResponseSchema,
    status: 201,
  },
  {
    call: 'place fund order (refused)',
    method: 'POST',
    path: calls.placeFundOrder.path(),
    body: {
      orderside: 'BUY',
      instrument_id: FUND_IDS.globalGrowth,
      accid: ISK.accid,
      amount: { value: 1, currency: 'SEK' },
    },
    schema: FundOrderErrorResponseSchema,
    status: 400,
  },
  {
    call: 'fund orders (v2)',
    method: 'GET',
    path: calls.fundOrders.path(),
    schema: FundOrderListResponseSchema,
  },
  {
    call: 'create allocation request',
    method: 'POST',
    path: calls.createAllocationRequest.path(),
    body: {
      accountNumber: 89430029,
      onPremInstrumentId: FUND_IDS.swedenIndex,
      side: 'buy',
      amount: { value: 1_000, currency: 'SEK' },
    },
    schema: AllocationRequestSchema,
    persona: 'investment-plan',
    status: 201,
  },
  {
    call: 'allocation requests',
    method: 'GET',
    path: investmentPlan.allocationRequests(),
    schema: AllocationRequestListSchema,
    persona: 'investment-plan',
  },
  {
    call: 'allocation request actions',
    method: 'GET',
    path: calls.allocationRequestActions.path({
      accountNumber: 89430011,
      onPremInstrumentId: FUND_IDS.globalGrowth,
      orderType: 'FUND',
    }),
    schema: AllocationRequestActionsSchema,
    persona: 'investment-plan',
  },
  {
    call: 'user settings',
    method: 'GET',
    path: customer.profileSettings(),
    schema: UserSettingsSchema,
  },
  {
    call: 'save user settings',
    method: 'PUT',
    path: customer.profileSettings(),
    body: { confirmOrderModalDismissed: true },
    schema: UserSettingsSchema,
  },
  {
    call: 'periodic plans',
    method: 'GET',
    path: investmentPlan.periodicInvestmentPlans(),
    schema: PeriodicPlanListSchema,
    persona: 'investment-plan',
  },
  {
    call: 'periodic plan',
    method: 'GET',
    path: investmentPlan.periodicInvestmentPlan(9201),
    schema: PeriodicPlanSchema,
    persona: 'investment-plan',
  },
  {
    call: 'pause periodic plan',
    method: 'POST',
    path: investmentPlan.pausePeriodicInvestmentPlan(9201),
    schema: PeriodicPlanSchema,
    persona: 'investment-plan',
  },
  {
    call: 'resume periodic plan',
    method: 'POST',
    path: investmentPlan.resumePeriodicInvestmentPlan(9202),
    schema: PeriodicPlanSchema,
    persona: 'investment-plan',
  },
  ...[String(FUND_IDS.globalGrowth), VOLVO, 'OMXS30'].flatMap((id): ShapeCase[] => [
    {
      call: `spark ${id}`,
      method: 'GET',
      path: marketData.priceTimeSeriesSpark(id),
      schema: SparkTimeSeriesSchema,
    },
    {
      call: `price time series ${id}`,
      method: 'GET',
      path: priceGraphCalls.priceTimeSeries.path(id, 'DAY_1', {
        comparators: [VOLVO, String(FUND_IDS.swedenIndex), 'OMXS30'],
        owners: true,
      }),
      schema: PriceTimeSeriesSchema,
    },
    {
      call: `price time series ${id} (ALL by quarter)`,
      method: 'GET',
      path: priceGraphCalls.priceTimeSeries.path(id, 'ALL', { resolution: 'QUARTER' }),
      schema: PriceTimeSeriesSchema,
    },
    {
      call: `price time series ${id} from-to`,
      method: 'GET',
      path: priceGraphCalls.priceTimeSeriesFromTo.path(id, {
        from: '2025-01-02',
        to: '2025-01-31',
        comparators: ['OMXC25'],
        owners: true,
      }),
      schema: PriceTimeSeriesSchema,
    },
    {
      call: `historical returns ${id}`,
      method: 'GET',
      path: priceGraphCalls.historicalReturns.path(id, { streaming: true }),
      schema: HistoricalReturnsSchema,
    },
    {
      call: `corporate events ${id}`,
      method: 'GET',
      path: instrument.corporate('v1', {
        instrumentId: id,
        fromDate: '2020-01-01',
        toDate: '2025-03-12',
      }),
      schema: HistoricalEventListSchema,
    },
  ]),
  ...(['vol', 'omx', 'bitcoin'] as const).map((query): ShapeCase => ({
    call: `instrument search "${query}"`,
    method: 'GET',
    path: cms.discoverySearch({ query, limit: 5, environment: 'test' }),
    schema: InstrumentSearchResultListSchema,
  })),
  ...[Number(VOLVO), FUND_IDS.globalGrowth].map((id): ShapeCase => ({
    call: `buy/sell dots ${id}`,
    method: 'GET',
    path: priceGraphCalls.buySellDots.path({
      accids: [31001, 31002],
      fromDate: '2022-03-12',
      toDate: '2025-03-12',
      legacyInstrumentId: id,
    }),
    schema: BuySellTransactionListSchema,
  })),
];

describe('every broker API answer parses with its core schema', () => {
  it.each(CASES.map((c) => [c.call, c] as const))('%s', async (_call, c) => {
    if (c.persona) await client.loginAs(c.persona);
    const { status, body } = await client.json(c.method, c.path, c.body);
    expect(status).toBe(c.status ?? 200);
    const parsed = v.safeParse(c.schema, body);
    expect(parsed.success ? [] : v.flatten(parsed.issues).nested).toEqual([]);
  });

  it('keeps every persona’s answers parseable, whatever its accounts', async () => {
    for (const persona of [
      'no-customer',
      'dk-customer',
      'fi-customer',
      'partner-customer',
      'minor',
      'unassessed',
    ] as const) {
      await client.loginAs(persona);
      const accounts = await client.json<{ accid: number }[]>('GET', calls.userAccounts.path());
      expect(v.is(AccountListSchema, accounts.body)).toBe(true);
      const accids = accounts.body.map((a) => a.accid);
      const info = await client.json('GET', calls.accountInformation.path(accids));
      expect(v.is(AccountInformationListSchema, info.body)).toBe(true);
      for (const accid of accids) {
        const positions = await client.json('GET', calls.accountPositions.path(accid));
        expect(v.is(PositionListSchema, positions.body)).toBe(true);
      }
      const expiry = await client.json('GET', calls.suitabilityExpiryDates.path());
      expect(v.is(SuitabilityExpirySchema, expiry.body)).toBe(true);
      const held = personaById(persona).accounts.flatMap((account) =>
        [...Object.keys(account.holdings), ...Object.keys(account.shares)].map(Number),
      );
      for (const id of new Set(held)) {
        const dots = await client.json<unknown[]>(
          'GET',
          priceGraphCalls.buySellDots.path({
            accids,
            fromDate: '2022-01-01',
            toDate: '2025-03-12',
            legacyInstrumentId: id,
          }),
        );
        expect(v.is(BuySellTransactionListSchema, dots.body)).toBe(true);
        expect(dots.body.length).toBeGreaterThan(0);
      }
    }
  });
});
