/**
 * The kit's framework-free core, for pages and apps that call the broker themselves (no React,
 * no elements): the API client with its token cache, the catalogue of backend paths (SPEC §7),
 * the valibot schemas of every payload with their types (SPEC §3), and the live feed client.
 * It is `broker-widgets/core`; the widgets are built on the same modules.
 */

/** One page-wide connection per API base, shared with any widget on the page that calls it. */
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
export { ApiError } from './http/api-error';
export { newIdempotencyKey } from './http/idempotency-key';

/** The backend path catalogue, one namespace per area: `endpoints.instrument.instrumentById(id)`. */
export * as endpoints from './endpoints';

/** The payload schemas and their types: `v.parse(schemas.AccountListSchema, body)`. */
export * as schemas from './schemas';

/** The live feed: one page-wide client per feed URL, or a client of your own. */
export { feedClientFor } from './socket/feed-registry';
export {
  createFeedClient,
  type FeedClient,
  type FeedClientOptions,
  type FeedConnectionState,
  type FeedListener,
  type SubscriptionOptions,
} from './socket/feed-client';
