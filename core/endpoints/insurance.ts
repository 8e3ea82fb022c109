/**
 * Insurance and pension paths (docs/rules.md#backend-calls: `/insurance/...`).
 *
 * The catalogue shows neither a version nor the segments below `/insurance/`, so none is added and the
 * segments are this kit's kebab-case reading of the catalogue's words: the EPK items (Norwegian own
 * pension account) under `epk/`, the investment-advice steps under `investment-advice/`,
 * "portfolios allocations" as `portfolios/allocations` and "insurance documents" as
 * `documents`. Methods and payloads: not shown in the catalogue.
 */
import { path } from './path';
import type { Id } from './path-params';

/** The EPK pension provider. Method and payload: not shown in the catalogue. */
export const epkPensionProvider = (): string => '/insurance/epk/pension-provider';

/** EPK pension prognoses. Method and payload: not shown in the catalogue. */
export const epkPrognoses = (): string => '/insurance/epk/prognoses';

/** The EPK accounts the customer may view. Method and payload: not shown in the catalogue. */
export const epkViewableAccounts = (): string => '/insurance/epk/viewable-accounts';

/** EPK statement values. Method and payload: not shown in the catalogue. */
export const epkStatementValues = (): string => '/insurance/epk/statement-values';

/** EPK outpayment settings. Method and payload: not shown in the catalogue. */
export const epkOutpaymentSettings = (): string => '/insurance/epk/outpayment-settings';

/** Assesses the customer for investment advice. Method and payload: not shown in the catalogue. */
export const investmentAdviceAssess = (): string => '/insurance/investment-advice/assess';

/** Answers an investment advice question. Method and payload: not shown in the catalogue. */
export const investmentAdviceAnswer = (): string => '/insurance/investment-advice/answer';

/** Resets the investment advice. Method and payload: not shown in the catalogue. */
export const investmentAdviceReset = (): string => '/insurance/investment-advice/reset';

/** The history of investment advice. Method and payload: not shown in the catalogue. */
export const investmentAdviceHistory = (): string => '/insurance/investment-advice/history';

/** The investment advice document. Method and payload: not shown in the catalogue. */
export const investmentAdviceDocument = (): string => '/insurance/investment-advice/document';

/** The portfolio groups of investment advice. Method and payload: not shown in the catalogue. */
export const investmentAdvicePortfolioGroups = (): string =>
  '/insurance/investment-advice/portfolio-groups';

/** Risk assessments. Method and payload: not shown in the catalogue. */
export const riskAssessments = (): string => '/insurance/risk-assessments';

/** One investment advice. Method and payload: not shown in the catalogue. */
export const investmentAdvice = (id: Id): string => path`/insurance/investment-advices/${id}`;

/** One investment advice as a PDF. Method and payload: not shown in the catalogue. */
export const investmentAdvicePdf = (id: Id): string =>
  path`/insurance/investment-advices/${id}/pdf`;

/** The allocations of the pension portfolios. Method and payload: not shown in the catalogue. */
export const portfoliosAllocations = (): string => '/insurance/portfolios/allocations';

/** Insurance documents. Method and payload: not shown in the catalogue. */
export const documents = (): string => '/insurance/documents';
