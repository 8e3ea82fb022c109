/**
 * One thing a widget loads, framework-free: the key it asks for, the newest answer (kept on
 * screen while another key or a reload loads), whether a load runs, and why the last one
 * failed. Components read it through one adapter (`widgets/shared/use-resource.ts`); the spark
 * reads the signal itself.
 *
 * - A new key aborts the load under way, so a late answer never lands for a key left behind.
 * - Retries follow the endpoint's policy inside the API client (`core/http/retry-policy.ts`);
 *   a resource sees a load's last failure only.
 * - With `share`, a fresh answer takes what it holds equal from the answer on screen (whichever
 *   key that answered), so nothing downstream of an unchanged part is computed or drawn again.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { ApiError } from './api-error';

/** What a resource shows. */
export interface ResourceState<T> {
  /** The key asked for; undefined while the widget's inputs are not known yet. */
  readonly key: string | undefined;
  /** The newest answer, which may answer an earlier key: see `dataKey`. */
  readonly data: T | undefined;
  /** The key `data` answers. */
  readonly dataKey: string | undefined;
  /** A load for `key` is under way. */
  readonly loading: boolean;
  /** Why the last load for `key` failed; cleared by the next load. */
  readonly error: ApiError | undefined;
}

/**
 * Loads the answer for a key. `force` skips answers the API client shares between callers. A
 * failure is a rejected promise, never a throw (the API client's calls and async functions are).
 */
export type ResourceLoad<T> = (
  key: string,
  options: { signal: AbortSignal; force: boolean },
) => Promise<T>;

/** Answers kept by key, shared between resources (a connection's `queries`). */
export interface KeptAnswers<T> {
  get(key: string): T | undefined;
  set(key: string, answer: T): void;
  /**
   * An answer for the key that needs no load, handed over once (such as a prefetched request's,
   * come just now): see `ResourceOptions.answered`.
   */
  takeAnswered?(key: string): T | undefined;
}

export interface ResourceOptions<T> {
  readonly load: ResourceLoad<T>;
  /**
   * An answer known fresh when the resource is made (a prefetched request's, come just now): the
   * resource shows it for its key from the start, and the first `request` of that key loads
   * nothing.
   */
  readonly answered?: { readonly key: string; readonly data: T };
  /**
   * The fresh answer with what it holds equal to the answer on screen taken from that one, and
   * that one itself when equal throughout (e.g. `sharedValue`); without it every answer is new.
   */
  readonly share?: (shown: T, fresh: T) => T;
  /** Answers shared between resources, shown at once for a key while it is loaded again. */
  readonly cache?: KeptAnswers<T>;
  /**
   * Hears when to load the key again, e.g. `onComeback` (the reader back on the page); returns
   * the way to stop hearing it.
   */
  readonly revalidateOn?: (revalidate: () => void) => () => void;
  /**
   * Hears when what the key answers has changed on the backend (a write changed it, see
   * `QueryCache.invalidate`): the key is loaded again (the load shares nothing from before the
   * change). Returns the way to stop hearing it.
   */
  readonly invalidateOn?: (invalidate: () => void) => () => void;
  /**
   * A failure the widget carries on through, keeping what it shows and reporting no error
   * (e.g. a price series that timed out). Called once per such failure.
   */
  readonly tolerate?: (error: ApiError, key: string) => boolean;
  /**
   * How often a key is loaded again on a timer while it is the key asked for, in milliseconds
   * (undefined: never), read when the key is asked for: e.g. the buy/sell dots every 60 s on
   * the one-day period. The answer on screen stays while it loads again.
   */
  readonly refreshMs?: (key: string) => number | undefined;
}

export interface ResourceStore<T> {
  readonly state: ReadonlySignal<ResourceState<T>>;
  /** Asks for `key`; loads it unless it is the key asked for already. */
  request(key: string | undefined): void;
  /** Loads the key asked for again; `force` skips shared answers (e.g. after an order). */
  reload(options?: { force?: boolean }): void;
  /**
   * Gives up the load under way and stops hearing when to revalidate; the answer stays, and a
   * later `request` starts again.
   */
  dispose(): void;
}

const IDLE = {
  key: undefined,
  data: undefined,
  dataKey: undefined,
  loading: false,
  error: undefined,
} as const;

/** Any failure as the kit's one error type. */
function asApiError(error: unknown, url: string): ApiError {
  return error instanceof ApiError
    ? error
    : new ApiError('network', url, error instanceof Error ? error.message : String(error), {
        cause: error,
      });
}

export function createResource<T>(options: ResourceOptions<T>): ResourceStore<T> {
  const { load, cache, share, tolerate, answered } = options;
  const state = signal<ResourceState<T>>(
    answered ? { ...IDLE, ...answered, dataKey: answered.key } : IDLE,
  );
  /** The key asked for (`request`); the state may show a key before it is asked for (`answered`). */
  let asked: string | undefined;
  let controller: AbortController | undefined;

  const start = (key: string, force: boolean): void => {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const known = cache?.get(key);
    const previous = state.peek();
    state.value = {
      key,
      data: known ?? previous.data,
      dataKey: known === undefined ? previous.dataKey : key,
      loading: true,
      error: undefined,
    };
    load(key, { signal: current.signal, force }).then(
      (fresh) => {
        if (current.signal.aborted) return;
        // What showed while it loaded: the answer kept for this key, or the one shown before.
        const shown = state.peek().data;
        const data = shown !== undefined && share ? share(shown, fresh) : fresh;
        cache?.set(key, data);
        state.value = { key, data, dataKey: key, loading: false, error: undefined };
      },
      (failure: unknown) => {
        if (current.signal.aborted) return;
        const error = asApiError(failure, key);
        // A failure the widget tolerates is carried on through, with no error shown.
        state.value = {
          ...state.peek(),
          loading: false,
          error: tolerate?.(error, key) ? undefined : error,
        };
      },
    );
  };

  let stopRevalidating: (() => void) | undefined;
  let stopInvalidating: (() => void) | undefined;
  const reload = ({ force = false } = {}) => {
    const { key } = state.peek();
    if (key !== undefined) start(key, force);
  };
  let refreshTimer: ReturnType<typeof setInterval> | undefined;
  const refreshEvery = (ms: number | undefined) => {
    clearInterval(refreshTimer);
    refreshTimer = ms === undefined ? undefined : setInterval(reload, ms);
  };
  const forget = () => {
    asked = undefined;
    refreshEvery(undefined);
    controller?.abort();
    state.value = { ...state.peek(), key: undefined, loading: false, error: undefined };
  };

  return {
    state,
    request(key) {
      if (key === asked) return;
      if (key === undefined) {
        forget();
        return;
      }
      // Only the answer the resource was made with shows a key before it is asked for.
      const shown = asked === undefined && key === state.peek().key;
      asked = key;
      if (options.revalidateOn) stopRevalidating ??= options.revalidateOn(reload);
      if (options.invalidateOn) {
        stopInvalidating ??= options.invalidateOn(reload);
      }
      if (!shown) start(key, false);
      refreshEvery(options.refreshMs?.(key));
    },
    reload,
    dispose() {
      forget();
      stopRevalidating?.();
      stopRevalidating = undefined;
      stopInvalidating?.();
      stopInvalidating = undefined;
    },
  };
}
