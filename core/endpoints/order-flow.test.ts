import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AccountInformationListSchema, AccountListSchema } from '../schemas/account';
import {
  AllocationRequestActionsSchema,
  AllocationRequestListSchema,
} from '../schemas/allocation-request';
import { PeriodicPlanListSchema } from '../schemas/periodic-plan';
import { UserSettingsSchema } from '../schemas/user-settings';
import { FundInfoSchema } from '../schemas/fund-info';
import { FundOrderListResponseSchema } from '../schemas/fund-order';
import { InstrumentSchema } from '../schemas/instrument';
import { InstrumentWithPositionsSchema } from '../schemas/position';
import { InstrumentSuitabilitySchema, SuitabilityExpirySchema } from '../schemas/suitability';
import type { EndpointCall } from './endpoint-call';
import { orderFlowCalls as calls } from './order-flow';

type Policy = Omit<EndpointCall, 'path'>;
/** A call with what its answer is parsed with and called, where the panel loads it. */
type Declared = EndpointCall & { schema?: v.GenericSchema; what?: string };
const GET_7S: Policy = { method: 'GET', throttleMs: 7000, cached: false };

describe('order flow calls', () => {
  const rows: readonly [keyof typeof calls, Policy, string, string][] = [
    [
      'tokenRefresh',
      { method: 'POST', cached: false },
      calls.tokenRefresh.path(),
      '/nnxapi/authentication/v2/sessions/refresh',
    ],
    [
      'placeFundOrder',
      { method: 'POST', cached: false },
      calls.placeFundOrder.path(),
      '/fund-trading/v1/fund-orders',
    ],
    ['fundOrders', GET_7S, calls.fundOrders.path(), '/fund-trading/v2/fund-orders'],
    [
      'createAllocationRequest',
      { method: 'POST', cached: false },
      calls.createAllocationRequest.path(),
      '/investment-plan/v1/allocation-requests/fund',
    ],
    [
      'accountInformation',
      GET_7S,
      calls.accountInformation.path([11, 12]),
      '/customer/v2/accounts/info?accids=11&accids=12',
    ],
    [
      'accountPositions',
      GET_7S,
      calls.accountPositions.path(11),
      '/holdings/accounts/11/positions',
    ],
    [
      'instrumentWithPositions',
      GET_7S,
      calls.instrumentWithPositions.path(16099986, [11, 12]),
      '/instrument/v1/instruments/16099986/positions?accids=11&accids=12',
    ],
    [
      'instrument',
      { method: 'GET', cached: true },
      calls.instrument.path(16099986),
      '/instrument/v1/instruments/16099986',
    ],
    [
      'instrumentFundInfo',
      { method: 'GET', cached: false },
      calls.instrumentFundInfo.path(16099986),
      '/instrument/v1/instruments/16099986/fund-info',
    ],
    [
      'instrumentSuitability',
      GET_7S,
      calls.instrumentSuitability.path(16099986),
      '/instrument/v1/instruments/16099986/suitability',
    ],
    [
      'suitabilityExpiryDates',
      {
        method: 'GET',
        throttleMs: 1000,
        cached: false,
        retry: { attempts: 0, intervalMs: 0 },
      },
      calls.suitabilityExpiryDates.path(),
      '/instrument/v1/suitability/expiry-dates',
    ],
    [
      'userAccounts',
      { method: 'GET', cached: true },
      calls.userAccounts.path(),
      '/customer/v2/accounts',
    ],
    [
      'allocationRequestActions',
      { cached: false },
      calls.allocationRequestActions.path({
        accountNumber: 12345678,
        onPremInstrumentId: 16099986,
        orderType: 'FUND',
      }),
      '/investment-plan/v1/allocation-requests/request-actions?accountNumber=12345678&onPremInstrumentId=16099986&orderType=FUND',
    ],
    [
      'allocationRequests',
      { cached: false },
      calls.allocationRequests.path(),
      '/investment-plan/v1/allocation-requests',
    ],
    [
      'periodicInvestmentPlans',
      { cached: false },
      calls.periodicInvestmentPlans.path(),
      '/investment-plan/v1/periodic-investment/plans',
    ],
    ['userSettings', { cached: false }, calls.userSettings.path(), '/customer/v2/profile-settings'],
  ];

  it.each(rows)('%s is %o at %s', (name, policy, built, expected) => {
    const { path, schema, what, ...rest } = calls[name] as Declared;
    // The path is checked by the row's built path, the answer by the test below.
    void [path, schema, what];
    expect(rest).toStrictEqual(policy);
    expect(built).toBe(expected);
  });

  it('parses and names each answer the panel loads', () => {
    const answers: [keyof typeof calls, v.GenericSchema, string][] = [
      ['userAccounts', AccountListSchema, 'user accounts'],
      ['instrument', InstrumentSchema, 'instrument'],
      ['fundOrders', FundOrderListResponseSchema, 'fund orders'],
      ['instrumentFundInfo', FundInfoSchema, 'fund info'],
      ['instrumentWithPositions', InstrumentWithPositionsSchema, 'positions'],
      ['accountInformation', AccountInformationListSchema, 'account information'],
      ['instrumentSuitability', InstrumentSuitabilitySchema, 'suitability'],
      ['suitabilityExpiryDates', SuitabilityExpirySchema, 'suitability expiry dates'],
      ['allocationRequestActions', AllocationRequestActionsSchema, 'allocation request actions'],
      ['allocationRequests', AllocationRequestListSchema, 'allocation requests'],
      ['periodicInvestmentPlans', PeriodicPlanListSchema, 'periodic investment plans'],
      ['userSettings', UserSettingsSchema, 'user settings'],
    ];
    for (const [name, schema, what] of answers) {
      expect(calls[name] as Declared).toMatchObject({ schema, what });
    }
  });

  it('lists every call of the table once', () => {
    expect(rows.map(([name]) => name).sort()).toEqual(Object.keys(calls).sort());
  });
});
