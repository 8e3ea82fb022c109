/**
 * The token-based API client of the catalogue. One connection per API base holds the token cache and
 * the shared GET answers; its two clients differ only in how they send the token (docs/rules.md#backend-calls
 * "Token refresh": as `x-nnx-access-token` for one client, as `Authorization: Bearer` for the
 * other). An anonymous user's calls carry no token header at all.
 *
 * Identical GETs: the same client (token style), the same absolute URL (path and query as
 * built) and the same response schema. Two schemas for one URL are kept apart so that neither
 * caller gets an answer parsed for the other.
 */
import type * as v from 'valibot';
import { sessionRefresh } from '../endpoints/authentication';
import type { QueryAnswer, QueryEndpoint } from '../endpoints/endpoint-call';
import { ApiError } from './api-error';
import { createGetCache, type GetCache } from './get-cache';
import { requestJson } from './request-json';
import { DEFAULT_GET_RETRY, withRetry, type RetryPolicy } from './retry-policy';
import {
  createTokenCache,
  sessionTokenRequest,
  type SessionEvents,
  type TokenCache,
} from './token-cache';

/** How a client sends the token: `x-nnx-access-token: <jwt>` or `Authorization: Bearer <jwt>`. */
export type TokenHeaderStyle = 'x-nnx-access-token' | 'bearer';

/** Options of one GET; a call of the catalogue is loaded with `ApiClient.query`, which sets them. */
export interface GetOptions {
  /** Aborting detaches this caller only; a request other callers share keeps going. */
  signal?: AbortSignal;
  /** Reuse the answer for this long, in ms from the request's start (throttles). Default 0: share only a request in flight. */
  throttleMs?: number;
  /** Keep the answer for the page's life ("Cached": instrument, user accounts). Default false. */
  cached?: boolean;
  /** Load anew even if an answer could be shared, e.g. the order list after a lost answer. */
  force?: boolean;
  /**
   * Shares only an answer whose request started at or after this time (epoch ms), e.g. since
   * an order changed the answer (see `SharedLoad.since`).
   */
  since?: number;
  /** How a failure is retried; `DEFAULT_GET_RETRY` by default (see `retry-policy.ts`). */
  retry?: RetryPolicy;
  /** Each try gives up after this many milliseconds. Default: no limit of its own. */
  timeoutMs?: number;
  /**
   * The answer is the same for every reader (`EndpointCall.public`): sent without a token, so
   * it never waits for the session; shared between the two clients. Default false.
   */
  public?: boolean;
}

/** Options of one query (`ApiClient.query`): the endpoint gives the rest. */
export type QueryCallOptions = Pick<GetOptions, 'signal' | 'force' | 'since'>;

/** Options of one write (POST, PUT, DELETE). Writes are never retried and never shared. */
export interface WriteOptions {
  /** Aborts the request. */
  signal?: AbortSignal;
  /** Gives up after this many milliseconds. Default: no limit of its own. */
  timeoutMs?: number;
  /**
   * Sent as the `Idempotency-Key` header: the backend handles a write with a key it has seen
   * once, and answers a repeat with the first answer. Browsers may resend a POST on their own
   * when a kept-alive connection closes before any answer; the key keeps that from becoming a
   * second order. The catalogue does not name the header: it is this kit's contract with the backend.
   */
  idempotencyKey?: string;
}

