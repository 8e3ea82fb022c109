import { describe, expect, it } from 'vitest';
import { BuySellDotsQuerySchema, BuySellTransactionListSchema } from './buy-sell-transaction';
import { parse } from './parse-boundary';

describe('buy/sell transaction from the API', () => {
  const transaction = {
    accountNumber: 12345678,
    amount: { value: 1015, currencyCode: 'SEK' },
    price: { value: 101.5, currencyCode: 'SEK' },
    priceUnit: 'SEK',
    quantity: 10,
    timestampEpochMillis: 1700000000000,
    type: 'BUY',
  };

  it('reads accountNumber, amount, price, priceUnit, quantity, timestampEpochMillis and type', () => {
    expect(parse(BuySellTransactionListSchema, [transaction], 'buy/sell dots')).toEqual([
      transaction,
    ]);
  });

  it('tolerates fields it does not know, leaving them out', () => {
    expect(
      parse(BuySellTransactionListSchema, [{ ...transaction, id: 't1' }], 'buy/sell dots'),
    ).toEqual([transaction]);
  });

  it('rejects money spelled with currency instead of currencyCode', () => {
    expect(() =>
      parse(
        BuySellTransactionListSchema,
        [{ ...transaction, price: { value: 101.5, currency: 'SEK' } }],
        'buy/sell dots',
      ),
    ).toThrow(
      'Invalid buy/sell dots: 0.price.currencyCode: Invalid key: Expected "currencyCode" but received undefined',
    );
  });

  it('rejects a transaction that is neither a buy nor a sell', () => {
    expect(() =>
      parse(BuySellTransactionListSchema, [{ ...transaction, type: 'DIVIDEND' }], 'buy/sell dots'),
    ).toThrow(
      'Invalid buy/sell dots: 0.type: Invalid type: Expected ("BUY" | "SELL") but received "DIVIDEND"',
    );
  });
});

describe('buy/sell dots query', () => {
  it('carries accids, fromDate and toDate as yyyy-MM-dd, and legacyInstrumentId', () => {
    const query = {
      accids: [1],
      fromDate: '2024-01-01',
      toDate: '2024-01-31',
      legacyInstrumentId: 5,
    };

    expect(parse(BuySellDotsQuerySchema, query, 'buy/sell dots query')).toEqual(query);
  });
});
