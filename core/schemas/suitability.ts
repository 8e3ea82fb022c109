import * as v from 'valibot';
import { EpochMillisSchema } from './finite-number';
import { Mifid2CategorySchema } from './instrument';

// "Suitability", "Suitability", "Instrument suitability" and
// "Suitability (expiry dates)".

/**
 * The answer of "Instrument suitability": whether the user passed the knowledge test
 * for this instrument. Buying requires it; selling ignores it.
 */
export const InstrumentSuitabilitySchema = v.object({
  eligible: v.boolean(),
});

/** Whether the user may buy the instrument. */
export type InstrumentSuitability = v.InferOutput<typeof InstrumentSuitabilitySchema>;

/**
 * The answer of "Suitability (expiry dates)": when each passed knowledge test expires,
 * by MiFID II category. An expiry within a month shows the re-qualify banner.
 */
export const SuitabilityExpirySchema = v.object({
  expiration_timestamps: v.record(Mifid2CategorySchema, EpochMillisSchema),
});

/** When each passed knowledge test expires. */
export type SuitabilityExpiry = v.InferOutput<typeof SuitabilityExpirySchema>;
