import { sessionRefresh } from '../../core/endpoints/authentication';
import type { PersonaId } from './personas';
import type { FeedServerTimings } from './feed/feed-server';
import { createSandbox, type Sandbox } from './server';

/**
 * A sandbox on a free port with a clock the test moves, and a small client that logs a persona
 * in and calls the API the way the widgets do (token in `x-nnx-access-token`). For tests.
 */
export interface SandboxClient {
  readonly sandbox: Sandbox;
  readonly base: string;
  /** The live feed's URL, `ws://localhost:<port>/ws`. */
  readonly feedUrl: string;
  /** Moves the server clock on (it starts at `TEST_START`, or the `start` given). */
  advance(ms: number): void;
  /** Starts over as at start (`POST /sandbox/reset`), then logs `persona` in. */
  reset(persona?: PersonaId): Promise<void>;
  /** Switches the persona and, unless anonymous, fetches a fresh token for it. */
  loginAs(persona: PersonaId): Promise<void>;
  /** The current access token, if a persona is logged in. */
  readonly token: string | undefined;
  call(
    method: string,
    path: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Calls and reads the JSON answer, with its status. */
  json<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
}

/** Wednesday 12 March 2025, 10:00 in Stockholm: a business day, far from midnight. */
export const TEST_START = Date.parse('2025-03-12T09:00:00Z');

export async function startSandbox(
  seed = 7,
  options: { feed?: FeedServerTimings; start?: number } = {},
): Promise<SandboxClient> {
  const start = options.start ?? TEST_START;
  let clock = start;
  const sandbox = createSandbox({ seed, now: () => clock, feed: options.feed });
  const base = await sandbox.listen(0);
  let token: string | undefined;

  const call: SandboxClient['call'] = (method, path, options = {}) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { 'x-nnx-access-token': token } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });

  const client: SandboxClient = {
    sandbox,
    base,
    feedUrl: `${base.replace(/^http/, 'ws')}/ws`,
    advance: (ms) => {
      clock += ms;
    },
    get token() {
      return token;
    },
    async loginAs(persona) {
      token = undefined;
      await (await call('POST', '/sandbox/persona', { body: { persona } })).body?.cancel();
      const refreshed = await call('POST', sessionRefresh());
      token = refreshed.ok ? ((await refreshed.json()) as { jwt: string }).jwt : undefined;
      if (!refreshed.ok) await refreshed.body?.cancel();
    },
    async reset(persona = 'se-customer') {
      clock = start;
      await (await call('POST', '/sandbox/reset')).body?.cancel();
      await client.loginAs(persona);
    },
    call,
    async json<T>(method: string, path: string, body?: unknown) {
      const response = await call(method, path, { body });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
    },
    close: () => sandbox.close(),
  };
  return client;
}
