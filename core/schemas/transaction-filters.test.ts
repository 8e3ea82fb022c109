import { describe, expect, it } from 'vitest';
import { parse } from './parse-boundary';
import { TransactionFiltersSchema } from './transaction-filters';

describe('transaction filters', () => {
  const filters = {
    accids: [1, 2],
    fromDate: '2024-01-01',
    toDate: '2024-12-31',
    instrumentFilters: [5],
    transactionTypeFilters: ['BUY'],
    currencyFilters: ['SEK', 'EUR'],
    includeCancellations: false,
    offset: 0,
    limit: 50,
    sort: 'accountingDate',
    sortOrder: 'DESC',
  };

  it('reads accids, fromDate, toDate, the instrument, type and currency filters, includeCancellations, offset, limit, sort and sortOrder', () => {
    expect(parse(TransactionFiltersSchema, filters, 'transaction filters')).toEqual(filters);
  });

  it('needs only the accounts', () => {
    expect(parse(TransactionFiltersSchema, { accids: [1] }, 'transaction filters')).toEqual({
      accids: [1],
    });
  });

  it('rejects a date not written yyyy-MM-dd', () => {
    expect(() =>
      parse(
        TransactionFiltersSchema,
        { ...filters, fromDate: '01/02/2024' },
        'transaction filters',
      ),
    ).toThrow(
      'Invalid transaction filters: fromDate: Invalid date: Expected yyyy-MM-dd but received "01/02/2024"',
    );
  });

  it('rejects a negative offset', () => {
    expect(() =>
      parse(TransactionFiltersSchema, { ...filters, offset: -1 }, 'transaction filters'),
    ).toThrow('Invalid transaction filters: offset: Invalid value: Expected >=0 but received -1');
  });

  it('rejects filters without any account', () => {
    expect(() => parse(TransactionFiltersSchema, { accids: [] }, 'transaction filters')).toThrow(
      'Invalid transaction filters: accids: Invalid length',
    );
  });
});
