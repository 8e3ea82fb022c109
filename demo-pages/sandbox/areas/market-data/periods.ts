import { TZDate } from '@date-fns/tz';
import { startOfYear, subDays, subMonths, subYears } from 'date-fns';
import { PERIOD_IDS, type PeriodId } from '../../../../core/schemas/enumerations';
import type { ListingKind } from '../../data/listings';
import type { PricePath } from '../../data/price-paths';

/** A period with a start of its own: every graph period but CUSTOM, which is a date range. */
export type NamedPeriod = Exclude<PeriodId, 'CUSTOM'>;

/** The named periods, in the order. */
export const NAMED_PERIODS = PERIOD_IDS.filter(
  (period): period is NamedPeriod => period !== 'CUSTOM',
);

/** Whether a path segment or query value is a named period. */
export const isNamedPeriod = (value: string): value is NamedPeriod =>
  (NAMED_PERIODS as readonly string[]).includes(value);

/**
 * The periods a listing's graph offers (the answer's `availablePeriods`): a fund has one NAV a
 * day, so no day period ("Price graph" restores a fund graph to WEEK_1); CUSTOM is
 * left out everywhere, as its range is picked in the footer rather than offered as a period.
 */
export const availablePeriods = (kind: ListingKind): readonly NamedPeriod[] =>
  kind === 'fund' ? NAMED_PERIODS.filter((period) => period !== 'DAY_1') : NAMED_PERIODS;

/** The period answered for the one asked: a fund's day is answered with its week. */
export const answeredPeriod = (asked: NamedPeriod, kind: ListingKind): NamedPeriod =>
  kind === 'fund' && asked === 'DAY_1' ? 'WEEK_1' : asked;

/** How each period steps back from now, on the market's calendar. */
const STEP_BACK: Readonly<Record<Exclude<NamedPeriod, 'DAY_1'>, (now: TZDate) => Date>> = {
  WEEK_1: (now) => subDays(now, 7),
  MONTH_1: (now) => subMonths(now, 1),
  MONTH_3: (now) => subMonths(now, 3),
  MONTH_6: (now) => subMonths(now, 6),
  YTD: (now) => startOfYear(now),
  YEAR_1: (now) => subYears(now, 1),
  YEAR_3: (now) => subYears(now, 3),
  YEAR_5: (now) => subYears(now, 5),
  YEAR_10: (now) => subYears(now, 10),
  // "from 1970-01-01"; the price history itself begins in 1990.
  ALL: (now) => new TZDate(1970, 0, 1, now.timeZone),
};

/**
 * Where a period begins, in epoch milliseconds. The calendar
 * steps are taken in the market's time zone, so a month back from 10:00 in Stockholm is 10:00
 * in Stockholm whatever daylight saving did in between, and YTD begins at local midnight on
 * 1 January. The rule "DAY_1 one day back" is read as the trading day: the session now running,
 * or the last one before now, from its open, as a day's change is measured from the previous
 * close (the sandbox's reading; a plain 24 hours back would straddle two sessions).
 */
export function periodStart(period: NamedPeriod, path: PricePath, now: number): number {
  if (period === 'DAY_1') return path.sessionAt(now).openMs;
  return STEP_BACK[period](new TZDate(now, path.timeZone)).getTime();
}
