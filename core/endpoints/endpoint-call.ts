/**
 * How a call of the catalogue is made, beside its path: what the HTTP layer needs to know to
 * throttle, cache, revalidate, retry and refresh it. A field is absent where the catalogue says nothing.
 */
import type * as v from 'valibot';
import type { PeriodId } from '../schemas/enumerations';

export type EndpointCall = {
  /** The HTTP method, where the catalogue states it; absent where it does not. */
  readonly method?: 'GET' | 'POST';
  /** The path builder (from the area file the call belongs to). */
  readonly path: (...args: never[]) => string;
  /** The shortest time between two identical loads, in milliseconds, where the catalogue gives one. */
  readonly throttleMs?: number;
  /** True where the catalogue says the answer is cached, false where it does not say so. */
  readonly cached: boolean;
  /** Whether a stale answer is loaded again when stale and when the page regains focus. */
  readonly revalidates?: boolean;
  /**
   * How long one try waits for its answer, in milliseconds, where a load is to give up rather
   * than wait on a connection that hangs (a timeout is then retried as the `retry` says).
   */
  readonly timeoutMs?: number;
  /** How often a failed load is tried again (0: never), and how long apart in milliseconds. */
  readonly retry?: { readonly attempts: number; readonly intervalMs: number };
  /** A period during which the answer is loaded again on a timer, every `intervalMs`. */
  readonly refresh?: { readonly period: PeriodId; readonly intervalMs: number };
  /**
   * True where the answer is the same for every reader, logged in or not (market data, an
   * instrument's events, the instrument search): sent without a token, so it never waits for
   * the session, and a shared cache between the page and the API may keep it. False or absent:
   * the answer is the customer's, sent with the session's token.
   */
  readonly public?: boolean;
};

/**
 * A GET of the catalogue declared once, as the API client loads it (`ApiClient.query`): its
 * path builder and policy, the schema its answer is parsed with and its name in errors. No
 * caller copies a field of it.
 */
export type QueryEndpoint<S extends v.GenericSchema = v.GenericSchema> = EndpointCall & {
  /** A GET, stated where the catalogue states it. */
  readonly method?: 'GET';
  /** The schema its answer is parsed with. */
  readonly schema: S;
  /** What the answer is called in errors, e.g. `'price graph data'`. */
  readonly what: string;
};

/** What a query of `E` answers, once parsed. */
export type QueryAnswer<E extends QueryEndpoint> = v.InferOutput<E['schema']>;
