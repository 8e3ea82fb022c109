import * as v from 'valibot';

/** The issues of a failed parse; there is always at least one. */
export type SchemaIssues = [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]];

/** How many issues the message spells out; a broken series could otherwise yield thousands. */
const ISSUES_IN_MESSAGE = 3;

function describeIssues(issues: SchemaIssues): string {
  const described = issues.slice(0, ISSUES_IN_MESSAGE).map((issue) => {
    const path = v.getDotPath(issue);
    return path === null ? issue.message : `${path}: ${issue.message}`;
  });
  const more = issues.length - described.length;
  return described.join('; ') + (more > 0 ? ` (and ${more} more)` : '');
}

/**
 * A payload that crossed the boundary (a response, a feed frame, a stored setting)
 * does not have the shape its schema describes. The message names what was parsed
 * and each offending field, e.g. `Invalid account information response:
 * account_sum.value: Invalid type: Expected number but received "12"`; the valibot
 * issues are attached for logging.
 */
export class SchemaError extends Error {
  override readonly name = 'SchemaError';

  /** What was being parsed, as given to `parse`. */
  readonly what: string;

  /** Every issue valibot found, in order. */
  readonly issues: SchemaIssues;

  /**
   * @param what What was being parsed, e.g. `account information response`.
   * @param issues The issues valibot found.
   */
  constructor(what: string, issues: SchemaIssues) {
    super(`Invalid ${what}: ${describeIssues(issues)}`);
    this.what = what;
    this.issues = issues;
  }
}

/** The outcome of `safeParse`: the typed output, or the error `parse` would have thrown. */
export type SafeParseResult<TOutput> =
  { success: true; output: TOutput } | { success: false; error: SchemaError };

/**
 * Parses a payload at the boundary, returning a result instead of throwing.
 *
 * @param schema The schema the payload must match.
 * @param input The payload, typically from `JSON.parse`.
 * @param what What the payload is, for the error message (e.g. `fund order response`).
 */
export function safeParse<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  what: string,
): SafeParseResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  return result.success
    ? { success: true, output: result.output }
    : { success: false, error: new SchemaError(what, result.issues) };
}

/**
 * Parses a payload at the boundary: returns the typed output, or throws a
 * `SchemaError` naming `what` and the offending fields.
 *
 * @param schema The schema the payload must match.
 * @param input The payload, typically from `JSON.parse`.
 * @param what What the payload is, for the error message (e.g. `fund order response`).
 */
export function parse<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  what: string,
): v.InferOutput<TSchema> {
  const result = safeParse(schema, input, what);
  if (result.success) return result.output;
  throw result.error;
}
