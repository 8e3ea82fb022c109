import { describe, expect, it } from 'vitest';
import { FUND_IDS } from '../../data/funds';
import { createPricePaths } from '../../data/price-paths';
import { closeBeforeWindow, developmentBase, percentChange } from './reference-close';

const paths = createPricePaths(7);
const VOLVO = paths.of(16099872);
const FUND = paths.of(FUND_IDS.swedenIndex);

/** Wednesday 5 March 2025 in Stockholm (CET): 10:00, inside the session. */
const WEDNESDAY_TEN = Date.parse('2025-03-05T09:00:00Z');
const WEDNESDAY_OPEN = Date.parse('2025-03-05T08:00:00Z');
/** Saturday 8 March 2025, noon. */
const SATURDAY = Date.parse('2025-03-08T11:00:00Z');

describe('the close a development is measured from', () => {
  it('is the close before the session an intraday window starts in', () => {
    expect(closeBeforeWindow(VOLVO, WEDNESDAY_TEN, true)).toBe(VOLVO.dailyClose('2025-03-04'));
    expect(closeBeforeWindow(VOLVO, WEDNESDAY_OPEN, true)).toBe(VOLVO.dailyClose('2025-03-04'));
  });

  it('is the close of the day a daily window starts after the open of', () => {
    // Daily bars start with Thursday's session, so Wednesday's close comes before them.
    expect(closeBeforeWindow(VOLVO, WEDNESDAY_TEN, false)).toBe(VOLVO.dailyClose('2025-03-05'));
    expect(closeBeforeWindow(VOLVO, WEDNESDAY_OPEN, false)).toBe(VOLVO.dailyClose('2025-03-04'));
    expect(closeBeforeWindow(FUND, WEDNESDAY_TEN, true)).toBe(FUND.dailyClose('2025-03-05'));
  });

  it('is Friday’s close for a window starting at the weekend', () => {
    expect(closeBeforeWindow(VOLVO, SATURDAY, true)).toBe(VOLVO.dailyClose('2025-03-07'));
  });

  it('is the first close of the history for a window starting before it (ALL)', () => {
    const beforeHistory = Date.parse('1970-01-01T00:00:00Z');
    expect(closeBeforeWindow(VOLVO, beforeHistory, false)).toBeNull();
    // The history starts on New Year's Day 1990, a holiday: its first close is the next day's.
    expect(developmentBase(VOLVO, beforeHistory, false)).toBe(VOLVO.dailyClose('1990-01-02'));
  });

  it('gives a change in percent with 2 decimals', () => {
    expect(percentChange(200, 250)).toBe(25);
    expect(percentChange(3, 4)).toBe(33.33);
    expect(percentChange(3, 2)).toBe(-33.33);
  });
});
