import { describe, expect, it } from 'vitest';
import { calendarMonth, monthOf, shiftMonth } from './calendar-month';

describe('calendar month', () => {
  it('lists the weeks Monday first, with the days of the months around it marked', () => {
    // November 2026 starts on a Sunday and ends on a Monday: six weeks.
    const weeks = calendarMonth('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.map((d) => d.day)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(weeks[0]?.map((d) => d.inMonth)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(weeks[5]?.[0]).toEqual({ day: '2026-11-30', inMonth: true });
    expect(weeks[5]?.[6]).toEqual({ day: '2026-12-06', inMonth: false });
  });

  it('has four weeks for a February that starts on a Monday', () => {
    const weeks = calendarMonth('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toEqual({ day: '2027-02-01', inMonth: true });
    expect(weeks[3]?.[6]).toEqual({ day: '2027-02-28', inMonth: true });
  });

  it('keeps every day once across a daylight saving change', () => {
    // Europe moves its clocks on the last Sunday of March and October.
    const days = calendarMonth('2026-03')
      .flat()
      .filter((d) => d.inMonth)
      .map((d) => d.day);
    expect(days).toHaveLength(31);
    expect(new Set(days).size).toBe(31);
    expect(days.at(-1)).toBe('2026-03-31');
  });

  it('knows a leap day', () => {
    expect(
      calendarMonth('2028-02')
        .flat()
        .filter((d) => d.inMonth),
    ).toHaveLength(29);
  });
});

describe('months', () => {
  it('are the yyyy-MM of a day', () => {
    expect(monthOf('2026-11-21')).toBe('2026-11');
  });

  it('shift across years both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', -13)).toBe('2025-10');
  });
});
