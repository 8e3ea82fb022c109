/**
 * The calls of the fund order flow in one place: each with its
 * path builder, its method, its throttle and whether it is cached. Most of their
 * paths are not shown in the catalogue; the builders' comments say which paths are this kit's choice,
 * and the sandbox backend serves exactly these.
 */
import { AccountInformationListSchema } from '../schemas/account';
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
import * as authentication from './authentication';
import * as customer from './customer';
import type { EndpointCall, QueryEndpoint } from './endpoint-call';
import { userAccountsCall } from './user-accounts';
import * as fundTrading from './fund-trading';
import * as holdings from './holdings';
import * as instrument from './instrument';
import * as investmentPlan from './investment-plan';

/** The order-flow data throttle, in milliseconds. */
export const DATA_THROTTLE_MS = 7000;

/** The suitability-expiry throttle, in milliseconds. */
export const SUITABILITY_EXPIRY_THROTTLE_MS = 1000;

export const orderFlowCalls = {
  /** POST, empty body; answers `jwt`. */
  tokenRefresh: { method: 'POST', path: authentication.sessionRefresh, cached: false },
  /** POST with instrument_id, accid, orderside, amount or percent, order_referrer. */
  placeFundOrder: { method: 'POST', path: fundTrading.placeFundOrder, cached: false },
  /** Reads fund_orders; a refresh is forced after an order. */
  fundOrders: {
    method: 'GET',
    path: fundTrading.fundOrders,
    schema: FundOrderListResponseSchema,
    what: 'fund orders',
    throttleMs: DATA_THROTTLE_MS,
    cached: false,
  },
  /** POST (investment plan) with accountNumber, onPremInstrumentId, side, amount or percent. */
  createAllocationRequest: {
    method: 'POST',
    path: investmentPlan.fundAllocationRequests,
    cached: false,
  },
  accountInformation: {
    method: 'GET',
    path: customer.accountInformation,
    schema: AccountInformationListSchema,
    what: 'account information',
    throttleMs: DATA_THROTTLE_MS,
    cached: false,
  },
  accountPositions: {
    method: 'GET',
    path: holdings.accountPositions,
    throttleMs: DATA_THROTTLE_MS,
    cached: false,
  },
  instrumentWithPositions: {
    method: 'GET',
    path: instrument.instrumentWithPositions,
    schema: InstrumentWithPositionsSchema,
    what: 'positions',
    throttleMs: DATA_THROTTLE_MS,
    cached: false,
  },
  instrument: {
    method: 'GET',
    path: instrument.instrumentById,
    schema: InstrumentSchema,
    what: 'instrument',
    cached: true,
  },
  instrumentFundInfo: {
    method: 'GET',
    path: instrument.fundInfo,
    schema: FundInfoSchema,
    what: 'fund info',
    cached: false,
  },
  instrumentSuitability: {
    method: 'GET',
    path: instrument.suitability,
    schema: InstrumentSuitabilitySchema,
    what: 'suitability',
    throttleMs: DATA_THROTTLE_MS,
    cached: false,
  },
  /**
   * Not tried again: the expiry dates only add a reminder to the knowledge test's answer, and
   * the order does not wait for them (this kit's choice).
   */
  suitabilityExpiryDates: {
    method: 'GET',
    path: instrument.suitabilityExpiryDates,
    schema: SuitabilityExpirySchema,
    what: 'suitability expiry dates',
    throttleMs: SUITABILITY_EXPIRY_THROTTLE_MS,
    cached: false,
    retry: { attempts: 0, intervalMs: 0 },
  },
  userAccounts: userAccountsCall,
  /** Order type FUND. The catalogue shows neither the path nor the method. */
  allocationRequestActions: {
    path: investmentPlan.allocationRequestActions,
    schema: AllocationRequestActionsSchema,
    what: 'allocation request actions',
    cached: false,
  },
  /** The customer's allocation requests (investment plan); polled while one is still moving. */
  allocationRequests: {
    path: investmentPlan.allocationRequests,
    schema: AllocationRequestListSchema,
    what: 'allocation requests',
    cached: false,
  },
  /** The customer's periodic investment plans. */
  periodicInvestmentPlans: {
    path: investmentPlan.periodicInvestmentPlans,
    schema: PeriodicPlanListSchema,
    what: 'periodic investment plans',
    cached: false,
  },
  /**
   * The saved order-panel settings. The catalogue shows neither method nor payload: a GET to
   * load (and a PUT of the whole object to save) is this kit's choice.
   */
  userSettings: {
    path: customer.profileSettings,
    schema: UserSettingsSchema,
    what: 'user settings',
    cached: false,
  },
} as const satisfies Readonly<Record<string, EndpointCall | QueryEndpoint>>;
