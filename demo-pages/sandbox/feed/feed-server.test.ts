import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createPricePaths } from '../data/price-paths';
import { startSandbox, TEST_START, type SandboxClient } from '../sandbox-client';
import type { FeedConnectionReport } from './feed-server';

/** Short periods, so a test sees several ticks and heartbeats in well under a second. */
const TICK_MS = 20;
const HEARTBEAT_MS = 60;
const VOLVO = '16099872';

interface Message {
  type: string;
  data: Record<string, unknown>;
}

const isType = (type: string) => (message: Message) => message.type === type;
/** The ack of one command; a heartbeat may arrive between any two messages. */
const isAckOf = (cmd: string) => (message: Message) =>
  message.type === 'ack' && message.data.cmd === cmd;

/** A bare protocol client: raw frames in, every message kept in arrival order. */
class RawFeed {
  readonly messages: Message[] = [];
  readonly socket: WebSocket;
  readonly opened: Promise<void>;
  closed = false;

  constructor(url: string) {
    this.socket = new WebSocket(url);
    this.socket.on('message', (raw) => this.messages.push(JSON.parse(String(raw)) as Message));
    this.socket.on('close', () => {
      this.closed = true;
    });
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
  }

  send(command: unknown): void {
    this.socket.send(JSON.stringify(command));
  }

  /** The first message (from `from` on) that matches, waiting for it up to `timeoutMs`. */
  async next(match: (message: Message) => boolean, from = 0, timeoutMs = 5_000): Promise<Message> {
    const [found] = await this.several(match, 1, from, timeoutMs);
    return found as Message;
  }

