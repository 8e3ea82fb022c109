import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { FeedConnectionReport } from '../../demo-pages/sandbox/feed/feed-server';
import { startSandbox, type SandboxClient } from '../../demo-pages/sandbox/sandbox-client';
import { createApiConnection } from '../http/api-client';
import type { SubscriptionArgs } from '../schemas/live-data';
import {
  createFeedClient,
  type FeedClient,
  type FeedClientOptions,
  type FeedSocket,
} from './feed-client';
import { MAX_FRAME_CHARS } from './feed-timing';
import { subscriptionKey } from './subscription-key';

/*
 * The socket client against the real sandbox feed (demo-pages/sandbox/feed), over real
 * WebSockets from the `ws` package: what the server received and holds is read back through
 * the sandbox's control routes.
 */

const VOLVO = '16099872';
const ERICSSON = '16099873';
const PRICE_VOLVO = { t: 'price', id: VOLVO } as const;

let sandbox: SandboxClient;
const clients: FeedClient[] = [];

beforeAll(async () => {
  sandbox = await startSandbox(7, { feed: { tickIntervalMs: 20, heartbeatIntervalMs: 50 } });
  await sandbox.reset();
});
afterAll(() => sandbox.close());
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await sandbox.json('POST', '/sandbox/feed/drop');
  await sandbox.reset();
});

interface TestClient {
  feed: FeedClient;
  warnings: string[];
  errors: unknown[];
  /** What the browser's `online` event or a page becoming visible would do. */
  wake(): void;
}

function startClient(options: Partial<FeedClientOptions> = {}): TestClient {
  const warnings: string[] = [];
  const errors: unknown[] = [];
  let wake: () => void = () => undefined;
  const feed = createFeedClient({
    url: sandbox.feedUrl,
    token: () => Promise.resolve(sandbox.token),
    openSocket: (url) => new WebSocket(url) as unknown as FeedSocket,
    wakeUps: (callback) => {
      wake = callback;
      return () => undefined;
    },
    log: {
      warn: (message) => warnings.push(message),
      error: (_message, error) => errors.push(error),
    },
    ...options,
  });
  clients.push(feed);
  return { feed, warnings, errors, wake: () => wake() };
}

const connections = async () =>
  (await sandbox.json<{ connections: FeedConnectionReport[] }>('GET', '/sandbox/feed/connections'))
    .body.connections;

const keysOf = (subscriptions: SubscriptionArgs[]) =>
  subscriptions.map((args) => subscriptionKey(args)).sort();

/** The server's subscriptions on its only connection, as keys (`null` without exactly one). */
async function serverKeys(): Promise<string[] | null> {
  const open = await connections();
  return open.length === 1 && open[0] ? keysOf(open[0].subscriptions) : null;
}

const control = (change: object) => sandbox.json('PUT', '/sandbox/feed/controls', change);
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('feed client: login', () => {
  it('logs in before it subscribes, and delivers the key’s ticks', async () => {
    const { feed } = startClient();
    const prices: unknown[] = [];
    // Subscribed before the socket is even open.
    feed.subscribe(PRICE_VOLVO, (message) => prices.push(message));
    expect(feed.state.value).toBe('connecting');
    await expect.poll(() => prices.length).toBeGreaterThan(0);
    expect(prices[0]).toMatchObject({ type: 'price', data: { id: VOLVO } });
    expect(feed.state.value).toBe('logged-in');
    const [connection] = await connections();
    expect(connection?.commands).toEqual([
      { cmd: 'login' },
      { cmd: 'subscribe', args: PRICE_VOLVO },
    ]);
    expect(connection?.login).toBe('se-customer');
  });

  it('logs in anonymously when the page’s token refresh answers 401', async () => {
    await sandbox.loginAs('anonymous');
    const api = createApiConnection({ apiBase: sandbox.base });
    const { feed } = startClient({ token: () => api.tokens.token() });
    await expect.poll(() => feed.state.value).toBe('logged-in');
    expect((await connections())[0]?.login).toBe('anonymous');
  });

  it('waits for a delayed login ack before subscribing', async () => {
    await control({ ackDelayMs: 120 });
    const { feed } = startClient();
    feed.subscribe(PRICE_VOLVO, () => undefined);
    await expect.poll(() => feed.state.value).toBe('open');
    await settle(60);
    expect((await connections())[0]?.commands).toEqual([{ cmd: 'login' }]);
    await expect.poll(serverKeys).toEqual(keysOf([PRICE_VOLVO]));
  });
});

