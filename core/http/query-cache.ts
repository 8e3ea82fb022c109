/**
 * The query answers kept for one API base (`query.ts` loads through it):
 *
 * - the answers of endpoints that are cached and revalidate (the price series), the newest
 *   `capacity` of them, so that a query asked for again shows its last answer at once while it
 *   loads again (the resource showing it keeps and reads them through `set` and `get`);
 * - requests started before the widget that asks for them rendered (`prefetch`): the widget's
 *   first load of that query takes the request instead of sending another, once, while its
 *   answer is fresh (`PREFETCH_FRESH_MS`).
 *
 * - who hears that an endpoint's answers changed (`invalidate`): a write that changes what
 *   endpoints answer (an order changes the fund orders and the holdings) says so once, and every
 *   query of them shown on the page loads again, whichever widget shows it.
 *
 * Framework-free and keyed by the query key (token style, endpoint, path). Every query's newest
 * answer is kept (the newest `capacity` of them), so a write can read what its page showed
 * before it. The kept answers are dropped when the page's session changes, as the connection
 * drops its shared GET answers.
 */
import type { QueryEndpoint } from '../endpoints/endpoint-call';
import { PREFETCH_FRESH_MS } from './timing';

/** How many answers an API base keeps to show at once. */
export const KEPT_QUERY_ANSWERS = 12;

export interface QueryCache {
  /**
   * The newest answer kept for a query: shown at once while the query loads again, and read by
   * a write that needs what the page showed (every query's answer is kept on arrival).
   */
  get(key: string): unknown;
  /** Keeps an answer for a query (a resource keeps the answer it shows). */
  set(key: string, answer: unknown): void;
  /**
   * The request prefetched for a query, handed over once: undefined when there is none, or
   * when its answer came longer than `PREFETCH_FRESH_MS` ago.
   */
  takePrefetched(key: string): Promise<unknown> | undefined;
  /**
   * The answer of the request prefetched for a query, handed over once in its place when it has
   * come and is fresh (`PREFETCH_FRESH_MS`): the query needs no load. Undefined otherwise (the
   * request, still travelling, stays for `takePrefetched`).
   */
  takeAnswered(key: string): unknown;
  /** Holds a request started for a query before the widget asking for it rendered. */
  prefetched(key: string, request: Promise<unknown>): void;
  /**
   * Drops every kept answer. Prefetched requests stay: each reads the session's token as it is
   * sent, so its answer is the session's as it became known.
   */
  forgetAnswers(): void;
  /**
   * Says that what `endpoints` answer has changed (a write changed it): every listener of one of
   * them hears it (and loads its query again), and loads of them from now on share no answer
   * whose request started before (`changedAt`).
   */
  invalidate(endpoints: readonly QueryEndpoint[]): void;
  /** When a write last changed what `endpoint` answers (epoch ms), if one did on this page. */
  changedAt(endpoint: QueryEndpoint): number | undefined;
  /** Hears when one of `endpoints` is invalidated; returns the way to stop hearing it. */
  onInvalidate(endpoints: readonly QueryEndpoint[], listener: () => void): () => void;
}

/** A prefetched request not taken yet, and when it answered, with what. */
interface Prefetch {
  readonly request: Promise<unknown>;
  answer?: { readonly value: unknown; readonly at: number };
}

/**
 * An empty cache keeping at most `capacity` answers (the one used longest ago goes first).
 * `now` is the clock in epoch milliseconds, `Date.now` by default.
 */
export function createQueryCache(
  capacity = KEPT_QUERY_ANSWERS,
  { now = () => Date.now() }: { now?: () => number } = {},
): QueryCache {
  const kept = new Map<string, unknown>();
  const prefetches = new Map<string, Prefetch>();
  const listeners = new Set<{ endpoints: readonly QueryEndpoint[]; listener: () => void }>();
  const changed = new Map<QueryEndpoint, number>();
  return {
    get: (key) => kept.get(key),
    set(key, answer) {
      kept.delete(key);
      kept.set(key, answer);
      for (const oldest of kept.keys()) {
        if (kept.size <= capacity) break;
        kept.delete(oldest);
      }
    },
    takePrefetched(key) {
      const prefetch = prefetches.get(key);
      prefetches.delete(key);
      if (prefetch?.answer && now() - prefetch.answer.at > PREFETCH_FRESH_MS) return undefined;
      return prefetch?.request;
    },
    takeAnswered(key) {
      const answer = prefetches.get(key)?.answer;
      if (!answer) return undefined;
      prefetches.delete(key);
      return now() - answer.at > PREFETCH_FRESH_MS ? undefined : answer.value;
    },
    prefetched(key, request) {
      const prefetch: Prefetch = { request };
      prefetches.set(key, prefetch);
      request.then(
        (value) => {
          prefetch.answer = { value, at: now() };
        },
        // A failure is the widget's own load to meet: it asks again.
        () => {
          if (prefetches.get(key) === prefetch) prefetches.delete(key);
        },
      );
    },
    forgetAnswers() {
      kept.clear();
    },
    invalidate(endpoints) {
      const at = now();
      for (const endpoint of endpoints) changed.set(endpoint, at);
      for (const entry of [...listeners]) {
        if (entry.endpoints.some((endpoint) => endpoints.includes(endpoint))) entry.listener();
      }
    },
    changedAt: (endpoint) => changed.get(endpoint),
    onInvalidate(endpoints, listener) {
      const entry = { endpoints, listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
  };
}
