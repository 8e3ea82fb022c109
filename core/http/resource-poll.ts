/**
 * Polling a resource (`resource.ts`): its key loaded again every so often while its answer says
 * the answer is still moving, e.g. the allocation requests while one is in progress. Apart from
 * the resource itself, so that what never polls (the spark) carries none of it.
 */
import type { ResourceStore } from './resource';

/** When a resource is loaded again on its own. */
export interface PollPolicy<T> {
  /** The wait after an answer before the next load, in milliseconds. */
  readonly everyMs: number;
  /** The most loads in a row on its own; any other load starts the count again. */
  readonly rounds: number;
  /** Whether an answer is still moving, so that the key is loaded again. */
  readonly while: (answer: T) => boolean;
}

/**
 * Loads `resource`'s key again `everyMs` after each answer that `while` says is still moving,
 * at most `rounds` times in a row; a load for any other reason (a new key, a reload, a write
 * that changed it) starts the count again. Returns the way to stop.
 */
export function pollResource<T>(resource: ResourceStore<T>, policy: PollPolicy<T>): () => void {
  let polls = 0;
  let polled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopHearing = resource.state.subscribe((state) => {
    clearTimeout(timer);
    if (state.loading) return;
    if (!polled) polls = 0;
    polled = false;
    const { data } = state;
    const answered = state.key !== undefined && state.dataKey === state.key && !state.error;
    if (!answered || data === undefined || polls >= policy.rounds || !policy.while(data)) return;
    timer = setTimeout(() => {
      polls += 1;
      polled = true;
      resource.reload({ force: true });
    }, policy.everyMs);
  });
  return () => {
    clearTimeout(timer);
    stopHearing();
  };
}
