import { describe, expect, it } from 'vitest';
import { NAMED_PERIODS } from './periods';
import { chosenResolution, isIntraday, periodLikeSpan, periodResolutions } from './resolutions';

describe('the resolutions a period offers', () => {
  it('offers stocks and indices the table’s resolutions and defaults', () => {
    const table = Object.fromEntries(
      NAMED_PERIODS.map((period) => {
        const { valid, fallback } = periodResolutions(period, 'stock');
        return [period, `${valid.join(' ')} (${fallback})`];
      }),
    );
    expect(table).toEqual({
      DAY_1: 'MIN_1 MIN_2 MIN_5 MIN_15 MIN_30 HOUR_1 (MIN_5)',
      WEEK_1: 'MIN_5 MIN_15 MIN_30 HOUR_1 HOUR_4 DAY (MIN_30)',
      MONTH_1: 'MIN_30 HOUR_1 HOUR_4 DAY (HOUR_1)',
      MONTH_3: 'HOUR_4 DAY WEEK (DAY)',
      MONTH_6: 'HOUR_4 DAY WEEK (DAY)',
      YTD: 'HOUR_4 DAY WEEK (DAY)',
      YEAR_1: 'HOUR_4 DAY WEEK (DAY)',
      YEAR_3: 'DAY WEEK MONTH (DAY)',
      YEAR_5: 'DAY WEEK MONTH (WEEK)',
      YEAR_10: 'DAY WEEK MONTH QUARTER (WEEK)',
      ALL: 'DAY WEEK MONTH QUARTER (MONTH)',
    });
    expect(periodResolutions('YEAR_5', 'index')).toEqual(periodResolutions('YEAR_5', 'stock'));
  });

  it('offers a fund no intraday resolution, and a day and a week when nothing else is left', () => {
    for (const period of NAMED_PERIODS) {
      const { valid, fallback } = periodResolutions(period, 'fund');
      expect(valid.some(isIntraday)).toBe(false);
      expect(valid).toContain(fallback);
    }
    expect(periodResolutions('DAY_1', 'fund')).toEqual({ valid: ['DAY', 'WEEK'], fallback: 'DAY' });
    expect(periodResolutions('WEEK_1', 'fund')).toEqual({ valid: ['DAY'], fallback: 'DAY' });
    expect(periodResolutions('MONTH_3', 'fund')).toEqual({
      valid: ['DAY', 'WEEK'],
      fallback: 'DAY',
    });
  });

  it('answers a resolution the period does not offer with its default', () => {
    const week = periodResolutions('WEEK_1', 'stock');
    expect(chosenResolution(week, 'HOUR_4')).toBe('HOUR_4');
    expect(chosenResolution(week, 'QUARTER')).toBe('MIN_30');
    expect(chosenResolution(week, 'FORTNIGHT')).toBe('MIN_30');
    expect(chosenResolution(week, null)).toBe('MIN_30');
  });

  it('offers a custom range the resolutions of the period its length is like', () => {
    expect([1, 2, 3, 10, 11, 40, 41, 400, 401, 1461, 1462].map(periodLikeSpan)).toEqual([
      'DAY_1',
      'DAY_1',
      'WEEK_1',
      'WEEK_1',
      'MONTH_1',
      'MONTH_1',
      'YEAR_1',
      'YEAR_1',
      'YEAR_3',
      'YEAR_3',
      'YEAR_10',
    ]);
  });
});
