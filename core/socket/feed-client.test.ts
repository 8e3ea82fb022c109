import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFeedClient, type FeedClient, type FeedSocket } from './feed-client';
import {
  ACK_TIMEOUT_MS,
  HEARTBEAT_INTERVAL_MS,
  RECONNECT_FIRST_WAIT_MS,
  RECONNECT_MAX_RETRIES,
} from './feed-timing';

/*
 * Timings only, under fake timers: a scripted socket stands in for the server here, because a
 * real one cannot run on a fake clock. Everything else is tested against the real sandbox
 * feed (feed-client.sandbox.test.ts).
 */

/** How the scripted server treats each connection. */
type Script = 'refuse' | 'accept' | 'silent';

class ScriptedSocket implements FeedSocket {
  onopen: FeedSocket['onopen'] = null;
  onmessage: FeedSocket['onmessage'] = null;
  onclose: FeedSocket['onclose'] = null;
  onerror: FeedSocket['onerror'] = null;
  readonly sent: string[] = [];

  constructor(readonly script: Script) {
    // Answers take no time on the fake clock, so every wait measured is the client's own.
    queueMicrotask(() => {
      if (script === 'refuse') {
        this.onerror?.({});
        this.onclose?.({});
      } else {
        this.onopen?.({});
      }
    });
  }

  send(data: string): void {
    this.sent.push(data);
    // An accepting server acks the login at once; a silent one never answers anything.
    if (this.script === 'accept' && data.includes('"login"')) {
      queueMicrotask(() => this.onmessage?.({ data: '{"type":"ack","data":{"cmd":"login"}}' }));
    }
  }

  /** The server ends the connection. */
  serverClose(): void {
    this.onclose?.({});
  }

  close(): void {}
}

let sockets: { at: number; socket: ScriptedSocket }[];
let script: Script;
let wake: () => void;
let client: FeedClient | undefined;

function start(): FeedClient {
  client = createFeedClient({
    url: 'ws://feed.test/ws',
    token: () => Promise.resolve(undefined),
    openSocket: () => {
      const socket = new ScriptedSocket(script);
      sockets.push({ at: Date.now(), socket });
      return socket;
    },
    wakeUps: (callback) => {
      wake = callback;
      return () => undefined;
    },
    log: { warn: () => undefined, error: () => undefined },
  });
  return client;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  sockets = [];
  script = 'refuse';
});
afterEach(() => {
  client?.close();
  vi.useRealTimers();
});

describe('feed client: reconnect backoff', () => {
  it('waits 8 ms, doubling, for up to 7 retries, then is offline', async () => {
    const feed = start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets.map(({ at }) => at)).toEqual([0, 8, 24, 56, 120, 248, 504, 1016]);
    expect(RECONNECT_FIRST_WAIT_MS).toBe(8);
    expect(RECONNECT_MAX_RETRIES).toBe(7);
    expect(feed.state.value).toBe('offline');
  });

  it('is connecting, not offline, while retries remain', async () => {
    const feed = start();
    await vi.advanceTimersByTimeAsync(500);
    expect(feed.state.value).toBe('connecting');
  });

  it('tries again at once when the browser is back online, with a fresh set of retries', async () => {
    const feed = start();
    await vi.advanceTimersByTimeAsync(60_000);
    script = 'accept';
    wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets.at(-1)?.at).toBe(60_000);
    expect(feed.state.value).toBe('logged-in');
  });

  it('ignores a wake-up while the connection is up', async () => {
    script = 'accept';
    start();
    await vi.advanceTimersByTimeAsync(10);
    wake();
    client?.reconnect();
    await vi.advanceTimersByTimeAsync(10);
    expect(sockets).toHaveLength(1);
  });

  it('starts again from 8 ms after a login succeeded', async () => {
    script = 'accept';
    const feed = start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(feed.state.value).toBe('logged-in');
    sockets[0]?.socket.serverClose();
    expect(feed.state.value).toBe('connecting');
    await vi.advanceTimersByTimeAsync(RECONNECT_FIRST_WAIT_MS);
    expect(sockets.map(({ at }) => at)).toEqual([0, 1_000 + RECONNECT_FIRST_WAIT_MS]);
  });
});

describe('feed client: dead connections', () => {
  it('counts two missed heartbeats (5 s apart) as a dead connection', async () => {
    script = 'accept';
    const feed = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(feed.state.value).toBe('logged-in');
    // The login ack counts as life for the first period; then two silent periods.
    await vi.advanceTimersByTimeAsync(2 * HEARTBEAT_INTERVAL_MS);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS + RECONNECT_FIRST_WAIT_MS);
    expect(sockets.map(({ at }) => at)).toEqual([
      0,
      3 * HEARTBEAT_INTERVAL_MS + RECONNECT_FIRST_WAIT_MS,
    ]);
  });

  it('keeps a connection that hears a heartbeat every period', async () => {
    script = 'accept';
    start();
    await vi.advanceTimersByTimeAsync(0);
    for (let period = 0; period < 6; period += 1) {
      sockets[0]?.socket.onmessage?.({ data: '{"type":"heartbeat","data":{}}' });
      await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    }
    expect(sockets).toHaveLength(1);
  });

  it('gives up on a login that is never acked, and retries', async () => {
    script = 'silent';
    const feed = start();
    await vi.advanceTimersByTimeAsync(ACK_TIMEOUT_MS - 1);
    expect(feed.state.value).toBe('open');
    expect(sockets[0]?.socket.sent).toEqual(['{"cmd":"login","args":{}}']);
    await vi.advanceTimersByTimeAsync(1 + RECONNECT_FIRST_WAIT_MS);
    expect(sockets).toHaveLength(2);
  });
});
