import * as v from 'valibot';
import { PercentSchema } from './finite-number';
import { AccountNumberSchema, InstrumentIdSchema } from './identifiers';
import { MoneySchema, MoneyValueSchema } from './money';
import { ALLOCATION_REASONS, AllocationRequestStatusSchema, SideSchema } from './enumerations';
import { knownValue } from './known-values';
import { NonEmptyStringSchema } from './non-empty-string';

// "Allocation request (investment plan)", "Allocation-request mode", §6.

/** What every allocation request carries, whichever the side. */
const allocationRequestEntries = {
  accountNumber: AccountNumberSchema,
  onPremInstrumentId: InstrumentIdSchema,
};

/** An allocation buy: an amount of money. */
export const AllocationBuyRequestSchema = v.object({
  ...allocationRequestEntries,
  side: v.literal('buy'),
  amount: MoneySchema,
});

/** An allocation buy request. */
export type AllocationBuyRequest = v.InferOutput<typeof AllocationBuyRequestSchema>;

/** An allocation sell: a percentage of the holding, in percent units. */
export const AllocationSellRequestSchema = v.object({
  ...allocationRequestEntries,
  side: v.literal('sell'),
  percent: PercentSchema,
});

/** An allocation sell request. */
export type AllocationSellRequest = v.InferOutput<typeof AllocationSellRequestSchema>;

/** The body of "Create allocation request": `amount` for buy, `percent` for sell, told apart by `side`. */
export const AllocationRequestBodySchema = v.variant('side', [
  AllocationBuyRequestSchema,
  AllocationSellRequestSchema,
]);

/** The body of "Create allocation request". */
export type AllocationRequestBody = v.InferOutput<typeof AllocationRequestBodySchema>;

/**
 * An allocation request as the backend answers it, alone or in the request list. The
 * status decides success (`ORDER_APPROVED`, `IN_PROGRESS`) or failure (`REQUEST_REJECTED`,
 * `ORDER_REJECTED`); an unknown status fails the parse rather than passing as
 * either. A buy has no percent and a sell no amount.
 */
export const AllocationRequestSchema = v.object({
  id: NonEmptyStringSchema,
  requestStatus: AllocationRequestStatusSchema,
  accountNumber: AccountNumberSchema,
  amount: v.nullish(MoneyValueSchema),
  percent: v.nullish(PercentSchema),
  instrument: v.object({
    longName: v.string(),
    /** Not among the fields: read when present, to list one fund's requests. */
    instrumentId: v.optional(InstrumentIdSchema),
  }),
  /** Not among the response fields: read when present. */
  side: v.optional(SideSchema),
});

/** An allocation request as the backend answers it. */
export type AllocationRequest = v.InferOutput<typeof AllocationRequestSchema>;

/** The allocation request list that is polled after each request. */
export const AllocationRequestListSchema = v.array(AllocationRequestSchema);

/** The allocation request list. */
export type AllocationRequestList = v.InferOutput<typeof AllocationRequestListSchema>;

/**
 * Whether an account may take one side of an allocation request for an instrument
 *. A reason this client does not know reads as absent, which shows the
 * default text "you can't use this account, select another".
 */
export const AllocationRequestActionSchema = v.object({
  isAllowed: v.boolean(),
  reason: knownValue(ALLOCATION_REASONS),
});

/** Whether an account may take one side of an allocation request. */
export type AllocationRequestAction = v.InferOutput<typeof AllocationRequestActionSchema>;

/** The allocation request actions per side, keyed `buy` and `sell` like `side` (order type `FUND`). */
export const AllocationRequestActionsSchema = v.object({
  buy: AllocationRequestActionSchema,
  sell: AllocationRequestActionSchema,
});

/** The allocation request actions per side. */
export type AllocationRequestActions = v.InferOutput<typeof AllocationRequestActionsSchema>;
