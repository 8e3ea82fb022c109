import { describe, expect, it } from 'vitest';
import {
  FundOrderListResponseSchema,
  FundOrderRequestSchema,
  FundOrderSchema,
  PlaceFundOrderResponseSchema,
} from './fund-order';
import { parse, safeParse } from './parse-boundary';

const buy = {
  instrument_id: 16099851,
  accid: 1,
  orderside: 'BUY',
  amount: { value: 500, currency: 'SEK' },
  order_referrer: 'shareville',
} as const;

const sell = { instrument_id: 16099851, accid: 1, orderside: 'SELL', percent: 50 } as const;

describe('fund order request', () => {
  it('carries an amount with its currency for a buy', () => {
    expect(parse(FundOrderRequestSchema, buy, 'fund order request')).toEqual(buy);
  });

  it('carries a percent for a sell, and the referrer is optional', () => {
    expect(parse(FundOrderRequestSchema, sell, 'fund order request')).toEqual(sell);
  });

  it('rejects a buy without an amount', () => {
    expect(() =>
      parse(FundOrderRequestSchema, { ...sell, orderside: 'BUY' }, 'fund order request'),
    ).toThrow(
      'Invalid fund order request: amount: Invalid key: Expected "amount" but received undefined',
    );
  });

  it('rejects a sell without a percent', () => {
    expect(() =>
      parse(FundOrderRequestSchema, { ...buy, orderside: 'SELL' }, 'fund order request'),
    ).toThrow(
      'Invalid fund order request: percent: Invalid key: Expected "percent" but received undefined',
    );
  });

  it('rejects a side other than BUY or SELL', () => {
    expect(() =>
      parse(FundOrderRequestSchema, { ...buy, orderside: 'buy' }, 'fund order request'),
    ).toThrow(
      'Invalid fund order request: orderside: Invalid type: Expected ("BUY" | "SELL") but received "buy"',
    );
  });

  it('rejects an instrument id that is not a whole number', () => {
    expect(() =>
      parse(FundOrderRequestSchema, { ...buy, instrument_id: 1.5 }, 'fund order request'),
    ).toThrow('Invalid fund order request: instrument_id: Invalid integer: Received 1.5');
  });

  it('rejects an amount without a currency', () => {
    expect(() =>
      parse(FundOrderRequestSchema, { ...buy, amount: { value: 500 } }, 'fund order request'),
    ).toThrow('Invalid fund order request: amount.currency:');
  });

  it('rejects a percent that is not finite', () => {
    expect(
      safeParse(FundOrderRequestSchema, { ...sell, percent: Number.NaN }, 'fund order request')
        .success,
    ).toBe(false);
  });
});

describe('fund order response', () => {
  const fundOrder = {
    order_id: 99,
    account_number: 12345678,
    volume: 1.2345,
    amount: { value: 500 },
    name: 'Index Fund',
  };

  it('reads order_id, account_number, volume, amount.value, percent and name', () => {
    expect(
      parse(PlaceFundOrderResponseSchema, { fund_order: fundOrder }, 'fund order response'),
    ).toEqual({
      fund_order: fundOrder,
    });
  });

  it('accepts a sell answer with a null amount and a percent', () => {
    const sold = { order_id: 100, account_number: 12345678, amount: null, percent: 50 };

    expect(parse(FundOrderSchema, sold, 'fund order')).toEqual(sold);
  });

  it('tolerates fields it does not know, leaving them out', () => {
    expect(parse(FundOrderSchema, { ...fundOrder, state: 'NEW' }, 'fund order')).toEqual(fundOrder);
  });

  it('rejects an answer without an order id', () => {
    expect(() => parse(FundOrderSchema, { account_number: 1 }, 'fund order')).toThrow(
      'Invalid fund order: order_id: Invalid key: Expected "order_id" but received undefined',
    );
  });
});

describe('fund orders list v2', () => {
  it('reads accid, order_side, instrument_id and volume under fund_orders', () => {
    const list = {
      fund_orders: [{ accid: 1, order_side: 'SELL', instrument_id: 5, volume: 10.5 }],
    };

    expect(parse(FundOrderListResponseSchema, list, 'fund orders response')).toEqual(list);
  });

  it('rejects a list that is not under fund_orders', () => {
    const bare = [{ accid: 1, order_side: 'SELL', instrument_id: 5, volume: 10.5 }];

    expect(() => parse(FundOrderListResponseSchema, bare, 'fund orders response')).toThrow(
      'Invalid fund orders response: fund_orders: Invalid key: Expected "fund_orders" but received undefined',
    );
  });
});
