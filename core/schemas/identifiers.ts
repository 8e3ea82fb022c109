import * as v from 'valibot';
import { IntegerSchema } from './finite-number';
import { NonEmptyStringSchema } from './non-empty-string';

/** An account id (`accid`): the key every account-scoped call is made with. */
export const AccountIdSchema = IntegerSchema;

/** An account id (`accid`). */
export type AccountId = v.InferOutput<typeof AccountIdSchema>;

/**
 * An account number (`accno`, `account_number`, `accountNumber`): the number a customer
 * sees. One type for all three spellings, so a buy/sell transaction's `accountNumber`
 * can be matched to an account's `accno` without conversion.
 */
export const AccountNumberSchema = IntegerSchema;

/** An account number. */
export type AccountNumber = v.InferOutput<typeof AccountNumberSchema>;

/**
 * An instrument id (`instrument_id`, `onPremInstrumentId`, `legacyInstrumentId`): an
 * integer, as the catalogue states for the fund order request.
 */
export const InstrumentIdSchema = IntegerSchema;

/** An instrument id. */
export type InstrumentId = v.InferOutput<typeof InstrumentIdSchema>;

/** An order book id (`orderBookId`) as the price graph and its comparators use it. */
export const OrderBookIdSchema = NonEmptyStringSchema;

/** An order book id. */
export type OrderBookId = v.InferOutput<typeof OrderBookIdSchema>;
