/**
 * The live-data socket client (docs/rules.md#live-data; the messages are those of
 * docs/feed-protocol.md). One client per feed URL serves every widget on a page: it logs in with the
 * page's cached token, counts listeners per subscription key, subscribes a key for its first
 * listener and unsubscribes it after its last, and keeps the server's subscriptions equal to
 * the page's live keys through drops, reconnects and dead connections.
 */
import { signal, type Signal } from '@preact/signals-core';
import { parse } from '../schemas/parse-boundary';
import {
  SubscriptionArgsSchema,
  type FeedCommand,
  type KnownFeedMessage,
  type SubscriptionArgs,
} from '../schemas/live-data';
import type { ReadableState } from '../stores/readable-state';
import { readFrame } from './feed-frames';
import {
  ACK_TIMEOUT_MS,
  HEARTBEAT_INTERVAL_MS,
  MISSED_HEARTBEATS_FOR_DEAD,
  RECONNECT_MAX_RETRIES,
  reconnectWaitMs,
} from './feed-timing';
import {
  keyOfData,
  subscriptionKey,
  type FeedDataMessage,
  type SubscriptionKey,
} from './subscription-key';

//#region Types

/**
 * Where the connection stands: `connecting` (opening, or waiting to retry), `open` (waiting
 * for the login ack), `logged-in` (subscriptions flow), `idle` (the last subscription ended,
 * so the socket is closed until the next), `offline` (retries are used up; the client tries
 * again when the browser is back online, the page becomes visible, or on `reconnect()`).
 */
export type FeedConnectionState = 'connecting' | 'open' | 'logged-in' | 'idle' | 'offline';

/** What to subscribe to: `{t, id}`, `{t: 'indicator', i, m}` or `{t: 'news', s}`. */
export type SubscriptionOptions = SubscriptionArgs;

/** The feed types a subscription can name. */
export type FeedType = SubscriptionOptions['t'];

/** The data messages of one feed type, e.g. `{type: 'price', data: {id, last, bid, ask, …}}`. */
export type FeedMessageOf<T extends FeedType> = Extract<FeedDataMessage, { type: T }>;

/** The server refused a subscription: `{type: 'err', data: {cmd, msg}}`. */
export type FeedErrorMessage = Extract<KnownFeedMessage, { type: 'err' }>;

/** Receives a subscription's data messages, and an `err` if the server refuses it. */
export type FeedListener<T extends FeedType = FeedType> = (
  message: FeedMessageOf<T> | FeedErrorMessage,
) => void;

/** The page's connection to one live feed. */
export interface FeedClient {
  /** The feed's WebSocket URL. */
  readonly url: string;
  /** Where the connection stands, for widgets and pages to show. */
  readonly state: ReadableState<FeedConnectionState>;
  /**
   * Adds a listener for one subscription and returns the function that removes it. The first
   * listener of a key subscribes it on the server, the last to leave unsubscribes it; a listener joining a live key gets its latest message at once. Throws a
   * `SchemaError` "Invalid subscription options: …" when `options` is not one of the
   * subscription shapes.
   */
  subscribe<O extends SubscriptionOptions>(options: O, listener: FeedListener<O['t']>): () => void;
  /** The latest message of a subscription while it has listeners (`undefined` before the first). */
  latest<O extends SubscriptionOptions>(
    options: O,
  ): ReadableState<FeedMessageOf<O['t']> | FeedErrorMessage | undefined>;
  /** The subscriptions that have listeners now. */
  subscriptions(): SubscriptionOptions[];
  /** Connects now when offline or waiting to retry; a connection that is up is kept. */
  reconnect(): void;
  /** Closes the connection for good and forgets every subscription. */
  close(): void;
}

/**
 * A socket's event handler. Declared as a method's parameter is, so that a socket whose own
 * handlers take a narrower event (the browser's `Event`, the `ws` package's `WebSocket.Event`)
 * fits: the client reads nothing of an event but a message's `data`.
 */
type SocketHandler<E> = { handle(event: E): void }['handle'];