/** Calls one API base, sending the token in one style. Every answer is parsed with its schema. */
export interface ApiClient {
  /** The API base, without a trailing slash. */
  readonly apiBase: string;
  /** How this client sends the token. */
  readonly tokenHeader: TokenHeaderStyle;
  /**
   * GETs `path` (from `core/endpoints`) and parses the answer with `schema`; `what` names it in
   * errors (e.g. `'fund orders'`). Rejects with an `ApiError`.
   */
  get<S extends v.GenericSchema>(
    path: string,
    schema: S,
    what: string,
    options?: GetOptions,
  ): Promise<v.InferOutput<S>>;
  /**
   * GETs `path` (built by `endpoint.path`) as the endpoint of the catalogue says: its schema,
   * name, throttle, page-life cache, time limit, retries and whether it is public. An answer that
   * revalidates is shared while in flight only: it is shown at once from the query cache
   * (`query.ts`), never reused instead of loading.
   */
  query<E extends QueryEndpoint>(
    endpoint: E,
    path: string,
    options?: QueryCallOptions,
  ): Promise<QueryAnswer<E>>;
  /** POSTs `body` as JSON to `path`; never retried, even on a 503 or a lost connection. */
  post<S extends v.GenericSchema>(
    path: string,
    body: unknown,
    schema: S,
    what: string,
    options?: WriteOptions,
  ): Promise<v.InferOutput<S>>;
  /** PUTs `body` as JSON to `path`; never retried. */
  put<S extends v.GenericSchema>(
    path: string,
    body: unknown,
    schema: S,
    what: string,
    options?: WriteOptions,
  ): Promise<v.InferOutput<S>>;
  /**
   * DELETEs `path` (a periodic investment plan, a bank account); never retried. An empty answer
   * (204) is `undefined`, so `v.undefined()` or `v.optional(…)` is its schema.
   */
  delete<S extends v.GenericSchema>(
    path: string,
    schema: S,
    what: string,
    options?: WriteOptions,
  ): Promise<v.InferOutput<S>>;
}

export interface ApiConnectionOptions {
  /** The API base, e.g. `https://api.broker.example`; a trailing slash is ignored. */
  apiBase: string;
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch;
  /** Told when a token refresh says the user is logged in or not. */
  session?: SessionEvents;
  /**
   * the session-optional flag, read at each call: when it says true, a GET whose token
   * cannot be had (the refresh fails or times out) goes out without one, as an anonymous
   * user's would, instead of failing. Writes still fail. Default: false.
   */
  sessionOptional?: () => boolean;
  /** The clock, in epoch milliseconds; `Date.now` by default. */
  now?: () => number;
}

/** Everything the clients of one API base share. */
export interface ApiConnection {
  /** The API base, without a trailing slash. */
  readonly apiBase: string;
  /** The token cache both clients use. */
  readonly tokens: TokenCache;
  /** The client that sends the token in `style`; the same object for the same style. */
  client(style: TokenHeaderStyle): ApiClient;
  /**
   * Forgets shared GET answers whose path starts with `pathPrefix` (all without one), e.g.
   * after a write changed what they show.
   */
  invalidate(pathPrefix?: string): void;
}

const schemaIds = new WeakMap<object, number>();
let schemaCount = 0;

/** A number per schema object, so that the cache key can tell schemas apart. */
function schemaId(schema: object): number {
  let id = schemaIds.get(schema);
  if (id === undefined) {
    schemaCount += 1;
    id = schemaCount;
    schemaIds.set(schema, id);
  }
  return id;
}

function tokenHeaders(style: TokenHeaderStyle, token: string | undefined): Record<string, string> {
  if (token === undefined) return {};
  return style === 'bearer'
    ? { Authorization: `Bearer ${token}` }
    : { 'x-nnx-access-token': token };
}

