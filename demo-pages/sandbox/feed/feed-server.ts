import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import * as v from 'valibot';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  FeedCommandSchema,
  type FeedCommand,
  type SubscriptionArgs,
} from '../../../core/schemas/live-data';
import { subscriptionKey } from '../../../core/socket/subscription-key';
import type { Broker } from '../broker';
import type { PricePaths } from '../data/price-paths';
import type { TokenSigner } from '../session';
import { defaultFeedControls, type FeedControls, type FeedControlsChange } from './feed-controls';
import { refusalOf, tickFor, type FeedData } from './market-ticks';

/**
 * The sandbox's live feed at `/ws`, speaking the protocol of docs/feed-protocol.md exactly: a login (acked for
 * a valid token of the logged-in persona, or anonymously for anything else), subscribe and
 * unsubscribe acked or refused by their args, data ticks for every live subscription, and a
 * heartbeat when a connection has been idle for a heartbeat period.
 */

/** Feed timings, in milliseconds. */
export interface FeedServerTimings {
  /** How often every subscription is checked for news to send. Default 1000. */
  tickIntervalMs?: number;
  /** Idle time after which a heartbeat is sent (every 5 s when idle). Default 5000. */
  heartbeatIntervalMs?: number;
}

export interface FeedServerOptions extends FeedServerTimings {
  seed: number;
  paths: PricePaths;
  tokens: TokenSigner;
  broker: Broker;
  /** The server clock, epoch milliseconds. */
  now: () => number;
}

/** One command a connection sent, as the connection report lists it. */
export interface ReceivedCommand {
  cmd: string;
  args?: unknown;
}

/** What the server holds for one connection (`GET /sandbox/feed/connections`). */
export interface FeedConnectionReport {
  id: number;
  /** `null` before a login ack; `anonymous`, or the persona id of a valid token, after. */
  login: string | null;
  subscriptions: SubscriptionArgs[];
  /** The latest commands received, oldest first. */
  commands: ReceivedCommand[];
}

/** The sandbox feed, attached to the HTTP server's upgrades of `/ws`. */
export interface FeedServer {
  /** Takes over an HTTP upgrade of `/ws`. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** The faults as they stand. */
  readonly controls: Readonly<FeedControls>;
  /** Changes some faults. */
  control(change: FeedControlsChange): FeedControls;
  /** Back to no faults (and every connection kept). */
  reset(): void;
  /** Cuts every connection without a close handshake, as a network failure would. */
  dropAll(): number;
  /** Sends a raw text frame to every logged-in connection (tests of bad frames). */
  inject(frame: string): number;
  /**
   * Sends `count` price ticks for `id` at once to every connection subscribed to its price,
   * as fast as the socket takes them (the feed benchmark). Answers the connections reached.
   */
  burst(id: string, count: number): number;
  /** Every open connection and what the server holds for it. */
  connections(): FeedConnectionReport[];
  close(): Promise<void>;
}

/** Largest command the server reads, in bytes; commands are tiny. */
const MAX_COMMAND_BYTES = 16_384;
/** Commands kept per connection for the report. */
const COMMAND_LOG_LIMIT = 200;

interface Subscription {
  args: SubscriptionArgs;
  /** The last data sent, without its timestamp, to send only what changed. */
  lastSent: string | null;
}

interface Connection {
  id: number;
  socket: WebSocket;
  login: string | null;
  subscriptions: Map<string, Subscription>;
  commands: ReceivedCommand[];
  sentSinceHeartbeatCheck: boolean;
}

const unref = (timer: ReturnType<typeof setInterval>) => {
  timer.unref();
  return timer;
};

