/**
 * Deposit and withdrawal paths (SPEC §7, Backend path catalogue: `/deposit-withdrawal/v1/`).
 *
 * Segment names beyond SPEC's words are this kit's choice: "trustly deposits" becomes
 * `trustly-deposits`, "express/info" and the other slashed items stay as SPEC writes them, and
 * an external bank account found "by account number" sits under `account-number/`. Methods and
 * payloads: not shown in the spec.
 */
import { path } from './path';
import type { Id } from './path-params';

/** Deposits through Trustly. Method and payload: not shown in the spec. */
export const trustlyDeposits = (): string => '/deposit-withdrawal/v1/trustly-deposits';

/** One deposit. Method and payload: not shown in the spec. */
export const deposit = (id: Id): string => path`/deposit-withdrawal/v1/deposits/${id}`;

/** Information on express deposits. Method and payload: not shown in the spec. */
export const expressInfo = (): string => '/deposit-withdrawal/v1/express/info';

/** Bank accounts verified through Trustly. Method and payload: not shown in the spec. */
export const verifiedAccountsTrustly = (): string =>
  '/deposit-withdrawal/v1/verified-accounts/trustly';

/** The customer's external bank accounts. Method and payload: not shown in the spec. */
export const externalBankAccounts = (): string => '/deposit-withdrawal/v1/bank-accounts/external';

/**
 * One external bank account, read and deleted here (SPEC lists "by id" and "delete"). Method
 * and payload: not shown in the spec.
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
 * Bank connections. SPEC shows only `connections/{...}`, so the segments after it are the
 * caller's, each encoded on its own. Method and payload: not shown in the spec.
 */
export const connections = (...segments: Id[]): string =>
  ['/deposit-withdrawal/v1/connections', ...segments.map((s) => encodeURIComponent(s))].join('/');

/** Which accounts the customer may deposit to. Method and payload: not shown in the spec. */
export const depositAccountAccess = (): string => '/deposit-withdrawal/v1/deposit/account-access';
