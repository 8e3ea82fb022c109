import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionRefresh } from '../endpoints/authentication';
import type { QueryEndpoint } from '../endpoints/endpoint-call';
import { createApiConnection } from './api-client';
import { pageRegistry } from '../page/page-registry';
import { latestAnswer, prefetch, queriesOf, query, queryCache, queryKey } from './query';
import { NO_RETRY } from './retry-policy';
import { jsonResponse, stubFetch } from './stub-fetch';
import { PREFETCH_FRESH_MS } from './timing';

/*
 * Queries of the catalogue as the API client loads them: each endpoint's policy applied by the
 * client, prefetched requests handed over once, kept answers dropped with the session.
 */

/** Each backend its own API base: the page's query caches are kept per API base. */
let bases = 0;

afterEach(() => vi.restoreAllMocks());

const answerSchema = v.object({ n: v.number() });

/** An endpoint of each policy the catalogue has, on its own path. */
const series = {
  method: 'GET',
  path: (period: string) => `/series/${period}`,
  schema: answerSchema,
  what: 'series',
  cached: true,
  revalidates: true,
  retry: NO_RETRY,
} as const satisfies QueryEndpoint;
const accounts = {
  method: 'GET',
  path: () => '/accounts',
  schema: answerSchema,
  what: 'accounts',
  cached: true,
} as const satisfies QueryEndpoint;
const orders = {
  method: 'GET',
  path: () => '/orders',
  schema: answerSchema,
  what: 'orders',
  throttleMs: 7000,
  cached: false,
} as const satisfies QueryEndpoint;

/**
 * A backend whose every GET answers `{ n }`, counting up per path, on an API base of its own.
 * `clock` is the page's clock, which the test moves.
 */
function backend({ failFirst = false } = {}) {
  const served = new Map<string, number>();
  const stub = stubFetch((request) => {
    if (request.path === sessionRefresh()) {
      return jsonResponse(200, { jwt: 'jwt' });
    }
    const n = (served.get(request.path) ?? 0) + 1;
    served.set(request.path, n);
    if (failFirst && n === 1) return jsonResponse(503, {}, 'Service Unavailable');
    return jsonResponse(200, { n });
  });
  const clock = { at: 1_000_000 };
  vi.spyOn(Date, 'now').mockImplementation(() => clock.at);
  bases += 1;
  const apiBase = `https://api${String(bases)}.broker.test`;
  const connection = createApiConnection({ apiBase, fetch: stub.fetch, now: () => clock.at });
  return {
    keep: (path: string, answer: unknown) =>
      queryCache(apiBase).set(queryKey(connection.client('bearer'), series, path), answer),
    kept: (path: string) =>
      queryCache(apiBase).get(queryKey(connection.client('bearer'), series, path)),
    answered: (path: string) =>
      queryCache(apiBase).takeAnswered(queryKey(connection.client('bearer'), series, path)),
    client: connection.client('bearer'),
    clock,
    gets: (path: string) => stub.count('GET', path),
  };
}

