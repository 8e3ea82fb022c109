/**
 * Securities transfer paths (docs/rules.md#backend-calls:
 * `/position/securities-transfer/external/v1/transfer/{providers, accounts, submit}`). Methods
 * and payloads: not shown in the catalogue.
 */

/** The providers securities can be moved from. Method and payload: not shown in the catalogue. */
export const securitiesTransferProviders = (): string =>
  '/position/securities-transfer/external/v1/transfer/providers';

/** The accounts a securities transfer can use. Method and payload: not shown in the catalogue. */
export const securitiesTransferAccounts = (): string =>
  '/position/securities-transfer/external/v1/transfer/accounts';

/** Submits a securities transfer. Method and payload: not shown in the catalogue. */
export const securitiesTransferSubmit = (): string =>
  '/position/securities-transfer/external/v1/transfer/submit';
