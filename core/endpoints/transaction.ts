/**
 * Transaction and notes paths (SPEC §7, Backend path catalogue:
 * `/transaction/external/v1/transactions` and `/transaction/transaction-and-notes/v1`),
 * including the price graph's buy/sell dots.
 *
 * The slashed items keep SPEC's spelling. "netfonds accounts, transactions, pdfs" is read as
 * three paths under `netfonds/` (SPEC §9 speaks of Netfonds transactions); that grouping is
 * this kit's choice. SPEC does not say whether the transaction filters of §3 travel in the
 * query or the body, so the builders take none. Methods and payloads: not shown in the spec
 * unless a builder says otherwise.
 */
import type { BuySellDotsQuery } from '../schemas/buy-sell-transaction';
import { withQuery } from './path';
import type { IsoDate } from './path-params';

/**
 * The query of the buy/sell dots (SPEC §7, Price graph): the boundary's shape, with both dates
 * narrowed to `yyyy-MM-dd`. Each accid repeats the key.
 */
export type BuySellDotsPathQuery = BuySellDotsQuery & {
  readonly fromDate: IsoDate;
  readonly toDate: IsoDate;
};

/** The customer's transactions. Method and payload: not shown in the spec. */
export const externalTransactions = (): string => '/transaction/external/v1/transactions';

/** The balance summary. Method and payload: not shown in the spec. */
export const balanceSummary = (): string => '/transaction/transaction-and-notes/v1/balance-summary';

/** The transaction summary. Method and payload: not shown in the spec. */
export const transactionSummary = (): string =>
  '/transaction/transaction-and-notes/v1/transaction-summary';

/** A page of transactions. Method and payload: not shown in the spec. */
export const transactionsPage = (): string =>
  '/transaction/transaction-and-notes/v1/transactions/page';

/** The filters transactions can be listed by. Method and payload: not shown in the spec. */
export const transactionFilters = (): string =>
  '/transaction/transaction-and-notes/v1/transaction-filters';

/** Updates the acquisition cost of a holding. Method and payload: not shown in the spec. */
export const updateAcquisitionCost = (): string =>
  '/transaction/transaction-and-notes/v1/update-acquisition-cost';

/** An account statement as a PDF. Method and payload: not shown in the spec. */
export const statementPdf = (): string => '/transaction/transaction-and-notes/v1/statement/pdf';

/** Contract notes as a PDF. Method and payload: not shown in the spec. */
export const notesPdf = (): string => '/transaction/transaction-and-notes/v1/notes/pdf';

/** Transactions as CSV. Method and payload: not shown in the spec. */
export const transactionsCsv = (): string =>
  '/transaction/transaction-and-notes/v1/transactions/csv';

/**
 * Buy/sell dots (SPEC §7, Price graph): GET with accids, fromDate, toDate (yyyy-MM-dd) and
 * legacyInstrumentId; the answer is a list of transactions.
 */
export const buySellDots = (query: BuySellDotsPathQuery): string =>
  withQuery('/transaction/transaction-and-notes/v1/buy-sell-dots', query);

/** The customer's Netfonds accounts. Method and payload: not shown in the spec. */
export const netfondsAccounts = (): string =>
  '/transaction/transaction-and-notes/v1/netfonds/accounts';

/** Netfonds transactions. Method and payload: not shown in the spec. */
export const netfondsTransactions = (): string =>
  '/transaction/transaction-and-notes/v1/netfonds/transactions';

/** Netfonds PDFs. Method and payload: not shown in the spec. */
export const netfondsPdfs = (): string => '/transaction/transaction-and-notes/v1/netfonds/pdfs';
