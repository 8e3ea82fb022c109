/**
 * Picking a custom date range in the footer's date picker (docs/rules.md#price-graph). Days are
 * `yyyy-MM-dd` (see `calendar-month.ts`), so comparing them as text compares them as dates.
 */

/** A range of calendar days, both ends included; `from` is never after `to`. */
export interface CalendarRange {
  from: string;
  to: string;
}

/** The ends picked so far: none, the start only, or both. */
export interface RangeSelection {
  start: string | undefined;
  end: string | undefined;
}

export const EMPTY_SELECTION: RangeSelection = { start: undefined, end: undefined };

/** The selection a picker opens with: the applied range, if any. */
export const selectionOf = (range: CalendarRange | undefined): RangeSelection =>
  range ? { start: range.from, end: range.to } : EMPTY_SELECTION;

/** Dates after today are disabled. */
export const isPickable = (day: string, today: string): boolean => day <= today;

export type RangeSelectionEvent =
  { type: 'picked'; day: string; today: string } | { type: 'cleared' };

/**
 * The first pick sets the start, the second the end (the two swap when the end is before the
 * start; the same day twice is a one-day range), a third starts a new range. A day after
 * today changes nothing.
 */
export function dateRangeSelection(
  selection: RangeSelection,
  event: RangeSelectionEvent,
): RangeSelection {
  switch (event.type) {
    case 'cleared':
      return EMPTY_SELECTION;
    case 'picked': {
      const { day, today } = event;
      if (!isPickable(day, today)) return selection;
      const { start, end } = selection;
      if (start === undefined || end !== undefined) return { start: day, end: undefined };
      return day < start ? { start: day, end: start } : { start, end: day };
    }
  }
}

/** The picked range once both ends are set (only then is it applied). */
export const pickedRange = (selection: RangeSelection): CalendarRange | undefined =>
  selection.start !== undefined && selection.end !== undefined
    ? { from: selection.start, to: selection.end }
    : undefined;

/**
 * The span to mark on the calendar: the picked range; while only the start is set, the span
 * from it to the day pointed at, so the reader sees the range a second pick would make (the
 * start alone when no pickable day is pointed at).
 */
export function markedRange(
  selection: RangeSelection,
  pointed: string | undefined,
  today: string,
): CalendarRange | undefined {
  const { start } = selection;
  const picked = pickedRange(selection);
  if (picked || start === undefined) return picked;
  const preview =
    pointed === undefined
      ? undefined
      : pickedRange(dateRangeSelection(selection, { type: 'picked', day: pointed, today }));
  return preview ?? { from: start, to: start };
}

/** How a day sits in a marked range, for its look: an end, both ends, inside or outside. */
export type DayMark = 'start' | 'end' | 'single' | 'inside' | 'outside';

export function dayMark(day: string, range: CalendarRange | undefined): DayMark {
  if (range === undefined || day < range.from || day > range.to) return 'outside';
  if (range.from === range.to) return 'single';
  if (day === range.from) return 'start';
  return day === range.to ? 'end' : 'inside';
}

/** Whether `day` is in the selection: an end, or between the two ends. */
export const isSelected = (day: string, selection: RangeSelection): boolean =>
  day === selection.start ||
  day === selection.end ||
  dayMark(day, pickedRange(selection)) !== 'outside';