describe('feed client: subscriptions', () => {
  it('throws “Invalid subscription options” for options of no subscription shape', () => {
    const { feed } = startClient();
    expect(() => feed.subscribe({ t: 'price' } as never, () => undefined)).toThrow(
      /^Invalid subscription options/,
    );
    expect(() => feed.subscribe({ t: 'indicator', i: 'OMXS30' } as never, () => undefined)).toThrow(
      /^Invalid subscription options/,
    );
    expect(() => feed.subscribe({ t: 'news', s: 'x' } as never, () => undefined)).toThrow(
      /^Invalid subscription options/,
    );
  });

  it('subscribes a key once for many listeners and unsubscribes it after the last', async () => {
    // The commands the client sends, read on its side: after the last unsubscribe it closes
    // the idle socket, and the server forgets the connection as soon as it sees the close.
    const sent: string[] = [];
    const { feed } = startClient({
      openSocket: (url) => {
        const socket = new WebSocket(url);
        const send = socket.send.bind(socket);
        socket.send = (data: string) => {
          sent.push((JSON.parse(data) as { cmd: string }).cmd);
          send(data);
        };
        return socket as unknown as FeedSocket;
      },
    });
    const first = feed.subscribe(PRICE_VOLVO, () => undefined);
    const second = feed.subscribe(PRICE_VOLVO, () => undefined);
    await expect.poll(serverKeys).toEqual(keysOf([PRICE_VOLVO]));
    first();
    first(); // a second call of the same unsubscribe counts once
    await settle(50);
    expect(await serverKeys()).toEqual(keysOf([PRICE_VOLVO]));
    second();
    // Nothing held on the server: the key unsubscribed, or the idle connection already gone.
    await expect.poll(async () => (await serverKeys()) ?? []).toEqual([]);
    expect(sent).toEqual(['login', 'subscribe', 'unsubscribe']);
  });

  it('does not churn the server when a listener leaves and returns in the same tick', async () => {
    const { feed } = startClient();
    const leave = feed.subscribe(PRICE_VOLVO, () => undefined);
    await expect.poll(serverKeys).toEqual(keysOf([PRICE_VOLVO]));
    // What a moved element or a re-run effect does: clean up, then subscribe again at once.
    leave();
    const values: unknown[] = [];
    feed.subscribe(PRICE_VOLVO, (message) => values.push(message));
    await expect.poll(() => values.length).toBeGreaterThan(0);
    const commands = (await connections())[0]?.commands.map((command) => command.cmd);
    expect(commands).toEqual(['login', 'subscribe']);
  });

  it('gives an err to that key’s listeners only', async () => {
    await control({ errKeys: [PRICE_VOLVO], errMessage: 'Not for you' });
    const { feed } = startClient();
    const priceMessages: { type: string }[] = [];
    const depthMessages: { type: string }[] = [];
    feed.subscribe(PRICE_VOLVO, (message) => priceMessages.push(message));
    feed.subscribe({ t: 'depth', id: VOLVO }, (message) => depthMessages.push(message));
    await expect.poll(() => priceMessages.length).toBe(1);
    await expect.poll(() => depthMessages.length).toBeGreaterThan(0);
    expect(priceMessages[0]).toEqual({
      type: 'err',
      data: { cmd: { cmd: 'subscribe', args: PRICE_VOLVO }, msg: 'Not for you' },
    });
    expect(depthMessages.map((message) => message.type)).not.toContain('err');
  });

  it('keeps calling the other listeners when one throws', async () => {
    const { feed, errors } = startClient();
    const heard: string[] = [];
    feed.subscribe(PRICE_VOLVO, () => {
      throw new Error('a broken widget');
    });
    feed.subscribe(PRICE_VOLVO, (message) => heard.push(message.type));
    await expect.poll(() => heard.length).toBeGreaterThan(0);
    expect(errors).toEqual([new Error('a broken widget')]);
  });

  it('gives a listener joining a live key the latest message at once', async () => {
    const { feed } = startClient();
    feed.subscribe(PRICE_VOLVO, () => undefined);
    await expect.poll(() => feed.latest(PRICE_VOLVO).value?.type).toBe('price');
    const late: unknown[] = [];
    feed.subscribe(PRICE_VOLVO, (message) => late.push(message));
    await Promise.resolve();
    expect(late).toEqual([feed.latest(PRICE_VOLVO).value]);
  });

  it('sends a subscribe again when its ack does not come in time', async () => {
    const { feed } = startClient({ ackTimeoutMs: 100 });
    await expect.poll(() => feed.state.value).toBe('logged-in');
    await control({ ackDelayMs: 250 });
    feed.subscribe(PRICE_VOLVO, () => undefined);
    await settle(400);
    const subscribes = (await connections())[0]?.commands.filter((c) => c.cmd === 'subscribe');
    expect(subscribes?.length).toBeGreaterThanOrEqual(2);
    expect(await serverKeys()).toEqual(keysOf([PRICE_VOLVO]));
  });
});

