/**
 * Paging through the transaction lists of the catalogue (`transactions/page`,
 * `netfonds/transactions`) with the numbers: "Default transactions params: country se,
 * limit 50, offset 0" and "Netfonds transactions page limit 200".
 *
 * A page is at most `limit` transactions from `offset` on, and a shorter page is the last
 * (the catalogue does not describe the answer; this is the kit's reading, and the sandbox serves it so).
 * A caller that needs more than one page asks page by page, never for more than 200 at once:
 * a backend that cuts a larger request to 200 answers a page that looks short, and the caller
 * would stop with transactions missing.
 */
import type { TransactionFilters } from '../schemas/transaction-filters';

/** "Default transactions params": what a transaction list asks for unless told. */
export const DEFAULT_TRANSACTIONS_PARAMS = { country: 'se', limit: 50, offset: 0 } as const;

/**
 * "Netfonds transactions page limit 200": the most transactions one page of the
 * Netfonds transactions holds, and the page a caller reading them all asks for. The kit asks
 * for no larger page of the other transaction list either, whose largest page the catalogue does not
 * give.
 */
export const TRANSACTIONS_PAGE_LIMIT = 200;

/** The site country a transaction list is asked for (default `se`). */
export type TransactionsCountry = 'se' | 'no' | 'dk' | 'fi';

/**
 * The query of a transaction list: the transaction filters, each optional, and the site
 * country. Lists repeat their key (`accids=1&accids=2`).
 */
export type TransactionsQuery = Partial<TransactionFilters> & {
  readonly country?: TransactionsCountry;
};

/**
 * A page size the kit asks for: a whole number from 1 to `TRANSACTIONS_PAGE_LIMIT`;
 * a larger one is cut to 200, anything that is not a number above 0 asks for one transaction.
 */
export function transactionsPageLimit(limit: number): number {
  if (Number.isNaN(limit)) return 1;
  return Math.min(Math.max(Math.trunc(limit), 1), TRANSACTIONS_PAGE_LIMIT);
}

/** Which transactions one page holds: `limit` of them from `offset` on. */
export interface TransactionsPageWindow {
  readonly limit: number;
  readonly offset: number;
}

/** How `readTransactionPages` pages: from where, in pages of what size. */
export interface TransactionPaging {
  /** The first transaction to read; default the offset 0. */
  readonly offset?: number;
  /** The page size, cut to `TRANSACTIONS_PAGE_LIMIT`; default the limit 50. */
  readonly limit?: number;
  /** Stops between pages; the promise rejects with the signal's reason. */
  readonly signal?: AbortSignal;
}

/**
 * Reads a transaction list to its end: asks `loadPage` for one page at a time, each of at most
 * 200 transactions, the offset moving on by what each page held, until a page holds
 * fewer than asked for. A page that holds more than asked for (a backend that ignores `limit`)
 * is kept whole and the next page starts after it.
 *
 * @param loadPage loads the transactions of one window, e.g. with
 *   `client.get(transactionsPage({ ...filters, ...window }), schema, 'transactions')`
 * @returns every transaction, in the order the pages gave them
 */
export async function readTransactionPages<T>(
  loadPage: (window: TransactionsPageWindow) => Promise<readonly T[]>,
  paging: TransactionPaging = {},
): Promise<T[]> {
  const limit = transactionsPageLimit(paging.limit ?? DEFAULT_TRANSACTIONS_PARAMS.limit);
  let offset = Math.max(Math.trunc(paging.offset ?? DEFAULT_TRANSACTIONS_PARAMS.offset), 0);
  const transactions: T[] = [];
  for (;;) {
    paging.signal?.throwIfAborted();
    const page = await loadPage({ limit, offset });
    transactions.push(...page);
    if (page.length < limit) return transactions;
    offset += page.length;
  }
}
