/**
 * The access token of the order flow ("Token refresh", §9): refreshed with a POST,
 * reused for 8 s, refreshed once however many callers ask at the same time, and waited for at
 * most 2 s. A 401 on the refresh is not an error: the user is anonymous and gets
 * no token, and the page must not show an error for it.
 */
import { sessionRefresh } from '../endpoints/authentication';
import { TokenRefreshResponseSchema } from '../schemas/authentication';
import { ApiError } from './api-error';
import { requestJson } from './request-json';
import { TOKEN_CACHE_MS, TOKEN_REFRESH_REQUEST_TIMEOUT_MS, TOKEN_WAIT_MS } from './timing';

/** What the token cache tells the session when a refresh answers. */
export interface SessionEvents {
  /** A token came back: the user is logged in ("session init"). */
  init(): void;
  /** The refresh answered 401, or a call with a token did: the session is not valid. */
  invalid(): void;
}

export interface TokenCacheOptions {
  /**
   * Asks the backend for a token: resolves to the jwt when the user is logged in, to
   * `undefined` when anonymous, and rejects with an `ApiError` when the backend cannot say.
   */
  refresh: () => Promise<string | undefined>;
  /** The refresh URL, named by the errors a waiting caller can get. */
  refreshUrl: string;
  /** Told of each answer's meaning for the session. */
  session?: SessionEvents;
  /** The clock, in epoch milliseconds; `Date.now` by default. */
  now?: () => number;
}

/** The token of one API base, shared by every client and widget that calls it. */
export interface TokenCache {
  /**
   * The token to send, or `undefined` for an anonymous user (send none). Rejects with an
   * `ApiError` of kind `timeout` when no answer comes within `TOKEN_WAIT_MS`, `aborted` when
   * `signal` aborts first, or the refresh's own failure (it is not retried: it is a POST).
   * Leaving early never cancels the refresh, which other callers may share.
   */
  token(signal?: AbortSignal): Promise<string | undefined>;
  /** Forgets the token, e.g. after the backend refused it; the next caller refreshes. */
  invalidate(): void;
}

/**
 * The refresh request of the catalogue: a POST with an empty body, sending the session cookie
 * (`credentials: 'include'`, as the API may sit on another origin than the page).
 */
export function sessionTokenRequest(
  apiBase: string,
  fetchImpl?: typeof fetch,
): () => Promise<string | undefined> {
  const url = `${apiBase}${sessionRefresh()}`;
  return async () => {
    try {
      const answer = await requestJson({
        url,
        method: 'POST',
        schema: TokenRefreshResponseSchema,
        what: 'session token',
        credentials: 'include',
        timeoutMs: TOKEN_REFRESH_REQUEST_TIMEOUT_MS,
        fetch: fetchImpl,
      });
      return answer.jwt;
    } catch (error) {
      // A 401 on token refresh means the user is anonymous, not that something broke.
      if (error instanceof ApiError && error.kind === 'http' && error.status === 401) {
        return undefined;
      }
      throw error;
    }
  };
}

/** A token cache over `options.refresh`. */
export function createTokenCache(options: TokenCacheOptions): TokenCache {
  const now = options.now ?? (() => Date.now());
  let cached: { token: string | undefined; expiresAt: number } | undefined;
  let inFlight: Promise<string | undefined> | undefined;
  // Bumped by `invalidate`: a refresh started before it may answer for a session that is gone,
  // so its answer reaches its own waiters but neither the cache nor the session.
  let generation = 0;

  function startRefresh(): Promise<string | undefined> {
    const startedIn = generation;
    const refresh = options.refresh().then(
      (token) => {
        if (startedIn === generation) {
          inFlight = undefined;
          cached = { token, expiresAt: now() + TOKEN_CACHE_MS };
          if (token === undefined) options.session?.invalid();
          else options.session?.init();
        }
        return token;
      },
      (error: unknown) => {
        // A failure is not cached: the next caller tries again.
        if (startedIn === generation) inFlight = undefined;
        throw error;
      },
    );
    // Every waiter may have given up already; the failure must not go unhandled then.
    refresh.catch(() => undefined);
    inFlight = refresh;
    return refresh;
  }

  const cancelled = () =>
    new ApiError('aborted', options.refreshUrl, 'Waiting for the session token was cancelled');

  function waitFor(
    refresh: Promise<string | undefined>,
    signal: AbortSignal | undefined,
  ): Promise<string | undefined> {
    return new Promise((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        settle();
        reject(cancelled());
      };
      const timer = setTimeout(() => {
        settle();
        reject(
          new ApiError(
            'timeout',
            options.refreshUrl,
            `The session token did not arrive within ${TOKEN_WAIT_MS} ms`,
          ),
        );
      }, TOKEN_WAIT_MS);
      signal?.addEventListener('abort', onAbort, { once: true });
      refresh.then(
        (token) => {
          settle();
          resolve(token);
        },
        (error: unknown) => {
          settle();
          reject(error);
        },
      );
    });
  }

  return {
    token(signal) {
      if (signal?.aborted) return Promise.reject(cancelled());
      if (cached && now() < cached.expiresAt) return Promise.resolve(cached.token);
      return waitFor(inFlight ?? startRefresh(), signal);
    },
    invalidate() {
      generation += 1;
      cached = undefined;
      inFlight = undefined;
    },
  };
}
