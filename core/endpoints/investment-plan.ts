/**
 * Investment plan paths (docs/rules.md#backend-calls: `/investment-plan/v1`), including
 * two calls of the order-flow table: creating an allocation request and reading the allowed
 * allocation-request actions per account and instrument.
 *
 * The catalogue spells `periodic-investment/plans` for the plans and `periodic-investments/plans/{id}`
 * for pause and resume; both spellings are kept as written. Methods and payloads: not shown in
 * the catalogue unless a builder says otherwise.
 */
import type { OrderType } from '../schemas/enumerations';
import { path, withQuery } from './path';
import type { Id } from './path-params';

/** The customer's allocation requests. Method and payload: not shown in the catalogue. */
export const allocationRequests = (): string => '/investment-plan/v1/allocation-requests';

/**
 * Create allocation request, order type FUND: POST with accountNumber,
 * onPremInstrumentId, side, and amount {value, currency} or percent; the error text comes from
 * statusText, and the request list is polled afterwards. The catalogue does not tie the call to a path:
 * The catalogue's `allocation-requests/fund` is this kit's reading.
 */
export const fundAllocationRequests = (): string => '/investment-plan/v1/allocation-requests/fund';

/** Allocation requests for exchange trading. Method and payload: not shown in the catalogue. */
export const exchangeTradingAllocationRequests = (): string =>
  '/investment-plan/v1/allocation-requests/exchange-trading';

/** Cancels the order of an allocation request. Method and payload: not shown in the catalogue. */
export const cancelAllocationRequestOrder = (id: Id): string =>
  path`/investment-plan/v1/allocation-requests/${id}/cancel-order`;

/**
 * Allocation request actions per account and instrument: per side,
 * isAllowed and a reason. The order-flow table says "Path: not shown"; this kit uses
 * The catalogue's `request-actions` with accountNumber and onPremInstrumentId, and sends the
 * order type (FUND in the order flow) as `orderType`, a name of this kit's choosing. Method:
 * not shown in the catalogue.
 */
export const allocationRequestActions = (query: {
  accountNumber: Id;
  onPremInstrumentId: Id;
  orderType?: OrderType;
}): string => withQuery('/investment-plan/v1/allocation-requests/request-actions', query);

/** The customer's periodic investment plans. Method and payload: not shown in the catalogue. */
export const periodicInvestmentPlans = (): string =>
  '/investment-plan/v1/periodic-investment/plans';

/** One periodic investment plan. Method and payload: not shown in the catalogue. */
export const periodicInvestmentPlan = (id: Id): string =>
  path`/investment-plan/v1/periodic-investment/plans/${id}`;

/** Pauses a periodic investment plan. Method and payload: not shown in the catalogue. */
export const pausePeriodicInvestmentPlan = (id: Id): string =>
  path`/investment-plan/v1/periodic-investments/plans/${id}/pause`;

/** Resumes a paused periodic investment plan. Method and payload: not shown in the catalogue. */
export const resumePeriodicInvestmentPlan = (id: Id): string =>
  path`/investment-plan/v1/periodic-investments/plans/${id}/resume`;