/** A connection to one API base with its own token cache and GET answers. */
export function createApiConnection(options: ApiConnectionOptions): ApiConnection {
  const apiBase = options.apiBase.replace(/\/+$/, '');
  const gets: GetCache = createGetCache({ now: options.now });

  // Answers fetched while logged in must not be shown after the session ends, nor anonymous
  // answers after a login: a change of session state drops every shared answer.
  let knownLoggedIn: boolean | undefined;
  const sessionEvents: SessionEvents = {
    init() {
      if (knownLoggedIn === false) gets.invalidate();
      knownLoggedIn = true;
      options.session?.init();
    },
    invalid() {
      if (knownLoggedIn === true) gets.invalidate();
      knownLoggedIn = false;
      options.session?.invalid();
    },
  };

  const tokens = createTokenCache({
    refresh: sessionTokenRequest(apiBase, options.fetch),
    refreshUrl: `${apiBase}${sessionRefresh()}`,
    session: sessionEvents,
    now: options.now,
  });

  /**
   * The token for a read. Where the session is optional, a session that cannot be
   * checked reads as anonymous: nothing is told to the session and the next call asks again,
   * but the answers shared from then on are a visitor's, which a session init drops.
   */
  async function readToken(signal: AbortSignal | undefined): Promise<string | undefined> {
    try {
      return await tokens.token(signal);
    } catch (error) {
      const stopped =
        signal?.aborted === true || (error instanceof ApiError && error.kind === 'aborted');
      if (stopped || options.sessionOptional?.() !== true) throw error;
      knownLoggedIn = false;
      return undefined;
    }
  }

  async function send<S extends v.GenericSchema>(request: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    style: TokenHeaderStyle;
    token: string | undefined;
    schema: S;
    what: string;
    body?: unknown;
    signal: AbortSignal | undefined;
    timeoutMs: number | undefined;
    idempotencyKey?: string;
  }): Promise<v.InferOutput<S>> {
    try {
      return await requestJson({
        url: request.url,
        method: request.method,
        schema: request.schema,
        what: request.what,
        body: request.body,
        headers: {
          ...tokenHeaders(request.style, request.token),
          ...(request.idempotencyKey ? { 'Idempotency-Key': request.idempotencyKey } : {}),
        },
        signal: request.signal,
        timeoutMs: request.timeoutMs,
        fetch: options.fetch,
      });
    } catch (error) {
      // The backend refused a token the refresh handed out: the session has ended (an
      // invalid-session event), and the token must not be sent again.
      if (
        request.token !== undefined &&
        error instanceof ApiError &&
        error.kind === 'http' &&
        error.status === 401
      ) {
        tokens.invalidate();
        sessionEvents.invalid();
      }
      throw error;
    }
  }

  function write(method: 'POST' | 'PUT' | 'DELETE', style: TokenHeaderStyle): ApiClient['post'] {
    return async (path, body, schema, what, writeOptions = {}) => {
      const { signal, timeoutMs, idempotencyKey } = writeOptions;
      const url = `${apiBase}${path}`;
      const token = await tokens.token(signal);
      return send({
        method,
        url,
        style,
        token,
        schema,
        what,
        body,
        signal,
        timeoutMs,
        idempotencyKey,
      });
    };
  }

  function createClient(style: TokenHeaderStyle): ApiClient {
    const get: ApiClient['get'] = (path, schema, what, getOptions = {}) => {
      const url = `${apiBase}${path}`;
      const { timeoutMs } = getOptions;
      const retry = getOptions.retry ?? DEFAULT_GET_RETRY;
      const sentAs = getOptions.public ? 'public' : style;
      return gets.load({
        key: `${sentAs} ${url} #${schemaId(schema)}`,
        url,
        keepMs: getOptions.cached ? Infinity : (getOptions.throttleMs ?? 0),
        force: getOptions.force,
        since: getOptions.since,
        signal: getOptions.signal,
        cancelled: () => new ApiError('aborted', url, `Loading the ${what} was cancelled`),
        // The token is read once per call, before the tries: a failed token step fails the
        // call without a retry, as the refresh is a POST (never retried). The retries reuse
        // it: they are the same call, and the 8 s is how long a token is reused
        // without asking, not how long the backend accepts it. A public answer needs none.
        load: async (signal) => {
          const token = getOptions.public ? undefined : await readToken(signal);
          return withRetry(
            () => send({ method: 'GET', url, style, token, schema, what, signal, timeoutMs }),
            retry,
            signal,
          );
        },
      });
    };
    return {
      apiBase,
      tokenHeader: style,
      get,
      query: (endpoint, path, { signal, force, since } = {}) =>
        get(path, endpoint.schema, endpoint.what, {
          signal,
          force,
          since,
          throttleMs: endpoint.throttleMs,
          cached: endpoint.cached && !endpoint.revalidates,
          retry: endpoint.retry,
          timeoutMs: endpoint.timeoutMs,
          public: endpoint.public,
        }),
      post: write('POST', style),
      put: write('PUT', style),
      delete: (path, schema, what, writeOptions) =>
        write('DELETE', style)(path, undefined, schema, what, writeOptions),
    };
  }

  const clients = new Map<TokenHeaderStyle, ApiClient>();
  return {
    apiBase,
    tokens,
    client(style) {
      let client = clients.get(style);
      if (!client) {
        client = createClient(style);
        clients.set(style, client);
      }
      return client;
    },
    invalidate(pathPrefix) {
      gets.invalidate(pathPrefix === undefined ? undefined : `${apiBase}${pathPrefix}`);
    },
  };
}
