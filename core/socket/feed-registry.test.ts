import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../http/stub-fetch';
import { pageRegistry } from '../page/page-registry';
import type { FeedSocket } from './feed-client';
import { feedClientFor } from './feed-registry';

/*
 * The page's feed connections: every user of a feed URL shares its one connection, and the
 * socket closes when the page's last subscription ends. A socket that accepts everything stands
 * in for the server; the protocol itself is tested against the sandbox
 * (feed-client.sandbox.test.ts).
 */

class AcceptingSocket implements FeedSocket {
  onopen: FeedSocket['onopen'] = null;
  onmessage: FeedSocket['onmessage'] = null;
  onclose: FeedSocket['onclose'] = null;
  onerror: FeedSocket['onerror'] = null;
  readonly commands: { cmd: string; args?: unknown }[] = [];
  closed = false;

  constructor() {
    queueMicrotask(() => this.onopen?.({}));
  }

  send(data: string): void {
    const command = JSON.parse(data) as { cmd: string; args?: unknown };
    this.commands.push(command);
    const ack = { type: 'ack', data: { cmd: command.cmd, args: command.args } };
    queueMicrotask(() => this.onmessage?.({ data: JSON.stringify(ack) }));
  }

  close(): void {
    this.closed = true;
  }
}

const URL = 'ws://feed.test/ws';
const API = 'http://api.test';
let sockets: AcceptingSocket[] = [];
const openSocket = () => {
  const socket = new AcceptingSocket();
  sockets.push(socket);
  return socket;
};
const client = () => feedClientFor(URL, API, { openSocket });
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const subscribes = () => sockets.flatMap((s) => s.commands).filter((c) => c.cmd === 'subscribe');

beforeEach(() => {
  // A visitor: the token refresh answers 401, and the feed logs in anonymously.
  vi.stubGlobal('fetch', stubFetch(() => jsonResponse(401, {})).fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const client of pageRegistry().feeds.values()) client.close();
  pageRegistry().feeds.clear();
  sockets = [];
});

describe('the page’s feed connections', () => {
  it('give every user of a feed URL the one connection, and each key one subscription', async () => {
    const [graph, spark, page] = [client(), client(), client()];
    expect(spark).toBe(graph);
    graph.subscribe({ t: 'price', id: '1' }, () => undefined);
    spark.subscribe({ t: 'price', id: '1' }, () => undefined);
    page.subscribe({ t: 'price', id: '1' }, () => undefined);
    await settle();
    expect(sockets).toHaveLength(1);
    expect(subscribes()).toHaveLength(1);
    expect(graph.state.value).toBe('logged-in');
  });

  it('close the socket when the page’s last subscription ends, and open one for the next', async () => {
    const feed = client();
    const stopGraph = feed.subscribe({ t: 'price', id: '1' }, () => undefined);
    const stopPage = feed.subscribe({ t: 'price', id: '2' }, () => undefined);
    await settle();
    stopGraph();
    await settle();
    expect(sockets[0]?.closed).toBe(false);
    stopPage();
    await settle();
    expect(sockets[0]?.closed).toBe(true);
    expect(feed.state.value).toBe('idle');

    const heard: unknown[] = [];
    feed.subscribe({ t: 'price', id: '3' }, (message) => heard.push(message));
    await settle();
    expect(sockets).toHaveLength(2);
    expect(feed.state.value).toBe('logged-in');
    expect(sockets[1]?.commands.map((c) => c.cmd)).toEqual(['login', 'subscribe']);
  });

  it('keep the socket for a subscription that ends and comes back in the same tick', async () => {
    const feed = client();
    const stop = feed.subscribe({ t: 'price', id: '1' }, () => undefined);
    await settle();
    // An element moved in the DOM, or a React effect run twice: unsubscribe, subscribe again.
    stop();
    feed.subscribe({ t: 'price', id: '1' }, () => undefined);
    await settle();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.closed).toBe(false);
    expect(subscribes()).toHaveLength(1);
  });
});
