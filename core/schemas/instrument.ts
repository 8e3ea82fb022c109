import * as v from 'valibot';
import { FiniteNumberSchema, PercentSchema } from './finite-number';
import { InstrumentIdSchema } from './identifiers';
import { CurrencyCodeSchema } from './money';
import { NonEmptyStringSchema } from './non-empty-string';

// "Other order-flow entities", and the links of the catalogue.

/**
 * A MiFID II product category, as the appropriateness (knowledge test) link and the
 * suitability expiry map use it. Kept as a string: it is only ever a path parameter
 * and a map key.
 */
export const Mifid2CategorySchema = NonEmptyStringSchema;

/** A MiFID II product category. */
export type Mifid2Category = v.InferOutput<typeof Mifid2CategorySchema>;

/**
 * An instrument as the order panel reads it. The panel falls back to its defaults
 * when `min_investment` is missing (100) and links the knowledge test to `/`
 * when `mifid2_category` is.
 */
export const InstrumentSchema = v.object({
  instrument_id: InstrumentIdSchema,
  name: v.string(),
  currency: CurrencyCodeSchema,
  /** Smallest buy amount, in `currency`. */
  min_investment: v.nullish(FiniteNumberSchema),
  /** Buy fee in percent of the amount. */
  buy_fee: v.nullish(PercentSchema),
  /** Sell fee in percent of the amount. */
  sell_fee: v.nullish(PercentSchema),
  /** The fund fact sheet (external). */
  prospectus_url: v.nullish(v.string()),
  mifid2_category: v.nullish(Mifid2CategorySchema),
});

/** An instrument. */
export type Instrument = v.InferOutput<typeof InstrumentSchema>;
