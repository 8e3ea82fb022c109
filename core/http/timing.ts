/**
 * The HTTP layer's times, in milliseconds, in one place (each constant once, named with its unit). The data
 * throttles of the catalogue live beside the calls they govern, in `core/endpoints/order-flow.ts`
 * (`DATA_THROTTLE_MS`, `SUITABILITY_EXPIRY_THROTTLE_MS`); the retry delays live with the
 * retry policy (`retry-policy.ts`).
 */

/** How long a refreshed token (or the news that the user is anonymous) is reused. */
export const TOKEN_CACHE_MS = 8000;

/**
 * The longest a caller waits for a token refresh in flight. The refresh itself is not
 * cancelled at that point: it may still answer and fill the cache for the next caller.
 */
export const TOKEN_WAIT_MS = 2000;

/**
 * The kit's choice, not the broker's: the refresh request itself gives up after this long. Without a
 * bound, a refresh that never answers would stay "in flight" and every later caller would
 * share it, time out after `TOKEN_WAIT_MS`, and never start a new one.
 */
export const TOKEN_REFRESH_REQUEST_TIMEOUT_MS = 10_000;

/**
 * How long a prefetched answer (a query started before the widget that asks for it rendered)
 * is given to that widget's first load instead of asking again, from when it answered. Past
 * it, the load asks the server: nothing shows an answer no widget took while it was fresh.
 */
export const PREFETCH_FRESH_MS = 5000;
