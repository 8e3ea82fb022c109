import { describe, expect, it, vi } from 'vitest';
import {
  currencyLabel,
  formatCalendarDate,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  prepareFormats,
} from './format';

const NBSP = '\u00a0';
const MINUS = '\u2212';

describe('number formatting', () => {
  it('groups Swedish thousands with no-break spaces and writes a real minus', () => {
    expect(formatNumber(-1234567.5, 'sv-SE')).toBe(`${MINUS}1${NBSP}234${NBSP}567,5`);
  });

  it('groups Danish thousands with dots', () => {
    expect(formatNumber(1234567.5, 'da-DK')).toBe('1.234.567,5');
  });

  it('rounds to at most two decimals by default', () => {
    expect(formatNumber(0.125678, 'en-GB')).toBe('0.13');
  });

  it('honours explicit fraction digits', () => {
    expect(formatNumber(2, 'fi-FI', { minimumFractionDigits: 3, maximumFractionDigits: 5 })).toBe(
      '2,000',
    );
  });
});

describe('percent formatting', () => {
  it('shows percent units with two decimals', () => {
    expect(formatPercent(-12.345, 'sv-SE')).toBe(`${MINUS}12,35${NBSP}%`);
    expect(formatPercent(7, 'en-GB')).toBe('7.00%');
  });
});

describe('money formatting', () => {
  it('writes SEK as kr in Swedish', () => {
    expect(formatMoney(1234.5, 'SEK', 'sv-SE')).toBe(`1${NBSP}234,50${NBSP}kr`);
  });

  it('writes NOK, DKK and EUR the local way', () => {
    expect(formatMoney(99, 'NOK', 'nb-NO')).toBe(`99,00${NBSP}kr`);
    expect(formatMoney(99, 'DKK', 'da-DK')).toBe(`99,00${NBSP}kr.`);
    expect(formatMoney(-5, 'EUR', 'fi-FI')).toBe(`${MINUS}5,00${NBSP}€`);
  });
});

describe('currency labels', () => {
  it('name the currency as the locale writes it in amounts', () => {
    expect(currencyLabel('SEK', 'sv-SE')).toBe('kr');
    expect(currencyLabel('SEK', 'en-GB')).toBe('SEK');
    expect(currencyLabel('EUR', 'fi-FI')).toBe('€');
    expect(formatMoney(1, 'SEK', 'sv-SE')).toContain(currencyLabel('SEK', 'sv-SE'));
  });
});

describe('dates', () => {
  it('write a calendar date in the reader’s language without moving it a day', () => {
    expect(formatCalendarDate('2026-11-23', 'sv-SE')).toBe('23 november 2026');
    expect(formatCalendarDate('2026-11-23', 'en-GB')).toBe('23 November 2026');
    expect(formatCalendarDate('2026-11-23', 'fi-FI')).toBe('23. marraskuuta 2026');
  });

  it('show text that is no calendar date as it came', () => {
    expect(formatCalendarDate('next week', 'en-GB')).toBe('next week');
  });

  it('write an instant’s date', () => {
    expect(formatDate(Date.parse('2026-11-21T12:00:00Z'), 'da-DK')).toBe('21. november 2026');
  });
});

describe('preparing a locale’s formats', () => {
  it('builds the number and date formats that formatting the locale then reuses', () => {
    prepareFormats('fi-FI');
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat');
    expect(formatNumber(1234.5, 'fi-FI')).toBe(`1${NBSP}234,5`);
    expect(formatDate(Date.UTC(2026, 10, 21, 12), 'fi-FI')).toMatch(/2026/);
    expect(numberFormats).not.toHaveBeenCalled();
    expect(dateFormats).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
