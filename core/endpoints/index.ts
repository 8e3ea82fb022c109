/**
 * The backend path catalogue: one namespace per area, each a set of small pure
 * builders that return a path (starting with `/`, with a query string where the call takes
 * one). Every builder is a function, even for a fixed path, so that every call site reads the
 * same and a path can gain a parameter without breaking its callers.
 *
 * - Path parameters are encoded with `encodeURIComponent`; a query is built with
 *   `URLSearchParams`, leaves out undefined values and repeats the key of a list
 *   (`accids=1&accids=2`).
 * - the catalogue gives only path shapes and mostly no methods or payloads: each builder's comment says
 *   what the catalogue states and which parts are this kit's choice.
 * - `orderFlowCalls` and `priceGraphCalls` gather the calls the widgets make, with the method,
 *   throttle, caching and retry the catalogue gives for each.
 *
 * @example `${apiBase}${instrument.instrumentById(16099986)}`
 */
export * as authentication from './authentication';
export * as creditsAndLending from './credits-and-lending';
export * as crm from './crm';
export * as customerMessage from './customermessage';
export * as depositWithdrawal from './deposit-withdrawal';
export * as investmentPlan from './investment-plan';
export * as instrument from './instrument';
export * as mortgage from './mortgage';
export * as insurance from './insurance';
export * as transfer from './transfer';
export * as marketData from './market-data';
export * as requiredAction from './required-action';
export * as tax from './tax';
export * as trading from './trading';
export * as transaction from './transaction';
export * as holdings from './holdings';
export * as position from './position';
export * as shareville from './shareville';
export * as cms from './cms';
export * as inspiration from './inspiration';
export * as personalization from './personalization';
export * as customer from './customer';
export * as news from './news';
export * as signup from './signup';
export * as exchangeTrading from './exchange-trading';
export * as fundTrading from './fund-trading';
export * as feeAndBilling from './fee-and-billing';

export type { EndpointCall } from './endpoint-call';
export { DATA_THROTTLE_MS, SUITABILITY_EXPIRY_THROTTLE_MS, orderFlowCalls } from './order-flow';
export {
  BUY_SELL_REFRESH_MS,
  DATA_RETRY_ATTEMPTS,
  DATA_RETRY_INTERVAL_MS,
  priceGraphCalls,
} from './price-graph';
export { isIsoDate, type CountryCode, type Id, type IsoDate } from './path-params';
export {
  DEFAULT_TRANSACTIONS_PARAMS,
  TRANSACTIONS_PAGE_LIMIT,
  readTransactionPages,
  transactionsPageLimit,
  type TransactionPaging,
  type TransactionsCountry,
  type TransactionsPageWindow,
  type TransactionsQuery,
} from './transaction-pages';
