import { tzOffset } from '@date-fns/tz/tzOffset';
import type { Locale } from '../../../core/i18n';
import { CHART_TIME_ZONES } from './graph-instrument';

/**
 * The time axis. The chart places points by their order, not by clock time, so nights, weekends and
 * holidays take no room and a week of 30-minute bars reads as one line. The ticks then sit where
 * the local calendar turns: an hour, a day, a month, a year, whichever keeps them apart, in the
 * market's time zone.
 */

const DAY_MS = 86_400_000;
/** 1 hour = 3,600,000 ms. */
export const HOUR_MS = 3_600_000;
/** 3 hours = 10,800,000 ms. */
export const THREE_HOURS_MS = 10_800_000;

/**
 * Each point's local calendar: its day number (days since 1970-01-01, local), minute of day,
 * and month number (year × 12 + month, 0–11).
 */
export interface LocalCalendar {
  readonly day: Int32Array;
  readonly minute: Int32Array;
  readonly month: Int32Array;
}

const MINUTE_MS = 60_000;

/** The zone's offset from UTC at an instant, in milliseconds (an Intl call: costly). */
function offsetAt(epochMs: number, timeZone: string): number {
  // Offsets before standard time (local mean time) have seconds: minutes with a fraction.
  const minutes = tzOffset(timeZone, new Date(epochMs));
  // An unknown zone has no offsets: its times read as UTC rather than as no day at all.
  return Number.isFinite(minutes) ? Math.round(minutes * MINUTE_MS) : 0;
}

/** A change of a zone's offset: from `at` (epoch ms) on, the zone is `offset` ms from UTC. */
interface OffsetChange {
  readonly at: number;
  readonly offset: number;
}

/**
 * The changes between two instants whose offsets are known, to the minute, by halving: only
 * where the offsets at the ends differ is there a change to look for.
 */
function changesBetween(
  from: number,
  fromOffset: number,
  to: number,
  toOffset: number,
  offsetOf: (epochMs: number) => number,
  found: OffsetChange[],
): void {
  if (fromOffset === toOffset) return;
  if (to - from <= MINUTE_MS) {
    found.push({ at: to, offset: toOffset });
    return;
  }
  const middle = from + Math.max(1, Math.floor((to - from) / MINUTE_MS / 2)) * MINUTE_MS;
  const middleOffset = offsetOf(middle);
  changesBetween(from, fromOffset, middle, middleOffset, offsetOf, found);
  changesBetween(middle, middleOffset, to, toOffset, offsetOf, found);
}

/** A zone's offsets from one instant on: from each `starts[i]` on, `offsets[i]` ms from UTC. */
export interface OffsetRanges {
  readonly starts: readonly number[];
  readonly offsets: readonly number[];
}

/**
 * How many months apart a zone's offset is looked up, as the start of a search for its changes:
 * only a stretch whose two ends differ is searched, so no stretch may hold a change and its
 * undoing. Zones change their clocks at most a few times a year, never twice within 35 days (the
 * IANA data since 1600), so a month is safe for any zone. For the chart's own zones a half-year is,
 * checked against every change since 1600 in `time-axis.test.ts`: their summer times all span July
 * and their winters January, and the search finds the wartime double changes inside a half-year.
 */
const PROBE_MONTHS_ANY_ZONE = 1;
const PROBE_MONTHS_CHART_ZONES = 6;
const CHART_ZONES: ReadonlySet<string> = new Set(Object.values(CHART_TIME_ZONES));

/**
 * A zone's offsets, looked up sparingly and kept for the page's life: every series in the
 * zone shares them. The offset is looked up at the start of every stretch of `span` UTC months
 * (see above), and only a stretch whose two ends differ is searched for its changes. A
 * series' calendar then costs one Intl call per stretch it spans and some 18 per change,
 * however many points it has (400 years of daily points in Stockholm: about 2 500 calls).
 */
