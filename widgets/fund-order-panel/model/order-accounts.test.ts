import { describe, expect, it } from 'vitest';
import type { Account } from '../../../core/schemas/account';
import { accountLabel, orderAccounts, preselectedAccount } from './order-accounts';

const account = (accid: number, changes: Partial<Account> = {}): Account => ({
  accid,
  accno: accid * 10,
  alias: null,
  symbol: 'ISK',
  is_blocked: false,
  account_code: 'ISK',
  atyid: 1,
  ...changes,
});

const accounts = [
  account(1),
  account(2, { account_code: 'BLSE' }),
  account(3, { atyid: 123 }),
  account(4, { is_blocked: true }),
  account(5),
];
const holdings = new Map([
  [2, 100],
  [4, 100],
  [5, 300],
]);

describe('accounts offered', () => {
  it('for buy leave out code BLSE, type 123 and blocked accounts', () => {
    expect(orderAccounts('BUY', accounts, holdings).map((a) => a.accid)).toEqual([1, 5]);
  });

  it('for sell are only those holding the instrument, never blocked ones', () => {
    expect(orderAccounts('SELL', accounts, holdings).map((a) => a.accid)).toEqual([2, 5]);
  });
});

describe('account preselection', () => {
  const buyListed = orderAccounts('BUY', accounts, holdings);
  const sellListed = orderAccounts('SELL', accounts, holdings);

  it('for buy takes the accid from the query first', () => {
    expect(
      preselectedAccount({ side: 'BUY', listed: buyListed, queryAccid: 5, savedAccountIds: [1] }),
    ).toBe(5);
  });

  it('for buy takes the first saved account without a query accid', () => {
    expect(
      preselectedAccount({
        side: 'BUY',
        listed: buyListed,
        queryAccid: undefined,
        savedAccountIds: [5, 1],
      }),
    ).toBe(5);
  });

  it('for buy takes the only account when nothing else says', () => {
    expect(
      preselectedAccount({
        side: 'BUY',
        listed: [account(9)],
        queryAccid: undefined,
        savedAccountIds: undefined,
      }),
    ).toBe(9);
    expect(
      preselectedAccount({
        side: 'BUY',
        listed: buyListed,
        queryAccid: undefined,
        savedAccountIds: [],
      }),
    ).toBeUndefined();
  });

  it('never preselects an account that is not offered', () => {
    expect(
      preselectedAccount({ side: 'BUY', listed: buyListed, queryAccid: 4, savedAccountIds: [3] }),
    ).toBeUndefined();
  });

  it('for sell takes the query accid only if it holds the fund', () => {
    expect(
      preselectedAccount({ side: 'SELL', listed: sellListed, queryAccid: 5, savedAccountIds: [] }),
    ).toBe(5);
    expect(
      preselectedAccount({ side: 'SELL', listed: sellListed, queryAccid: 1, savedAccountIds: [2] }),
    ).toBe(2);
  });

  it('for sell picks none when neither the query nor the saved account holds the fund', () => {
    expect(
      preselectedAccount({
        side: 'SELL',
        listed: [account(5)],
        queryAccid: 1,
        savedAccountIds: [1],
      }),
    ).toBeUndefined();
  });

  it('names an account by alias, else symbol, with its number', () => {
    expect(accountLabel(account(1, { alias: 'Pension' }))).toBe('Pension · 10');
    expect(accountLabel(account(1))).toBe('ISK · 10');
  });
});