describe('a prefetched query', () => {
  it('is taken by the first query of it, once: the next one asks the server again', async () => {
    const { client, gets } = backend();
    prefetch(client, series, series.path('YEAR_1'));
    expect(await query(client, series, series.path('YEAR_1'))).toEqual({ n: 1 });
    expect(gets('/series/YEAR_1')).toBe(1);
    expect(await query(client, series, series.path('YEAR_1'))).toEqual({ n: 2 });
  });

  it('is not taken by a query of another path', async () => {
    const { client, gets } = backend();
    prefetch(client, series, series.path('YEAR_1'));
    expect(await query(client, series, series.path('DAY_1'))).toEqual({ n: 1 });
    expect(await query(client, series, series.path('YEAR_1'))).toEqual({ n: 1 });
    expect(gets('/series/YEAR_1')).toBe(1);
  });

  it('is let go when it fails, so the query asks again', async () => {
    const { client, gets } = backend({ failFirst: true });
    prefetch(client, series, series.path('YEAR_1'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await query(client, series, series.path('YEAR_1'))).toEqual({ n: 2 });
    expect(gets('/series/YEAR_1')).toBe(2);
  });

  it('is not taken once its answer is older than PREFETCH_FRESH_MS', async () => {
    const { client, clock, gets } = backend();
    prefetch(client, series, series.path('YEAR_1'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    clock.at += PREFETCH_FRESH_MS + 1;
    expect(await query(client, series, series.path('YEAR_1'))).toEqual({ n: 2 });
    expect(gets('/series/YEAR_1')).toBe(2);
  });

  it('is still taken after the page learns the reader is logged in, as it carried the token', async () => {
    const { client, gets } = backend();
    prefetch(client, series, series.path('YEAR_1'));
    const { session } = pageRegistry();
    session.invalid();
    session.init();
    await query(client, series, series.path('YEAR_1'));
    expect(gets('/series/YEAR_1')).toBe(1);
  });

  it('is handed over with its answer once the answer has come, once: no load is needed', async () => {
    const { answered, client, gets } = backend();
    expect(answered(series.path('YEAR_1'))).toBeUndefined();
    await prefetch(client, series, series.path('YEAR_1'));
    expect(answered(series.path('YEAR_1'))).toEqual({ n: 1 });
    expect(answered(series.path('YEAR_1'))).toBeUndefined();
    expect(await query(client, series, series.path('YEAR_1'))).toEqual({ n: 2 });
    expect(gets('/series/YEAR_1')).toBe(2);
  });

  it('is not handed over with its answer while it travels, nor once the answer is stale', async () => {
    const { answered, client, clock } = backend();
    const travelling = prefetch(client, series, series.path('YEAR_1'));
    expect(answered(series.path('YEAR_1'))).toBeUndefined();
    await travelling;
    clock.at += PREFETCH_FRESH_MS + 1;
    expect(answered(series.path('YEAR_1'))).toBeUndefined();
  });

  it('keeps its answer as the query’s newest when it comes, for a first render to show', async () => {
    const { client, kept } = backend();
    await prefetch(client, series, series.path('YEAR_1'));
    expect(kept(series.path('YEAR_1'))).toEqual({ n: 1 });
  });

  it('settles without rejecting when its request fails', async () => {
    const { client } = backend({ failFirst: true });
    await expect(prefetch(client, series, series.path('YEAR_1'))).resolves.toBeUndefined();
  });

  it('is skipped by a forced query', async () => {
    const { client, gets } = backend();
    prefetch(client, series, series.path('YEAR_1'));
    await query(client, series, series.path('YEAR_1'), { force: true });
    expect(gets('/series/YEAR_1')).toBe(2);
  });
});

describe('a query', () => {
  it('of an endpoint cached for the page asks once, whoever asks again', async () => {
    const { client, gets } = backend();
    await query(client, accounts, accounts.path());
    expect(await query(client, accounts, accounts.path())).toEqual({ n: 1 });
    expect(gets('/accounts')).toBe(1);
  });

  it('of a throttled endpoint shares its answer within the throttle, and asks after it', async () => {
    const { client, clock, gets } = backend();
    await query(client, orders, orders.path());
    clock.at += 6000;
    expect(await query(client, orders, orders.path())).toEqual({ n: 1 });
    clock.at += 2000;
    expect(await query(client, orders, orders.path())).toEqual({ n: 2 });
    expect(gets('/orders')).toBe(2);
  });

  it('of an endpoint that revalidates asks every time: its kept answer is only shown first', async () => {
    const { client, gets } = backend();
    await query(client, series, series.path('YEAR_1'));
    expect(await query(client, series, series.path('YEAR_1'))).toEqual({ n: 2 });
    expect(gets('/series/YEAR_1')).toBe(2);
  });
});

describe('the kept answers of an API base', () => {
  it('are dropped when the page’s session changes, either way', () => {
    const { keep, kept } = backend();
    const { session } = pageRegistry();
    // The page's session is the tests' too: each change is from whatever it is now.
    const change = () => (session.loggedIn.value ? session.invalid() : session.init());
    keep(series.path('YEAR_1'), { n: 1 });
    change();
    expect(kept(series.path('YEAR_1'))).toBeUndefined();
    keep(series.path('YEAR_1'), { n: 2 });
    change();
    expect(kept(series.path('YEAR_1'))).toBeUndefined();
  });
});

describe("a write's queries", () => {
  it("read each query's newest answer on the page, whichever widget loaded it", async () => {
    const { client } = backend();
    const queries = queriesOf(client);
    expect(queries.latest(orders, orders.path())).toBeUndefined();
    await query(client, orders, orders.path());
    await query(client, orders, orders.path(), { force: true });
    expect(queries.latest(orders, orders.path())).toEqual({ n: 2 });
    expect(latestAnswer(client, accounts, accounts.path())).toBeUndefined();
  });

  it('load an endpoint a write changed anew, once however many ask, sharing nothing from before', async () => {
    const { client, clock, gets } = backend();
    await query(client, orders, orders.path());
    clock.at += 1;
    queriesOf(client).invalidate([orders]);
    const after = await Promise.all([
      query(client, orders, orders.path()),
      query(client, orders, orders.path()),
    ]);
    expect(after).toEqual([{ n: 2 }, { n: 2 }]);
    expect(gets('/orders')).toBe(2);
    // Within the throttle, as before the write.
    expect(await query(client, orders, orders.path())).toEqual({ n: 2 });
  });

  it('tell every listener of an endpoint a write changed, and only those', () => {
    const { client } = backend();
    const heard: string[] = [];
    const cache = queryCache(client.apiBase);
    const stop = cache.onInvalidate([orders, accounts], () => heard.push('book'));
    cache.onInvalidate([series], () => heard.push('graph'));
    queriesOf(client).invalidate([orders]);
    expect(heard).toEqual(['book']);
    stop();
    queriesOf(client).invalidate([orders, series]);
    expect(heard).toEqual(['book', 'graph']);
  });
});
