import type { PeriodId } from '../../../core/schemas/enumerations';
import type { CalendarRange } from './date-range-selection';
import { calendarDay, midnightOf, periodStartDay, shiftedRangeEnd } from './graph-periods';

/**
 * The period a graph shows and the days it covers. A custom range is the graph's own state, not a
 * stored setting (the settings store the period, not its range): a stored CUSTOM period with no
 * range picked since the graph mounted shows the graph's default period.
 */

/** The period shown: the stored one, or the default for a custom period without a range. */
export const shownPeriod = (
  stored: PeriodId,
  range: CalendarRange | undefined,
  fallback: PeriodId,
): PeriodId => (stored === 'CUSTOM' && !range ? fallback : stored);

/**
 * The days the period covers, for the markers (trades and events) asked for with it: the custom
 * range's, else from the period's start to today, both in the market's time zone, as of `now`.
 */
export function periodDays(
  period: PeriodId,
  range: CalendarRange | undefined,
  now: number,
  timeZone: string,
): CalendarRange {
  const today = calendarDay(now, timeZone);
  return period === 'CUSTOM' && range
    ? range
    : { from: periodStartDay(period, now, timeZone) ?? today, to: today };
}

/**
 * The range asked for once a picked range is applied: its end shifted by the time zone hours plus
 * 2.
 */
export const appliedRange = (picked: CalendarRange, timeZone: string): CalendarRange => ({
  from: picked.from,
  to: shiftedRangeEnd(midnightOf(picked.to, timeZone), timeZone),
});
