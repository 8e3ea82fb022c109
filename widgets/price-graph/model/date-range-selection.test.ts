import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  dateRangeSelection,
  dayMark,
  isPickable,
  isSelected,
  markedRange,
  pickedRange,
  selectionOf,
  type RangeSelection,
} from './date-range-selection';

const TODAY = '2026-11-21';
const pick = (selection: RangeSelection, day: string) =>
  dateRangeSelection(selection, { type: 'picked', day, today: TODAY });

describe('date range selection', () => {
  it('sets the start on the first pick and the end on the second', () => {
    const started = pick(EMPTY_SELECTION, '2026-11-03');
    expect(started).toEqual({ start: '2026-11-03', end: undefined });
    expect(pick(started, '2026-11-10')).toEqual({ start: '2026-11-03', end: '2026-11-10' });
  });

  it('swaps the ends when the second pick is before the first', () => {
    const picked = pick(pick(EMPTY_SELECTION, '2026-11-10'), '2026-10-28');
    expect(picked).toEqual({ start: '2026-10-28', end: '2026-11-10' });
  });

  it('makes a one-day range when the same day is picked twice', () => {
    const picked = pick(pick(EMPTY_SELECTION, '2026-11-10'), '2026-11-10');
    expect(pickedRange(picked)).toEqual({ from: '2026-11-10', to: '2026-11-10' });
  });

  it('starts over on a third pick', () => {
    const full = pick(pick(EMPTY_SELECTION, '2026-11-03'), '2026-11-10');
    expect(pick(full, '2026-11-05')).toEqual({ start: '2026-11-05', end: undefined });
  });

  it('ignores days after today (dates after today are disabled)', () => {
    expect(pick(EMPTY_SELECTION, '2026-11-22')).toBe(EMPTY_SELECTION);
    const started = pick(EMPTY_SELECTION, '2026-11-03');
    expect(pick(started, '2027-01-01')).toBe(started);
    expect(isPickable(TODAY, TODAY)).toBe(true);
    expect(isPickable('2026-11-22', TODAY)).toBe(false);
  });

  it('clears both ends', () => {
    const full = selectionOf({ from: '2026-11-03', to: '2026-11-10' });
    expect(dateRangeSelection(full, { type: 'cleared' })).toEqual(EMPTY_SELECTION);
  });

  it('opens with the applied range', () => {
    expect(selectionOf({ from: '2026-11-03', to: '2026-11-10' })).toEqual({
      start: '2026-11-03',
      end: '2026-11-10',
    });
    expect(selectionOf(undefined)).toEqual(EMPTY_SELECTION);
  });
});

describe('picked range', () => {
  it('exists only once both ends are set', () => {
    expect(pickedRange(EMPTY_SELECTION)).toBeUndefined();
    expect(pickedRange({ start: '2026-11-03', end: undefined })).toBeUndefined();
    expect(pickedRange({ start: '2026-11-03', end: '2026-11-10' })).toEqual({
      from: '2026-11-03',
      to: '2026-11-10',
    });
  });
});

describe('marked range', () => {
  it('is the picked range when both ends are set, wherever the pointer is', () => {
    const full = { start: '2026-11-03', end: '2026-11-10' };
    expect(markedRange(full, '2026-11-15', TODAY)).toEqual({
      from: '2026-11-03',
      to: '2026-11-10',
    });
  });

  it('previews the range to the pointed day, either side of the start', () => {
    const started = { start: '2026-11-10', end: undefined };
    expect(markedRange(started, '2026-11-14', TODAY)).toEqual({
      from: '2026-11-10',
      to: '2026-11-14',
    });
    expect(markedRange(started, '2026-11-01', TODAY)).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
  });

  it('marks the start alone over a future day or with nothing pointed at', () => {
    const started = { start: '2026-11-10', end: undefined };
    const alone = { from: '2026-11-10', to: '2026-11-10' };
    expect(markedRange(started, '2026-11-25', TODAY)).toEqual(alone);
    expect(markedRange(started, undefined, TODAY)).toEqual(alone);
  });

  it('marks nothing before a start is picked', () => {
    expect(markedRange(EMPTY_SELECTION, '2026-11-14', TODAY)).toBeUndefined();
  });
});

describe('day marks', () => {
  const range = { from: '2026-11-03', to: '2026-11-10' };

  it('tell the ends, the days between and the days outside', () => {
    expect(dayMark('2026-11-03', range)).toBe('start');
    expect(dayMark('2026-11-05', range)).toBe('inside');
    expect(dayMark('2026-11-10', range)).toBe('end');
    expect(dayMark('2026-11-02', range)).toBe('outside');
    expect(dayMark('2026-11-11', range)).toBe('outside');
    expect(dayMark('2026-11-05', undefined)).toBe('outside');
  });

  it('mark a one-day range as single', () => {
    expect(dayMark('2026-11-03', { from: '2026-11-03', to: '2026-11-03' })).toBe('single');
  });
});

describe('selected days', () => {
  it('are the start alone until the end is picked, then both ends and the days between', () => {
    expect(isSelected('2026-11-03', { start: '2026-11-03', end: undefined })).toBe(true);
    expect(isSelected('2026-11-04', { start: '2026-11-03', end: undefined })).toBe(false);
    const full = { start: '2026-11-03', end: '2026-11-10' };
    expect(['2026-11-03', '2026-11-07', '2026-11-10'].map((d) => isSelected(d, full))).toEqual([
      true,
      true,
      true,
    ]);
    expect(isSelected('2026-11-11', full)).toBe(false);
  });
});
