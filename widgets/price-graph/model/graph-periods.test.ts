import { describe, expect, it } from 'vitest';
import { translate } from '../../../core/i18n';
import {
  defaultPeriod,
  isKnownPeriod,
  midnightOf,
  periodButtons,
  periodStartDay,
  shiftedRangeEnd,
  timeZoneOffsetHours,
  TODAY_GRAPH_IDENTIFIER,
} from './graph-periods';

const STOCKHOLM = 'Europe/Stockholm';
const HELSINKI = 'Europe/Helsinki';
const NEW_YORK = 'America/New_York';

const ALL_BUT_CUSTOM = [
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
] as const;

describe('default period', () => {
  it('is WEEK_1 for a fund graph', () => {
    expect(defaultPeriod('fund')).toBe('WEEK_1');
  });

  it('is DAY_1 for every other graph', () => {
    expect(defaultPeriod('stock')).toBe('DAY_1');
    expect(defaultPeriod('index')).toBe('DAY_1');
    expect(defaultPeriod('etf')).toBe('DAY_1');
    expect(defaultPeriod('certificate')).toBe('DAY_1');
  });
});

describe('known periods', () => {
  it('accepts every period id, CUSTOM included', () => {
    for (const period of [...ALL_BUT_CUSTOM, 'CUSTOM']) expect(isKnownPeriod(period)).toBe(true);
  });

  it('rejects a stored period not in the list', () => {
    expect(isKnownPeriod('MONTH_2')).toBe(false);
    expect(isKnownPeriod('month_3')).toBe(false);
    expect(isKnownPeriod('TODAY')).toBe(false);
    expect(isKnownPeriod('')).toBe(false);
    expect(isKnownPeriod(3)).toBe(false);
    expect(isKnownPeriod(null)).toBe(false);
    expect(isKnownPeriod(undefined)).toBe(false);
  });
});

describe('period buttons', () => {
  it('lists every period that has a label and an accessible label, never CUSTOM', () => {
    const buttons = periodButtons([...ALL_BUT_CUSTOM, 'CUSTOM'], 'price-graph-stock');
    expect(buttons.map((button) => button.period)).toEqual([...ALL_BUT_CUSTOM]);
    expect(buttons[0]).toEqual({
      period: 'DAY_1',
      label: 'priceGraph.period.DAY_1',
      name: 'priceGraph.periodName.DAY_1',
    });
    expect(buttons.at(-1)).toEqual({
      period: 'ALL',
      label: 'priceGraph.period.ALL',
      name: 'priceGraph.periodName.ALL',
    });
  });

  it('shows only the available periods, in the order of the period ids whatever the answer order', () => {
    const buttons = periodButtons(['ALL', 'CUSTOM', 'YTD', 'DAY_1', 'MONTH_3'], 'instrument');
    expect(buttons.map((button) => button.period)).toEqual(['DAY_1', 'MONTH_3', 'YTD', 'ALL']);
  });

  it('has no button when no period is available, or only CUSTOM', () => {
    expect(periodButtons([], 'instrument')).toEqual([]);
    expect(periodButtons(['CUSTOM'], 'instrument')).toEqual([]);
  });

  it("shows DAY_1 as 'Today' on the one graph identifier with a today period", () => {
    const [today, week] = periodButtons(['DAY_1', 'WEEK_1'], TODAY_GRAPH_IDENTIFIER);
    expect(today).toEqual({
      period: 'DAY_1',
      label: 'priceGraph.period.TODAY',
      name: 'priceGraph.periodName.TODAY',
    });
    expect(translate('en-GB', today?.label ?? 'priceGraph.period.DAY_1')).toBe('Today');
    expect(week?.label).toBe('priceGraph.period.WEEK_1');
  });

  it("keeps DAY_1's own label on every other graph", () => {
    for (const identifier of ['instrument', `${TODAY_GRAPH_IDENTIFIER}-2`, '']) {
      expect(periodButtons(['DAY_1'], identifier)[0]?.label).toBe('priceGraph.period.DAY_1');
    }
  });
});

