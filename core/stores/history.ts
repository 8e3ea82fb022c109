/**
 * The locations the user visited, newest first. The
 * newest entry carries the status code its page answered with (200 unless set), and a
 * history lookup that finds nothing to go back to returns `/overview`.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';

/** Where a history lookup sends the user when there is nowhere to go back to. */
export const FALLBACK_RETURN_URL = '/overview';

/** The status code of a location until it is set. */
export const DEFAULT_STATUS_CODE = 200;

/** One visited location. */
export interface HistoryEntry {
  /** The location as the router gave it, e.g. `/funds/123?accid=1`. */
  readonly location: string;
  /** The HTTP status code its page answered with. */
  readonly statusCode: number;
}

/** The history's state and its actions. */
export interface HistoryStore {
  /** Every visited location, newest first. */
  readonly entries: ReadonlySignal<readonly HistoryEntry[]>;
  /** Pushes a new location to the front, with the default status code. */
  push(location: string): void;
  /** Sets the status code of the newest entry; does nothing while the history is empty. */
  setStatusCode(statusCode: number): void;
  /**
   * Where to go back to: the newest location before the current one that `accepts` (every
   * location by default), else `FALLBACK_RETURN_URL`.
   */
  returnUrl(accepts?: (location: string) => boolean): string;
}

/** A new, empty history. */
export function createHistoryStore(): HistoryStore {
  const entries = signal<readonly HistoryEntry[]>([]);
  return {
    entries,
    push(location) {
      entries.value = [{ location, statusCode: DEFAULT_STATUS_CODE }, ...entries.value];
    },
    setStatusCode(statusCode) {
      const [newest, ...older] = entries.value;
      if (newest) entries.value = [{ ...newest, statusCode }, ...older];
    },
    returnUrl(accepts = () => true) {
      // The first entry is where the user is now: going back means one of the older ones.
      const previous = entries.value.slice(1).find((entry) => accepts(entry.location));
      return previous?.location ?? FALLBACK_RETURN_URL;
    },
  };
}

/** The page's history. */
export const history: HistoryStore = createHistoryStore();
