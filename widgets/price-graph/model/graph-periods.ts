import { tzOffset } from '@date-fns/tz/tzOffset';
import { PERIOD_IDS, type PeriodId } from '../../../core/schemas/enumerations';
import type { MessageKey } from '../../../core/i18n';
import { addDays, addMonths, DAY_MS, dayParts, utcDay, utcMidnight } from './calendar-day';
import type { InstrumentKind } from './graph-instrument';

/**
 * The graph's periods (docs/rules.md#price-graph, docs/rules.md#graph-limits). Days are calendar
 * dates (`yyyy-MM-dd`) of the market's time zone, so a reader in another zone sees the same periods
 * as one in the market's.
 */

/** Date format of every date the graph sends. */
export const GRAPH_DATE_FORMAT = 'yyyy-MM-dd';

/** The ALL period starts on 1970-01-01. */
export const ALL_PERIOD_START_DAY = '1970-01-01';

/**
 * The one graph identifier whose DAY_1 period is shown as 'Today' (a 'today' period, shown as
 * 'Today', exists for one graph identifier). The rule does not name it: the market overview's index
 * graph is this kit's choice.
 */
export const TODAY_GRAPH_IDENTIFIER = 'market-overview';

/** The default period: WEEK_1 for fund graphs, DAY_1 otherwise. */
export function defaultPeriod(kind: InstrumentKind): PeriodId {
  return kind === 'fund' ? 'WEEK_1' : 'DAY_1';
}

/** A stored period is accepted only if it is in the known list of periods. */
export function isKnownPeriod(value: unknown): value is PeriodId {
  return (PERIOD_IDS as readonly unknown[]).includes(value);
}

/** The texts of a period button: the short label and the accessible name. */
export interface PeriodLabels {
  label: MessageKey;
  name: MessageKey;
}

/**
 * The label and accessible label of each period. CUSTOM has neither: it is chosen in the footer's
 * date picker, never from the period list.
 */
const PERIOD_LABELS: Readonly<Partial<Record<PeriodId, PeriodLabels>>> = {
  DAY_1: { label: 'priceGraph.period.DAY_1', name: 'priceGraph.periodName.DAY_1' },
  WEEK_1: { label: 'priceGraph.period.WEEK_1', name: 'priceGraph.periodName.WEEK_1' },
  MONTH_1: { label: 'priceGraph.period.MONTH_1', name: 'priceGraph.periodName.MONTH_1' },
  MONTH_3: { label: 'priceGraph.period.MONTH_3', name: 'priceGraph.periodName.MONTH_3' },
  MONTH_6: { label: 'priceGraph.period.MONTH_6', name: 'priceGraph.periodName.MONTH_6' },
  YTD: { label: 'priceGraph.period.YTD', name: 'priceGraph.periodName.YTD' },
  YEAR_1: { label: 'priceGraph.period.YEAR_1', name: 'priceGraph.periodName.YEAR_1' },
  YEAR_3: { label: 'priceGraph.period.YEAR_3', name: 'priceGraph.periodName.YEAR_3' },
  YEAR_5: { label: 'priceGraph.period.YEAR_5', name: 'priceGraph.periodName.YEAR_5' },
  YEAR_10: { label: 'priceGraph.period.YEAR_10', name: 'priceGraph.periodName.YEAR_10' },
  ALL: { label: 'priceGraph.period.ALL', name: 'priceGraph.periodName.ALL' },
};

const TODAY_LABELS: PeriodLabels = {
  label: 'priceGraph.period.TODAY',
  name: 'priceGraph.periodName.TODAY',
};

/** A period as the selector shows it. */
export interface PeriodButton extends PeriodLabels {
  period: PeriodId;
}

/**
 * The period buttons of a graph: the available periods that have both a label and an accessible
 * label, in the order of the period ids (DAY_1 first, ALL last), never CUSTOM. On the one graph
 * with a 'today' period, DAY_1 is shown as 'Today'.
 */