describe('period start days', () => {
  // Tuesday 31 March 2026, 12:00 in Stockholm (summer time began on the 29th).
  const NOW = Date.UTC(2026, 2, 31, 10, 0);

  it.each([
    ['DAY_1', '2026-03-30'],
    ['WEEK_1', '2026-03-24'],
    // One month before 31 March is the last day of February.
    ['MONTH_1', '2026-02-28'],
    ['MONTH_3', '2025-12-31'],
    ['MONTH_6', '2025-09-30'],
    ['YTD', '2026-01-01'],
    ['YEAR_1', '2025-03-31'],
    ['YEAR_3', '2023-03-31'],
    ['YEAR_5', '2021-03-31'],
    ['YEAR_10', '2016-03-31'],
    ['ALL', '1970-01-01'],
  ] as const)('starts %s on %s', (period, day) => {
    expect(periodStartDay(period, NOW, STOCKHOLM)).toBe(day);
  });

  it('has no start of its own for CUSTOM', () => {
    expect(periodStartDay('CUSTOM', NOW, STOCKHOLM)).toBeUndefined();
  });

  it("counts from the market's date, not the UTC date, just after midnight", () => {
    // 31 Dec 2025 23:30 UTC is already 1 Jan 2026 00:30 in Stockholm.
    const justAfterNewYear = Date.UTC(2025, 11, 31, 23, 30);
    expect(periodStartDay('YTD', justAfterNewYear, STOCKHOLM)).toBe('2026-01-01');
    expect(periodStartDay('DAY_1', justAfterNewYear, STOCKHOLM)).toBe('2025-12-31');
    expect(periodStartDay('WEEK_1', justAfterNewYear, STOCKHOLM)).toBe('2025-12-25');
    expect(periodStartDay('YEAR_1', justAfterNewYear, STOCKHOLM)).toBe('2025-01-01');
    // The same instant in New York is still 31 December 2025.
    expect(periodStartDay('YTD', justAfterNewYear, NEW_YORK)).toBe('2025-01-01');
  });

  it('goes back to 28 February from a leap day', () => {
    expect(periodStartDay('YEAR_1', Date.UTC(2028, 1, 29, 10), STOCKHOLM)).toBe('2027-02-28');
  });
});

describe('time zone offset', () => {
  it('is 2 hours in a Stockholm summer and 1 in its winter', () => {
    expect(timeZoneOffsetHours(Date.UTC(2026, 6, 1, 12), STOCKHOLM)).toBe(2);
    expect(timeZoneOffsetHours(Date.UTC(2026, 0, 15, 12), STOCKHOLM)).toBe(1);
  });

  it('changes at the hour the clocks move', () => {
    // Summer time starts on 29 March 2026 at 01:00 UTC.
    expect(timeZoneOffsetHours(Date.UTC(2026, 2, 29, 0, 59), STOCKHOLM)).toBe(1);
    expect(timeZoneOffsetHours(Date.UTC(2026, 2, 29, 1, 0), STOCKHOLM)).toBe(2);
  });

  it('is negative west of Greenwich and may have a fraction', () => {
    expect(timeZoneOffsetHours(Date.UTC(2026, 0, 15, 12), NEW_YORK)).toBe(-5);
    expect(timeZoneOffsetHours(Date.UTC(2026, 0, 15, 12), 'Asia/Kolkata')).toBe(5.5);
  });
});

describe('custom range end (shifted by the time zone hours plus 2)', () => {
  it('keeps the picked day in Stockholm, whose midnight is the day before in UTC', () => {
    // Midnight of 21 Nov 2026 in Stockholm is 20 Nov 23:00 UTC.
    const midnight = Date.UTC(2026, 10, 20, 23);
    expect(new Date(midnight).toISOString().slice(0, 10)).toBe('2026-11-20');
    expect(shiftedRangeEnd(midnight, STOCKHOLM)).toBe('2026-11-21');
  });

  it('keeps the picked day in a Stockholm summer', () => {
    expect(shiftedRangeEnd(Date.UTC(2026, 5, 29, 22), STOCKHOLM)).toBe('2026-06-30');
  });

  it('keeps the picked day on the days the clocks move', () => {
    expect(shiftedRangeEnd(Date.UTC(2026, 2, 28, 23), STOCKHOLM)).toBe('2026-03-29');
    expect(shiftedRangeEnd(Date.UTC(2026, 9, 24, 22), STOCKHOLM)).toBe('2026-10-25');
  });

  it('keeps the picked day in Helsinki, two hours east', () => {
    expect(shiftedRangeEnd(Date.UTC(2026, 10, 20, 22), HELSINKI)).toBe('2026-11-21');
  });

  it('keeps the picked day west of Greenwich', () => {
    // Midnight of 21 Nov 2026 in New York is 05:00 UTC the same day.
    expect(shiftedRangeEnd(Date.UTC(2026, 10, 21, 5), NEW_YORK)).toBe('2026-11-21');
  });
});

describe('midnight of a day', () => {
  it("is the start of the day in the market's time zone", () => {
    expect(midnightOf('2026-11-21', STOCKHOLM)).toBe(Date.UTC(2026, 10, 20, 23));
    expect(midnightOf('2026-06-30', STOCKHOLM)).toBe(Date.UTC(2026, 5, 29, 22));
    expect(midnightOf('2026-11-21', HELSINKI)).toBe(Date.UTC(2026, 10, 20, 22));
    expect(midnightOf('2026-11-21', NEW_YORK)).toBe(Date.UTC(2026, 10, 21, 5));
  });

  it('is still winter time on the day summer time starts', () => {
    expect(midnightOf('2026-03-29', STOCKHOLM)).toBe(Date.UTC(2026, 2, 28, 23));
  });

  it('round-trips through the shifted range end', () => {
    for (const timeZone of [STOCKHOLM, HELSINKI, NEW_YORK, 'Asia/Tokyo', 'Pacific/Honolulu']) {
      expect(shiftedRangeEnd(midnightOf('2026-11-21', timeZone), timeZone)).toBe('2026-11-21');
    }
  });
});
