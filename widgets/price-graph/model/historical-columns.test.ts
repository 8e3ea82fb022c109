import { describe, expect, it } from 'vitest';
import {
  historicalColumns,
  historicalPeriodKey,
  historicalPriceDecimals,
} from './historical-columns';

describe('historical table columns', () => {
  it('are Period and Development when no row has High, Low or turnover', () => {
    expect(
      historicalColumns([
        { period: '2025', performance: 3, high: null, low: null, turnover: null },
        { period: '2024', performance: -1 },
      ]),
    ).toEqual(['period', 'development']);
  });

  it('add High, Low and turnover as soon as any row has such data', () => {
    expect(
      historicalColumns([
        { period: '2025', performance: 3, high: 12, low: null },
        { period: '2024', performance: -1, low: 9, turnover: 0 },
      ]),
    ).toEqual(['period', 'development', 'high', 'low', 'turnover']);
  });

  it('add each of them on its own', () => {
    expect(historicalColumns([{ period: '2025', performance: 3, turnover: 1000 }])).toEqual([
      'period',
      'development',
      'turnover',
    ]);
  });
});

describe('historical table period labels', () => {
  it('translate a period id', () => {
    expect(historicalPeriodKey('YEAR_1')).toBe('priceGraph.periodName.YEAR_1');
    expect(historicalPeriodKey('YTD')).toBe('priceGraph.periodName.YTD');
  });

  it('leave a label of the backend, such as a year, as it is', () => {
    expect(historicalPeriodKey('2024')).toBeUndefined();
    expect(historicalPeriodKey('CUSTOM')).toBeUndefined();
  });
});

describe('historical table price decimals', () => {
  it('are those of the highs and lows, at least 2', () => {
    expect(historicalPriceDecimals([{ period: '2025', performance: 1, high: 10, low: 9 }])).toBe(2);
    expect(
      historicalPriceDecimals([{ period: '2025', performance: 1, high: 4.512, low: null }]),
    ).toBe(3);
  });
});
