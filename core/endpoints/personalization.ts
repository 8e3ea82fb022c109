/**
 * Personalization paths (SPEC §7, Backend path catalogue: `/personalization`). SPEC shows no
 * version, so none is added; "onboarding answers" becomes `onboarding-answers`, this kit's
 * choice. Methods and payloads: not shown in the spec.
 */

/** The aggregated personalization data. Method and payload: not shown in the spec. */
export const aggregate = (): string => '/personalization/aggregate';

/** The customer's tasks. Method and payload: not shown in the spec. */
export const tasks = (): string => '/personalization/tasks';

/** The customer's onboarding answers. Method and payload: not shown in the spec. */
export const onboardingAnswers = (): string => '/personalization/onboarding-answers';

/** The customer's notes. Method and payload: not shown in the spec. */
export const notes = (): string => '/personalization/notes';

/** The customer's watchlists. Method and payload: not shown in the spec. */
export const watchlists = (): string => '/personalization/watchlists';
