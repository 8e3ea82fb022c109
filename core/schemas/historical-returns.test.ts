import { describe, expect, it } from 'vitest';
import { HistoricalReturnsSchema } from './historical-returns';
import { parse } from './parse-boundary';

describe('historical returns rows', () => {
  it('reads period, performance, high, low and turnover', () => {
    const rows = [{ period: '2023', performance: 12.3, high: 110, low: 95, turnover: 1_000_000 }];

    expect(parse(HistoricalReturnsSchema, rows, 'historical returns')).toEqual(rows);
  });

  it('accepts rows without high, low and turnover, which then get no columns', () => {
    const rows = [{ period: 'YEAR_1', performance: -4.2 }];

    expect(parse(HistoricalReturnsSchema, rows, 'historical returns')).toEqual(rows);
  });

  it('rejects a performance given as text, naming the row', () => {
    expect(() =>
      parse(
        HistoricalReturnsSchema,
        [{ period: '2023', performance: '12,3' }],
        'historical returns',
      ),
    ).toThrow(
      'Invalid historical returns: 0.performance: Invalid type: Expected number but received "12,3"',
    );
  });
});
