import * as v from 'valibot';
import { FiniteNumberSchema, IntegerSchema, PercentSchema } from './finite-number';
import { AccountIdSchema, AccountNumberSchema, InstrumentIdSchema } from './identifiers';
import { MoneySchema, MoneyValueSchema } from './money';
import { OrderSideSchema } from './enumerations';

// "Fund order request" and "Place fund order" / "Fund orders list (v2)".
// Ranges (minimum investment, sell percent 0.01–100) are validation rules of the order
// panel, not of the payload's shape, so they are not repeated here.

/** What every fund order request carries, whichever the side. */
const fundOrderRequestEntries = {
  instrument_id: InstrumentIdSchema,
  accid: AccountIdSchema,
  /** Where the order came from, e.g. `shareville` for the community site. */
  order_referrer: v.optional(v.string()),
};

/** A fund buy: an amount of money to invest. */
export const FundBuyOrderRequestSchema = v.object({
  ...fundOrderRequestEntries,
  orderside: v.literal('BUY'),
  amount: MoneySchema,
});

/** A fund buy request. */
export type FundBuyOrderRequest = v.InferOutput<typeof FundBuyOrderRequestSchema>;

/** A fund sell: a percentage of the holding, in percent units. */
export const FundSellOrderRequestSchema = v.object({
  ...fundOrderRequestEntries,
  orderside: v.literal('SELL'),
  percent: PercentSchema,
});

/** A fund sell request. */
export type FundSellOrderRequest = v.InferOutput<typeof FundSellOrderRequestSchema>;

/**
 * The body of "Place fund order": a buy carries `amount`, a sell carries `percent`,
 * told apart by `orderside`.
 */
export const FundOrderRequestSchema = v.variant('orderside', [
  FundBuyOrderRequestSchema,
  FundSellOrderRequestSchema,
]);

/** The body of "Place fund order". */
export type FundOrderRequest = v.InferOutput<typeof FundOrderRequestSchema>;

/**
 * A placed fund order as the order call answers it (`fund_order`). A buy has
 * no percent and a sell no amount, and the volume is known only once the order is
 * priced, so those may be missing or `null`.
 */
export const FundOrderSchema = v.object({
  order_id: IntegerSchema,
  account_number: AccountNumberSchema,
  /** Number of fund units. */
  volume: v.nullish(FiniteNumberSchema),
  amount: v.nullish(MoneyValueSchema),
  percent: v.nullish(PercentSchema),
  /** The fund's name. */
  name: v.optional(v.string()),
});

/** A placed fund order. */
export type FundOrder = v.InferOutput<typeof FundOrderSchema>;

/** The answer of "Place fund order": the placed order under `fund_order`. */
export const PlaceFundOrderResponseSchema = v.object({ fund_order: FundOrderSchema });

/** The answer of "Place fund order". */
export type PlaceFundOrderResponse = v.InferOutput<typeof PlaceFundOrderResponseSchema>;

/** A fund order in the v2 list: the pending volume the holdings rule subtracts. */
export const FundOrderListItemSchema = v.object({
  /** Not among the fields of the list: read when present, to tell one order from another. */
  order_id: v.nullish(IntegerSchema),
  accid: AccountIdSchema,
  order_side: OrderSideSchema,
  instrument_id: InstrumentIdSchema,
  /** Number of fund units. */
  volume: FiniteNumberSchema,
});

/** A fund order in the v2 list. */
export type FundOrderListItem = v.InferOutput<typeof FundOrderListItemSchema>;

/** The answer of "Fund orders list (v2)", read from `fund_orders`. */
export const FundOrderListResponseSchema = v.object({
  fund_orders: v.array(FundOrderListItemSchema),
});

/** The answer of "Fund orders list (v2)". */
export type FundOrderListResponse = v.InferOutput<typeof FundOrderListResponseSchema>;