export function zoneClock(
  timeZone: string,
  span = CHART_ZONES.has(timeZone) ? PROBE_MONTHS_CHART_ZONES : PROBE_MONTHS_ANY_ZONE,
): (from: number, to: number) => OffsetRanges {
  const stretchStarts = new Map<number, number>();
  const stretchChanges = new Map<number, readonly OffsetChange[]>();
  const offsetOf = (epochMs: number) => offsetAt(epochMs, timeZone);
  const stretchStartMs = (stretch: number) => {
    const month = stretch * span;
    const year = Math.floor(month / 12);
    return firstDayOfMonth(year, month - year * 12) * DAY_MS;
  };
  const startOffset = (stretch: number) => {
    let offset = stretchStarts.get(stretch);
    if (offset === undefined) {
      offset = offsetOf(stretchStartMs(stretch));
      stretchStarts.set(stretch, offset);
    }
    return offset;
  };
  const changesIn = (stretch: number) => {
    let changes = stretchChanges.get(stretch);
    if (!changes) {
      const found: OffsetChange[] = [];
      const next = stretch + 1;
      changesBetween(
        stretchStartMs(stretch),
        startOffset(stretch),
        stretchStartMs(next),
        startOffset(next),
        offsetOf,
        found,
      );
      changes = found;
      stretchChanges.set(stretch, changes);
    }
    return changes;
  };
  return (from, to) => {
    const stretchOf = (epochMs: number) => {
      const { year, month } = yearMonthOfDay(Math.floor(epochMs / DAY_MS));
      return Math.floor((year * 12 + month) / span);
    };
    const first = stretchOf(from);
    const last = stretchOf(to);
    const starts = [-Infinity];
    const offsets = [startOffset(first)];
    for (let stretch = first; stretch <= last; stretch += 1) {
      for (const change of changesIn(stretch)) {
        starts.push(change.at);
        offsets.push(change.offset);
      }
    }
    return { starts, offsets };
  };
}

/** Each zone's offsets, kept for the page's life. */
const zones = new Map<string, (from: number, to: number) => OffsetRanges>();

/** The index of the range an instant is in: the last start at or before it. */
function rangeAt(starts: readonly number[], epochMs: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((starts[middle] as number) <= epochMs) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Local calendar positions of `times` in `timeZone`. The zone's offsets come as ranges (see
 * `zoneClock`) and each point only checks that it is still in the range of the one before,
 * and still in its month: no Intl call and nothing allocated per point.
 */
export function localCalendar(times: Float64Array, timeZone: string): LocalCalendar {
  const count = times.length;
  const day = new Int32Array(count);
  const minute = new Int32Array(count);
  const month = new Int32Array(count);
  if (count === 0) return { day, minute, month };
  let earliest = Infinity;
  let latest = -Infinity;
  for (let index = 0; index < count; index += 1) {
    const time = times[index] as number;
    if (time < earliest) earliest = time;
    if (time > latest) latest = time;
  }
  let clock = zones.get(timeZone);
  if (!clock) {
    clock = zoneClock(timeZone);
    zones.set(timeZone, clock);
  }
  const { starts, offsets } = clock(earliest, latest);
  let rangeStart = Infinity;
  let rangeEnd = -Infinity;
  let offset = 0;
  let monthFirstDay = Infinity;
  let monthEndDay = -Infinity;
  let monthNumber = 0;
  for (let index = 0; index < count; index += 1) {
    const time = times[index] as number;
    if (!(time >= rangeStart && time < rangeEnd)) {
      const range = rangeAt(starts, time);
      rangeStart = starts[range] as number;
      rangeEnd = starts[range + 1] ?? Infinity;
      offset = offsets[range] as number;
    }
    const local = time + offset;
    const localDay = Math.floor(local / DAY_MS);
    day[index] = localDay;
    minute[index] = Math.floor((local - localDay * DAY_MS) / MINUTE_MS);
    if (!(localDay >= monthFirstDay && localDay < monthEndDay)) {
      const { year, month: inYear } = yearMonthOfDay(localDay);
      monthNumber = year * 12 + inYear;
      monthFirstDay = firstDayOfMonth(year, inYear);
      monthEndDay =
        inYear === 11 ? firstDayOfMonth(year + 1, 0) : firstDayOfMonth(year, inYear + 1);
    }
    month[index] = monthNumber;
  }
  return { day, minute, month };
}

