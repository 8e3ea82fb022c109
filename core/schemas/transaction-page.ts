import * as v from 'valibot';
import { BuySellTransactionSchema } from './buy-sell-transaction';
import { InstrumentIdSchema } from './identifiers';

// The catalogue names `transactions/page` and the Netfonds transactions without their answers. The
// kit reads each as a page: a list of transactions in the shape of a transaction from
// the API (the buy/sell dots' fields) with the instrument's id, at most the page's `limit`
// long (core/endpoints/transaction-pages.ts). The shape is this kit's choice.

/** One transaction of a page: the transaction from the API, and which instrument. */
export const PagedTransactionSchema = v.object({
  ...BuySellTransactionSchema.entries,
  instrumentId: InstrumentIdSchema,
});

/** One transaction of a page. */
export type PagedTransaction = v.InferOutput<typeof PagedTransactionSchema>;

/** The answer of one page of transactions. */
export const TransactionPageSchema = v.array(PagedTransactionSchema);

/** The answer of one page of transactions. */
export type TransactionPage = v.InferOutput<typeof TransactionPageSchema>;
