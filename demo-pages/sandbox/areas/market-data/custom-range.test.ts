import { describe, expect, it } from 'vitest';
import { INSTRUMENTS } from '../../data/instruments';
import { createPricePaths } from '../../data/price-paths';
import { Rejection } from '../../router';
import { TEST_START } from '../../sandbox-client';
import { customRange } from './custom-range';

const paths = createPricePaths(7);
const VOLVO = paths.of(INSTRUMENTS.find((i) => i.symbol === 'VOLV B')?.instrumentId ?? 0);
const NOKIA = paths.of(INSTRUMENTS.find((i) => i.symbol === 'NOKIA')?.instrumentId ?? 0);

const range = (from?: string, to?: string, path = VOLVO) =>
  customRange(
    path,
    new URLSearchParams({
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
    }),
    TEST_START,
  );

/** The refusal `customRange` throws, as `{status, code, message}`. */
function refusal(from?: string, to?: string) {
  try {
    range(from, to);
  } catch (error) {
    if (error instanceof Rejection)
      return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error(`${from}..${to} was not refused`);
}

describe('the CUSTOM period’s range (from-to, "Date format yyyy-MM-dd")', () => {
  it('runs from the start of `from` to the end of `to` in the market’s time zone', () => {
    expect(range('2025-01-02', '2025-01-31')).toEqual({
      fromMs: Date.parse('2025-01-01T23:00:00Z'),
      toMs: Date.parse('2025-01-31T23:00:00Z') - 1,
      days: 30,
    });
    // Helsinki is an hour ahead of Stockholm.
    expect(range('2025-01-02', '2025-01-02', NOKIA)).toEqual({
      fromMs: Date.parse('2025-01-01T22:00:00Z'),
      toMs: Date.parse('2025-01-02T22:00:00Z') - 1,
      days: 1,
    });
  });

  it('keeps local days across a daylight-saving change', () => {
    // Summer time began on Sunday 31 March 2024: that day had 23 hours.
    const { fromMs, toMs } = range('2024-03-30', '2024-03-31');
    expect(fromMs).toBe(Date.parse('2024-03-29T23:00:00Z'));
    expect(toMs).toBe(Date.parse('2024-03-31T22:00:00Z') - 1);
  });

  it('cuts a `to` in the future at now, and counts the days up to today', () => {
    expect(range('2025-03-01', '2025-12-31')).toEqual({
      fromMs: Date.parse('2025-02-28T23:00:00Z'),
      toMs: TEST_START,
      days: 12,
    });
    expect(range('2025-03-12', '2025-03-12').toMs).toBe(TEST_START);
  });

  it.each([
    ['2025-3-1', '2025-03-05', 'from must be a date as yyyy-MM-dd, not 2025-3-1'],
    ['2025-02-30', '2025-03-05', 'from must be a date as yyyy-MM-dd, not 2025-02-30'],
    ['2025-03-01', '1741000000000', 'to must be a date as yyyy-MM-dd, not 1741000000000'],
    ['2025-03-13', '2025-03-20', 'from (2025-03-13) is in the future (today is 2025-03-12)'],
    ['2025-03-05', '2025-03-01', 'to (2025-03-01) is before from (2025-03-05)'],
  ])('refuses from=%s to=%s: %s', (from, to, message) => {
    expect(refusal(from, to)).toEqual({ status: 400, code: 'INPUT_ERROR', message });
  });

  it('asks for a missing date', () => {
    expect(refusal(undefined, '2025-03-05')).toMatchObject({
      status: 400,
      code: 'MANDATORY_FIELD_MISSING',
      message: 'from is required (yyyy-MM-dd)',
    });
  });
});