export function periodButtons(
  availablePeriods: readonly PeriodId[],
  graphIdentifier: string,
): PeriodButton[] {
  return PERIOD_IDS.flatMap((period) => {
    if (!availablePeriods.includes(period)) return [];
    const labels =
      period === 'DAY_1' && graphIdentifier === TODAY_GRAPH_IDENTIFIER
        ? TODAY_LABELS
        : PERIOD_LABELS[period];
    return labels?.label && labels.name ? [{ period, ...labels }] : [];
  });
}

/**
 * How far `timeZone`'s wall clock is ahead of UTC at an instant, in milliseconds, to the second
 * (offsets before standard time, local mean time, have seconds); NaN for a zone the browser
 * does not know.
 */
function wallClockAhead(epochMs: number, timeZone: string): number {
  return Math.round(tzOffset(timeZone, new Date(epochMs)) * 60) * 1000;
}

/** The day an instant falls on in `timeZone`, as the graph's dates are written. */
export function calendarDay(epochMs: number, timeZone: string): string {
  return utcDay(epochMs + wallClockAhead(epochMs, timeZone));
}

/**
 * The first day of a period ending now, in the market's time zone: DAY_1 one day back, WEEK_1 seven
 * days, MONTH_1/3/6 months, YTD 1 January, YEAR_1/3/5/10 years, ALL 1970-01-01. A month back from a
 * day its month lacks is that month's last day (31 March less one month is 28 February). CUSTOM has
 * no start of its own: undefined.
 */
export function periodStartDay(
  period: PeriodId,
  now: number,
  timeZone: string,
): string | undefined {
  const today = calendarDay(now, timeZone);
  switch (period) {
    case 'DAY_1':
      return addDays(today, -1);
    case 'WEEK_1':
      return addDays(today, -7);
    case 'MONTH_1':
      return addMonths(today, -1);
    case 'MONTH_3':
      return addMonths(today, -3);
    case 'MONTH_6':
      return addMonths(today, -6);
    case 'YTD':
      return utcDay(utcMidnight(dayParts(today)[0], 0, 1));
    case 'YEAR_1':
      return addMonths(today, -12);
    case 'YEAR_3':
      return addMonths(today, -36);
    case 'YEAR_5':
      return addMonths(today, -60);
    case 'YEAR_10':
      return addMonths(today, -120);
    case 'ALL':
      return ALL_PERIOD_START_DAY;
    case 'CUSTOM':
      return undefined;
  }
}

/** The hours `timeZone` is ahead of UTC at an instant (negative west of Greenwich). */
export function timeZoneOffsetHours(epochMs: number, timeZone: string): number {
  // Whole minutes: the seconds of an offset before standard time are dropped.
  return Math.trunc(tzOffset(timeZone, new Date(epochMs))) / 60;
}

/**
 * The `to` day sent for a custom range, shifted by the time zone hours plus 2. A picked end day is
 * local midnight; written as a UTC date it would fall on the day before east of Greenwich. Shifting
 * the instant forward by the zone's hours plus a 2-hour margin (daylight saving changes included)
 * keeps the day the customer picked.
 *
 * @param endMidnight the picked end day's midnight in `timeZone`, epoch milliseconds
 */
export function shiftedRangeEnd(endMidnight: number, timeZone: string): string {
  const shift = (timeZoneOffsetHours(endMidnight, timeZone) + 2) * 3_600_000;
  return new Date(endMidnight + shift).toISOString().slice(0, GRAPH_DATE_FORMAT.length);
}

/**
 * Midnight of a calendar day in `timeZone`, epoch milliseconds: the first instant whose wall
 * clock reads that midnight, or where the clocks skip it, the first instant of the day.
 */
export function midnightOf(day: string, timeZone: string): number {
  const [year, month, date] = dayParts(day);
  const wallClock = utcMidnight(year, month - 1, date);
  // The zone's offsets a day before and a day after; midnight is the wall clock less one of
  // them, whichever the zone has at the instant that gives (the larger, and so the earlier
  // instant, when both do).
  const offsets = [wallClock - DAY_MS, wallClock + DAY_MS].map((at) =>
    wallClockAhead(at, timeZone),
  );
  const held = offsets.filter((offset) => wallClockAhead(wallClock - offset, timeZone) === offset);
  return wallClock - (held.length > 0 ? Math.max(...held) : (offsets[0] ?? Number.NaN));
}
