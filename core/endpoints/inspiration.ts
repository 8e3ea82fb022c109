/**
 * Inspiration paths (docs/rules.md#backend-calls: `/inspiration/v1`): curated lists,
 * topics, previews, feedback and savings goals.
 *
 * One curated list by its id or slug, as the curated-list card fetches it, is not shown in
 * the catalogue: `curated-lists/{id}` is this kit's choice. A savings goal by id serves the catalogue's "CRUD".
 * Methods and payloads: not shown in the catalogue.
 */
import { path } from './path';
import type { Id } from './path-params';

/** The curated lists. Method and payload: not shown in the catalogue. */
export const curatedLists = (): string => '/inspiration/v1/curated-lists';

/**
 * One curated list, by id or slug; its preview is the card's data (List preview). The
 * path is this kit's choice. Method and payload: not shown in the catalogue.
 */
export const curatedList = (id: Id): string => path`/inspiration/v1/curated-lists/${id}`;

/** Topics. Method and payload: not shown in the catalogue. */
export const topics = (): string => '/inspiration/v1/topics';

/** Previews grouped in sections. Method and payload: not shown in the catalogue. */
export const sectionedPreviews = (): string => '/inspiration/v1/sectioned-previews';

/** The customer's feedback on inspiration. Method and payload: not shown in the catalogue. */
export const customerFeedback = (): string => '/inspiration/v1/customer-feedback';

/** The customer's savings goals, listed and created here. Method and payload: not shown. */
export const savingsGoals = (): string => '/inspiration/v1/savings-goals';

/** One savings goal, read, updated and deleted here. Method and payload: not shown. */
export const savingsGoal = (id: Id): string => path`/inspiration/v1/savings-goals/${id}`;

/** The accounts a savings goal may use. Method and payload: not shown in the catalogue. */
export const savingsGoalsAllowedAccounts = (): string =>
  '/inspiration/v1/savings-goals/allowed-accounts';
