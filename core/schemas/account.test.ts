import { describe, expect, it } from 'vitest';
import { AccountInformationListSchema, AccountListSchema, AccountSchema } from './account';
import { parse } from './parse-boundary';

const account = {
  accid: 1,
  accno: 12345678,
  alias: 'Savings',
  symbol: 'ISK',
  is_blocked: false,
  account_code: 'ISK',
  atyid: 7,
};

describe('account', () => {
  it('reads accid, accno, alias, symbol, is_blocked, account_code and atyid', () => {
    expect(parse(AccountListSchema, [account], 'user accounts response')).toEqual([account]);
  });

  it('accepts an account without an alias', () => {
    const withoutAlias: Partial<typeof account> = { ...account };
    delete withoutAlias.alias;

    expect(parse(AccountSchema, withoutAlias, 'account')).toEqual(withoutAlias);
    expect(parse(AccountSchema, { ...account, alias: null }, 'account')).toEqual({
      ...account,
      alias: null,
    });
  });

  it('tolerates fields it does not know, leaving them out', () => {
    expect(parse(AccountSchema, { ...account, default: true }, 'account')).toEqual(account);
  });

  it('rejects a blocked flag that is not a boolean', () => {
    expect(() => parse(AccountSchema, { ...account, is_blocked: 'false' }, 'account')).toThrow(
      'Invalid account: is_blocked: Invalid type: Expected boolean but received "false"',
    );
  });

  it('rejects an account without its type id, which the excluded-account rule reads', () => {
    const withoutType: Partial<typeof account> = { ...account };
    delete withoutType.atyid;

    expect(() => parse(AccountSchema, withoutType, 'account')).toThrow(
      'Invalid account: atyid: Invalid key: Expected "atyid" but received undefined',
    );
  });
});

describe('account information', () => {
  const information = {
    accid: 1,
    account_sum: { value: 10500.25, currency: 'SEK' },
    trading_power: { value: 2500, currency: 'SEK' },
  };

  it('reads account_sum and trading_power, each with value and currency', () => {
    expect(
      parse(AccountInformationListSchema, [information], 'account information response'),
    ).toEqual([information]);
  });

  it('rejects a trading power without a currency', () => {
    expect(() =>
      parse(
        AccountInformationListSchema,
        [{ ...information, trading_power: { value: 2500 } }],
        'account information response',
      ),
    ).toThrow(
      'Invalid account information response: 0.trading_power.currency: Invalid key: Expected "currency" but received undefined',
    );
  });
});
