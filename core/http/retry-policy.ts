/**
 * When a failed GET is tried again. Writes (POST, PUT) are never retried: an order that reached
 * the backend but whose answer was lost must not be placed twice ("Place fund order"
 * throws on error and leaves the decision to the user).
 *
 * The policy, stated once:
 * - only failures that may pass on their own are retried: `network` (no answer), `timeout`
 *   (the call's own `timeoutMs` ran out), and HTTP 408, 429 and every 5xx status;
 * - never retried: other 4xx statuses (the request itself is wrong, or the user may not see
 *   it), `invalid-response` (the same body would fail the same way), `aborted` (the caller left);
 * - by default a failed GET is tried again twice, after 500 ms and then 1000 ms (exponential
 *   backoff); a call can pass its own policy, e.g. the "4 times at 2 s intervals" for the
 *   price series, or `NO_RETRY`.
 */
import { ApiError } from './api-error';

/** How a failed GET is tried again. Shaped like `EndpointCall['retry']`, so one can be passed as is. */
export interface RetryPolicy {
  /** How many times a failed call is tried again after its first try (0: never). */
  readonly attempts: number;
  /** The wait before the first retry, in milliseconds. */
  readonly intervalMs: number;
  /** `fixed` (default): every wait is `intervalMs`; `exponential`: each wait doubles the last. */
  readonly backoff?: 'fixed' | 'exponential';
}

/** The kit's default for GETs: two retries, after 500 ms and 1000 ms. */
export const DEFAULT_GET_RETRY: RetryPolicy = {
  attempts: 2,
  intervalMs: 500,
  backoff: 'exponential',
};

/** No retry at all. */
export const NO_RETRY: RetryPolicy = { attempts: 0, intervalMs: 0 };

/** HTTP statuses below 500 that say "try again later" rather than "this request is wrong". */
const TRANSIENT_CLIENT_STATUSES: ReadonlySet<number> = new Set([408, 429]);

/** Whether a failure may pass on its own, so that trying the same GET again makes sense. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  switch (error.kind) {
    case 'network':
    case 'timeout':
      return true;
    case 'http':
      return (
        error.status !== undefined &&
        (error.status >= 500 || TRANSIENT_CLIENT_STATUSES.has(error.status))
      );
    default:
      return false;
  }
}

/** The wait before retry number `retry` (1 for the first retry), in milliseconds. */
export function retryDelayMs(policy: RetryPolicy, retry: number): number {
  return policy.backoff === 'exponential'
    ? policy.intervalMs * 2 ** (retry - 1)
    : policy.intervalMs;
}

/** Resolves after `ms`, or at once when `signal` aborts (the next try then fails as aborted). */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Runs `attempt`, trying again by `policy` while it fails retryably. The last failure is
 * what the caller sees. `signal` cuts a pause short; `attempt` is expected to honour it too.
 */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy,
  signal?: AbortSignal,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= policy.attempts || signal?.aborted || !isRetryable(error)) throw error;
      await pause(retryDelayMs(policy, retry + 1), signal);
    }
  }
}
