import { describe, expect, it } from 'vitest';
import { isIsoDate, type IsoDate } from './path-params';

describe('yyyy-MM-dd dates', () => {
  it.each(['2024-01-31', '1970-01-01', '2024-12-01'])('accepts %s', (text) => {
    expect(isIsoDate(text)).toBe(true);
  });

  it.each([
    '2024-1-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-32',
    '24-01-01',
    '2024-01-31T00:00',
    '',
  ])('rejects %j', (text) => {
    expect(isIsoDate(text)).toBe(false);
  });

  it('is checked by the compiler as well', () => {
    const date: IsoDate = '2024-02-29';
    // @ts-expect-error a month must have two digits
    const short: IsoDate = '2024-2-29';
    expect([date, short]).toHaveLength(2);
  });
});
