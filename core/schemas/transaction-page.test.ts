import { describe, expect, it } from 'vitest';
import { parse } from './parse-boundary';
import { TransactionPageSchema } from './transaction-page';

describe('a page of transactions', () => {
  const transaction = {
    accountNumber: 12345678,
    amount: { value: 1015, currencyCode: 'SEK' },
    price: { value: 101.5, currencyCode: 'SEK' },
    priceUnit: 'SEK',
    quantity: 10,
    timestampEpochMillis: 1700000000000,
    type: 'SELL',
    instrumentId: 16099872,
  };

  it('reads the transaction from the API with the instrument’s id', () => {
    expect(parse(TransactionPageSchema, [transaction], 'transactions')).toEqual([transaction]);
  });

  it('refuses a transaction without its instrument', () => {
    const withoutInstrument = { ...transaction, instrumentId: undefined };
    expect(() => parse(TransactionPageSchema, [withoutInstrument], 'transactions')).toThrow(
      /transactions/,
    );
  });
});
