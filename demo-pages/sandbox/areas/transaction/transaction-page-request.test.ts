import { describe, expect, it } from 'vitest';
import { Rejection } from '../../router';
import { PAGE_LIMIT, transactionPageRequest } from './transaction-page-request';

const read = (query: string, defaultLimit?: number) =>
  transactionPageRequest(new URLSearchParams(query), defaultLimit);

describe('a request for a page of transactions', () => {
  it('defaults to country se, limit 50, offset 0', () => {
    expect(read('')).toEqual({
      accids: [],
      fromDate: undefined,
      toDate: undefined,
      instruments: [],
      country: 'se',
      limit: 50,
      offset: 0,
    });
  });

  it('defaults to the page limit 200 where the list says so (Netfonds transactions)', () => {
    expect(read('', PAGE_LIMIT).limit).toBe(200);
  });

  it('serves no page longer than 200 (page limit)', () => {
    expect(read('limit=200').limit).toBe(200);
    expect(read('limit=201').limit).toBe(200);
    expect(read('limit=5000&offset=400')).toMatchObject({ limit: 200, offset: 400 });
  });

  it('reads the filters it is given', () => {
    expect(
      read(
        'accids=1&accids=2&fromDate=2024-01-01&toDate=2024-12-31&instrumentFilters=7&country=no',
      ),
    ).toMatchObject({
      accids: [1, 2],
      fromDate: '2024-01-01',
      toDate: '2024-12-31',
      instruments: [7],
      country: 'no',
    });
  });

  it.each([
    ['limit=0', 'limit must be 1 or more, not 0'],
    ['offset=-1', 'offset must be 0 or more, not -1'],
    ['limit=ten', 'limit must be a whole number, not ten'],
    ['country=de', 'country is one of se, no, dk, fi, not de'],
    [
      'fromDate=2024-12-31&toDate=2024-01-01',
      'toDate (2024-01-01) is before fromDate (2024-12-31)',
    ],
  ])('refuses %s', (query, message) => {
    expect(() => read(query)).toThrow(new Rejection(400, 'INPUT_ERROR', message));
  });
});
