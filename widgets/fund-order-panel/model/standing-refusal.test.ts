import { describe, expect, it } from 'vitest';
import { refusalHolds, refusalScope, standingRefusal } from './standing-refusal';

describe('standing refusals', () => {
  it('are the rules about the customer, the account or the fund', () => {
    expect(refusalScope('CUSTOMER_IS_MINOR')).toBe('panel');
    expect(refusalScope('FUND_NOT_ACTIVE_FOR_BUY')).toBe('panel');
    expect(refusalScope('ACCOUNT_IS_BLOCKED')).toBe('account');
    expect(refusalScope('INVALID_ACCOUNT_TYPE')).toBe('account');
  });

  it('leave out what another amount or a later try may mend', () => {
    for (const code of [
      'NOT_ENOUGH_TRADING_POWER',
      'BELOW_MIN_INVEST_AMOUNT',
      'ABOVE_MAX_AMOUNT',
      'NOT_ENOUGH_POSITIONS',
      'NOT_VALID_TRADABLE',
      'ALLOCATION_REQUEST_FAILED',
      // A request refused for today's trades: the request actions say so for the next one.
      'REQUEST_REJECTED',
      'UNKNOWN_REASON',
      'SOMETHING_NEW',
      'toString',
    ]) {
      expect(refusalScope(code), code).toBeUndefined();
    }
  });

  it('hold for every account when about the customer or the fund', () => {
    const minor = standingRefusal('CUSTOMER_IS_MINOR', 1);
    expect(refusalHolds(minor, 1)).toBe(true);
    expect(refusalHolds(minor, 2)).toBe(true);
  });

  it('hold only for the account they were met on when about the account', () => {
    const blocked = standingRefusal('ACCOUNT_IS_BLOCKED', 1);
    expect(refusalHolds(blocked, 1)).toBe(true);
    expect(refusalHolds(blocked, 2)).toBe(false);
    expect(refusalHolds(standingRefusal('NOT_ENOUGH_TRADING_POWER', 1), 1)).toBe(false);
  });
});