/** The part of the browser's `WebSocket` the client uses (the `ws` package's fits too). */
export interface FeedSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: SocketHandler<unknown> | null;
  onmessage: SocketHandler<{ data: unknown }> | null;
  onclose: SocketHandler<unknown> | null;
  onerror: SocketHandler<unknown> | null;
}

/** Opens a socket to a URL, like `new WebSocket(url)`. */
export type FeedSocketFactory = (url: string) => FeedSocket;

/** Where the client reports frames it dropped and listeners that threw. */
export interface FeedLog {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export interface FeedClientOptions {
  /** The feed's `ws:` or `wss:` URL. */
  url: string;
  /**
   * The session token to log in with, `undefined` for an anonymous user: the page's token
   * cache of the API base (cached for 8 s; a 401 on the refresh means anonymous).
   */
  token: () => Promise<string | undefined>;
  /**
   * Opens sockets; `new WebSocket(url)` by default. Where there is no `WebSocket` (Node.js
   * before 22), pass one, e.g. `(url) => new WebSocket(url)` with the `ws` package's.
   */
  openSocket?: FeedSocketFactory;
  /**
   * Registers `wake` to be called when a retry is worth trying again: by default when the
   * browser goes back online and when the page becomes visible. Returns the unregistering
   * function.
   */
  wakeUps?: (wake: () => void) => () => void;
  /** Where problems are logged; `console` by default. */
  log?: FeedLog;
  /** How long a login or subscribe waits for its ack, in ms; `ACK_TIMEOUT_MS` by default. */
  ackTimeoutMs?: number;
  /** The server's heartbeat period, in ms; `HEARTBEAT_INTERVAL_MS` by default. */
  heartbeatIntervalMs?: number;
}

//#endregion
//#region Defaults

const LOG_PREFIX = 'broker-widgets feed:';

function browserSocket(url: string): FeedSocket {
  return new WebSocket(url) as unknown as FeedSocket;
}

/** Said once, when a client is made where it could never open a socket. */
const NO_WEBSOCKET =
  'broker-widgets feed: no WebSocket here (Node.js before 22): pass openSocket, e.g. the ws package’s';

/** Calls `wake` when the browser is back online or the page becomes visible again. */
function browserWakeUps(wake: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') wake();
  };
  globalThis.addEventListener?.('online', wake);
  globalThis.document?.addEventListener('visibilitychange', onVisibility);
  return () => {
    globalThis.removeEventListener?.('online', wake);
    globalThis.document?.removeEventListener('visibilitychange', onVisibility);
  };
}

//#endregion
//#region Client

/** One subscription key and its listeners. */
interface Entry {
  args: SubscriptionArgs;
  listeners: Set<{ listener: FeedListener }>;
  latest: Signal<FeedDataMessage | FeedErrorMessage | undefined>;
  /**
   * Where the key stands on the current connection: not sent yet, sent and waiting for its
   * ack, acked, or refused with an err (not sent again before the next connection).
   */
  phase: 'unsent' | 'awaiting' | 'live' | 'refused';
  ackTimer?: ReturnType<typeof setTimeout>;
}

/** One attempt to connect; callbacks of an earlier attempt are ignored. */
interface Connection {
  socket: FeedSocket;
  loginTimer?: ReturnType<typeof setTimeout>;
  heartbeatTimer?: ReturnType<typeof setInterval>;
  heardSinceCheck: boolean;
  missedHeartbeats: number;
}

class LiveFeedClient implements FeedClient {
  readonly url: string;
  readonly #state = signal<FeedConnectionState>('connecting');
  readonly state: ReadableState<FeedConnectionState> = this.#state;

  readonly #token: () => Promise<string | undefined>;
  readonly #openSocket: FeedSocketFactory;
  readonly #log: FeedLog;
  readonly #ackTimeoutMs: number;
  readonly #heartbeatIntervalMs: number;
  readonly #entries = new Map<SubscriptionKey, Entry>();
  readonly #stopWakeUps: () => void;
  #connection: Connection | undefined;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Reconnect retries since the last successful login (allows 7). */
  #retries = 0;
  #closed = false;

