import { describe, expect, it } from 'vitest';
import { midnightOf, shiftedRangeEnd } from './graph-periods';
import { appliedRange, periodDays, shownPeriod } from './shown-period';

const STOCKHOLM = 'Europe/Stockholm';
/** 2026-11-20, noon in Stockholm. */
const NOW = Date.UTC(2026, 10, 20, 11);
const RANGE = { from: '2026-10-01', to: '2026-10-15' };

describe('the period shown', () => {
  it('shows the stored period', () => {
    expect(shownPeriod('MONTH_1', undefined, 'DAY_1')).toBe('MONTH_1');
    expect(shownPeriod('CUSTOM', RANGE, 'DAY_1')).toBe('CUSTOM');
  });

  it('shows the default period for a stored custom period without its range', () => {
    expect(shownPeriod('CUSTOM', undefined, 'DAY_1')).toBe('DAY_1');
  });
});

describe('the days a period covers', () => {
  it("runs from the period's start to today in the market's time zone", () => {
    expect(periodDays('WEEK_1', undefined, NOW, STOCKHOLM)).toEqual({
      from: '2026-11-13',
      to: '2026-11-20',
    });
  });

  it('is the custom range for a custom period', () => {
    expect(periodDays('CUSTOM', RANGE, NOW, STOCKHOLM)).toEqual(RANGE);
  });
});

describe('a picked range applied', () => {
  it('keeps its start and asks for its end shifted', () => {
    expect(appliedRange(RANGE, STOCKHOLM)).toEqual({
      from: '2026-10-01',
      to: shiftedRangeEnd(midnightOf('2026-10-15', STOCKHOLM), STOCKHOLM),
    });
    expect(appliedRange(RANGE, STOCKHOLM).to).toBe('2026-10-15');
  });
});
