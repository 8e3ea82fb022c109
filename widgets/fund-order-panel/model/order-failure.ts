import { ApiError } from '../../../core/http/api-error';
import {
  ORDER_FAILURE_CODES,
  REQUEST_FAILURE_CODES,
  type OrderFailureCode,
  type RequestFailureCode,
} from '../../../core/schemas/order-failure';

/** Failures are tracked and logged with their code, or this when there is none. */
export const UNKNOWN_REASON = 'UNKNOWN_REASON';

/** A code the panel has a message for: an order failure code or an allocation request code. */
export type KnownFailureCode = OrderFailureCode | RequestFailureCode;

const knownCodes: ReadonlySet<string> = new Set([...ORDER_FAILURE_CODES, ...REQUEST_FAILURE_CODES]);

/**
 * Whether the code is a known order or request failure code (docs/rules.md#order-failures); an
 * unknown code shows no message.
 */
export const isKnownFailureCode = (code: string | undefined): code is KnownFailureCode =>
  code !== undefined && knownCodes.has(code);

/** The code a failed order call is tracked with: the backend's `fields[0].code`, or UNKNOWN_REASON. */
export const failureCodeOf = (error: unknown): string =>
  (error instanceof ApiError && error.code) || UNKNOWN_REASON;

/**
 * How a sent order or request ended when its call did not succeed:
 * - `rejected`: the backend answered and refused it (a 4xx with its code): it was not placed;
 * - `session-expired`: a 401: the customer must log in again, and what they typed is kept;
 * - `unknown`: no trustworthy answer (a timeout, a lost connection, a 5xx, 408 or 429, or an answer
 *   that fails its schema): the order may or may not have been placed, so it is reconciled against
 *   the order list and never sent again on its own;
 * - `cancelled`: the panel went away while sending.
 */
export type SendFailure = 'rejected' | 'session-expired' | 'unknown' | 'cancelled';

export function sendFailure(error: unknown): SendFailure {
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.kind === 'aborted') return 'cancelled';
  if (error.kind !== 'http') return 'unknown';
  const status = error.status ?? 0;
  if (status === 401) return 'session-expired';
  if (status >= 500 || status === 408 || status === 429) return 'unknown';
  return 'rejected';
}
