import * as v from 'valibot';
import { FundOrderErrorResponseSchema } from '../schemas/field-errors';

/**
 * Why a request failed:
 * - `http`: the server answered with a non-2xx status;
 * - `network`: no answer (offline, refused, CORS, dropped connection);
 * - `timeout`: no answer in time;
 * - `invalid-response`: an answer whose body is not what the schema allows;
 * - `aborted`: the caller gave up (a widget unmounted).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response' | 'aborted';

/**
 * The one error every API call fails with. `code` is the backend's first field code
 * (`data.fields[0].code`), e.g. `NOT_ENOUGH_TRADING_POWER`.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly url: string;
  readonly status: number | undefined;
  readonly statusText: string;
  readonly code: string | undefined;

  constructor(
    kind: ApiErrorKind,
    url: string,
    message: string,
    details: { status?: number; statusText?: string; code?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.kind = kind;
    this.url = url;
    this.status = details.status;
    this.statusText = details.statusText ?? '';
    this.code = details.code;
  }
}

/** The first field code of a backend error body, if it has the `{ fields: [{ code }] }` shape. */
export function firstFieldCode(body: unknown): string | undefined {
  const result = v.safeParse(FundOrderErrorResponseSchema, body);
  return (result.success && result.output.fields[0]?.code) || undefined;
}
