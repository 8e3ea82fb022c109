/**
 * Personalization paths (docs/rules.md#backend-calls: `/personalization`). The catalogue shows no
 * version, so none is added; "onboarding answers" becomes `onboarding-answers`, this kit's
 * choice. Methods and payloads: not shown in the catalogue.
 */

/** The aggregated personalization data. Method and payload: not shown in the catalogue. */
export const aggregate = (): string => '/personalization/aggregate';

/** The customer's tasks. Method and payload: not shown in the catalogue. */
export const tasks = (): string => '/personalization/tasks';

/** The customer's onboarding answers. Method and payload: not shown in the catalogue. */
export const onboardingAnswers = (): string => '/personalization/onboarding-answers';

/** The customer's notes. Method and payload: not shown in the catalogue. */
export const notes = (): string => '/personalization/notes';

/** The customer's watchlists. Method and payload: not shown in the catalogue. */
export const watchlists = (): string => '/personalization/watchlists';
