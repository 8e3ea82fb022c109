import { describe, expect, it } from 'vitest';
import {
  focusAfterKey,
  focusAfterPaging,
  isCalendarKey,
  lastMonthShowing,
  monthsEndingWith,
} from './calendar-navigation';

const TODAY = '2026-11-21'; // a Saturday

describe('calendar keys', () => {
  it('move by a day with left and right arrows, across months', () => {
    expect(focusAfterKey('2026-11-01', 'ArrowLeft', TODAY)).toBe('2026-10-31');
    expect(focusAfterKey('2026-10-31', 'ArrowRight', TODAY)).toBe('2026-11-01');
  });

  it('move by a week with up and down arrows', () => {
    expect(focusAfterKey('2026-11-03', 'ArrowUp', TODAY)).toBe('2026-10-27');
    expect(focusAfterKey('2026-10-27', 'ArrowDown', TODAY)).toBe('2026-11-03');
  });

  it('go to the Monday and the Sunday of the week with Home and End', () => {
    expect(focusAfterKey('2026-11-12', 'Home', TODAY)).toBe('2026-11-09');
    expect(focusAfterKey('2026-11-12', 'End', TODAY)).toBe('2026-11-15');
  });

  it('move by a month with Page Up and Page Down, to the last day of a shorter month', () => {
    expect(focusAfterKey('2026-10-31', 'PageUp', TODAY)).toBe('2026-09-30');
    expect(focusAfterKey('2026-09-15', 'PageDown', TODAY)).toBe('2026-10-15');
  });

  it('move by a year with Shift and Page Up or Page Down, 29 February to the 28th', () => {
    expect(focusAfterKey('2026-10-31', 'PageUp', TODAY, true)).toBe('2025-10-31');
    expect(focusAfterKey('2024-02-29', 'PageDown', TODAY, true)).toBe('2025-02-28');
    expect(focusAfterKey('2025-12-01', 'PageDown', TODAY, true)).toBe(TODAY);
    // Shift changes nothing for the other keys.
    expect(focusAfterKey('2026-11-01', 'ArrowLeft', TODAY, true)).toBe('2026-10-31');
  });

  it('never move past today', () => {
    expect(focusAfterKey(TODAY, 'ArrowRight', TODAY)).toBe(TODAY);
    expect(focusAfterKey('2026-11-18', 'ArrowDown', TODAY)).toBe(TODAY);
    expect(focusAfterKey('2026-11-19', 'End', TODAY)).toBe(TODAY);
    expect(focusAfterKey('2026-10-25', 'PageDown', TODAY)).toBe(TODAY);
  });

  it('are the grid keys only', () => {
    expect(isCalendarKey('PageDown')).toBe(true);
    expect(isCalendarKey('Enter')).toBe(false);
    expect(isCalendarKey('toString')).toBe(false);
  });
});

describe('paging months', () => {
  it('moves the focused day along by the same months, not past today', () => {
    expect(focusAfterPaging('2026-10-31', -1, TODAY)).toBe('2026-09-30');
    expect(focusAfterPaging('2026-10-25', 1, TODAY)).toBe(TODAY);
  });
});

describe('months showing', () => {
  it('lists the months ending with the last, oldest first', () => {
    expect(monthsEndingWith('2026-01', 2)).toEqual(['2025-12', '2026-01']);
    expect(monthsEndingWith('2026-11', 1)).toEqual(['2026-11']);
  });

  it('stay put while the focused day is in view', () => {
    expect(lastMonthShowing('2026-10-05', '2026-11', 2)).toBe('2026-11');
    expect(lastMonthShowing('2026-11-05', '2026-11', 2)).toBe('2026-11');
  });

  it('move just far enough to show the focused day', () => {
    expect(lastMonthShowing('2026-09-30', '2026-11', 2)).toBe('2026-10');
    expect(lastMonthShowing('2026-12-01', '2026-11', 2)).toBe('2026-12');
    expect(lastMonthShowing('2026-10-31', '2026-11', 1)).toBe('2026-10');
  });
});
