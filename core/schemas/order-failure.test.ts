import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  FundOrderErrorResponseSchema,
  ORDER_FAILURE_CODES,
  OrderFailureCodeSchema,
  REQUEST_FAILURE_CODES,
} from './order-failure';
import { parse } from './parse-boundary';

describe('order failure codes', () => {
  it('lists exactly the failure codes, in the catalogue’s order and spelling', () => {
    expect(ORDER_FAILURE_CODES).toEqual([
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
    ]);
  });

  it('lists the request codes ALLOCATION_REQUEST_FAILED, REQUEST_REJECTED and ORDER_REJECTED', () => {
    expect(REQUEST_FAILURE_CODES).toEqual([
      'ALLOCATION_REQUEST_FAILED',
      'REQUEST_REJECTED',
      'ORDER_REJECTED',
    ]);
  });
});

describe('rejected fund order body', () => {
  it('reads the code of each field', () => {
    const body = { fields: [{ code: 'NOT_ENOUGH_TRADING_POWER', field: 'amount' }] };

    expect(parse(FundOrderErrorResponseSchema, body, 'fund order error')).toEqual({
      fields: [{ code: 'NOT_ENOUGH_TRADING_POWER' }],
    });
  });

  it('keeps a code it does not know, for the failure view and the log', () => {
    const output = parse(
      FundOrderErrorResponseSchema,
      { fields: [{ code: 'BRAND_NEW_CODE' }] },
      'fund order error',
    );

    expect(output.fields[0]?.code).toBe('BRAND_NEW_CODE');
    expect(v.is(OrderFailureCodeSchema, output.fields[0]?.code)).toBe(false);
  });
});
