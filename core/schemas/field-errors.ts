import * as v from 'valibot';

/**
 * The body of a rejected fund order. The order flow reads the code of the first field
 * (`fields[0].code`). The code stays a plain string: a code this client does
 * not know must still reach the failure view and the log ("an unknown code shows no
 * message"); narrow it with `OrderFailureCodeSchema`.
 */
export const FundOrderErrorResponseSchema = v.object({
  fields: v.array(v.object({ code: v.string() })),
});

/** The body of a rejected fund order. */
export type FundOrderErrorResponse = v.InferOutput<typeof FundOrderErrorResponseSchema>;
