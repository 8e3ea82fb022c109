import * as v from 'valibot';

/** The failure codes a fund order can be rejected with, in the the catalogue's order. */
export const ORDER_FAILURE_CODES = [
  'SUPERFUND_NOT_ALLOWED',
  'NOT_ENOUGH_TRADING_POWER',
  'NOT_VALID_TRADABLE',
  'UNKNOWN_INSTRUMENT',
  'NOT_A_FUND',
  'ABOVE_MAX_AMOUNT',
  'INVALID_FUND_UNIVERSE',
  'FUND_NOT_ACTIVE_FOR_BUY',
  'FUND_NOT_ACTIVE_FOR_SELL',
  'FUND_NOT_DAILY_TRADED',
  'FUND_EMT_DATA_MISSING_ERROR',
  'NOT_ENOUGH_POSITIONS',
  'BELOW_MIN_INVEST_AMOUNT',
  'NOT_MIFID2_SUITABLE',
  'INVALID_ACCOUNT_TYPE',
  'NO_SUITABLE_AGREEMENT',
  // Spelled as the backend spells it.
  'INSID_ISINCODE_MISSMATCH',
  'ACCOUNT_IS_BLOCKED',
  'ACCOUNT_IS_BLOCKED_FOR_BUYING',
  'ACCOUNT_NOT_FOUND',
  'ORDER_ACCOUNT_CURRENCY_MISMATCH',
  'MANDATORY_FIELD_MISSING',
  'INPUT_ERROR',
  'CUSTOMER_IS_MINOR',
  'USER_NOT_ALLOWED_TO_PLACE_ORDER',
  'ABASEC_ORDER_ID_ALREADY_INSERTED',
  'VOLUME_IS_ZERO',
  'KYC_ANSWER_INVALID',
  'HEDGE_FUND_NOT_FOUND',
  'TOO_MANY_BUY_LEGS',
  'MISSING_KIID_FOR_ACCOUNT_COUNTRY_CODE',
] as const;
/** Parses a fund order failure code. */
export const OrderFailureCodeSchema = v.picklist(ORDER_FAILURE_CODES);
/** A fund order failure code. */
export type OrderFailureCode = v.InferOutput<typeof OrderFailureCodeSchema>;

/**
 * The failure codes of an allocation request: the call failed
 * (`ALLOCATION_REQUEST_FAILED`), or the request came back with a rejecting status.
 */
export const REQUEST_FAILURE_CODES = [
  'ALLOCATION_REQUEST_FAILED',
  'REQUEST_REJECTED',
  'ORDER_REJECTED',
] as const;
/** Parses an allocation request failure code. */
export const RequestFailureCodeSchema = v.picklist(REQUEST_FAILURE_CODES);
/** An allocation request failure code. */
export type RequestFailureCode = v.InferOutput<typeof RequestFailureCodeSchema>;

// The body of a rejected fund order is the backend's field-error body (field-errors.ts), which
// every request's error is read with; it lives apart so that reading an error does not carry
// the code lists above.
export { FundOrderErrorResponseSchema, type FundOrderErrorResponse } from './field-errors';
