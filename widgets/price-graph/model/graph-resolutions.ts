import {
  RESOLUTION_IDS,
  type PeriodId,
  type ResolutionId,
} from '../../../core/schemas/enumerations';

/**
 * Resolutions. Which resolutions a period offers is the backend's answer
 * (`validResolutionsForPeriod`); the graph only remembers the customer's choice per period.
 */

/**
 * The intraday resolutions (MIN_1 to MIN_30, HOUR_1, HOUR_4), whose tooltips show the time: every
 * resolution finer than a day, as the resolution ids list them finest first.
 */
export const INTRADAY_RESOLUTIONS: readonly ResolutionId[] = RESOLUTION_IDS.slice(
  0,
  RESOLUTION_IDS.indexOf('DAY'),
);

/** Whether points of this resolution are within a day, so times matter. */
export function isIntraday(resolution: ResolutionId | undefined): boolean {
  return resolution !== undefined && INTRADAY_RESOLUTIONS.includes(resolution);
}

/** The chosen resolution of each period, as stored. */
export type ResolutionChoices = Readonly<Partial<Record<PeriodId, ResolutionId>>>;

/** Selecting a resolution stores it for the current period only. */
export function chooseResolution(
  choices: ResolutionChoices,
  period: PeriodId,
  resolution: ResolutionId,
): ResolutionChoices {
  return { ...choices, [period]: resolution };
}

/**
 * The resolution to ask for: the one chosen for this period, when the period offers it (or
 * when the offer is not known yet); otherwise none, and the backend picks its default.
 */
export function requestedResolution(
  choices: ResolutionChoices,
  period: PeriodId,
  valid: readonly ResolutionId[] | undefined,
): ResolutionId | undefined {
  const chosen = choices[period];
  if (chosen === undefined) return undefined;
  return valid === undefined || valid.includes(chosen) ? chosen : undefined;
}

/**
 * How long a bar of each intraday resolution lasts, in milliseconds: a live price inside the
 * last bar moves it, a later one starts a new bar.
 */
export const INTRADAY_BAR_MS: Readonly<Partial<Record<ResolutionId, number>>> = {
  MIN_1: 60_000,
  MIN_2: 120_000,
  MIN_5: 300_000,
  MIN_15: 900_000,
  MIN_30: 1_800_000,
  HOUR_1: 3_600_000,
  HOUR_4: 14_400_000,
};
