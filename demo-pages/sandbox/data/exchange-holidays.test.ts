import { describe, expect, it } from 'vitest';
import { easterSunday, isExchangeHoliday } from './exchange-holidays';
import { dayNumberOf, dayTextOf } from './markets';

const closed = (country: 'SE' | 'NO' | 'DK' | 'FI', day: string) =>
  isExchangeHoliday(country, dayNumberOf(day));

describe('Easter Sunday', () => {
  it('falls on the published dates', () => {
    const dates = [2000, 2019, 2024, 2025, 2026, 2027, 2038].map((year) =>
      dayTextOf(easterSunday(year)),
    );
    expect(dates).toEqual([
      '2000-04-23',
      '2019-04-21',
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
    ]);
  });
});

describe('the Nordic exchanges’ holidays', () => {
  it('close every exchange on Good Friday, Easter Monday, Ascension Day and at Christmas', () => {
    for (const country of ['SE', 'NO', 'DK', 'FI'] as const) {
      for (const day of ['2026-04-03', '2026-04-06', '2026-05-14', '2026-12-24', '2026-12-31']) {
        expect(closed(country, day), `${country} ${day}`).toBe(true);
      }
      expect(closed(country, '2026-04-07'), `${country} after Easter`).toBe(false);
    }
  });

  it('close each country on its own days', () => {
    expect(closed('SE', '2026-06-19')).toBe(true); // Midsummer Eve
    expect(closed('FI', '2026-06-19')).toBe(true);
    expect(closed('NO', '2026-06-19')).toBe(false);
    expect(closed('NO', '2026-04-02')).toBe(true); // Maundy Thursday
    expect(closed('SE', '2026-04-02')).toBe(false);
    expect(closed('NO', '2027-05-17')).toBe(true); // Constitution Day, a Monday
    expect(closed('DK', '2026-06-05')).toBe(true); // Constitution Day
    expect(closed('DK', '2026-05-15')).toBe(true); // the day after Ascension
    expect(closed('SE', '2026-06-06')).toBe(true); // National Day (a Saturday in 2026)
    expect(closed('FI', '2024-12-06')).toBe(true); // Independence Day
    expect(closed('SE', '2024-12-06')).toBe(false);
  });

  it('keep Denmark’s Great Prayer Day until it was abolished after 2023', () => {
    expect(closed('DK', '2023-05-05')).toBe(true);
    expect(closed('DK', '2024-04-26')).toBe(false);
  });
});
