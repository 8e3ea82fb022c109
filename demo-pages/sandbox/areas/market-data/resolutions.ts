import type { ResolutionId } from '../../../../core/schemas/enumerations';
import type { ListingKind } from '../../data/listings';
import { MINUTE_MS } from '../../data/markets';
import type { NamedPeriod } from './periods';

/*
 * Which resolutions a period of the price graph offers (the answer's
 * `validResolutionsForPeriod`) and which one it is drawn at by default. The catalogue names the
 * resolution ids (§3) but not which period offers which: the table is the sandbox's own,
 * chosen so that a period is a few dozen to a few thousand points at each of its resolutions.
 */

/** The bar length of each intraday resolution. */
export const INTRADAY_BAR_MS = {
  MIN_1: MINUTE_MS,
  MIN_2: 2 * MINUTE_MS,
  MIN_5: 5 * MINUTE_MS,
  MIN_15: 15 * MINUTE_MS,
  MIN_30: 30 * MINUTE_MS,
  HOUR_1: 60 * MINUTE_MS,
  HOUR_4: 240 * MINUTE_MS,
} as const satisfies Partial<Record<ResolutionId, number>>;

/** A resolution below a day: bars inside trading hours. */
export type IntradayResolution = keyof typeof INTRADAY_BAR_MS;

/** Whether a resolution is below a day (its bars lie inside trading hours). */
export const isIntraday = (resolution: ResolutionId): resolution is IntradayResolution =>
  resolution in INTRADAY_BAR_MS;

/** The resolutions a period offers, finest first, and the one it is drawn at by default. */
export interface PeriodResolutions {
  readonly valid: readonly ResolutionId[];
  readonly fallback: ResolutionId;
}

const offer = (valid: readonly ResolutionId[], fallback: ResolutionId): PeriodResolutions => ({
  valid,
  fallback,
});

const DAYS_TO_YEARS: readonly ResolutionId[] = ['HOUR_4', 'DAY', 'WEEK'];
const YEARS: readonly ResolutionId[] = ['DAY', 'WEEK', 'MONTH'];
const DECADES: readonly ResolutionId[] = ['DAY', 'WEEK', 'MONTH', 'QUARTER'];

const PERIOD_RESOLUTIONS: Readonly<Record<NamedPeriod, PeriodResolutions>> = {
  DAY_1: offer(['MIN_1', 'MIN_2', 'MIN_5', 'MIN_15', 'MIN_30', 'HOUR_1'], 'MIN_5'),
  WEEK_1: offer(['MIN_5', 'MIN_15', 'MIN_30', 'HOUR_1', 'HOUR_4', 'DAY'], 'MIN_30'),
  MONTH_1: offer(['MIN_30', 'HOUR_1', 'HOUR_4', 'DAY'], 'HOUR_1'),
  MONTH_3: offer(DAYS_TO_YEARS, 'DAY'),
  MONTH_6: offer(DAYS_TO_YEARS, 'DAY'),
  YTD: offer(DAYS_TO_YEARS, 'DAY'),
  YEAR_1: offer(DAYS_TO_YEARS, 'DAY'),
  YEAR_3: offer(YEARS, 'DAY'),
  YEAR_5: offer(YEARS, 'WEEK'),
  YEAR_10: offer(DECADES, 'WEEK'),
  ALL: offer(DECADES, 'MONTH'),
};

/** What a fund offers when none of a period's resolutions is a day or longer. */
const FUND_FALLBACK = offer(['DAY', 'WEEK'], 'DAY');

/**
 * The resolutions of a period for a kind of listing. A fund has one NAV a day, so it offers
 * no intraday resolution; its default is the period's when that is left, else its finest.
 */
export function periodResolutions(period: NamedPeriod, kind: ListingKind): PeriodResolutions {
  const resolutions = PERIOD_RESOLUTIONS[period];
  if (kind !== 'fund') return resolutions;
  const valid: readonly ResolutionId[] = resolutions.valid.filter(
    (resolution) => !isIntraday(resolution),
  );
  const [finest] = valid;
  if (finest === undefined) return FUND_FALLBACK;
  return offer(valid, valid.includes(resolutions.fallback) ? resolutions.fallback : finest);
}

/** The resolution asked for when the period offers it, else the period's default. */
export function chosenResolution(
  resolutions: PeriodResolutions,
  requested: string | null,
): ResolutionId {
  return resolutions.valid.find((resolution) => resolution === requested) ?? resolutions.fallback;
}

/**
 * The named period a custom range offers the resolutions of, by its length in calendar days
 * (both ends counted): up to 2 days like DAY_1, 10 like WEEK_1, 40 like MONTH_1, 400 like
 * YEAR_1, 4 years like YEAR_3, longer like YEAR_10. The sandbox's own steps, with some room
 * above each period's own length.
 */
const SPAN_PERIODS: readonly (readonly [maxDays: number, like: NamedPeriod])[] = [
  [2, 'DAY_1'],
  [10, 'WEEK_1'],
  [40, 'MONTH_1'],
  [400, 'YEAR_1'],
  [4 * 365 + 1, 'YEAR_3'],
];

/** The named period whose resolutions a custom range of `days` calendar days offers. */
export const periodLikeSpan = (days: number): NamedPeriod =>
  SPAN_PERIODS.find(([maxDays]) => days <= maxDays)?.[1] ?? 'YEAR_10';
