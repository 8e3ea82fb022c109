import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/http/api-error';
import { failureCodeOf, isKnownFailureCode, sendFailure, UNKNOWN_REASON } from './order-failure';

const http = (status: number, code?: string) =>
  new ApiError('http', '/x', 'failed', { status, code });

describe('order failure', () => {
  it('is tracked with the first field code of the response', () => {
    expect(failureCodeOf(http(400, 'NOT_ENOUGH_TRADING_POWER'))).toBe('NOT_ENOUGH_TRADING_POWER');
  });

  it('is tracked as UNKNOWN_REASON without a code', () => {
    expect(failureCodeOf(http(400))).toBe(UNKNOWN_REASON);
    expect(failureCodeOf(new Error('boom'))).toBe(UNKNOWN_REASON);
  });

  it('knows every code of the catalogue and no other', () => {
    expect(isKnownFailureCode('SUPERFUND_NOT_ALLOWED')).toBe(true);
    expect(isKnownFailureCode('ALLOCATION_REQUEST_FAILED')).toBe(true);
    expect(isKnownFailureCode('SOMETHING_NEW')).toBe(false);
    expect(isKnownFailureCode(undefined)).toBe(false);
  });

  it('is a rejection when the backend refused the order', () => {
    expect(sendFailure(http(400, 'BELOW_MIN_INVEST_AMOUNT'))).toBe('rejected');
    expect(sendFailure(http(403, 'CUSTOMER_IS_MINOR'))).toBe('rejected');
  });

  it('says the session expired on a 401', () => {
    expect(sendFailure(http(401))).toBe('session-expired');
  });

  it('leaves the outcome unknown when the answer cannot be trusted', () => {
    expect(sendFailure(http(502))).toBe('unknown');
    expect(sendFailure(http(429))).toBe('unknown');
    expect(sendFailure(new ApiError('timeout', '/x', 'timed out'))).toBe('unknown');
    expect(sendFailure(new ApiError('network', '/x', 'lost'))).toBe('unknown');
    expect(sendFailure(new ApiError('invalid-response', '/x', 'bad body'))).toBe('unknown');
  });

  it('is cancelled when the panel went away', () => {
    expect(sendFailure(new ApiError('aborted', '/x', 'cancelled'))).toBe('cancelled');
  });
});
