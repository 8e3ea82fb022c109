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

  it('refuses what is no date', () => {
    expect(typedDateDay('', 'fi-FI')).toBeUndefined();
    expect(typedDateDay('31.2.2026', 'fi-FI')).toBeUndefined();
    expect(typedDateDay('2026-13-01', 'sv-SE')).toBeUndefined();
    expect(typedDateDay('5.1.26', 'fi-FI')).toBeUndefined();
    // Swedish order read as Finnish: no month 2026.
    expect(typedDateDay('2026-01-05', 'fi-FI')).toBeUndefined();
  });
});

describe('a typed range', () => {
  it('gives both days when both are dates up to today, the start first', () => {
    expect(typedRange({ from: '1.1.2025', to: '21.11.2026' }, 'fi-FI', TODAY)).toEqual({
      from: '2025-01-01',
      to: '2026-11-21',
    });
  });

  it('says which end is no date, and which is after today (SPEC §5)', () => {
    expect(typedRange({ from: 'x', to: '22.11.2026' }, 'fi-FI', TODAY)).toEqual({
      errors: { from: 'invalid', to: 'future' },
    });
  });

  it('says so when the start is after the end', () => {
    expect(typedRange({ from: '2026-05-02', to: '2026-05-01' }, 'sv-SE', TODAY)).toEqual({
      errors: { to: 'beforeFrom' },
    });
  });
});
