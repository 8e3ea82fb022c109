import * as v from 'valibot';
import { FiniteNumberSchema, PositiveNumberSchema } from './finite-number';
import { AccountIdSchema, InstrumentIdSchema } from './identifiers';
import { MoneyValueSchema } from './money';

// "Other order-flow entities": what the holdings rule of the catalogue reads.

/**
 * A holding of one instrument in one account. `last_nav` exists only for funds.
 * `accid` names the account when positions are fetched for several accounts
 * ("Instrument with positions").
 */
export const PositionSchema = v.object({
  accid: v.optional(AccountIdSchema),
  instrument: v.object({
    instrument_id: InstrumentIdSchema,
    /** The fund's last net asset value per unit. */
    last_nav: v.nullish(FiniteNumberSchema),
  }),
  /** Market value in the account's currency. */
  market_value_acc: MoneyValueSchema,
  /** Units held. Not among the fields: read when present. */
  volume: v.nullish(FiniteNumberSchema),
  /**
   * Account currency per unit of the fund's currency, for the holdings rule of the catalogue. Not
   * among the fields: when absent, the rate is what the market value implies.
   */
  exchange_rate: v.nullish(PositiveNumberSchema),
});

/** A holding of one instrument in one account. */
export type Position = v.InferOutput<typeof PositionSchema>;

/** The answer of "Account positions" and the positions of "Instrument with positions". */
export const PositionListSchema = v.array(PositionSchema);

/** A list of positions. */
export type PositionList = v.InferOutput<typeof PositionListSchema>;

/**
 * The answer of "Instrument with positions": the instrument and the customer's
 * positions in it, per account. Only the positions are read from it.
 */
export const InstrumentWithPositionsSchema = v.object({ positions: PositionListSchema });