/** The day number (days since 1970-01-01) of a month's first day, month 0–11 (proleptic Gregorian). */
export function firstDayOfMonth(year: number, month: number): number {
  // H. Hinnant's days-from-civil, counting from 0000-03-01 in 400-year eras.
  const shiftedYear = month < 2 ? year - 1 : year;
  const era = Math.floor(shiftedYear / 400);
  const yearOfEra = shiftedYear - era * 400;
  const shiftedMonth = month < 2 ? month + 10 : month - 2;
  const dayOfYear = Math.floor((153 * shiftedMonth + 2) / 5);
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Year and month (0–11) of a day number, by the proleptic Gregorian calendar (no Date needed). */
export function yearMonthOfDay(dayNumber: number): { year: number; month: number } {
  // Days since 0000-03-01, in 400-year eras (H. Hinnant's civil-from-days algorithm).
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const month = shiftedMonth < 10 ? shiftedMonth + 2 : shiftedMonth - 10;
  const year = yearOfEra + era * 400 + (month <= 1 ? 1 : 0);
  return { year, month };
}

/** A calendar step the ticks can follow, from the finest. */
export type TimeUnit =
  | 'hour'
  | 'threeHours'
  | 'day'
  | 'month'
  | 'quarter'
  | 'year'
  | 'fiveYears'
  | 'tenYears'
  | 'fiftyYears'
  | 'century';

const TIME_UNITS: readonly TimeUnit[] = [
  'hour',
  'threeHours',
  'day',
  'month',
  'quarter',
  'year',
  'fiveYears',
  'tenYears',
  'fiftyYears',
  'century',
];

/** How many months a step of a month-based unit spans. */
const MONTHS_IN_STEP: Partial<Readonly<Record<TimeUnit, number>>> = {
  month: 1,
  quarter: 3,
  year: 12,
  fiveYears: 60,
  tenYears: 120,
  fiftyYears: 600,
  century: 1200,
};

/** Which step of a unit finer than a month a point is in; two points in one step have one key. */
function subMonthKey(unit: TimeUnit, calendar: LocalCalendar, index: number): number {
  const day = calendar.day[index] as number;
  if (unit === 'day') return day;
  const minute = calendar.minute[index] as number;
  return unit === 'hour'
    ? day * 24 + Math.floor(minute / (HOUR_MS / MINUTE_MS))
    : day * 8 + Math.floor(minute / (THREE_HOURS_MS / MINUTE_MS));
}

/** Each calendar's month turns: the indexes whose month differs from the point's before. */
const monthTurnsOf = new WeakMap<LocalCalendar, Int32Array>();

/**
 * Where a month-based step can begin: only where the month turns, so finding the ticks of
 * years or decades visits those few points, not every point of a long series.
 */
function monthTurns(calendar: LocalCalendar): Int32Array {
  let turns = monthTurnsOf.get(calendar);
  if (!turns) {
    const { month } = calendar;
    const found: number[] = [];
    for (let index = 1; index < month.length; index += 1) {
      if (month[index] !== month[index - 1]) found.push(index);
    }
    turns = Int32Array.from(found);
    monthTurnsOf.set(calendar, turns);
  }
  return turns;
}

/** The position of the first of the sorted `indexes` at or after `index`. */
function firstAtOrAfter(indexes: Int32Array, index: number): number {
  let low = 0;
  let high = indexes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((indexes[middle] as number) < index) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The indexes from `first` (at least 1) to `last` where a step of `unit` begins (its key
 * differs from the point's before), up to one more than `maxTicks`.
 */
function stepStarts(
  unit: TimeUnit,
  calendar: LocalCalendar,
  first: number,
  last: number,
  maxTicks: number,
): number[] {
  const indexes: number[] = [];
  const months = MONTHS_IN_STEP[unit];
  if (months === undefined) {
    let previous = subMonthKey(unit, calendar, first - 1);
    for (let index = first; index <= last && indexes.length <= maxTicks; index += 1) {
      const key = subMonthKey(unit, calendar, index);
      if (key !== previous) indexes.push(index);
      previous = key;
    }
    return indexes;
  }
  // Between two month turns the month, and so the step, stays the same.
  const keyAt = (index: number) => Math.floor((calendar.month[index] as number) / months);
  const turns = monthTurns(calendar);
  let previous = keyAt(first - 1);
  for (
    let at = firstAtOrAfter(turns, first);
    at < turns.length && (turns[at] as number) <= last && indexes.length <= maxTicks;
    at += 1
  ) {
    const index = turns[at] as number;
    const key = keyAt(index);
    if (key !== previous) indexes.push(index);
    previous = key;
  }
  return indexes;
}

/** The ticks of a visible stretch: the indexes where a step begins, and the step. */
export interface TimeTicks {
  unit: TimeUnit;
  indexes: number[];
}

/**
 * The fewest ticks the axis shows where it has room for them: two dates alone hardly tell how
 * time runs along the chart, so a week or more always gets three.
 */
export const MIN_TIME_TICKS = 3;

/**
 * The ticks between two point indexes: the finest calendar step, from `finest` up, whose
 * boundaries number at most `maxTicks`. Daily points start at days: each is stamped at its
 * session's open, and an hour tick on each would say nothing but "09:00". When that step has
 * fewer than three ticks (six weeks hold one month's turn), every so many steps of the finer
 * unit are ticks instead, as many as fit, centred in the stretch; the first point counts as
 * the start of its step there.
 */
export function timeTicks(
  calendar: LocalCalendar,
  from: number,
  to: number,
  maxTicks: number,
  finest: TimeUnit = 'hour',
): TimeTicks {
  const first = Math.max(1, Math.ceil(from));
  const last = Math.min(calendar.day.length - 1, Math.floor(to));
  let found: TimeTicks = { unit: 'century', indexes: [] };
  let finer: TimeUnit | undefined;
  for (const unit of TIME_UNITS.slice(TIME_UNITS.indexOf(finest))) {
    const indexes = stepStarts(unit, calendar, first, last, maxTicks);
    if (indexes.length <= maxTicks) {
      found = { unit, indexes };
      break;
    }
    finer = unit;
  }
  if (!finer || found.indexes.length >= MIN_TIME_TICKS) return found;
  const starts = stepStarts(finer, calendar, first, last, Infinity);
  if (from <= 0) starts.unshift(0);
  const every = Math.ceil(starts.length / maxTicks);
  // Every so many, the ones left over shared between both ends.
  const indexes = starts.filter((_, at) => at % every === ((starts.length - 1) % every) >> 1);
  return indexes.length > found.indexes.length ? { unit: finer, indexes } : found;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${timeZone} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

const TICK_FORMATS: Readonly<Record<TimeUnit, Intl.DateTimeFormatOptions>> = {
  hour: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  threeHours: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  day: { day: 'numeric', month: 'short' },
  month: { month: 'short' },
  quarter: { month: 'short', year: 'numeric' },
  year: { year: 'numeric' },
  fiveYears: { year: 'numeric' },
  tenYears: { year: 'numeric' },
  fiftyYears: { year: 'numeric' },
  century: { year: 'numeric' },
};

/** A tick's text: a time for hours, a date for days, a month, a year. A month tick in January shows the year. */
export function tickText(time: number, unit: TimeUnit, locale: Locale, timeZone: string): string {
  const isJanuary =
    unit === 'month' && formatter('en', timeZone, { month: 'numeric' }).format(time) === '1';
  const options = isJanuary ? { year: 'numeric' as const } : TICK_FORMATS[unit];
  return formatter(locale, timeZone, options).format(time);
}

/** Tooltips show the time for intraday resolutions, else the date. */
export function tooltipTimeText(
  time: number,
  intraday: boolean,
  locale: Locale,
  timeZone: string,
): string {
  return formatter(
    locale,
    timeZone,
    intraday
      ? { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
      : { day: 'numeric', month: 'short', year: 'numeric' },
  ).format(time);
}
