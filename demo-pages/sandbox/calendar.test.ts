import { describe, expect, it } from 'vitest';
import { calendarDay, nextBusinessDay, nextDayOfMonth, nextMonthEndBusinessDay } from './calendar';

describe('broker calendar days (Stockholm time)', () => {
  it('counts the day in Stockholm, not UTC', () => {
    expect(calendarDay(Date.parse('2025-03-12T23:30:00Z'))).toBe('2025-03-13');
    expect(calendarDay(Date.parse('2025-07-01T21:59:00Z'))).toBe('2025-07-01');
  });

  it('skips the weekend to the next business day', () => {
    expect(nextBusinessDay('2025-03-12')).toBe('2025-03-13');
    expect(nextBusinessDay('2025-03-14')).toBe('2025-03-17');
  });

  it('finds the next last business day of a month', () => {
    expect(nextMonthEndBusinessDay('2025-03-12')).toBe('2025-03-31');
    expect(nextMonthEndBusinessDay('2025-05-30')).toBe('2025-06-30');
    // 31 May 2025 is a Saturday: the month's last business day is Friday 30 May.
    expect(nextMonthEndBusinessDay('2025-05-29')).toBe('2025-05-30');
  });

  it('finds the next date on a day of the month', () => {
    expect(nextDayOfMonth('2025-03-12', 25)).toBe('2025-03-25');
    expect(nextDayOfMonth('2025-03-12', 12)).toBe('2025-03-12');
    expect(nextDayOfMonth('2025-12-28', 10)).toBe('2026-01-10');
  });
});
