import { TZDate } from '@date-fns/tz';
import type { Locale } from '../../../core/i18n';

/**
 * The time axis. The chart places points by their order, not by clock time, so nights,
 * weekends and holidays take no room and a week of 30-minute bars reads as one line. The ticks
 * then sit where the local calendar turns: an hour, a day, a month, a year, whichever keeps
 * them apart, in the market's time zone (SPEC §9 "Chart time zones by country").
 */

const DAY_MS = 86_400_000;
/** SPEC §9: 1 hour = 3,600,000 ms. */
export const HOUR_MS = 3_600_000;
/** SPEC §9: 3 hours = 10,800,000 ms. */
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

/** The zone's offset from UTC at an instant, in milliseconds (a `TZDate` is costly: Intl). */
function offsetAt(epochMs: number, timeZone: string): number {
  return -new TZDate(epochMs, timeZone).getTimezoneOffset() * 60_000;
}

/** A UTC month's offsets: the one at its start, and from which UTC day (noon) on the other. */
interface MonthOffsets {
  first: number;
  last: number;
  /** The first UTC day number with the `last` offset. */
  changeDay: number;
}

/**
 * The offsets of a zone, looked up sparingly: a zone changes its clocks at most a couple of
 * times a year, so each UTC month is looked up at its first and last day (at noon UTC, exact
 * for trading hours: zones change their clocks at night), and a month with a change is
 * searched for the day it changes.
 */
function zoneOffsets(timeZone: string): (epochMs: number) => number {
  const months = new Map<number, MonthOffsets>();
  return (epochMs) => {
    const date = new Date(epochMs);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth();
    const key = year * 12 + month;
    let found = months.get(key);
    if (!found) {
      const firstDay = Date.UTC(year, month, 1) / DAY_MS;
      const lastDay = Date.UTC(year, month + 1, 0) / DAY_MS;
      const noon = (day: number) => offsetAt(day * DAY_MS + DAY_MS / 2, timeZone);
      const first = noon(firstDay);
      const last = noon(lastDay);
      let low = firstDay;
      let high = lastDay;
      // The first day with the month's last offset (the last day itself when none changes).
      while (first !== last && low < high) {
        const middle = Math.floor((low + high) / 2);
        if (noon(middle) === last) high = middle;
        else low = middle + 1;
      }
      found = { first, last, changeDay: first === last ? firstDay : high };
      months.set(key, found);
    }
    return Math.floor(epochMs / DAY_MS) >= found.changeDay ? found.last : found.first;
  };
}

/** Each zone's offsets, kept for the page's life: every series in a zone looks them up. */
const zones = new Map<string, (epochMs: number) => number>();

/** Local calendar positions of `times` in `timeZone`. */
export function localCalendar(times: Float64Array, timeZone: string): LocalCalendar {
  const day = new Int32Array(times.length);
  const minute = new Int32Array(times.length);
  const month = new Int32Array(times.length);
  let offsetOf = zones.get(timeZone);
  if (!offsetOf) {
    offsetOf = zoneOffsets(timeZone);
    zones.set(timeZone, offsetOf);
  }
  let monthDay = Number.NaN;
  let monthNumber = 0;
  for (let index = 0; index < times.length; index += 1) {
    const local = (times[index] as number) + offsetOf(times[index] as number);
    const localDay = Math.floor(local / DAY_MS);
    day[index] = localDay;
    minute[index] = Math.floor((local - localDay * DAY_MS) / 60_000);
    // Points of one day share its month: intraday bars look it up once a day.
    if (localDay !== monthDay) {
      const { year, month: inYear } = yearMonthOfDay(localDay);
      monthDay = localDay;
      monthNumber = year * 12 + inYear;
    }
    month[index] = monthNumber;
  }
  return { day, minute, month };
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
export type TimeUnit = 'hour' | 'threeHours' | 'day' | 'month' | 'quarter' | 'year' | 'fiveYears';

const TIME_UNITS: readonly TimeUnit[] = [
  'hour',
  'threeHours',
  'day',
  'month',
  'quarter',
  'year',
  'fiveYears',
];

/** Which step of `unit` a point is in; two points in the same step have the same key. */
function unitKey(unit: TimeUnit, calendar: LocalCalendar, index: number): number {
  const day = calendar.day[index] as number;
  switch (unit) {
    case 'hour':
      return day * 24 + Math.floor((calendar.minute[index] as number) / (HOUR_MS / 60_000));
    case 'threeHours':
      return day * 8 + Math.floor((calendar.minute[index] as number) / (THREE_HOURS_MS / 60_000));
    case 'day':
      return day;
    case 'month':
      return calendar.month[index] as number;
    case 'quarter':
      return Math.floor((calendar.month[index] as number) / 3);
    case 'year':
      return Math.floor((calendar.month[index] as number) / 12);
    case 'fiveYears':
      return Math.floor((calendar.month[index] as number) / 60);
  }
}

/** The ticks of a visible stretch: the indexes where a step begins, and the step. */
export interface TimeTicks {
  unit: TimeUnit;
  indexes: number[];
}

/**
 * The ticks between two point indexes: the finest calendar step, from `finest` up, whose
 * boundaries number at most `maxTicks`. Daily points start at days: each is stamped at its
 * session's open, and an hour tick on each would say nothing but "09:00".
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
  let fallback: TimeTicks = { unit: 'fiveYears', indexes: [] };
  for (const unit of TIME_UNITS.slice(TIME_UNITS.indexOf(finest))) {
    const indexes: number[] = [];
    let previous = first - 1 >= 0 ? unitKey(unit, calendar, first - 1) : Number.NaN;
    for (let index = first; index <= last; index += 1) {
      const key = unitKey(unit, calendar, index);
      if (key !== previous) {
        indexes.push(index);
        if (indexes.length > maxTicks) break;
      }
      previous = key;
    }
    if (indexes.length <= maxTicks) {
      if (indexes.length > 0) return { unit, indexes };
      break;
    }
    fallback = { unit, indexes: [] };
  }
  return fallback;
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
};

/** A tick's text: a time for hours, a date for days, a month, a year. A month tick in January shows the year. */
export function tickText(time: number, unit: TimeUnit, locale: Locale, timeZone: string): string {
  const isJanuary =
    unit === 'month' && formatter('en', timeZone, { month: 'numeric' }).format(time) === '1';
  const options = isJanuary ? { year: 'numeric' as const } : TICK_FORMATS[unit];
  return formatter(locale, timeZone, options).format(time);
}

/** SPEC §9: tooltips show the time for intraday resolutions, else the date. */
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
