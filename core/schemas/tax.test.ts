import { describe, expect, it } from 'vitest';
import { parse } from './parse-boundary';
import { Tax9aQuerySchema } from './tax';

describe('tax 9a query', () => {
  it('carries the account and the instruments', () => {
    expect(parse(Tax9aQuerySchema, { accid: 1, instruments: [5, 6] }, 'tax 9a query')).toEqual({
      accid: 1,
      instruments: [5, 6],
    });
  });

  it('rejects a query without an account', () => {
    expect(() => parse(Tax9aQuerySchema, { instruments: [5] }, 'tax 9a query')).toThrow(
      'Invalid tax 9a query: accid: Invalid key: Expected "accid" but received undefined',
    );
  });
});
