import * as v from 'valibot';
import { CalendarDateSchema } from './calendar-date';
import { EpochMillisSchema, FiniteNumberSchema } from './finite-number';
import { AccountIdSchema, AccountNumberSchema, InstrumentIdSchema } from './identifiers';
import { CurrencyCodeMoneySchema } from './money';
import { OrderSideSchema } from './enumerations';

// "Buy/sell transaction from the API" and "Buy/sell dots". The mapping to
// the graph's own transaction (accid looked up from the user's accounts) is the
// graph's, not the boundary's.

/** The query of "Buy/sell dots": the user's accounts, the period's dates and the instrument. */
export const BuySellDotsQuerySchema = v.object({
  accids: v.pipe(v.array(AccountIdSchema), v.minLength(1)),
  fromDate: CalendarDateSchema,
  toDate: CalendarDateSchema,
  legacyInstrumentId: InstrumentIdSchema,
});

/** The query of "Buy/sell dots". */
export type BuySellDotsQuery = v.InferOutput<typeof BuySellDotsQuerySchema>;

/** One of the user's own buys or sells of the instrument, as the API answers it. */
export const BuySellTransactionSchema = v.object({
  accountNumber: AccountNumberSchema,
  amount: CurrencyCodeMoneySchema,
  price: CurrencyCodeMoneySchema,
  /** What the price is quoted in, as the backend writes it. */
  priceUnit: v.string(),
  quantity: FiniteNumberSchema,
  timestampEpochMillis: EpochMillisSchema,
  type: OrderSideSchema,
});

/** One of the user's own buys or sells. */
export type BuySellTransaction = v.InferOutput<typeof BuySellTransactionSchema>;

/** The answer of "Buy/sell dots": a list of transactions. */
export const BuySellTransactionListSchema = v.array(BuySellTransactionSchema);

/** The answer of "Buy/sell dots". */
export type BuySellTransactionList = v.InferOutput<typeof BuySellTransactionListSchema>;
