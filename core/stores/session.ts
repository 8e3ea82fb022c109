/**
 * The session: only two states, logged in or not.
 * The token client drives it: a refreshed token is "session init", a 401 on the refresh or on
 * a call carrying a token is an invalid-session event.
 *
 * "A session-optional environment flag exists": `optional` is that flag, set by the
 * page (`configure({ sessionOptional: true })`) where its readers need no session. Then a
 * session that cannot be checked (the refresh fails, or does not answer within the 2 s)
 * does not stop the page's reads: they go out without a token, as a visitor's would. Writes
 * never go out without one. The page's one session lives in its registry (`page/page-registry.ts`).
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';

/** The session's state and its actions. */
export interface SessionStore {
  /** Whether the user is logged in; false until a session init. */
  readonly loggedIn: ReadonlySignal<boolean>;
  /** Whether the page may be read without a session; false unless the page says so. */
  readonly optional: ReadonlySignal<boolean>;
  /** Sets the session-optional flag. */
  setOptional(optional: boolean): void;
  /** Session init: the backend handed out a token. */
  init(): void;
  /** Session terminate: the user logged out. */
  terminate(): void;
  /** Invalid-session event: the backend refused the session (a 401). */
  invalid(): void;
}

/** A new session store, logged out. */
export function createSessionStore(): SessionStore {
  const loggedIn = signal(false);
  const optional = signal(false);
  return {
    loggedIn,
    optional,
    setOptional: (value) => {
      optional.value = value;
    },
    init: () => {
      loggedIn.value = true;
    },
    terminate: () => {
      loggedIn.value = false;
    },
    invalid: () => {
      loggedIn.value = false;
    },
  };
}
