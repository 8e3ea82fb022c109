import { describe, expect, it } from 'vitest';
import { FUND_IDS } from '../../data/funds';
import { createPricePaths } from '../../data/price-paths';
import { answeredPeriod, availablePeriods, periodStart } from './periods';

const paths = createPricePaths(7);
const VOLVO = paths.of(16099872); // Stockholm
const NOKIA = paths.of(16099871); // Helsinki
const FUND = paths.of(FUND_IDS.swedenIndex);

/** Monday 31 March 2025, 15:00 in Stockholm, the day after summer time began (UTC+2). */
const NOW = Date.parse('2025-03-31T13:00:00Z');

describe('period start dates', () => {
  it('steps back on the market’s calendar, keeping the local time of day', () => {
    expect(new Date(periodStart('WEEK_1', VOLVO, NOW)).toISOString()).toBe(
      '2025-03-24T14:00:00.000Z',
    );
    // 31 March less a month is the last day of February, 15:00 winter time.
    expect(new Date(periodStart('MONTH_1', VOLVO, NOW)).toISOString()).toBe(
      '2025-02-28T14:00:00.000Z',
    );
    expect(new Date(periodStart('MONTH_6', VOLVO, NOW)).toISOString()).toBe(
      '2024-09-30T13:00:00.000Z',
    );
    expect(new Date(periodStart('YEAR_10', VOLVO, NOW)).toISOString()).toBe(
      '2015-03-31T13:00:00.000Z',
    );
  });

  it('starts YTD and ALL at local midnight', () => {
    expect(new Date(periodStart('YTD', VOLVO, NOW)).toISOString()).toBe('2024-12-31T23:00:00.000Z');
    expect(new Date(periodStart('YTD', NOKIA, NOW)).toISOString()).toBe('2024-12-31T22:00:00.000Z');
    expect(new Date(periodStart('ALL', VOLVO, NOW)).toISOString()).toBe('1969-12-31T23:00:00.000Z');
  });

  it('starts a day at the open of the session running, or of the last one', () => {
    expect(new Date(periodStart('DAY_1', VOLVO, NOW)).toISOString()).toBe(
      '2025-03-31T07:00:00.000Z',
    );
    // Before Monday's open the day is Friday's session.
    const mondayEarly = Date.parse('2025-03-31T05:00:00Z');
    expect(new Date(periodStart('DAY_1', VOLVO, mondayEarly)).toISOString()).toBe(
      '2025-03-28T08:00:00.000Z',
    );
  });
});

describe('the periods a listing offers', () => {
  it('offers stocks and indices every period but CUSTOM, funds no DAY_1 either', () => {
    expect(availablePeriods(VOLVO.kind)).toEqual([
      'DAY_1',
      'WEEK_1',
      'MONTH_1',
      'MONTH_3',
      'MONTH_6',
      'YTD',
      'YEAR_1',
      'YEAR_3',
      'YEAR_5',
      'YEAR_10',
      'ALL',
    ]);
    expect(availablePeriods(FUND.kind)).toEqual(availablePeriods('stock').slice(1));
  });

  it('answers a fund’s day with its week', () => {
    expect(answeredPeriod('DAY_1', 'fund')).toBe('WEEK_1');
    expect(answeredPeriod('DAY_1', 'index')).toBe('DAY_1');
    expect(answeredPeriod('YTD', 'fund')).toBe('YTD');
  });
});
