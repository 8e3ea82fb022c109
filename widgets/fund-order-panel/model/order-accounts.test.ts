import { describe, expect, it } from 'vitest';
import type { Account } from '../../../core/schemas/account';
import { accountLabel, chosenAccount, orderAccounts, preselectedAccount } from './order-accounts';

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

describe('account ordered from', () => {
  const fund = (accid: number, value: number) => ({
    accid,
    instrument: { instrument_id: 7, last_nav: 100 },
    market_value_acc: { value },
  });
  const book = {
    accounts,
    positions: [fund(2, 100), fund(5, 300)],
    fundOrders: [],
    instrument: { instrument_id: 7 },
  };
  const choose = (choice: number | undefined, side: 'BUY' | 'SELL' = 'BUY') =>
    chosenAccount({ side, book, choice, queryAccid: undefined, savedAccountIds: [5] });

  it('is the customer’s choice', () => {
    expect(choose(1).account?.accid).toBe(1);
  });

  it('is the preselected account before a choice, or when the choice is not offered', () => {
    expect(choose(undefined).account?.accid).toBe(5);
    expect(choose(4).account?.accid).toBe(5);
  });

  it('comes with what it holds of the fund', () => {
    expect(choose(undefined, 'SELL')).toMatchObject({
      holdings: 300,
      listed: [{ accid: 2 }, { accid: 5 }],
    });
    expect(choose(1).holdings).toBe(0);
  });

  it('is none before the book is loaded', () => {
    expect(
      chosenAccount({
        side: 'BUY',
        book: undefined,
        choice: 1,
        queryAccid: 1,
        savedAccountIds: undefined,
      }),
    ).toEqual({ listed: [], account: undefined, holdings: 0 });
  });
});