  /** The first `count` messages (from `from` on) that match, waiting until that many have come. */
  async several(
    match: (message: Message) => boolean,
    count: number,
    from = 0,
    timeoutMs = 5_000,
  ): Promise<Message[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).filter(match);
      if (found.length >= count) return found.slice(0, count);
      if (Date.now() > deadline) {
        const got = JSON.stringify(this.messages.slice(from));
        throw new Error(`${found.length} of ${count} matching messages; got ${got}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  async login(sessionKey?: string): Promise<void> {
    await this.opened;
    this.send({ cmd: 'login', args: sessionKey === undefined ? {} : { session_key: sessionKey } });
    await this.next(isAckOf('login'));
  }
}

let client: SandboxClient;
const feeds: RawFeed[] = [];
const open = () => {
  const feed = new RawFeed(client.feedUrl);
  feeds.push(feed);
  return feed;
};

beforeAll(async () => {
  client = await startSandbox(7, {
    feed: { tickIntervalMs: TICK_MS, heartbeatIntervalMs: HEARTBEAT_MS },
  });
});
afterAll(() => client.close());
afterEach(async () => {
  for (const feed of feeds.splice(0)) feed.socket.terminate();
  await client.reset();
});

const connections = async () =>
  (await client.json<{ connections: FeedConnectionReport[] }>('GET', '/sandbox/feed/connections'))
    .body.connections;

describe('sandbox feed: login', () => {
  it('acks an anonymous login, and refuses a subscribe before any login', async () => {
    const feed = open();
    await feed.opened;
    feed.send({ cmd: 'subscribe', args: { t: 'price', id: VOLVO } });
    const refused = await feed.next(isType('err'));
    expect(refused.data).toEqual({
      cmd: { cmd: 'subscribe', args: { t: 'price', id: VOLVO } },
      msg: 'Log in before subscribing',
    });
    await feed.login();
    expect((await connections())[0]?.login).toBe('anonymous');
  });

  it('logs the persona in with a valid token of the logged-in persona', async () => {
    const feed = open();
    await feed.login(client.token);
    expect((await connections())[0]?.login).toBe('se-customer');
  });

  it('treats a forged or stale token as anonymous, and still acks', async () => {
    const token = client.token ?? '';
    await client.loginAs('dk-customer');
    const stale = open();
    await stale.login(token);
    const forged = open();
    await forged.login(`${token.slice(0, -4)}AAAA`);
    expect((await connections()).map((connection) => connection.login)).toEqual([
      'anonymous',
      'anonymous',
    ]);
  });

  it('answers a command that is not the protocol’s with an err', async () => {
    const feed = open();
    await feed.opened;
    feed.socket.send('not json');
    feed.send({ cmd: 'subscribe', args: { t: 'quotes', id: VOLVO } });
    const errs = await feed.several(isType('err'), 2);
    expect(errs.map((message) => message.data.msg)).toEqual([
      expect.stringMatching(/^Invalid command/),
      expect.stringMatching(/^Invalid command/),
    ]);
  });
});

describe('sandbox feed: subscriptions and ticks', () => {
  const paths = createPricePaths(7);

  it('acks a price subscription by its args and sends the price path’s price with bid and ask', async () => {
    const feed = open();
    await feed.login();
    feed.send({ cmd: 'subscribe', args: { t: 'price', id: VOLVO } });
    const ack = await feed.next(isAckOf('subscribe'));
    expect(ack.data).toEqual({ cmd: 'subscribe', args: { t: 'price', id: VOLVO } });
    const price = await feed.next(isType('price'));
    const last = paths.of(VOLVO).priceAt(TEST_START);
    expect(price.data).toMatchObject({ id: VOLVO, last, tick_timestamp: TEST_START });
    expect(price.data.bid).toBeLessThanOrEqual(last ?? 0);
    expect(price.data.ask).toBeGreaterThan(price.data.bid as number);
    expect((await connections())[0]?.subscriptions).toEqual([{ t: 'price', id: VOLVO }]);
  });

  it('sends a new tick when the market moves, and none while it stands still', async () => {
    const feed = open();
    await feed.login();
    feed.send({ cmd: 'subscribe', args: { t: 'price', id: VOLVO } });
    await feed.next(isType('price'));
    await new Promise((resolve) => setTimeout(resolve, 5 * TICK_MS));
    expect(feed.messages.filter(isType('price'))).toHaveLength(1);
    client.advance(60_000);
    const moved = await feed.next(isType('price'), feed.messages.length);
    expect(moved.data.last).toBe(paths.of(VOLVO).priceAt(TEST_START + 60_000));
  });

  it('sends 5 levels of depth a side, best first, and trades at last during trading hours', async () => {
    const feed = open();
    await feed.login();
    feed.send({ cmd: 'subscribe', args: { t: 'depth', id: VOLVO } });
    feed.send({ cmd: 'subscribe', args: { t: 'trade', id: VOLVO } });
    feed.send({ cmd: 'subscribe', args: { t: 'trading_status', id: VOLVO } });
    const depth = await feed.next(isType('depth'));
    const bids = (depth.data.bid as { price: number }[]).map((level) => level.price);
    const asks = (depth.data.ask as { price: number }[]).map((level) => level.price);
    expect(bids).toHaveLength(5);
    expect(asks).toHaveLength(5);
    expect([...bids].sort((a, b) => b - a)).toEqual(bids);
    expect([...asks].sort((a, b) => a - b)).toEqual(asks);
    expect(asks[0]).toBeGreaterThan(bids[0] ?? Infinity);
    const trade = await feed.next(isType('trade'));
    expect(trade.data.price).toBe(paths.of(VOLVO).priceAt(TEST_START));
    // Wednesday 10:00 in Stockholm.
    expect((await feed.next(isType('trading_status'))).data.status).toBe('CONTINUOUS_TRADING');
  });

  it('serves an index by market and id, and news by source', async () => {
    const feed = open();
    await feed.login();
    feed.send({ cmd: 'subscribe', args: { t: 'indicator', i: 'OMXS30', m: 'SSE' } });
    feed.send({ cmd: 'subscribe', args: { t: 'news', s: 3 } });
    const index = await feed.next(isType('indicator'));
    expect(index.data).toMatchObject({ i: 'OMXS30', m: 'SSE', last: expect.any(Number) });
    const news = await feed.next(isType('news'));
    expect(news.data).toMatchObject({ s: 3, headline: expect.any(String) });
  });

  it('refuses an unknown instrument or an index on the wrong market with an err echoing the command', async () => {
    const feed = open();
    await feed.login();
    feed.send({ cmd: 'subscribe', args: { t: 'price', id: '1' } });
    feed.send({ cmd: 'subscribe', args: { t: 'indicator', i: 'OMXS30', m: 'OSE' } });
    const first = await feed.next(isType('err'));
    const second = await feed.next(isType('err'), feed.messages.indexOf(first) + 1);
    expect(first.data).toEqual({
      cmd: { cmd: 'subscribe', args: { t: 'price', id: '1' } },
      msg: 'Unknown instrument 1',
    });
    expect(second.data.msg).toBe('Unknown indicator OMXS30 on market OSE');
    expect((await connections())[0]?.subscriptions).toEqual([]);
  });

  it('acks an unsubscribe and stops holding the key', async () => {
    const feed = open();
    await feed.login();
    feed.send({ cmd: 'subscribe', args: { t: 'price', id: VOLVO } });
    feed.send({ cmd: 'unsubscribe', args: { t: 'price', id: VOLVO } });
    await feed.next(isAckOf('unsubscribe'));
    expect((await connections())[0]?.subscriptions).toEqual([]);
    expect((await connections())[0]?.commands.map((command) => command.cmd)).toEqual([
      'login',
      'subscribe',
      'unsubscribe',
    ]);
  });

  it('sends heartbeats while idle', async () => {
    const feed = open();
    await feed.login();
    await new Promise((resolve) => setTimeout(resolve, 4 * HEARTBEAT_MS));
    expect(feed.messages.filter(isType('heartbeat')).length).toBeGreaterThanOrEqual(2);
  });
});

describe('sandbox feed: controls', () => {
  it('rejects logins with an err when told to', async () => {
    await client.json('PUT', '/sandbox/feed/controls', { rejectLogins: true });
    const feed = open();
    await feed.opened;
    feed.send({ cmd: 'login', args: {} });
    expect((await feed.next(isType('err'))).data).toEqual({
      cmd: { cmd: 'login', args: {} },
      msg: 'Login rejected by the sandbox',
    });
  });

  it('errs the chosen key only', async () => {
    await client.json('PUT', '/sandbox/feed/controls', {
      errKeys: [{ t: 'price', id: VOLVO }],
      errMessage: 'No such luck',
    });
    const feed = open();
    await feed.login();
    feed.send({ cmd: 'subscribe', args: { t: 'price', id: VOLVO } });
    feed.send({ cmd: 'subscribe', args: { t: 'depth', id: VOLVO } });
    expect((await feed.next(isType('err'))).data.msg).toBe('No such luck');
    expect((await feed.next(isAckOf('subscribe'))).data).toEqual({
      cmd: 'subscribe',
      args: { t: 'depth', id: VOLVO },
    });
  });

  it('delays acks', async () => {
    await client.json('PUT', '/sandbox/feed/controls', { ackDelayMs: 150 });
    const feed = open();
    await feed.opened;
    const sent = Date.now();
    feed.send({ cmd: 'login', args: {} });
    await feed.next(isType('ack'));
    expect(Date.now() - sent).toBeGreaterThanOrEqual(140);
  });

  it('stops heartbeats', async () => {
    await client.json('PUT', '/sandbox/feed/controls', { heartbeats: false });
    const feed = open();
    await feed.login();
    await new Promise((resolve) => setTimeout(resolve, 4 * HEARTBEAT_MS));
    expect(feed.messages.filter(isType('heartbeat'))).toEqual([]);
  });

  it('drops every connection, and forgets the faults on reset', async () => {
    const one = open();
    const two = open();
    await Promise.all([one.login(), two.login()]);
    await client.json('PUT', '/sandbox/feed/controls', { rejectLogins: true });
    expect((await client.json('POST', '/sandbox/feed/drop')).body).toEqual({ dropped: 2 });
    await expect.poll(() => one.closed && two.closed).toBe(true);
    expect(await connections()).toEqual([]);
    await client.json('POST', '/sandbox/reset');
    expect((await client.json('GET', '/sandbox/feed/controls')).body).toMatchObject({
      rejectLogins: false,
    });
  });

  it('replays the market from a chosen instant', async () => {
    const saturday = '2025-03-15T12:00:00.000Z';
    await client.json('PUT', '/sandbox/feed/controls', { marketTime: saturday });
    const feed = open();
    await feed.login();
    feed.send({ cmd: 'subscribe', args: { t: 'trading_status', id: VOLVO } });
    expect((await feed.next(isType('trading_status'))).data).toMatchObject({
      status: 'CLOSED',
      tick_timestamp: Date.parse(saturday),
    });
  });

  it('refuses a malformed control change', async () => {
    const answer = await client.json('PUT', '/sandbox/feed/controls', { ackDelayMs: -1 });
    expect(answer.status).toBe(400);
  });

  it('bursts price ticks to the connections subscribed to them', async () => {
    const feed = open();
    await feed.login();
    feed.send({ cmd: 'subscribe', args: { t: 'price', id: VOLVO } });
    await feed.next(isType('price'));
    const idle = open();
    await idle.login();
    expect(
      (await client.json('POST', '/sandbox/feed/burst', { id: VOLVO, count: 500 })).body,
    ).toEqual({
      reached: 1,
    });
    await expect.poll(() => feed.messages.filter(isType('price')).length).toBe(501);
    expect(idle.messages.filter(isType('price'))).toEqual([]);
  });

  it('injects a raw frame into logged-in connections', async () => {
    const feed = open();
    await feed.login();
    expect(
      (await client.json('POST', '/sandbox/feed/inject', { frame: '{"type":"flash","data":{}}' }))
        .body,
    ).toEqual({ sent: 1 });
    expect(await feed.next(isType('flash'))).toEqual({ type: 'flash', data: {} });
  });
});
