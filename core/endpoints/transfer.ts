/**
 * Transfer paths (docs/rules.md#backend-calls: `/transfer/v1`): moving accounts and
 * pensions in from other providers.
 *
 * The catalogue lists the items as words; their kebab-case segments are this kit's choice, and
 * "transfer cards with fromDate" sends fromDate as a query parameter. Methods and payloads:
 * not shown in the catalogue.
 */
import { withQuery } from './path';
import type { IsoDate } from './path-params';

/** Powers of attorney for a transfer. Method and payload: not shown in the catalogue. */
export const powersOfAttorney = (): string => '/transfer/v1/powers-of-attorney';

/** Danish transfer cases. Method and payload: not shown in the catalogue. */
export const danishTransferCases = (): string => '/transfer/v1/danish-transfer-cases';

/** Swedish transfer cases. Method and payload: not shown in the catalogue. */
export const swedishTransferCases = (): string => '/transfer/v1/swedish-transfer-cases';

/** Logs in at the other provider. Method and payload: not shown in the catalogue. */
export const login = (): string => '/transfer/v1/login';

/** Refreshes the login at the other provider. Method and payload: not shown in the catalogue. */
export const refresh = (): string => '/transfer/v1/refresh';

/** Cancels a transfer. Method and payload: not shown in the catalogue. */
export const cancel = (): string => '/transfer/v1/cancel';

/** Pension transfers. Method and payload: not shown in the catalogue. */
export const pensionTransfers = (): string => '/transfer/v1/pension-transfers';

/** Initiates a transfer. Method and payload: not shown in the catalogue. */
export const initiate = (): string => '/transfer/v1/initiate';

/** Transfer cards from a date on. Method and payload: not shown in the catalogue. */
export const transferCards = (query: { fromDate?: IsoDate } = {}): string =>
  withQuery('/transfer/v1/transfer-cards', query);

/** The customer's transfer consents. Method and payload: not shown in the catalogue. */
export const consents = (): string => '/transfer/v1/consents';
