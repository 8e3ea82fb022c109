import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionRefresh } from '../endpoints/authentication';
import { userAccounts } from '../endpoints/customer';
import { fundOrders, placeFundOrder } from '../endpoints/fund-trading';
import { suitabilityExpiryDates } from '../endpoints/instrument';
import { orderFlowCalls } from '../endpoints/order-flow';
import { priceGraphCalls } from '../endpoints/price-graph';
import { AccountListSchema } from '../schemas/account';
import { FundOrderListResponseSchema, PlaceFundOrderResponseSchema } from '../schemas/fund-order';
import { SuitabilityExpirySchema } from '../schemas/suitability';
import { createSessionStore, type SessionStore } from '../stores/session';
import { createApiConnection, type ApiConnection, type TokenHeaderStyle } from './api-client';
import { ApiError } from './api-error';
import { NO_RETRY } from './retry-policy';
import {
  deferred,
  jsonResponse,
  networkFailure,
  stubFetch,
  type StubHandler,
  type StubRequest,
} from './stub-fetch';

const API = 'https://api.broker.test';
const REFRESH = sessionRefresh();
const ORDERS = fundOrders();
const ACCOUNTS = userAccounts();
const EXPIRY = suitabilityExpiryDates();

const noOrders = { fund_orders: [] };
const oneAccount = [
  { accid: 1, accno: 1001, is_blocked: false, account_code: 'ISK', atyid: 1, alias: 'Savings' },
];
const placedOrder = {
  fund_order: {
    order_id: 7,
    account_number: 1001,
    volume: null,
    amount: { value: 500 },
    name: 'Fund',
  },
};

type Persona = 'customer' | 'anonymous';

/**
 * A broker backend on a stub fetch: the token refresh answers `jwt-1`, `jwt-2`… for a customer
 * and 401 for an anonymous user; other routes are keyed by method and path.
 */
function broker(routes: Record<string, StubHandler> = {}, persona: Persona = 'customer') {
  let current = persona;
  let issued = 0;
  const stub = stubFetch((request) => {
    if (request.method === 'POST' && request.path === REFRESH) {
      if (current === 'anonymous') {
        return jsonResponse(401, { fields: [{ code: 'NOT_LOGGED_IN' }] }, 'Unauthorized');
      }
      issued += 1;
      return jsonResponse(200, { jwt: `jwt-${issued}` });
    }
    const handler = routes[`${request.method} ${request.path}`];
    return handler
      ? handler(request)
      : jsonResponse(404, { fields: [{ code: 'NOT_FOUND' }] }, 'Not Found');
  });
  return {
    ...stub,
    refreshes: () => stub.count('POST', REFRESH),
    become: (next: Persona) => {
      current = next;
    },
  };
}

type Broker = ReturnType<typeof broker>;

function connect(backend: Broker, session?: SessionStore): ApiConnection {
  return createApiConnection({ apiBase: API, fetch: backend.fetch, session });
}

/** The token a request carried, in whichever header style. */
function sentToken(request: StubRequest): string | undefined {
  const bearer = request.headers.get('authorization');
  return request.headers.get('x-nnx-access-token') ?? bearer?.replace(/^Bearer /, '') ?? undefined;
}

