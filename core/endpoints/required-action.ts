/**
 * Required action paths (docs/rules.md#backend-calls: `/required-action/v1` and `v2`):
 * actions the customer must take, and their questionnaires. The kebab-case segments are
 * The catalogue's words; each builder takes the version (v1 unless asked). Methods and payloads: not
 * shown in the catalogue.
 */
import { path } from './path';

/** The versions the catalogue shows for required actions. */
export type RequiredActionVersion = 'v1' | 'v2';

/** The customer's required actions. Method and payload: not shown in the catalogue. */
export const actions = (version: RequiredActionVersion = 'v1'): string =>
  path`/required-action/${version}/actions`;

/** Questionnaires of required actions. Method and payload: not shown in the catalogue. */
export const questionnaires = (version: RequiredActionVersion = 'v1'): string =>
  path`/required-action/${version}/questionnaires`;

/** Results of required actions. Method and payload: not shown in the catalogue. */
export const results = (version: RequiredActionVersion = 'v1'): string =>
  path`/required-action/${version}/results`;

/** Answers to required-action questionnaires. Method and payload: not shown in the catalogue. */
export const answers = (version: RequiredActionVersion = 'v1'): string =>
  path`/required-action/${version}/answers`;