  constructor(options: FeedClientOptions) {
    this.url = options.url;
    this.#token = options.token;
    this.#openSocket = options.openSocket ?? browserSocket;
    this.#log = options.log ?? console;
    this.#ackTimeoutMs = options.ackTimeoutMs ?? ACK_TIMEOUT_MS;
    this.#heartbeatIntervalMs = options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS;
    this.#stopWakeUps = (options.wakeUps ?? browserWakeUps)(() => this.reconnect());
    this.#connect();
  }

  //#region Public API

  subscribe<O extends SubscriptionOptions>(options: O, listener: FeedListener<O['t']>): () => void {
    const args = parse(SubscriptionArgsSchema, options, 'subscription options');
    if (typeof listener !== 'function') {
      throw new TypeError('Invalid subscription options: the listener must be a function');
    }
    const key = subscriptionKey(args);
    let entry = this.#entries.get(key);
    if (!entry) {
      entry = { args, listeners: new Set(), latest: signal(undefined), phase: 'unsent' };
      this.#entries.set(key, entry);
      // An idle client connects again; its login sends every key, this one included.
      if (this.#state.peek() === 'idle') this.#connect();
      else this.#sendSubscribe(entry);
    }
    const subscription = { listener: listener as FeedListener };
    entry.listeners.add(subscription);
    const joined = entry;
    const known = joined.latest.peek();
    if (known) {
      // A listener joining a live key learns the current value without waiting for a tick.
      queueMicrotask(() => {
        if (joined.listeners.has(subscription)) this.#call(subscription, known);
      });
    }
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      joined.listeners.delete(subscription);
      // Deferred, so a listener that leaves and comes back in the same tick (an element moved
      // in the DOM, a React effect re-run) costs the server neither unsubscribe nor subscribe.
      if (joined.listeners.size === 0) queueMicrotask(() => this.#release(key, joined));
    };
  }

  latest<O extends SubscriptionOptions>(
    options: O,
  ): ReadableState<FeedMessageOf<O['t']> | FeedErrorMessage | undefined> {
    const args = parse(SubscriptionArgsSchema, options, 'subscription options');
    const entry = this.#entries.get(subscriptionKey(args));
    return (entry?.latest ?? signal(undefined)) as ReadableState<
      FeedMessageOf<O['t']> | FeedErrorMessage | undefined
    >;
  }

  subscriptions(): SubscriptionOptions[] {
    return [...this.#entries.values()]
      .filter((entry) => entry.listeners.size > 0)
      .map((entry) => entry.args);
  }

  reconnect(): void {
    if (this.#closed) return;
    const waiting = this.#state.peek() === 'offline' || this.#retryTimer !== undefined;
    if (!waiting) return;
    this.#retries = 0;
    this.#connect();
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#stopWakeUps();
    clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    const connection = this.#connection;
    this.#connection = undefined;
    if (connection) this.#abandon(connection);
    for (const entry of this.#entries.values()) clearTimeout(entry.ackTimer);
    this.#entries.clear();
    this.#state.value = 'offline';
  }

  //#endregion
  //#region Connection

  #connect(): void {
    clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    this.#state.value = 'connecting';
    let socket: FeedSocket;
    try {
      socket = this.#openSocket(this.url);
    } catch (error) {
      this.#log.warn(`${LOG_PREFIX} could not open ${this.url}`, error);
      this.#scheduleRetry();
      return;
    }
    const connection: Connection = { socket, heardSinceCheck: true, missedHeartbeats: 0 };
    this.#connection = connection;
    const current = () => this.#connection === connection;
    socket.onopen = () => {
      if (!current()) return;
      this.#state.value = 'open';
      connection.heartbeatTimer = setInterval(
        () => this.#checkHeartbeat(connection),
        this.#heartbeatIntervalMs,
      );
      void this.#login(connection);
    };
    socket.onmessage = (event) => {
      if (!current()) return;
      connection.heardSinceCheck = true;
      this.#onFrame(connection, event.data);
    };
    socket.onclose = () => {
      if (current()) this.#lost(connection);
    };
    // A close event always follows an error; the retry happens there.
    socket.onerror = () => undefined;
  }

  async #login(connection: Connection): Promise<void> {
    let token: string | undefined;
    try {
      token = await this.#token();
    } catch (error) {
      // Without a verdict on the session the feed still serves public data (the
      // feed treats an unknown user as anonymous).
      this.#log.warn(`${LOG_PREFIX} no session token; logging in anonymously`, error);
    }
    if (this.#connection !== connection) return;
    this.#send(connection, {
      cmd: 'login',
      args: token === undefined ? {} : { session_key: token },
    });
    connection.loginTimer = setTimeout(() => {
      this.#log.warn(`${LOG_PREFIX} no login ack within ${this.#ackTimeoutMs} ms`);
      this.#drop(connection);
    }, this.#ackTimeoutMs);
  }

  /** Two heartbeat periods without a frame: the connection is dead, though not closed. */
  #checkHeartbeat(connection: Connection): void {
    connection.missedHeartbeats = connection.heardSinceCheck ? 0 : connection.missedHeartbeats + 1;
    connection.heardSinceCheck = false;
    if (connection.missedHeartbeats >= MISSED_HEARTBEATS_FOR_DEAD) {
      this.#log.warn(`${LOG_PREFIX} ${MISSED_HEARTBEATS_FOR_DEAD} heartbeats missed; reconnecting`);
      this.#drop(connection);
    }
  }

  /** Ends a connection the client gave up on, and retries at once as if the server closed it. */
  #drop(connection: Connection): void {
    this.#abandon(connection);
    this.#lost(connection);
  }

