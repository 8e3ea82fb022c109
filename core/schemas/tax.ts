import * as v from 'valibot';
import { AccountIdSchema, InstrumentIdSchema } from './identifiers';

// "Other shapes": the 9a tax report (/tax/v1/9a).

/** The query of a 9a tax report: one account, optionally narrowed to some instruments. */
export const Tax9aQuerySchema = v.object({
  accid: AccountIdSchema,
  instruments: v.optional(v.array(InstrumentIdSchema)),
});

/** The query of a 9a tax report. */
export type Tax9aQuery = v.InferOutput<typeof Tax9aQuerySchema>;
