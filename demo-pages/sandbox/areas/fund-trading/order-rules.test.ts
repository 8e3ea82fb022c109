import { describe, expect, it } from 'vitest';
import type { FundOrderRequest } from '../../../../core/schemas/fund-order';
import {
  fundOrderRejection,
  INDEX_FUND_DAILY_MAX_SEK,
  type AccountTerms,
  type FundOrderCase,
  type FundTerms,
} from './order-rules';

const fund: FundTerms = {
  currency: 'SEK',
  minInvestment: 100,
  indexFund: false,
  openForBuy: true,
  openForSell: true,
  tradingFrequency: 'DAILY',
};
const account: AccountTerms = {
  blocked: false,
  refusedSides: [],
  accountCode: 'ISK',
  atyid: 1,
  currency: 'SEK',
  tradingPower: 10_000,
};
const buy = (value: number, currency = 'SEK'): FundOrderRequest => ({
  orderside: 'BUY',
  instrument_id: 1,
  accid: 1,
  amount: { value, currency },
});
const sell = (percent: number): FundOrderRequest => ({
  orderside: 'SELL',
  instrument_id: 1,
  accid: 1,
  percent,
});

const orderCase = (overrides: Partial<FundOrderCase>): FundOrderCase => ({
  order: buy(1_000),
  customer: { minor: false, partner: false },
  instrument: fund,
  account,
  suitable: true,
  availableUnits: 50,
  indexFundBuysTodaySek: 0,
  ...overrides,
});

const codeOf = (overrides: Partial<FundOrderCase>) => fundOrderRejection(orderCase(overrides));

describe('fund order rules', () => {
  it('accepts a buy within the trading power and above the minimum', () => {
    expect(codeOf({})).toBeUndefined();
  });

  it('accepts a sell of part of the units not on sell orders', () => {
    expect(codeOf({ order: sell(50) })).toBeUndefined();
  });

  it.each<[string, Partial<FundOrderCase>, string, number]>([
    ['a minor customer', { customer: { minor: true, partner: false } }, 'CUSTOMER_IS_MINOR', 403],
    ['an unknown instrument', { instrument: undefined }, 'UNKNOWN_INSTRUMENT', 400],
    ['an instrument that is no fund', { instrument: 'not-a-fund' }, 'NOT_A_FUND', 400],
    ['an account that is not the customer’s', { account: undefined }, 'ACCOUNT_NOT_FOUND', 400],
    ['a blocked account', { account: { ...account, blocked: true } }, 'ACCOUNT_IS_BLOCKED', 403],
    [
      'a buy on an account without permission to buy',
      { account: { ...account, refusedSides: ['buy'] } },
      'ACCOUNT_IS_BLOCKED_FOR_BUYING',
      403,
    ],
    [
      'a buy on a BLSE account',
      { account: { ...account, accountCode: 'BLSE' } },
      'INVALID_ACCOUNT_TYPE',
      400,
    ],
    [
      'a buy on an account of type 123',
      { account: { ...account, atyid: 123 } },
      'INVALID_ACCOUNT_TYPE',
      400,
    ],
    [
      'a buy of a fund closed for purchase',
      { instrument: { ...fund, openForBuy: false } },
      'FUND_NOT_ACTIVE_FOR_BUY',
      400,
    ],
    [
      'a sell of a fund closed for sale',
      { order: sell(10), instrument: { ...fund, openForSell: false } },
      'FUND_NOT_ACTIVE_FOR_SELL',
      400,
    ],
    [
      'an order for a monthly traded fund',
      { instrument: { ...fund, tradingFrequency: 'MONTHLY' } },
      'FUND_NOT_DAILY_TRADED',
      400,
    ],
    [
      'a partner customer buying an index fund',
      { customer: { minor: false, partner: true }, instrument: { ...fund, indexFund: true } },
      'SUPERFUND_NOT_ALLOWED',
      403,
    ],
    ['a buy without a knowledge test', { suitable: false }, 'NOT_MIFID2_SUITABLE', 403],
    [
      'a buy in another currency than the account’s',
      { order: buy(1_000, 'EUR') },
      'ORDER_ACCOUNT_CURRENCY_MISMATCH',
      400,
    ],
    ['a buy of nothing', { order: buy(0) }, 'VOLUME_IS_ZERO', 400],
    ['a buy below the minimum investment', { order: buy(99) }, 'BELOW_MIN_INVEST_AMOUNT', 400],
    [
      'a buy below the default minimum of 100 when the fund gives none',
      { order: buy(99.99), instrument: { ...fund, minInvestment: null } },
      'BELOW_MIN_INVEST_AMOUNT',
      400,
    ],
    ['a buy above the trading power', { order: buy(10_000.01) }, 'NOT_ENOUGH_TRADING_POWER', 400],
    [
      'index-fund buys above the daily maximum',
      {
        order: buy(2_000),
        instrument: { ...fund, indexFund: true },
        indexFundBuysTodaySek: INDEX_FUND_DAILY_MAX_SEK - 1_000,
      },
      'ABOVE_MAX_AMOUNT',
      400,
    ],
    ['a sell of 0 percent', { order: sell(0) }, 'VOLUME_IS_ZERO', 400],
    ['a sell of more than 100 percent', { order: sell(100.01) }, 'NOT_ENOUGH_POSITIONS', 400],
    [
      'a sell when every unit is already on sell orders',
      { order: sell(50), availableUnits: 0 },
      'NOT_ENOUGH_POSITIONS',
      400,
    ],
    [
      'a sell too small to move a unit',
      { order: sell(0.01), availableUnits: 0.001 },
      'VOLUME_IS_ZERO',
      400,
    ],
  ])('refuses %s', (_what, overrides, code, status) => {
    expect(codeOf(overrides)).toEqual({ code, status });
  });

  it('checks the knowledge test for buys only (sell ignores suitability)', () => {
    expect(codeOf({ order: sell(10), suitable: false })).toBeUndefined();
  });

  it('lets a BLSE or type-123 account sell what it holds', () => {
    expect(codeOf({ order: sell(10), account: { ...account, atyid: 123 } })).toBeUndefined();
  });

  it('accepts a buy of exactly the minimum and exactly the trading power', () => {
    expect(codeOf({ order: buy(100) })).toBeUndefined();
    expect(codeOf({ order: buy(10_000) })).toBeUndefined();
  });

  it('answers the first broken rule: a minor is told so before anything else', () => {
    expect(
      codeOf({
        customer: { minor: true, partner: false },
        instrument: undefined,
        account: undefined,
      })?.code,
    ).toBe('CUSTOMER_IS_MINOR');
  });
});