  /** Stops listening to a socket and closes it; its close event may come much later, if ever. */
  #abandon(connection: Connection): void {
    const { socket } = connection;
    socket.onopen = socket.onmessage = socket.onclose = null;
    // Closing a socket that is still connecting reports an error; it is expected, and some
    // implementations (Node's `ws`) throw an error nobody listens to.
    socket.onerror = () => undefined;
    clearTimeout(connection.loginTimer);
    clearInterval(connection.heartbeatTimer);
    try {
      socket.close();
    } catch {
      // Closing a socket that never opened may throw; it is gone either way.
    }
  }

  #lost(connection: Connection): void {
    if (this.#connection !== connection) return;
    clearTimeout(connection.loginTimer);
    clearInterval(connection.heartbeatTimer);
    this.#connection = undefined;
    // The next connection starts with no subscriptions on the server: each live key is sent
    // once after the next login ack.
    for (const entry of this.#entries.values()) {
      clearTimeout(entry.ackTimer);
      entry.phase = 'unsent';
    }
    if (!this.#closed) this.#scheduleRetry();
  }

  /** Wait 8 ms, doubling, for up to 7 retries; then offline until a wake-up. */
  #scheduleRetry(): void {
    if (this.#retries >= RECONNECT_MAX_RETRIES) {
      this.#state.value = 'offline';
      return;
    }
    this.#state.value = 'connecting';
    const wait = reconnectWaitMs(this.#retries);
    this.#retries += 1;
    this.#retryTimer = setTimeout(() => this.#connect(), wait);
  }

  #send(connection: Connection, command: FeedCommand): void {
    try {
      connection.socket.send(JSON.stringify(command));
    } catch (error) {
      // A socket that closed under us: its close event brings the retry.
      this.#log.warn(`${LOG_PREFIX} could not send ${command.cmd}`, error);
    }
  }

  //#endregion
  //#region Subscriptions

  #sendSubscribe(entry: Entry): void {
    const connection = this.#connection;
    if (!connection || this.#state.peek() !== 'logged-in') return;
    clearTimeout(entry.ackTimer);
    entry.phase = 'awaiting';
    this.#send(connection, { cmd: 'subscribe', args: entry.args });
    entry.ackTimer = setTimeout(() => {
      if (entry.phase === 'awaiting' && this.#connection === connection) this.#sendSubscribe(entry);
    }, this.#ackTimeoutMs);
  }

  /** The last listener left (and did not come back within the tick): unsubscribe the key. */
  #release(key: SubscriptionKey, entry: Entry): void {
    if (entry.listeners.size > 0 || this.#entries.get(key) !== entry) return;
    this.#entries.delete(key);
    clearTimeout(entry.ackTimer);
    const connection = this.#connection;
    // Only a key the server holds, or is about to, needs an unsubscribe.
    if (connection && (entry.phase === 'awaiting' || entry.phase === 'live')) {
      this.#send(connection, { cmd: 'unsubscribe', args: entry.args });
    }
    // The last subscription ended: nobody needs the socket, which is load on the broker's feed
    // servers, until the next subscription opens it again.
    if (this.#entries.size === 0 && !this.#closed) this.#idle();
  }

  #idle(): void {
    clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    this.#retries = 0;
    const connection = this.#connection;
    this.#connection = undefined;
    if (connection) this.#abandon(connection);
    this.#state.value = 'idle';
  }

  //#endregion
  //#region Incoming frames

  #onFrame(connection: Connection, data: unknown): void {
    const reading = readFrame(data);
    if (!reading.ok) {
      this.#log.warn(`${LOG_PREFIX} dropped ${reading.problem}`);
      return;
    }
    const { message } = reading;
    switch (message.type) {
      case 'heartbeat':
        return;
      case 'ack':
        this.#onAck(connection, message.data);
        return;
      case 'err':
        this.#onErr(connection, message);
        return;
      default:
        this.#deliver(message);
    }
  }

  #onAck(connection: Connection, command: FeedCommand): void {
    if (command.cmd === 'login') {
      if (this.#state.peek() !== 'open') return;
      clearTimeout(connection.loginTimer);
      this.#retries = 0;
      this.#state.value = 'logged-in';
      for (const entry of this.#entries.values()) {
        if (entry.listeners.size > 0) this.#sendSubscribe(entry);
      }
      return;
    }
    if (command.cmd !== 'subscribe') return;
    const entry = this.#entries.get(subscriptionKey(command.args));
    if (entry?.phase !== 'awaiting') return;
    clearTimeout(entry.ackTimer);
    entry.phase = 'live';
  }

  #onErr(connection: Connection, message: FeedErrorMessage): void {
    const { cmd: command, msg } = message.data;
    if (command.cmd === 'login') {
      this.#log.warn(`${LOG_PREFIX} login refused: ${msg}`);
      this.#drop(connection);
      return;
    }
    const entry = this.#entries.get(subscriptionKey(command.args));
    if (command.cmd === 'unsubscribe' || !entry) {
      this.#log.warn(`${LOG_PREFIX} ${command.cmd} refused: ${msg}`, command.args);
      return;
    }
    // A subscribe waits for its ack or err; the err goes to that key's listeners only.
    clearTimeout(entry.ackTimer);
    entry.phase = 'refused';
    this.#publish(entry, message);
  }

  #deliver(message: FeedDataMessage): void {
    const entry = this.#entries.get(keyOfData(message));
    // Ticks for a key just released may still be on the wire; nobody wants them.
    if (entry) this.#publish(entry, message);
  }

  #publish(entry: Entry, message: FeedDataMessage | FeedErrorMessage): void {
    entry.latest.value = message;
    // A Set visits listeners added during the loop and skips those removed: no copy per tick.
    for (const subscription of entry.listeners) this.#call(subscription, message);
  }

  /** Calls one listener; one that throws is logged and does not keep the others from theirs. */
  #call(
    subscription: { listener: FeedListener },
    message: FeedDataMessage | FeedErrorMessage,
  ): void {
    try {
      subscription.listener(message as Parameters<FeedListener>[0]);
    } catch (error) {
      this.#log.error(`${LOG_PREFIX} a listener threw`, error);
    }
  }

  //#endregion
}

//#endregion

/**
 * A new feed client that connects at once. Pages share one per URL: see `feedClientFor`.
 * Throws a TypeError where there is no WebSocket and no `openSocket` is given.
 */
export function createFeedClient(options: FeedClientOptions): FeedClient {
  if (!options.openSocket && typeof WebSocket === 'undefined') throw new TypeError(NO_WEBSOCKET);
  return new LiveFeedClient(options);
}