/** Settles a promise into a value the test can inspect without unhandled rejections. */
function outcome<T>(promise: Promise<T>): Promise<{ value?: T; error?: ApiError }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return { error: error as ApiError };
    },
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('token refresh', () => {
  it('refreshes once for many callers at the same time and gives each the same token', async () => {
    const backend = broker();
    const { tokens } = connect(backend);
    const got = await Promise.all(Array.from({ length: 10 }, () => tokens.token()));
    expect(new Set(got)).toEqual(new Set(['jwt-1']));
    expect(backend.refreshes()).toBe(1);
  });

  it('refreshes exactly once however callers and answers interleave', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(
          fc.constantFrom<TokenHeaderStyle | 'token'>('x-nnx-access-token', 'bearer', 'token'),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        async (s, callers) => {
          // Every answer, the refresh's included, comes when the scheduler says so.
          const backend = broker({
            [`GET ${ORDERS}`]: () => s.schedule(Promise.resolve(jsonResponse(200, noOrders))),
          });
          const refresh = backend.fetch;
          const scheduledFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
            s
              .schedule(Promise.resolve(), 'network')
              .then(() => refresh(input, init))) as typeof fetch;
          const connection = createApiConnection({ apiBase: API, fetch: scheduledFetch });
          const results = callers.map((caller, i) =>
            s.schedule(Promise.resolve(), `caller ${i}`).then(() =>
              caller === 'token'
                ? connection.tokens.token()
                : connection
                    .client(caller)
                    .get(ORDERS, FundOrderListResponseSchema, 'fund orders')
                    .then(() => 'loaded'),
            ),
          );
          const settled = await s.waitFor(Promise.all(results));
          expect(backend.refreshes()).toBe(1);
          expect(settled.filter((r) => r !== 'loaded').every((t) => t === 'jwt-1')).toBe(true);
          const gets = backend.requests.filter((r) => r.method === 'GET');
          expect(gets.every((r) => sentToken(r) === 'jwt-1')).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('sends the refresh as a POST with an empty body and the session cookie', async () => {
    const backend = broker();
    await connect(backend).tokens.token();
    const [refresh] = backend.requests;
    expect(refresh).toMatchObject({ method: 'POST', url: `${API}${REFRESH}`, body: undefined });
    expect(refresh?.credentials).toBe('include');
  });

  it('reuses the token for 8 s, then refreshes', async () => {
    vi.useFakeTimers();
    const backend = broker();
    const { tokens } = connect(backend);
    expect(await tokens.token()).toBe('jwt-1');
    vi.advanceTimersByTime(7999);
    expect(await tokens.token()).toBe('jwt-1');
    vi.advanceTimersByTime(1);
    expect(await tokens.token()).toBe('jwt-2');
    expect(backend.refreshes()).toBe(2);
  });

  it('gives up waiting after 2 s with a timeout error; the late answer still fills the cache', async () => {
    vi.useFakeTimers();
    const answer = deferred<Response>();
    const slow = stubFetch(() => answer.promise);
    const { tokens } = createApiConnection({ apiBase: API, fetch: slow.fetch });
    const waiting = outcome(tokens.token());
    await vi.advanceTimersByTimeAsync(1999);
    const stillWaiting = await Promise.race([waiting, Promise.resolve('pending')]);
    expect(stillWaiting).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const { error } = await waiting;
    expect(error).toMatchObject({ kind: 'timeout', url: `${API}${REFRESH}` });
    expect(error?.message).toMatch(/2000 ms/);

    answer.resolve(jsonResponse(200, { jwt: 'late-jwt' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(await tokens.token()).toBe('late-jwt');
    expect(slow.count('POST', REFRESH)).toBe(1);
  });

  it('treats a 401 on the refresh as an anonymous user: no token, no error, logged out', async () => {
    const session = createSessionStore();
    session.init();
    const backend = broker({ [`GET ${ORDERS}`]: () => jsonResponse(200, noOrders) }, 'anonymous');
    const connection = connect(backend, session);
    expect(await connection.tokens.token()).toBeUndefined();
    expect(session.loggedIn.value).toBe(false);
    await expect(
      connection.client('bearer').get(ORDERS, FundOrderListResponseSchema, 'fund orders'),
    ).resolves.toEqual(noOrders);
    const get = backend.requests.find((r) => r.method === 'GET');
    expect(get?.headers.has('authorization')).toBe(false);
    expect(get?.headers.has('x-nnx-access-token')).toBe(false);
  });

  it('keeps the anonymous answer for 8 s too', async () => {
    vi.useFakeTimers();
    const backend = broker({}, 'anonymous');
    const { tokens } = connect(backend);
    await tokens.token();
    vi.advanceTimersByTime(7999);
    await tokens.token();
    expect(backend.refreshes()).toBe(1);
  });

  it('says logged in on session init, when a token comes back', async () => {
    const session = createSessionStore();
    expect(session.loggedIn.value).toBe(false);
    await connect(broker(), session).tokens.token();
    expect(session.loggedIn.value).toBe(true);
  });

  it('neither keeps nor retries a failed refresh: the next caller asks again', async () => {
    let down = true;
    const flaky = stubFetch(() =>
      down
        ? jsonResponse(503, { fields: [{ code: 'DOWN' }] }, 'Service Unavailable')
        : jsonResponse(200, { jwt: 'jwt-1' }),
    );
    const { tokens } = createApiConnection({ apiBase: API, fetch: flaky.fetch });
    const { error } = await outcome(tokens.token());
    expect(error).toMatchObject({ kind: 'http', status: 503, code: 'DOWN' });
    expect(flaky.count('POST', REFRESH)).toBe(1);
    down = false;
    expect(await tokens.token()).toBe('jwt-1');
    expect(flaky.count('POST', REFRESH)).toBe(2);
  });

  it('lets a caller stop waiting without cancelling the refresh others share', async () => {
    const answer = deferred<Response>();
    const slow = stubFetch(() => answer.promise);
    const { tokens } = createApiConnection({ apiBase: API, fetch: slow.fetch });
    const leaving = new AbortController();
    const left = outcome(tokens.token(leaving.signal));
    const staying = tokens.token();
    leaving.abort();
    expect((await left).error?.kind).toBe('aborted');
    answer.resolve(jsonResponse(200, { jwt: 'shared' }));
    expect(await staying).toBe('shared');
    expect(slow.requests[0]?.signal?.aborted).toBe(false);
  });
});

describe('the session-optional flag', () => {
  /** A backend whose token refresh is down (a 503) and whose accounts need no token. */
  function refreshDown() {
    return stubFetch((request) =>
      request.path === REFRESH
        ? jsonResponse(503, { fields: [{ code: 'DOWN' }] }, 'Service Unavailable')
        : jsonResponse(200, oneAccount),
    );
  }

  it('fails a read whose session cannot be checked, unless the page says the session is optional', async () => {
    const down = refreshDown();
    const client = createApiConnection({ apiBase: API, fetch: down.fetch }).client('bearer');
    const { error } = await outcome(client.get(ACCOUNTS, AccountListSchema, 'user accounts'));
    expect(error).toMatchObject({ kind: 'http', status: 503 });
    expect(down.count('GET', ACCOUNTS)).toBe(0);
  });

  it('reads without a token where the session is optional and cannot be checked', async () => {
    const down = refreshDown();
    const session = createSessionStore();
    session.setOptional(true);
    const client = createApiConnection({
      apiBase: API,
      fetch: down.fetch,
      session,
      sessionOptional: () => session.optional.value,
    }).client('x-nnx-access-token');
    expect(await client.get(ACCOUNTS, AccountListSchema, 'user accounts')).toEqual(oneAccount);
    const [read] = down.requests.filter((request) => request.path === ACCOUNTS);
    expect(read && sentToken(read)).toBeUndefined();
    expect(session.loggedIn.value).toBe(false);
  });

  it('keeps no visitor’s answer for the customer once the session is back', async () => {
    let down = true;
    const backend = stubFetch((request) => {
      if (request.path !== REFRESH) return jsonResponse(200, oneAccount);
      return down
        ? jsonResponse(503, { fields: [{ code: 'DOWN' }] }, 'Service Unavailable')
        : jsonResponse(200, { jwt: 'jwt-1' });
    });
    const connection = createApiConnection({
      apiBase: API,
      fetch: backend.fetch,
      sessionOptional: () => true,
    });
    const client = connection.client('bearer');
    const read = () =>
      client.get(ACCOUNTS, AccountListSchema, 'user accounts', { throttleMs: 7000 });
    await read();
    down = false;
    await connection.tokens.token();
    await read();
    const reads = backend.requests.filter((request) => request.path === ACCOUNTS);
    expect(reads.map(sentToken)).toEqual([undefined, 'jwt-1']);
  });

  it('reads without a token when the refresh does not answer within 2 s', async () => {
    vi.useFakeTimers();
    const silent = stubFetch((request) =>
      request.path === REFRESH ? new Promise<Response>(() => {}) : jsonResponse(200, oneAccount),
    );
    const client = createApiConnection({
      apiBase: API,
      fetch: silent.fetch,
      sessionOptional: () => true,
    }).client('bearer');
    const read = client.get(ACCOUNTS, AccountListSchema, 'user accounts');
    await vi.advanceTimersByTimeAsync(2000);
    expect(await read).toEqual(oneAccount);
  });

  it('still sends a customer’s token when the session can be had', async () => {
    const backend = broker({ [`GET ${ACCOUNTS}`]: () => jsonResponse(200, oneAccount) });
    const client = createApiConnection({
      apiBase: API,
      fetch: backend.fetch,
      sessionOptional: () => true,
    }).client('bearer');
    await client.get(ACCOUNTS, AccountListSchema, 'user accounts');
    const [read] = backend.requests.filter((request) => request.path === ACCOUNTS);
    expect(read && sentToken(read)).toBe('jwt-1');
  });

  it('never writes without the session, optional or not', async () => {
    const down = refreshDown();
    const client = createApiConnection({
      apiBase: API,
      fetch: down.fetch,
      sessionOptional: () => true,
    }).client('bearer');
    const { error } = await outcome(
      client.post(placeFundOrder(), {}, PlaceFundOrderResponseSchema, 'fund order'),
    );
    expect(error).toMatchObject({ kind: 'http', status: 503 });
    expect(down.count('POST', placeFundOrder())).toBe(0);
  });

  it('lets a read that is called off stop, optional or not', async () => {
    const answer = deferred<Response>();
    const slow = stubFetch(() => answer.promise);
    const client = createApiConnection({
      apiBase: API,
      fetch: slow.fetch,
      sessionOptional: () => true,
    }).client('bearer');
    const leaving = new AbortController();
    const read = outcome(
      client.get(ACCOUNTS, AccountListSchema, 'user accounts', { signal: leaving.signal }),
    );
    leaving.abort();
    expect((await read).error?.kind).toBe('aborted');
    expect(slow.count('GET', ACCOUNTS)).toBe(0);
  });
});

describe('token headers', () => {
  it('sends x-nnx-access-token from one client and a Bearer header from the other, from one refresh', async () => {
    const backend = broker({
      [`GET ${ORDERS}`]: () => jsonResponse(200, noOrders),
      [`GET ${ACCOUNTS}`]: () => jsonResponse(200, oneAccount),
    });
    const connection = connect(backend);
    await connection
      .client('x-nnx-access-token')
      .get(ORDERS, FundOrderListResponseSchema, 'fund orders');
    await connection.client('bearer').get(ACCOUNTS, AccountListSchema, 'user accounts');
    const [orders, accounts] = backend.requests.filter((r) => r.method === 'GET');
    expect(orders?.headers.get('x-nnx-access-token')).toBe('jwt-1');
    expect(orders?.headers.has('authorization')).toBe(false);
    expect(accounts?.headers.get('authorization')).toBe('Bearer jwt-1');
    expect(accounts?.headers.has('x-nnx-access-token')).toBe(false);
    expect(backend.refreshes()).toBe(1);
  });
});

describe('public answers (market data)', () => {
  const SERIES = priceGraphCalls.priceTimeSeries.path('16099872', 'DAY_1');
  const series = { pricePoints: [], availablePeriods: ['DAY_1'], returnedPeriod: 'DAY_1' };

  it('goes out at once without a token while the session is still being asked for', async () => {
    const refresh = deferred<Response>();
    const stub = stubFetch((request) =>
      request.path === REFRESH ? refresh.promise : jsonResponse(200, series),
    );
    const connection = createApiConnection({ apiBase: API, fetch: stub.fetch });
    const loaded = connection
      .client('bearer')
      .query(priceGraphCalls.priceTimeSeries, SERIES)
      .then(() => 'answered');
    const accounts = connection
      .client('bearer')
      .query(orderFlowCalls.userAccounts, ACCOUNTS)
      .catch(() => 'no accounts');
    await expect(loaded).resolves.toBe('answered');
    const get = stub.requests.find((request) => request.path === SERIES);
    expect(get?.headers.has('authorization')).toBe(false);
    // The customer's own data still waits for the session.
    expect(stub.requests.some((request) => request.path === ACCOUNTS)).toBe(false);
    refresh.resolve(jsonResponse(200, { jwt: 'jwt-1' }));
    await accounts;
    expect(stub.requests.find((r) => r.path === ACCOUNTS)?.headers.get('authorization')).toBe(
      'Bearer jwt-1',
    );
  });

  it('carries no token for a logged-in customer either, and is shared by both clients', async () => {
    const backend = broker({ [`GET ${SERIES}`]: () => jsonResponse(200, series) });
    const connection = connect(backend);
    await expect(connection.tokens.token()).resolves.toBe('jwt-1');
    await Promise.all([
      connection.client('bearer').query(priceGraphCalls.priceTimeSeries, SERIES),
      connection.client('x-nnx-access-token').query(priceGraphCalls.priceTimeSeries, SERIES),
    ]);
    const gets = backend.requests.filter((request) => request.path === SERIES);
    expect(gets).toHaveLength(1);
    expect(gets[0]?.headers.has('authorization')).toBe(false);
    expect(gets[0]?.headers.has('x-nnx-access-token')).toBe(false);
  });
});

describe('shared GET answers', () => {
  let backend: Broker;
  let connection: ApiConnection;

  beforeEach(() => {
    vi.useFakeTimers();
    backend = broker({
      [`GET ${ORDERS}`]: () => jsonResponse(200, noOrders),
      [`GET ${ACCOUNTS}`]: () => jsonResponse(200, oneAccount),
      [`GET ${EXPIRY}`]: () => jsonResponse(200, { expiration_timestamps: {} }),
    });
    connection = connect(backend);
  });

  const loadOrders = (options = {}) =>
    connection
      .client('x-nnx-access-token')
      .get(ORDERS, FundOrderListResponseSchema, 'fund orders', {
        ...orderFlowCalls.fundOrders,
        ...options,
      });

  it('answers two identical GETs within 7 s with one request, and asks again after 7 s', async () => {
    await loadOrders();
    vi.advanceTimersByTime(6999);
    await loadOrders();
    expect(backend.count('GET', ORDERS)).toBe(1);
    vi.advanceTimersByTime(1);
    await loadOrders();
    expect(backend.count('GET', ORDERS)).toBe(2);
  });

  it('shares the suitability expiry dates for 1 s only', async () => {
    const loadExpiry = () =>
      connection
        .client('x-nnx-access-token')
        .get(EXPIRY, SuitabilityExpirySchema, 'suitability expiry dates', {
          ...orderFlowCalls.suitabilityExpiryDates,
        });
    await loadExpiry();
    vi.advanceTimersByTime(999);
    await loadExpiry();
    expect(backend.count('GET', EXPIRY)).toBe(1);
    vi.advanceTimersByTime(1);
    await loadExpiry();
    expect(backend.count('GET', EXPIRY)).toBe(2);
  });

  it('keeps a cached call for the page life unless invalidated', async () => {
    const loadAccounts = () =>
      connection.client('bearer').get(ACCOUNTS, AccountListSchema, 'user accounts', {
        ...orderFlowCalls.userAccounts,
      });
    await loadAccounts();
    vi.advanceTimersByTime(24 * 3_600_000);
    expect(await loadAccounts()).toEqual(oneAccount);
    expect(backend.count('GET', ACCOUNTS)).toBe(1);
    connection.invalidate(ACCOUNTS);
    await loadAccounts();
    expect(backend.count('GET', ACCOUNTS)).toBe(2);
  });

  it('loads anew when forced, as the fund orders after an order', async () => {
    await loadOrders();
    await loadOrders({ force: true });
    expect(backend.count('GET', ORDERS)).toBe(2);
    await loadOrders();
    expect(backend.count('GET', ORDERS)).toBe(2);
  });

  it('does not share between the two clients', async () => {
    await connection
      .client('x-nnx-access-token')
      .get(ACCOUNTS, AccountListSchema, 'user accounts', { cached: true });
    await connection
      .client('bearer')
      .get(ACCOUNTS, AccountListSchema, 'user accounts', { cached: true });
    expect(backend.count('GET', ACCOUNTS)).toBe(2);
  });

  it('does not share between URLs that differ in their query', async () => {
    backend = broker({
      [`GET ${ORDERS}?accid=1`]: () => jsonResponse(200, noOrders),
      [`GET ${ORDERS}?accid=2`]: () => jsonResponse(200, noOrders),
    });
    connection = connect(backend);
    const client = connection.client('bearer');
    await client.get(`${ORDERS}?accid=1`, FundOrderListResponseSchema, 'fund orders', {
      throttleMs: 7000,
    });
    await client.get(`${ORDERS}?accid=2`, FundOrderListResponseSchema, 'fund orders', {
      throttleMs: 7000,
    });
    expect(backend.count('GET', ORDERS)).toBe(2);
  });

  it('without a throttle shares only the request in flight', async () => {
    const client = connection.client('bearer');
    const get = () => client.get(ORDERS, FundOrderListResponseSchema, 'fund orders');
    await Promise.all([get(), get(), get()]);
    expect(backend.count('GET', ORDERS)).toBe(1);
    await get();
    expect(backend.count('GET', ORDERS)).toBe(2);
  });

  it('never keeps a failure: the next identical GET asks again', async () => {
    let fail = true;
    backend = broker({
      [`GET ${ORDERS}`]: () =>
        fail ? jsonResponse(500, { fields: [{ code: 'BROKEN' }] }) : jsonResponse(200, noOrders),
    });
    connection = connect(backend);
    const { error } = await outcome(loadOrders({ retry: NO_RETRY }));
    expect(error?.status).toBe(500);
    fail = false;
    expect(await loadOrders({ retry: NO_RETRY })).toEqual(noOrders);
    expect(backend.count('GET', ORDERS)).toBe(2);
  });

  it('drops shared answers when the session ends', async () => {
    await loadOrders({ cached: true });
    backend.become('anonymous');
    vi.advanceTimersByTime(8000);
    await connection.tokens.token();
    await loadOrders({ cached: true });
    expect(backend.count('GET', ORDERS)).toBe(2);
  });
});

describe('GET retry policy', () => {
  /** A backend whose fund orders fail with `failures` in turn, then answer. */
  function failingThen(failures: (() => Response)[]) {
    const backend = broker({
      [`GET ${ORDERS}`]: () => (failures.shift() ?? (() => jsonResponse(200, noOrders)))(),
    });
    return { backend, client: connect(backend).client('bearer') };
  }
  const status = (code: number) => () => jsonResponse(code, { fields: [{ code: `S${code}` }] });

  it('tries a 503 again after 500 ms and then 1000 ms, and returns the answer that comes', async () => {
    vi.useFakeTimers();
    const { backend, client } = failingThen([status(503), status(503)]);
    const result = client.get(ORDERS, FundOrderListResponseSchema, 'fund orders');
    await vi.advanceTimersByTimeAsync(499);
    expect(backend.count('GET', ORDERS)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(backend.count('GET', ORDERS)).toBe(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(backend.count('GET', ORDERS)).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual(noOrders);
    expect(backend.count('GET', ORDERS)).toBe(3);
  });

  it('fails with the last failure once the retries run out', async () => {
    vi.useFakeTimers();
    const { backend, client } = failingThen([status(503), status(502), status(504)]);
    const result = outcome(client.get(ORDERS, FundOrderListResponseSchema, 'fund orders'));
    await vi.advanceTimersByTimeAsync(1500);
    expect((await result).error).toMatchObject({ kind: 'http', status: 504, code: 'S504' });
    expect(backend.count('GET', ORDERS)).toBe(3);
  });

  it.each([
    ['a lost connection', networkFailure],
    ['408', status(408)],
    ['429', status(429)],
    ['500', status(500)],
  ])('tries %s again', async (_name, failure) => {
    vi.useFakeTimers();
    const { backend, client } = failingThen([failure]);
    const result = client.get(ORDERS, FundOrderListResponseSchema, 'fund orders');
    await vi.advanceTimersByTimeAsync(500);
    expect(await result).toEqual(noOrders);
    expect(backend.count('GET', ORDERS)).toBe(2);
  });

  it.each([
    ['400', status(400)],
    ['401', status(401)],
    ['403', status(403)],
    ['404', status(404)],
    ['a body the schema refuses', () => jsonResponse(200, { fund_orders: 'none' })],
  ])('does not try %s again', async (_name, failure) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { backend, client } = failingThen([failure]);
    const { error } = await outcome(client.get(ORDERS, FundOrderListResponseSchema, 'fund orders'));
    expect(error).toBeDefined();
    expect(backend.count('GET', ORDERS)).toBe(1);
  });

  it('follows a call’s own policy: 4 more tries 2 s apart (the price series)', async () => {
    vi.useFakeTimers();
    const { backend, client } = failingThen([status(503), status(503), status(503), status(503)]);
    const result = client.get(ORDERS, FundOrderListResponseSchema, 'fund orders', {
      retry: { attempts: 4, intervalMs: 2000 },
    });
    await vi.advanceTimersByTimeAsync(3 * 2000);
    expect(backend.count('GET', ORDERS)).toBe(4);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await result).toEqual(noOrders);
    expect(backend.count('GET', ORDERS)).toBe(5);
  });

  it('does not retry with NO_RETRY', async () => {
    const { backend, client } = failingThen([status(503)]);
    const { error } = await outcome(
      client.get(ORDERS, FundOrderListResponseSchema, 'fund orders', { retry: NO_RETRY }),
    );
    expect(error?.status).toBe(503);
    expect(backend.count('GET', ORDERS)).toBe(1);
  });
});

describe('writes are never retried', () => {
  const order = {
    instrument_id: 1,
    accid: 1,
    orderside: 'BUY',
    amount: { value: 500, currency: 'SEK' },
  };

  it.each([
    ['a 503', () => jsonResponse(503, { fields: [{ code: 'DOWN' }] }, 'Service Unavailable')],
    ['a lost connection', networkFailure],
  ])('sends a POST once even on %s', async (_name, failure) => {
    vi.useFakeTimers();
    const backend = broker({ [`POST ${placeFundOrder()}`]: failure });
    const client = connect(backend).client('x-nnx-access-token');
    const result = outcome(
      client.post(placeFundOrder(), order, PlaceFundOrderResponseSchema, 'fund order'),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await result).error).toBeDefined();
    expect(backend.count('POST', placeFundOrder())).toBe(1);
  });

  it('sends a PUT once even on a 503', async () => {
    vi.useFakeTimers();
    const backend = broker({ 'PUT /settings': () => jsonResponse(503, {}) });
    const client = connect(backend).client('bearer');
    const result = outcome(client.put('/settings', {}, v.unknown(), 'settings'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await result).error?.status).toBe(503);
    expect(backend.count('PUT', '/settings')).toBe(1);
  });

  it('posts the body as JSON with the token', async () => {
    const backend = broker({ [`POST ${placeFundOrder()}`]: () => jsonResponse(200, placedOrder) });
    const client = connect(backend).client('x-nnx-access-token');
    const placed = await client.post(
      placeFundOrder(),
      order,
      PlaceFundOrderResponseSchema,
      'fund order',
    );
    expect(placed.fund_order.order_id).toBe(7);
    const post = backend.requests.find((r) => r.path === placeFundOrder());
    expect(JSON.parse(post?.body ?? '')).toEqual(order);
    expect(post?.headers.get('x-nnx-access-token')).toBe('jwt-1');
  });
});

describe('idempotency keys on writes', () => {
  it('sends the key as the Idempotency-Key header, and none without one', async () => {
    const backend = broker({ [`POST ${placeFundOrder()}`]: () => jsonResponse(200, placedOrder) });
    const client = connect(backend).client('bearer');
    await client.post(placeFundOrder(), {}, PlaceFundOrderResponseSchema, 'fund order', {
      idempotencyKey: 'key-1',
    });
    await client.post(placeFundOrder(), {}, PlaceFundOrderResponseSchema, 'fund order');
    const posts = backend.requests.filter((r) => r.path === placeFundOrder());
    expect(posts.map((r) => r.headers.get('idempotency-key'))).toEqual(['key-1', null]);
  });
});

describe('aborting a call', () => {
  it('lets one caller leave while another sharing the request still gets the answer', async () => {
    const answer = deferred<Response>();
    const backend = broker({ [`GET ${ORDERS}`]: () => answer.promise });
    const client = connect(backend).client('bearer');
    const leaving = new AbortController();
    const left = outcome(
      client.get(ORDERS, FundOrderListResponseSchema, 'fund orders', { signal: leaving.signal }),
    );
    const staying = client.get(ORDERS, FundOrderListResponseSchema, 'fund orders');
    await vi.waitFor(() => expect(backend.count('GET', ORDERS)).toBe(1));
    leaving.abort();
    expect((await left).error).toMatchObject({
      kind: 'aborted',
      message: 'Loading the fund orders was cancelled',
    });
    answer.resolve(jsonResponse(200, noOrders));
    expect(await staying).toEqual(noOrders);
    expect(backend.requests.find((r) => r.method === 'GET')?.signal?.aborted).toBe(false);
  });

  it('cancels the request when its last caller leaves, and the next caller loads anew', async () => {
    let gets = 0;
    // The first request never answers on its own; only an abort ends it.
    const backend = broker({
      [`GET ${ORDERS}`]: () =>
        ++gets === 1 ? new Promise<Response>(() => {}) : jsonResponse(200, noOrders),
    });
    const client = connect(backend).client('bearer');
    const leaving = new AbortController();
    const left = outcome(
      client.get(ORDERS, FundOrderListResponseSchema, 'fund orders', {
        signal: leaving.signal,
        throttleMs: 7000,
      }),
    );
    await vi.waitFor(() => expect(backend.count('GET', ORDERS)).toBe(1));
    leaving.abort();
    expect((await left).error?.kind).toBe('aborted');
    expect(backend.requests.find((r) => r.method === 'GET')?.signal?.aborted).toBe(true);
    await expect(
      client.get(ORDERS, FundOrderListResponseSchema, 'fund orders', { throttleMs: 7000 }),
    ).resolves.toEqual(noOrders);
    expect(backend.count('GET', ORDERS)).toBe(2);
  });

  it('rejects at once when the signal has already aborted, without a request', async () => {
    const backend = broker({ [`GET ${ORDERS}`]: () => jsonResponse(200, noOrders) });
    const client = connect(backend).client('bearer');
    const { error } = await outcome(
      client.get(ORDERS, FundOrderListResponseSchema, 'fund orders', {
        signal: AbortSignal.abort(),
      }),
    );
    expect(error?.kind).toBe('aborted');
    expect(backend.requests).toHaveLength(0);
  });

  it('aborts a POST', async () => {
    const backend = broker({ [`POST ${placeFundOrder()}`]: () => new Promise<Response>(() => {}) });
    const client = connect(backend).client('bearer');
    const controller = new AbortController();
    const result = outcome(
      client.post(placeFundOrder(), {}, PlaceFundOrderResponseSchema, 'fund order', {
        signal: controller.signal,
      }),
    );
    await vi.waitFor(() => expect(backend.count('POST', placeFundOrder())).toBe(1));
    controller.abort();
    expect((await result).error?.kind).toBe('aborted');
  });
});

describe('errors', () => {
  it('carries the status, the first field code and the status text', async () => {
    const backend = broker({
      [`POST ${placeFundOrder()}`]: () =>
        jsonResponse(
          400,
          { fields: [{ code: 'NOT_ENOUGH_TRADING_POWER' }, { code: 'INPUT_ERROR' }] },
          'Bad Request',
        ),
    });
    const client = connect(backend).client('x-nnx-access-token');
    const { error } = await outcome(
      client.post(placeFundOrder(), {}, PlaceFundOrderResponseSchema, 'fund order'),
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'NOT_ENOUGH_TRADING_POWER',
      statusText: 'Bad Request',
      url: `${API}${placeFundOrder()}`,
    });
  });

  it('names the call and the offending field when the answer does not fit its schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const backend = broker({
      [`GET ${ORDERS}`]: () =>
        jsonResponse(200, {
          fund_orders: [{ accid: 1, order_side: 'BUY', instrument_id: 2, volume: 'x' }],
        }),
    });
    const client = connect(backend).client('bearer');
    const { error } = await outcome(client.get(ORDERS, FundOrderListResponseSchema, 'fund orders'));
    expect(error?.kind).toBe('invalid-response');
    expect(error?.message).toMatch(/^Invalid fund orders response: fund_orders\.0\.volume: /);
  });

  it('ends the session when the backend refuses the token, and refreshes for the next call', async () => {
    let refuse = true;
    const session = createSessionStore();
    const backend = broker({
      [`GET ${ACCOUNTS}`]: () =>
        refuse
          ? jsonResponse(401, { fields: [{ code: 'INVALID_TOKEN' }] }, 'Unauthorized')
          : jsonResponse(200, oneAccount),
    });
    const client = connect(backend, session).client('bearer');
    const { error } = await outcome(client.get(ACCOUNTS, AccountListSchema, 'user accounts'));
    expect(error?.status).toBe(401);
    expect(session.loggedIn.value).toBe(false);
    refuse = false;
    await client.get(ACCOUNTS, AccountListSchema, 'user accounts');
    expect(backend.refreshes()).toBe(2);
    expect(session.loggedIn.value).toBe(true);
  });
});