describe('feed client: faults', () => {
  it('recovers from a server-side drop with every live key subscribed once', async () => {
    const { feed } = startClient();
    const states: string[] = [];
    feed.state.subscribe((state) => states.push(state));
    feed.subscribe(PRICE_VOLVO, () => undefined);
    const ericsson = feed.subscribe({ t: 'price', id: ERICSSON }, () => undefined);
    feed.subscribe({ t: 'news', s: 2 }, () => undefined);
    await expect.poll(serverKeys).toHaveLength(3);
    const before = (await connections())[0]?.id;
    ericsson();
    await sandbox.json('POST', '/sandbox/feed/drop');
    await expect.poll(async () => (await connections())[0]?.id).toBeGreaterThan(before ?? 0);
    await expect.poll(serverKeys).toEqual(keysOf([PRICE_VOLVO, { t: 'news', s: 2 }]));
    const subscribes = (await connections())[0]?.commands.filter((c) => c.cmd === 'subscribe');
    expect(subscribes).toHaveLength(2);
    expect(states).toEqual(expect.arrayContaining(['connecting', 'open', 'logged-in']));
    expect(states.at(-1)).toBe('logged-in');
  });

  it('goes offline after 7 failed retries, and recovers when the browser is back online', async () => {
    await control({ rejectLogins: true });
    const { feed, wake } = startClient();
    feed.subscribe(PRICE_VOLVO, () => undefined);
    await expect.poll(() => feed.state.value, { timeout: 5_000 }).toBe('offline');
    const attempts = (
      await sandbox.json<{ connections: unknown[] }>('GET', '/sandbox/feed/connections')
    ).body.connections.length;
    expect(attempts).toBeLessThanOrEqual(1);
    await control({ rejectLogins: false });
    wake();
    await expect.poll(serverKeys).toEqual(keysOf([PRICE_VOLVO]));
    expect(feed.state.value).toBe('logged-in');
  });

  it('recovers from offline on an explicit reconnect()', async () => {
    await control({ rejectLogins: true });
    const { feed } = startClient();
    await expect.poll(() => feed.state.value, { timeout: 5_000 }).toBe('offline');
    await control({ rejectLogins: false });
    feed.reconnect();
    await expect.poll(() => feed.state.value).toBe('logged-in');
  });

  it('counts two missed heartbeats as a dead connection and reconnects', async () => {
    const { feed, warnings } = startClient({ heartbeatIntervalMs: 50 });
    await expect.poll(() => feed.state.value).toBe('logged-in');
    const first = (await connections())[0]?.id ?? 0;
    await control({ heartbeats: false });
    await expect.poll(() => warnings.some((w) => w.includes('heartbeats missed'))).toBe(true);
    await control({ heartbeats: true });
    await expect.poll(async () => (await connections())[0]?.id ?? 0).toBeGreaterThan(first);
    await expect.poll(() => feed.state.value).toBe('logged-in');
  });

  it('drops and logs frames that are not JSON, oversized, malformed or of an unknown type', async () => {
    const { feed, warnings } = startClient();
    const messages: { type: string; data: unknown }[] = [];
    feed.subscribe(PRICE_VOLVO, (message) => messages.push(message));
    await expect.poll(() => messages.length).toBe(1);
    const inject = (frame: string) => sandbox.json('POST', '/sandbox/feed/inject', { frame });
    await inject('{"type": "price", "data": ');
    await inject(
      JSON.stringify({ type: 'news', data: { s: 1, pad: 'x'.repeat(MAX_FRAME_CHARS) } }),
    );
    await inject(JSON.stringify({ type: 'price', data: { id: VOLVO, last: 'high' } }));
    await inject(JSON.stringify({ type: 'quote', data: { id: VOLVO } }));
    await expect.poll(() => warnings.length).toBe(4);
    expect(warnings).toEqual([
      expect.stringContaining('not JSON'),
      expect.stringContaining(`limit ${MAX_FRAME_CHARS}`),
      expect.stringContaining('Invalid feed message'),
      expect.stringContaining('unknown type "quote"'),
    ]);
    expect(messages).toHaveLength(1);
    expect(feed.state.value).toBe('logged-in');
  });

  it('tolerates extra fields, and a __proto__ key pollutes nothing', async () => {
    const { feed } = startClient();
    const messages: { type: string; data: object }[] = [];
    feed.subscribe(PRICE_VOLVO, (message) => messages.push(message));
    await expect.poll(() => messages.length).toBe(1);
    const frame =
      `{"type":"price","extra":1,"__proto__":{"polluted":true},"data":{"id":"${VOLVO}",` +
      `"last":1,"bid":1,"ask":2,"tick_timestamp":5,"venue":"XSTO","__proto__":{"polluted":true}}}`;
    await sandbox.json('POST', '/sandbox/feed/inject', { frame });
    await expect.poll(() => messages.length).toBe(2);
    expect(messages[1]).toEqual({
      type: 'price',
      data: { id: VOLVO, last: 1, bid: 1, ask: 2, tick_timestamp: 5 },
    });
    expect(Object.getPrototypeOf(messages[1]?.data)).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('feed client: recovery, as a property', () => {
  const KEYS: readonly SubscriptionArgs[] = [
    PRICE_VOLVO,
    { t: 'price', id: ERICSSON },
    { t: 'depth', id: VOLVO },
    { t: 'trading_status', id: ERICSSON },
    { t: 'indicator', i: 'OMXS30', m: 'SSE' },
    { t: 'news', s: 4 },
  ];

  type Step =
    | { kind: 'subscribe'; key: number }
    | { kind: 'unsubscribe'; which: number }
    | { kind: 'drop' }
    | { kind: 'pause'; ms: number };

  const step: fc.Arbitrary<Step> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('subscribe' as const),
        key: fc.nat(KEYS.length - 1),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('unsubscribe' as const), which: fc.nat(20) }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('pause' as const),
        ms: fc.integer({ min: 0, max: 30 }),
      }),
    },
  );

  it('after any sequence of subscribe, unsubscribe and drop, the server holds exactly the client’s live keys', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const { feed } = startClient();
        const held: (() => void)[] = [];
        let subscribed = false;
        for (const current of steps) {
          if (current.kind === 'subscribe') {
            const args = KEYS[current.key];
            subscribed = true;
            if (args) held.push(feed.subscribe(args, () => undefined));
          } else if (current.kind === 'unsubscribe') {
            if (held.length > 0) held.splice(current.which % held.length, 1)[0]?.();
          } else if (current.kind === 'drop') {
            await sandbox.json('POST', '/sandbox/feed/drop');
          } else {
            await settle(current.ms);
          }
        }
        await settle(0);
        if (feed.state.value === 'offline') feed.reconnect();
        const live = keysOf(feed.subscriptions());
        if (live.length === 0) {
          // Nothing is followed: the server holds no key, and a client that followed something
          // has closed its socket until the next subscription.
          const anyKeys = async () => (await connections()).flatMap((c) => c.subscriptions);
          await expect.poll(anyKeys, { timeout: 3_000 }).toEqual([]);
          if (subscribed) await expect.poll(() => feed.state.value).toBe('idle');
        } else {
          await expect.poll(serverKeys, { timeout: 3_000 }).toEqual(live);
          await expect.poll(() => feed.state.value).toBe('logged-in');
          // Exactly once: on the connection now open, no key was subscribed twice in a row.
          const [connection] = await connections();
          const standing = new Map<string, string>();
          for (const command of connection?.commands ?? []) {
            if (command.cmd === 'login') continue;
            const key = subscriptionKey(command.args as SubscriptionArgs);
            expect(standing.get(key)).not.toBe(command.cmd);
            standing.set(key, command.cmd);
          }
        }
        feed.close();
        clients.splice(clients.indexOf(feed), 1);
        await sandbox.json('POST', '/sandbox/feed/drop');
      }),
      { numRuns: 25 },
    );
  }, 60_000);
});
