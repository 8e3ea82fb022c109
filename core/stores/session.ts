/**
 * The session (SPEC §4 "Session, history, meta"): only two states, logged in or not (SPEC §6).
 * The token client drives it: a refreshed token is "session init", a 401 on the refresh or on
 * a call carrying a token is an invalid-session event.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';

/** The session's state and its actions. */
export interface SessionStore {
  /** Whether the user is logged in; false until a session init. */
  readonly loggedIn: ReadonlySignal<boolean>;
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
  return {
    loggedIn,
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

/** The page's session, shared by every widget and API client on it. */
export const session: SessionStore = createSessionStore();
