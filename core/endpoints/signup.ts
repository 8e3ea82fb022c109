/**
 * Signup paths (docs/rules.md#backend-calls: `/signup/v1`, `v2` and `v3`): customer due
 * diligence (CDD) answers, the risk calculation and the signup steps.
 *
 * The segments are this kit's kebab-case reading of the catalogue's words: `cdd/answer-sessions`,
 * `cdd/question-pages`, `risk-calculation` and `steps/{step}`, KYC written `kyc` like the other
 * steps. Each builder takes the version (v1 unless asked). Methods and payloads: not shown in
 * the catalogue.
 */
import { path } from './path';

/** The versions the catalogue shows for signup. */
export type SignupVersion = 'v1' | 'v2' | 'v3';

/** The step paths the catalogue lists. */
export type SignupStepPath =
  | 'validation'
  | 'contact-info'
  | 'account-picker'
  | 'account-alias'
  | 'citizenship'
  | 'residency'
  | 'tax-info'
  | 'kyc'
  | 'milestones';

/** Answer sessions of the CDD questionnaire. Method and payload: not shown in the catalogue. */
export const cddAnswerSessions = (version: SignupVersion = 'v1'): string =>
  path`/signup/${version}/cdd/answer-sessions`;

/** Question pages of the CDD questionnaire. Method and payload: not shown in the catalogue. */
export const cddQuestionPages = (version: SignupVersion = 'v1'): string =>
  path`/signup/${version}/cdd/question-pages`;

/** The customer's risk calculation. Method and payload: not shown in the catalogue. */
export const riskCalculation = (version: SignupVersion = 'v1'): string =>
  path`/signup/${version}/risk-calculation`;

/** One signup step. Method and payload: not shown in the catalogue. */
export const step = (step: SignupStepPath, version: SignupVersion = 'v1'): string =>
  path`/signup/${version}/steps/${step}`;
