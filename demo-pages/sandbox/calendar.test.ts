import { describe, expect, it } from 'vitest';
import { calendarDay, nextDayOfMonth, nextMonthEndTradingDay, nextTradingDay } from './calendar';
import { MARKETS } from './data/markets';

const { SSE: stockholm, OSE: oslo, HSE: helsinki } = MARKETS;

describe('broker calendar days (Stockholm time)', () => {
  it('counts the day in Stockholm, not UTC', () => {
    expect(calendarDay(Date.parse('2025-03-12T23:30:00Z'))).toBe('2025-03-13');
    expect(calendarDay(Date.parse('2025-07-01T21:59:00Z'))).toBe('2025-07-01');
  });

  it('skips the weekend to the next trading day', () => {
    expect(nextTradingDay(stockholm, '2025-03-12')).toBe('2025-03-13');
    expect(nextTradingDay(stockholm, '2025-03-14')).toBe('2025-03-17');
  });

  it('skips the holidays of the fund’s own market', () => {
    // Easter 2026: Good Friday 3 April and Easter Monday 6 April are closed everywhere; Oslo
    // also closes on Maundy Thursday.
    expect(nextTradingDay(stockholm, '2026-04-01')).toBe('2026-04-02');
    expect(nextTradingDay(oslo, '2026-04-01')).toBe('2026-04-07');
    // Midsummer Eve, Friday 19 June 2026, closes Stockholm and Helsinki but not Oslo.
    expect(nextTradingDay(stockholm, '2026-06-18')).toBe('2026-06-22');
    expect(nextTradingDay(oslo, '2026-06-18')).toBe('2026-06-19');
    // Christmas and New Year: 24, 25, 26 and 31 December, then 1 January.
    expect(nextTradingDay(helsinki, '2026-12-23')).toBe('2026-12-28');
    expect(nextTradingDay(helsinki, '2026-12-30')).toBe('2027-01-04');
  });

  it('finds the next last trading day of a month', () => {
    expect(nextMonthEndTradingDay(stockholm, '2025-03-12')).toBe('2025-03-31');
    expect(nextMonthEndTradingDay(stockholm, '2025-05-30')).toBe('2025-06-30');
    // 31 May 2025 is a Saturday: the month's last trading day is Friday 30 May.
    expect(nextMonthEndTradingDay(stockholm, '2025-05-29')).toBe('2025-05-30');
    // 31 December is closed: December 2026 ends on Wednesday the 30th.
    expect(nextMonthEndTradingDay(stockholm, '2026-12-01')).toBe('2026-12-30');
  });

  it('finds the next date on a day of the month', () => {
    expect(nextDayOfMonth('2025-03-12', 25)).toBe('2025-03-25');
    expect(nextDayOfMonth('2025-03-12', 12)).toBe('2025-03-12');
    expect(nextDayOfMonth('2025-12-28', 10)).toBe('2026-01-10');
  });
});
