import * as v from 'valibot';

/** A string with at least one character: ids, keys, tokens and codes are never empty. */
export const NonEmptyStringSchema = v.pipe(v.string(), v.nonEmpty());
