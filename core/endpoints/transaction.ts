/**
 * Transaction and notes paths (docs/rules.md#backend-calls:
 * `/transaction/external/v1/transactions` and `/transaction/transaction-and-notes/v1`),
 * including the price graph's buy/sell dots.
 *
 * The slashed items keep the catalogue's spelling. "netfonds accounts, transactions, pdfs" is read as
 * three paths under `netfonds/` (speaks of Netfonds transactions); that grouping is
 * this kit's choice. The two transaction lists that page (a page of transactions, the Netfonds
 * transactions) take the transaction filters in the query, this kit's choice as the catalogue does
 * not say; docs/rules.md#backend-calls gives their defaults and the largest page. Methods and payloads: not shown
 * in the catalogue unless a builder says otherwise.
 */
import type { BuySellDotsQuery } from '../schemas/buy-sell-transaction';
import { withQuery } from './path';
import type { IsoDate } from './path-params';
import {
  DEFAULT_TRANSACTIONS_PARAMS,
  TRANSACTIONS_PAGE_LIMIT,
  transactionsPageLimit,
  type TransactionsQuery,
} from './transaction-pages';

export type { TransactionsCountry, TransactionsQuery } from './transaction-pages';

/** The query of a transaction list with the defaults for what it does not give. */
const transactionsListQuery = (query: TransactionsQuery, defaults: { readonly limit: number }) => ({
  ...query,
  country: query.country ?? DEFAULT_TRANSACTIONS_PARAMS.country,
  limit: transactionsPageLimit(query.limit ?? defaults.limit),
  offset: query.offset ?? DEFAULT_TRANSACTIONS_PARAMS.offset,
});

/**
 * The query of the buy/sell dots: the boundary's shape, with both dates
 * narrowed to `yyyy-MM-dd`. Each accid repeats the key.
 */
export type BuySellDotsPathQuery = BuySellDotsQuery & {
  readonly fromDate: IsoDate;
  readonly toDate: IsoDate;
};

/** The customer's transactions. Method and payload: not shown in the catalogue. */
export const externalTransactions = (): string => '/transaction/external/v1/transactions';

/** The balance summary. Method and payload: not shown in the catalogue. */
export const balanceSummary = (): string => '/transaction/transaction-and-notes/v1/balance-summary';

/** The transaction summary. Method and payload: not shown in the catalogue. */
export const transactionSummary = (): string =>
  '/transaction/transaction-and-notes/v1/transaction-summary';

/**
 * A page of transactions: GET, this kit's choice, with the filters in the query and
 * the defaults (`country=se`, `limit=50`, `offset=0`) for what the query leaves out. The
 * answer is a list of at most `limit` transactions from `offset` on; a shorter one is the last.
 */
export const transactionsPage = (query: TransactionsQuery): string =>
  withQuery(
    '/transaction/transaction-and-notes/v1/transactions/page',
    transactionsListQuery(query, DEFAULT_TRANSACTIONS_PARAMS),
  );

/** The filters transactions can be listed by. Method and payload: not shown in the catalogue. */
export const transactionFilters = (): string =>
  '/transaction/transaction-and-notes/v1/transaction-filters';

/** Updates the acquisition cost of a holding. Method and payload: not shown in the catalogue. */
export const updateAcquisitionCost = (): string =>
  '/transaction/transaction-and-notes/v1/update-acquisition-cost';

/** An account statement as a PDF. Method and payload: not shown in the catalogue. */
export const statementPdf = (): string => '/transaction/transaction-and-notes/v1/statement/pdf';

/** Contract notes as a PDF. Method and payload: not shown in the catalogue. */
export const notesPdf = (): string => '/transaction/transaction-and-notes/v1/notes/pdf';

/** Transactions as CSV. Method and payload: not shown in the catalogue. */
export const transactionsCsv = (): string =>
  '/transaction/transaction-and-notes/v1/transactions/csv';

/**
 * Buy/sell dots: GET with accids, fromDate, toDate (yyyy-MM-dd) and
 * legacyInstrumentId; the answer is a list of transactions.
 */
export const buySellDots = (query: BuySellDotsPathQuery): string =>
  withQuery('/transaction/transaction-and-notes/v1/buy-sell-dots', query);

/** The customer's Netfonds accounts. Method and payload: not shown in the catalogue. */
export const netfondsAccounts = (): string =>
  '/transaction/transaction-and-notes/v1/netfonds/accounts';

/**
 * Netfonds transactions: GET, this kit's choice, paged like `transactionsPage` but in pages of
 * the 200 unless a smaller `limit` is given.
 */
export const netfondsTransactions = (query: TransactionsQuery): string =>
  withQuery(
    '/transaction/transaction-and-notes/v1/netfonds/transactions',
    transactionsListQuery(query, { limit: TRANSACTIONS_PAGE_LIMIT }),
  );

/** Netfonds PDFs. Method and payload: not shown in the catalogue. */
export const netfondsPdfs = (): string => '/transaction/transaction-and-notes/v1/netfonds/pdfs';
