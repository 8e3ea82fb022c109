/**
 * Queries: GETs of the endpoint catalogue, each loaded as its catalogue entry says
 * (`QueryEndpoint`: path builder, schema, name, throttle, page-life cache, retries,
 * revalidation), so that no caller copies a field of it. Framework-free: a resource
 * (`resource.ts`) shows a query's state, and React reads it through one adapter
 * (`widgets/shared/use-query.ts`).
 *
 * One query cache per API base (`query-cache.ts`), shared by every widget of the page: the
 * newest answers (those of endpoints that are cached and revalidate are shown at once while
 * they load again), requests prefetched before the widget asking for them rendered, and who
 * hears that a write changed an endpoint's answers (`invalidate`). A change of session
 * drops the kept answers, as the connection drops its shared GET answers; a prefetched request
 * reads the token as it is sent, so it answers for the session as it became known.
 */
import type { QueryAnswer, QueryEndpoint } from '../endpoints/endpoint-call';
import { pageRegistry } from '../page/page-registry';
import type { ApiClient, QueryCallOptions } from './api-client';
import { createQueryCache, type QueryCache } from './query-cache';

/** The query cache of an API base, made on first use. */
export function queryCache(apiBase: string): QueryCache {
  const { queries, session } = pageRegistry();
  let cache = queries.get(apiBase);
  if (!cache) {
    const made = createQueryCache();
    // Answers kept while logged in must not show after a logout, nor a visitor's after a login.
    session.loggedIn.subscribe(() => made.forgetAnswers());
    queries.set(apiBase, made);
    cache = made;
  }
  return cache;
}

/**
 * The key a query's answers are kept under: the client's token style (`public` for a public
 * endpoint, which both clients send alike), the endpoint, the path.
 */
export const queryKey = (client: ApiClient, endpoint: QueryEndpoint, path: string): string =>
  `${endpoint.public ? 'public' : client.tokenHeader} ${endpoint.what} ${path}`;

/** Sends a query as its endpoint says, and keeps its answer as the query's newest. */
function send<E extends QueryEndpoint>(
  client: ApiClient,
  endpoint: E,
  path: string,
  options: QueryCallOptions = {},
): Promise<QueryAnswer<E>> {
  // Nothing shared from before a write changed the endpoint's answers.
  const since = queryCache(client.apiBase).changedAt(endpoint);
  return client.query(endpoint, path, { ...options, since }).then((answer) => {
    // The newest answer of every query is kept, e.g. the order list a write reads, or the
    // first series a graph's first render shows.
    queryCache(client.apiBase).set(queryKey(client, endpoint, path), answer);
    return answer;
  });
}

/**
 * Loads a query (`path` built by `endpoint.path`) as its endpoint says, and keeps its answer as
 * the query's newest (`latestAnswer`). A request `prefetch` started for it is taken instead of
 * sending another. (The resource showing a query of an endpoint that is cached and revalidates
 * shows the kept answer at once while it loads again.)
 */
export function query<E extends QueryEndpoint>(
  client: ApiClient,
  endpoint: E,
  path: string,
  options: QueryCallOptions = {},
): Promise<QueryAnswer<E>> {
  const prefetched = options.force
    ? undefined
    : queryCache(client.apiBase).takePrefetched(queryKey(client, endpoint, path));
  return (
    (prefetched as Promise<QueryAnswer<E>> | undefined) ?? send(client, endpoint, path, options)
  );
}

/** The newest answer a query got on this page, if it is still kept (see `QueryCache.get`). */
export const latestAnswer = <E extends QueryEndpoint>(
  client: ApiClient,
  endpoint: E,
  path: string,
): QueryAnswer<E> | undefined =>
  queryCache(client.apiBase).get(queryKey(client, endpoint, path)) as QueryAnswer<E> | undefined;

/**
 * Starts a query that a widget is about to ask for, before it renders (see `query`); its answer
 * is kept as the query's newest when it comes, so a render after it shows it at once. Settles
 * when the answer came (or the request failed), never rejecting.
 */
export function prefetch(
  client: ApiClient,
  endpoint: QueryEndpoint,
  path: string,
): Promise<unknown> {
  const request = send(client, endpoint, path);
  queryCache(client.apiBase).prefetched(queryKey(client, endpoint, path), request);
  return request.catch(() => undefined);
}

/**
 * The queries of one client, for a write that reads what the page showed and says what it
 * changed (an order: the fund orders it is looked up in, the lists it changes).
 */
export interface Queries {
  /** Loads a query as its endpoint says (`query`). */
  query<E extends QueryEndpoint>(
    endpoint: E,
    path: string,
    options?: QueryCallOptions,
  ): Promise<QueryAnswer<E>>;
  /** The newest answer the query got on this page, if still kept (`latestAnswer`). */
  latest<E extends QueryEndpoint>(endpoint: E, path: string): QueryAnswer<E> | undefined;
  /** Says what `endpoints` answer has changed: every query of them shown loads again. */
  invalidate(endpoints: readonly QueryEndpoint[]): void;
}

/** `client`'s queries, through its API base's query cache. */
export const queriesOf = (client: ApiClient): Queries => ({
  query: (endpoint, path, options) => query(client, endpoint, path, options),
  latest: (endpoint, path) => latestAnswer(client, endpoint, path),
  invalidate: (endpoints) => queryCache(client.apiBase).invalidate(endpoints),
});
