import * as v from 'valibot';
import { CalendarDateSchema } from './calendar-date';
import { IntegerSchema, NonNegativeIntegerSchema } from './finite-number';
import { AccountIdSchema, InstrumentIdSchema } from './identifiers';
import { CurrencyCodeSchema } from './money';

// "Other shapes". The catalogue lists the filter names only; their value types and the
// sort orders are ours.

/** Sort directions of a transaction list. */
export const SORT_ORDERS = ['ASC', 'DESC'] as const;

/** Parses a sort direction. */
export const SortOrderSchema = v.picklist(SORT_ORDERS);

/** A sort direction. */
export type SortOrder = v.InferOutput<typeof SortOrderSchema>;

/**
 * The filters of a transaction list query. Only the accounts are required; every other
 * filter narrows the list when given. Defaults (limit 50, offset 0) are the and
 * live with the caller.
 */
export const TransactionFiltersSchema = v.object({
  accids: v.pipe(v.array(AccountIdSchema), v.minLength(1)),
  /** First day included. */
  fromDate: v.optional(CalendarDateSchema),
  /** Last day included. */
  toDate: v.optional(CalendarDateSchema),
  instrumentFilters: v.optional(v.array(InstrumentIdSchema)),
  /** Transaction type codes; the backend's list is not given by the catalogue. */
  transactionTypeFilters: v.optional(v.array(v.string())),
  currencyFilters: v.optional(v.array(CurrencyCodeSchema)),
  includeCancellations: v.optional(v.boolean()),
  offset: v.optional(NonNegativeIntegerSchema),
  limit: v.optional(v.pipe(IntegerSchema, v.minValue(1))),
  /** The field to sort by. */
  sort: v.optional(v.string()),
  sortOrder: v.optional(SortOrderSchema),
});

/** The filters of a transaction list query. */
export type TransactionFilters = v.InferOutput<typeof TransactionFiltersSchema>;