export function createFeedServer(options: FeedServerOptions): FeedServer {
  const { seed, paths, tokens, broker, now } = options;
  const tickIntervalMs = options.tickIntervalMs ?? 1_000;
  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? 5_000;
  let controls = defaultFeedControls();
  const connections = new Set<Connection>();
  let nextId = 1;
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_COMMAND_BYTES });

  const marketNow = () => now() + controls.marketOffsetMs;

  function send(connection: Connection, message: unknown): void {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    connection.socket.send(JSON.stringify(message));
    connection.sentSinceHeartbeatCheck = true;
  }

  /** Acks after the `ackDelayMs` fault, if any. */
  function ack(connection: Connection, data: unknown): void {
    if (controls.ackDelayMs === 0) {
      send(connection, { type: 'ack', data });
      return;
    }
    setTimeout(() => send(connection, { type: 'ack', data }), controls.ackDelayMs);
  }

  const err = (connection: Connection, cmd: unknown, msg: string) =>
    send(connection, { type: 'err', data: { cmd, msg } });

  /** Sends the subscription's current data if it changed since it was last sent. */
  function tick(connection: Connection, subscription: Subscription, atMs: number): void {
    const message: FeedData | null = tickFor(seed, paths, subscription.args, atMs);
    if (!message) return;
    // The timestamp changes every tick; only a change of content is news.
    const signature = JSON.stringify({ ...message.data, tick_timestamp: 0 });
    if (signature === subscription.lastSent) return;
    subscription.lastSent = signature;
    send(connection, message);
  }

  function login(connection: Connection, command: Extract<FeedCommand, { cmd: 'login' }>) {
    if (controls.rejectLogins) {
      err(connection, command, 'Login rejected by the sandbox');
      return;
    }
    // A valid, unexpired token of the persona logged in now is a logged-in login; any other
    // (absent, forged, expired, another persona's) is anonymous, and still acked.
    const key = command.args?.session_key;
    const check = key === undefined ? null : tokens.verify(key);
    const persona = broker.persona;
    connection.login =
      check?.valid && persona.loggedIn && check.claims.sub === persona.id
        ? persona.id
        : 'anonymous';
    ack(connection, { cmd: 'login' });
  }

  function subscribe(connection: Connection, command: FeedCommand & { args: SubscriptionArgs }) {
    const key = subscriptionKey(command.args);
    const refusal = controls.errKeys.some((args) => subscriptionKey(args) === key)
      ? controls.errMessage
      : refusalOf(paths, command.args);
    if (refusal !== null) {
      err(connection, command, refusal);
      return;
    }
    const subscription = connection.subscriptions.get(key) ?? {
      args: command.args,
      lastSent: null,
    };
    connection.subscriptions.set(key, subscription);
    ack(connection, { cmd: 'subscribe', args: command.args });
    // The current state at once, then changes as they happen.
    subscription.lastSent = null;
    tick(connection, subscription, marketNow());
  }

  function onCommand(connection: Connection, raw: RawData, isBinary: boolean): void {
    let json: unknown;
    try {
      json = isBinary ? undefined : JSON.parse(raw.toString());
    } catch {
      json = undefined;
    }
    const parsed = v.safeParse(FeedCommandSchema, json);
    if (!parsed.success) {
      err(connection, json ?? null, `Invalid command: ${v.summarize(parsed.issues)}`);
      return;
    }
    const command = parsed.output;
    connection.commands.push(
      command.cmd === 'login' ? { cmd: 'login' } : { cmd: command.cmd, args: command.args },
    );
    if (connection.commands.length > COMMAND_LOG_LIMIT) connection.commands.shift();
    if (command.cmd === 'login') {
      login(connection, command);
      return;
    }
    if (connection.login === null) {
      err(connection, command, 'Log in before subscribing');
      return;
    }
    if (command.cmd === 'subscribe') {
      subscribe(connection, command);
      return;
    }
    connection.subscriptions.delete(subscriptionKey(command.args));
    ack(connection, { cmd: 'unsubscribe', args: command.args });
  }

  server.on('connection', (socket: WebSocket) => {
    const connection: Connection = {
      id: nextId++,
      socket,
      login: null,
      subscriptions: new Map(),
      commands: [],
      sentSinceHeartbeatCheck: false,
    };
    connections.add(connection);
    socket.on('message', (raw, isBinary) => onCommand(connection, raw, isBinary));
    socket.on('close', () => connections.delete(connection));
    socket.on('error', () => connections.delete(connection));
  });

  const ticker = unref(
    setInterval(() => {
      const atMs = marketNow();
      for (const connection of connections) {
        for (const subscription of connection.subscriptions.values()) {
          tick(connection, subscription, atMs);
        }
      }
    }, tickIntervalMs),
  );

  const heartbeat = unref(
    setInterval(() => {
      for (const connection of connections) {
        if (controls.heartbeats && !connection.sentSinceHeartbeatCheck) {
          send(connection, { type: 'heartbeat', data: {} });
        }
        connection.sentSinceHeartbeatCheck = false;
      }
    }, heartbeatIntervalMs),
  );

  return {
    handleUpgrade(request, socket, head) {
      server.handleUpgrade(request, socket, head, (ws) => server.emit('connection', ws, request));
    },
    get controls() {
      return controls;
    },
    control(change) {
      const { marketTime, ...rest } = change;
      const defined = Object.fromEntries(
        Object.entries(rest).filter(([, value]) => value !== undefined),
      ) as Partial<FeedControls>;
      controls = { ...controls, ...defined };
      if (marketTime !== undefined) {
        controls.marketOffsetMs = marketTime === null ? 0 : Date.parse(marketTime) - now();
      }
      return controls;
    },
    reset() {
      controls = defaultFeedControls();
    },
    dropAll() {
      const count = connections.size;
      for (const connection of connections) connection.socket.terminate();
      connections.clear();
      return count;
    },
    inject(frame) {
      let count = 0;
      for (const connection of connections) {
        if (connection.login === null || connection.socket.readyState !== connection.socket.OPEN) {
          continue;
        }
        connection.socket.send(frame);
        count += 1;
      }
      return count;
    },
    burst(id, count) {
      const key = subscriptionKey({ t: 'price', id });
      const path = paths.find(id);
      const base = path?.priceAt(marketNow()) ?? 100;
      const step = path ? 10 ** -path.decimals : 0.01;
      let reached = 0;
      for (const connection of connections) {
        if (!connection.subscriptions.has(key)) continue;
        reached += 1;
        const at = marketNow();
        for (let index = 0; index < count; index += 1) {
          // Small moves around the current price, each tick a different one.
          const last = Number((base + step * ((index % 21) - 10)).toFixed(6));
          send(connection, {
            type: 'price',
            data: { id, last, bid: last - step, ask: last + step, tick_timestamp: at + index },
          });
        }
      }
      return reached;
    },
    connections() {
      return [...connections].map((connection) => ({
        id: connection.id,
        login: connection.login,
        subscriptions: [...connection.subscriptions.values()].map(({ args }) => args),
        commands: [...connection.commands],
      }));
    },
    close() {
      clearInterval(ticker);
      clearInterval(heartbeat);
      for (const connection of connections) connection.socket.terminate();
      connections.clear();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
