/**
 * The kit's framework-free core, for pages and apps that call the broker themselves (no React,
 * no elements): the API client with its token cache, the catalogue of backend paths,
 * the valibot schemas of every payload with their types, and the live feed client.
 * It is `broker-widgets/core`; the widgets are built on the same modules, and whatever of the
 * kit's files a page loads, they share one session, one token cache per API base and one feed
 * connection per feed URL with it.
 */

/** One page-wide connection per API base, shared with every element of the kit on the page. */
export { apiClient, apiConnection } from './http/api-registry';
export {
  createApiConnection,
  type ApiClient,
  type ApiConnection,
  type ApiConnectionOptions,
  type GetOptions,
  type TokenHeaderStyle,
  type WriteOptions,
} from './http/api-client';
export { ApiError, type ApiErrorKind } from './http/api-error';
export { DEFAULT_GET_RETRY, NO_RETRY, type RetryPolicy } from './http/retry-policy';
export type { SessionEvents, TokenCache } from './http/token-cache';
export { newIdempotencyKey } from './http/idempotency-key';

/** The backend path catalogue, one namespace per area: `endpoints.instrument.instrumentById(id)`. */
export * as endpoints from './endpoints';

/** The payload schemas and their types: `v.parse(schemas.AccountListSchema, body)`. */
export * as schemas from './schemas';
export { SchemaError } from './schemas/parse-boundary';

/** The live feed: a hold on the page's client per feed URL, or a client of your own. */
export { feedClientFor, type FeedConnectionOptions } from './socket/feed-registry';
export {
  createFeedClient,
  type FeedClient,
  type FeedClientOptions,
  type FeedConnectionState,
  type FeedErrorMessage,
  type FeedListener,
  type FeedLog,
  type FeedMessageOf,
  type FeedSocket,
  type FeedSocketFactory,
  type FeedType,
  type SubscriptionOptions,
} from './socket/feed-client';
export type { ReadableState } from './stores/readable-state';
