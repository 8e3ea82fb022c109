import { describe, expect, it } from 'vitest';
import type { Account } from '../../../core/schemas/account';
import { accidsByAccountNumber, buySellDotsQuery, buySellDotsWanted } from './buy-sell-request';

const account = (accid: number, accno: number): Account => ({
  accid,
  accno,
  is_blocked: false,
  account_code: 'ISK',
  atyid: 1,
});

const TARGET = { instrumentId: '16099872', from: '2026-01-01', to: '2026-03-31' };

describe('buy/sell dots are requested', () => {
  it('when logged in, with a known period and the feature enabled', () => {
    expect(buySellDotsWanted({ loggedIn: true, period: 'YEAR_1', enabled: true })).toBe(true);
  });

  it('not for a reader who is not logged in', () => {
    expect(buySellDotsWanted({ loggedIn: false, period: 'YEAR_1', enabled: true })).toBe(false);
  });

  it('not with an unknown period', () => {
    expect(buySellDotsWanted({ loggedIn: true, period: 'YEAR_2', enabled: true })).toBe(false);
  });

  it('not with the feature or the setting off', () => {
    expect(buySellDotsWanted({ loggedIn: true, period: 'DAY_1', enabled: false })).toBe(false);
  });

  it('with every account of the customer, the days and the legacy instrument id', () => {
    expect(buySellDotsQuery([account(11, 9001), account(12, 9002)], TARGET)).toEqual({
      accids: [11, 12],
      fromDate: '2026-01-01',
      toDate: '2026-03-31',
      legacyInstrumentId: 16099872,
    });
  });

  it('not without at least one account', () => {
    expect(buySellDotsQuery([], TARGET)).toBeUndefined();
  });

  it('not for a series without a numeric instrument id, such as an index symbol', () => {
    expect(buySellDotsQuery([account(11, 9001)], { ...TARGET, instrumentId: 'OMXS30' })).toBe(
      undefined,
    );
  });

  it('not for a day that is not yyyy-MM-dd', () => {
    expect(buySellDotsQuery([account(11, 9001)], { ...TARGET, to: '2026-3-31' })).toBeUndefined();
  });
});

describe('the accid of a transaction', () => {
  it('is looked up from the account number, both as text', () => {
    expect(accidsByAccountNumber([account(11, 9001), account(12, 9002)])).toEqual(
      new Map([
        ['9001', '11'],
        ['9002', '12'],
      ]),
    );
  });
});
