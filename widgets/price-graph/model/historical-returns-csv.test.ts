import { describe, expect, it } from 'vitest';
import type { HistoricalReturns } from '../../../core/schemas/historical-returns';
import '../texts';
import { historicalDataFileName, historicalReturnsCsv } from './historical-returns-csv';

const STOCK: HistoricalReturns = [
  { period: '2025', performance: 12.5, high: 231.4, low: 180.05, turnover: 123456789 },
  { period: '2024', performance: -3.25, high: 210, low: 170.5, turnover: null },
];

describe('historical data as CSV (RFC 4180)', () => {
  it('has a header line and one line per row, each ended by CRLF', () => {
    expect(historicalReturnsCsv(STOCK)).toBe(
      'period,development,high,low,turnover\r\n' +
        '2025,12.5,231.4,180.05,123456789\r\n' +
        '2024,-3.25,210,170.5,\r\n',
    );
  });

  it('has only the columns the table has', () => {
    expect(historicalReturnsCsv([{ period: 'YEAR_1', performance: null }])).toBe(
      'period,development\r\nYEAR_1,\r\n',
    );
  });

  it('in a locale, has the headings and period names of its language and its decimal comma, quoted', () => {
    expect(
      historicalReturnsCsv(
        [{ period: 'YEAR_1', performance: 1.5, high: 10.25, low: 9, turnover: 1000 }],
        'sv-SE',
      ),
    ).toBe('Period,Utveckling,Högst,Lägst,Omsättning\r\nEtt år,"1,5","10,25",9,1000\r\n');
  });

  it('quotes a field holding a quote, a comma or a line break, doubling its quotes', () => {
    expect(
      historicalReturnsCsv([
        { period: 'Q1 "early", 2024', performance: 1 },
        { period: 'two\nlines', performance: 2 },
      ]),
    ).toBe('period,development\r\n"Q1 ""early"", 2024",1\r\n"two\nlines",2\r\n');
  });
});

describe('the downloaded file name', () => {
  it('is the instrument name without characters a file name may not hold', () => {
    expect(historicalDataFileName('Volvo B')).toBe('Volvo B historical data.csv');
    expect(historicalDataFileName('A/S "Nord":  Bank')).toBe('A S Nord Bank historical data.csv');
    expect(historicalDataFileName('  ')).toBe('instrument historical data.csv');
  });
});
