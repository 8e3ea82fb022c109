import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CalendarDateSchema } from './calendar-date';

describe('calendar date', () => {
  it('accepts yyyy-MM-dd', () => {
    expect(v.is(CalendarDateSchema, '2024-02-29')).toBe(true);
  });

  it.each(['2024-2-29', '29.02.2024', '2024-02-29T00:00:00Z', '2024-13-01'])(
    'rejects %s',
    (text) => {
      expect(v.is(CalendarDateSchema, text)).toBe(false);
    },
  );
});
