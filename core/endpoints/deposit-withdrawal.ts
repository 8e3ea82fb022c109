/**
 * Deposit and withdrawal paths (docs/rules.md#backend-calls: `/deposit-withdrawal/v1/`).
 *
 * Segment names beyond the catalogue's words are this kit's choice: "trustly deposits" becomes
 * `trustly-deposits`, "express/info" and the other slashed items stay as the catalogue writes them, and
 * an external bank account found "by account number" sits under `account-number/`. Methods and
 * payloads: not shown in the catalogue.
 */
import { path } from './path';
import type { Id } from './path-params';

/** Deposits through Trustly. Method and payload: not shown in the catalogue. */
export const trustlyDeposits = (): string => '/deposit-withdrawal/v1/trustly-deposits';

/** One deposit. Method and payload: not shown in the catalogue. */
export const deposit = (id: Id): string => path`/deposit-withdrawal/v1/deposits/${id}`;

/** Information on express deposits. Method and payload: not shown in the catalogue. */
export const expressInfo = (): string => '/deposit-withdrawal/v1/express/info';

/** Bank accounts verified through Trustly. Method and payload: not shown in the catalogue. */
export const verifiedAccountsTrustly = (): string =>
  '/deposit-withdrawal/v1/verified-accounts/trustly';

/** The customer's external bank accounts. Method and payload: not shown in the catalogue. */
export const externalBankAccounts = (): string => '/deposit-withdrawal/v1/bank-accounts/external';

/**
 * One external bank account, read and deleted here (the catalogue lists "by id" and "delete"). Method
 * and payload: not shown in the catalogue.
 */
export const externalBankAccount = (id: Id): string =>
  path`/deposit-withdrawal/v1/bank-accounts/external/${id}`;

/** The external bank account with an account number. Method and payload: not shown. */
export const externalBankAccountByAccountNumber = (accountNumber: string): string =>
  path`/deposit-withdrawal/v1/bank-accounts/external/account-number/${accountNumber}`;

/** One verification of an external bank account. Method and payload: not shown. */
export const externalBankAccountVerification = (id: Id): string =>
  path`/deposit-withdrawal/v1/bank-accounts/external/verifications/${id}`;

/**
 * Bank connections. The catalogue shows only `connections/{...}`, so the segments after it are the
 * caller's, each encoded on its own. Method and payload: not shown in the catalogue.
 */
export const connections = (...segments: Id[]): string =>
  ['/deposit-withdrawal/v1/connections', ...segments.map((s) => encodeURIComponent(s))].join('/');

/** Which accounts the customer may deposit to. Method and payload: not shown in the catalogue. */
export const depositAccountAccess = (): string => '/deposit-withdrawal/v1/deposit/account-access';
