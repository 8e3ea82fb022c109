/**
 * Shared GET answers ("Order flow", §9): identical GETs share one request while it is
 * in flight, and its answer for as long as the call's throttle lasts (7 s for most order-flow
 * data, 1 s for the suitability expiry dates) or for the page's life for the calls the catalogue marks
 * "cached" (instrument, user accounts). A forced load (the fund orders after an order) skips
 * the shared answer. Failures are never kept: the next identical GET asks again.
 *
 * Callers leave one at a time: a caller that aborts gets an `aborted` error at once, but the
 * shared request is only cancelled when no caller waits for it any more.
 */

/** One GET as the cache sees it. */
export interface SharedLoad<T> {
  /** What makes two GETs identical (the client builds it from its token style, URL and schema). */
  key: string;
  /** The absolute URL, matched by `invalidate`. */
  url: string;
  /**
   * How long the answer is reused, in milliseconds from the start of its request: 0 shares
   * only the request in flight, `Infinity` keeps it for the page's life.
   */
  keepMs: number;
  /** Starts a new request even if an answer or a request in flight could be shared. */
  force?: boolean;
  /**
   * Shares only a request started at or after this time (epoch ms): one started before it
   * answers for what was there before (a write changed it since). Callers that load after the
   * same change still share one request.
   */
  since?: number;
  /** This caller's own signal: aborting it detaches this caller only. */
  signal?: AbortSignal;
  /** Makes the request; `signal` aborts once every caller has left. */
  load: (signal: AbortSignal) => Promise<T>;
  /** The error a caller gets when its own signal aborts. */
  cancelled: () => Error;
}

/** The shared GET answers of one API base. */
export interface GetCache {
  /** The shared answer for `request.key`, loading it when there is none to share. */
  load<T>(request: SharedLoad<T>): Promise<T>;
  /**
   * Forgets the answers whose URL starts with `urlPrefix` (all without one). Requests in flight
   * still answer their callers, but later callers load anew.
   */
  invalidate(urlPrefix?: string): void;
}

interface Entry {
  readonly url: string;
  readonly startedAt: number;
  readonly keepMs: number;
  readonly controller: AbortController;
  readonly promise: Promise<unknown>;
  settled: boolean;
  /** Callers attached and not yet answered or aborted. */
  waiters: number;
}

/** An empty cache. `now` is the clock in epoch milliseconds, `Date.now` by default. */
export function createGetCache(options: { now?: () => number } = {}): GetCache {
  const now = options.now ?? (() => Date.now());
  const entries = new Map<string, Entry>();

  const isFresh = (entry: Entry, at: number) => at - entry.startedAt < entry.keepMs;

  function forget(key: string, entry: Entry): void {
    if (entries.get(key) === entry) entries.delete(key);
  }

  function start<T>(request: SharedLoad<T>, at: number): Entry {
    // Expired answers are dropped here so that a page visiting many URLs does not keep them all.
    for (const [key, entry] of entries) {
      if (entry.settled && !isFresh(entry, at)) entries.delete(key);
    }
    const controller = new AbortController();
    const entry: Entry = {
      url: request.url,
      startedAt: at,
      keepMs: request.keepMs,
      controller,
      settled: false,
      waiters: 0,
      promise: request.load(controller.signal).then(
        (value) => {
          entry.settled = true;
          if (!(request.keepMs > 0)) forget(request.key, entry);
          return value;
        },
        (error: unknown) => {
          entry.settled = true;
          forget(request.key, entry);
          throw error;
        },
      ),
    };
    // Every caller may have left before a failure; it must not surface as unhandled.
    entry.promise.catch(() => undefined);
    entries.set(request.key, entry);
    return entry;
  }

  function attach<T>(entry: Entry, request: SharedLoad<T>): Promise<T> {
    const { signal } = request;
    entry.waiters += 1;
    return new Promise<T>((resolve, reject) => {
      let attached = true;
      const leave = () => {
        attached = false;
        entry.waiters -= 1;
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        if (!attached) return;
        leave();
        if (entry.waiters === 0 && !entry.settled) {
          forget(request.key, entry);
          entry.controller.abort();
        }
        reject(request.cancelled());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      entry.promise.then(
        (value) => {
          if (!attached) return;
          leave();
          resolve(value as T);
        },
        (error: unknown) => {
          if (!attached) return;
          leave();
          reject(error);
        },
      );
    });
  }

  return {
    load(request) {
      if (request.signal?.aborted) return Promise.reject(request.cancelled());
      const at = now();
      const existing = entries.get(request.key);
      const shareable =
        existing !== undefined &&
        !request.force &&
        existing.startedAt >= (request.since ?? -Infinity) &&
        (!existing.settled || isFresh(existing, at));
      return attach(shareable ? existing : start(request, at), request);
    },
    invalidate(urlPrefix) {
      for (const [key, entry] of entries) {
        if (urlPrefix === undefined || entry.url.startsWith(urlPrefix)) entries.delete(key);
      }
    },
  };
}
