import { describe, expect, it } from 'vitest';
import { typedDateDay, typedDateText, typedRange } from './typed-date';

const TODAY = '2026-11-21';

describe('typed dates in the locale’s format', () => {
  it('writes a day as the locale does', () => {
    expect(typedDateText('2026-01-05', 'sv-SE')).toBe('2026-01-05');
    expect(typedDateText('2026-01-05', 'fi-FI')).toBe('05.01.2026');
    expect(typedDateText('2026-01-05', 'nb-NO')).toBe('05.01.2026');
    expect(typedDateText('2026-01-05', 'da-DK')).toBe('05.01.2026');
    expect(typedDateText('2026-01-05', 'en-GB')).toBe('05/01/2026');
  });

  it('reads a date in the locale’s order, with one-digit days and months', () => {
    expect(typedDateDay('2026-1-5', 'sv-SE')).toBe('2026-01-05');
    expect(typedDateDay('5.1.2026', 'fi-FI')).toBe('2026-01-05');
    expect(typedDateDay(' 05/01/2026 ', 'en-GB')).toBe('2026-01-05');
    expect(typedDateDay('05-01-2026', 'da-DK')).toBe('2026-01-05');
  });

  it('reads what it writes', () => {
    for (const locale of ['sv-SE', 'nb-NO', 'da-DK', 'fi-FI', 'en-GB'] as const) {
      expect(typedDateDay(typedDateText('2024-02-29', locale), locale)).toBe('2024-02-29');
    }
  });

  it('asks for the locale’s format where the text is no date in it', () => {
    const invalid = { kind: 'invalidDate' };
    expect(typedDateDay('', 'fi-FI')).toEqual(invalid);
    expect(typedDateDay('5.1.26', 'fi-FI')).toEqual(invalid);
    expect(typedDateDay('2026-13-01', 'sv-SE')).toEqual(invalid);
    // A US date in English: there is no month 31, so the order is what is wrong.
    expect(typedDateDay('12/31/2025', 'en-GB')).toEqual(invalid);
    // Swedish order read as Finnish: no month 2026.
    expect(typedDateDay('2026-01-05', 'fi-FI')).toEqual(invalid);
  });

  it('names a day its month does not have, in the locale’s words', () => {
    expect(typedDateDay('31/02/2026', 'en-GB')).toEqual({
      kind: 'missingDay',
      date: '31 February 2026',
    });
    expect(typedDateDay('2025-02-29', 'sv-SE')).toEqual({
      kind: 'missingDay',
      date: '29 februari 2025',
    });
    expect(typedDateDay('31.4.2026', 'nb-NO')).toEqual({
      kind: 'missingDay',
      date: '31. april 2026',
    });
    expect(typedDateDay('0.6.2026', 'da-DK')).toEqual({ kind: 'missingDay', date: '0. juni 2026' });
    expect(typedDateDay('31.2.2026', 'fi-FI')).toEqual({
      kind: 'missingDay',
      date: '31. helmikuuta 2026',
    });
  });

  it('takes the leap day of a leap year', () => {
    expect(typedDateDay('29.2.2024', 'fi-FI')).toBe('2024-02-29');
  });
});

describe('a typed range', () => {
  it('gives both days when both are dates up to today, the start first', () => {
    expect(typedRange({ from: '1.1.2025', to: '21.11.2026' }, 'fi-FI', TODAY)).toEqual({
      from: '2025-01-01',
      to: '2026-11-21',
    });
  });

  it('says which end is no date, and which is after today', () => {
    expect(typedRange({ from: 'x', to: '22.11.2026' }, 'fi-FI', TODAY)).toEqual({
      errors: { from: { kind: 'invalidDate' }, to: { kind: 'futureDate' } },
    });
  });

  it('names a missing day at either end', () => {
    expect(typedRange({ from: '31/02/2026', to: '16/03/2026' }, 'en-GB', TODAY)).toEqual({
      errors: { from: { kind: 'missingDay', date: '31 February 2026' } },
    });
  });

  it('says so when the start is after the end', () => {
    expect(typedRange({ from: '2026-05-02', to: '2026-05-01' }, 'sv-SE', TODAY)).toEqual({
      errors: { to: { kind: 'beforeFrom' } },
    });
  });
});
