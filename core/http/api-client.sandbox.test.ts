import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_START } from '../../demo-pages/sandbox/sandbox-client';
import { createSandbox, type Sandbox } from '../../demo-pages/sandbox/server';
import { sessionRefresh } from '../endpoints/authentication';
import { userAccounts } from '../endpoints/customer';
import { fundOrders, placeFundOrder } from '../endpoints/fund-trading';
import { periodicInvestmentPlan, periodicInvestmentPlans } from '../endpoints/investment-plan';
import { orderFlowCalls } from '../endpoints/order-flow';
import * as v from 'valibot';
import { AccountListSchema } from '../schemas/account';
import { FundOrderListResponseSchema, PlaceFundOrderResponseSchema } from '../schemas/fund-order';
import { PeriodicPlanListSchema } from '../schemas/periodic-plan';
import { createSessionStore, type SessionStore } from '../stores/session';
import { createUserSettingsStore } from '../stores/user-settings';
import { createApiConnection, type ApiConnection } from './api-client';
import { ApiError } from './api-error';

// The client against the real sandbox over HTTP: its token refresh, its token guard on the
// customer's routes, its personas (`POST /sandbox/persona`) and its faults.

let sandbox: Sandbox;
let base: string;
let sent: { method: string; path: string }[];
let session: SessionStore;
let connection: ApiConnection;

/** The platform fetch, counting what reaches the sandbox. */
const countingFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  sent.push({ method: init?.method ?? 'GET', path: url.pathname });
  return fetch(input, init);
};

const sentTo = (method: string, path: string) =>
  sent.filter((request) => request.method === method && request.path === path).length;

async function logIn(persona: string): Promise<void> {
  const response = await fetch(`${base}/sandbox/persona`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ persona }),
  });
  expect(response.status).toBe(200);
  await response.body?.cancel();
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  // Pinned to an ordinary trading morning, so nothing read depends on the day the test runs.
  sandbox = createSandbox({ seed: 3, clockStart: TEST_START });
  base = await sandbox.listen(0);
});
afterAll(() => sandbox.close());

beforeEach(async () => {
  sent = [];
  session = createSessionStore();
  connection = createApiConnection({ apiBase: base, fetch: countingFetch, session });
  await logIn('se-customer');
});
afterEach(() => {
  sandbox.faults.clear();
  vi.restoreAllMocks();
});

const accounts = (style: 'x-nnx-access-token' | 'bearer') =>
  connection
    .client(style)
    .get(userAccounts(), AccountListSchema, 'user accounts', { ...orderFlowCalls.userAccounts });

describe('the API client against the sandbox', () => {
  it('logs a customer in and reads the accounts with the token in either header', async () => {
    const [withHeader, withBearer] = await Promise.all([
      accounts('x-nnx-access-token'),
      accounts('bearer'),
    ]);
    expect(withHeader.length).toBeGreaterThan(0);
    expect(withBearer).toEqual(withHeader);
    expect(session.loggedIn.value).toBe(true);
    expect(sentTo('POST', sessionRefresh())).toBe(1);
  });

  it('treats an anonymous visitor as logged out, with no token and no error', async () => {
    session.init();
    await logIn('anonymous');
    expect(await connection.tokens.token()).toBeUndefined();
    expect(session.loggedIn.value).toBe(false);
    // The customer's own data needs a login: the sandbox refuses the call without a token.
    const error = await failure(accounts('bearer'));
    expect(error).toMatchObject({ kind: 'http', status: 401 });
  });

  it('ends the session when the sandbox no longer accepts the token', async () => {
    await accounts('bearer');
    await logIn('no-customer');
    const error = await failure(
      connection
        .client('x-nnx-access-token')
        .get(fundOrders(), FundOrderListResponseSchema, 'fund orders'),
    );
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(session.loggedIn.value).toBe(false);
    // The next call asks for a new token, now the other customer's, and logs the session in.
    await connection.client('bearer').get(fundOrders(), FundOrderListResponseSchema, 'fund orders');
    expect(session.loggedIn.value).toBe(true);
    expect(sentTo('POST', sessionRefresh())).toBe(2);
  });

  it('reaches the sandbox once for identical GETs inside the throttle', async () => {
    const load = () =>
      connection.client('bearer').get(fundOrders(), FundOrderListResponseSchema, 'fund orders', {
        ...orderFlowCalls.fundOrders,
      });
    const [first, second] = await Promise.all([load(), load()]);
    await load();
    expect(second).toEqual(first);
    expect(sentTo('GET', fundOrders())).toBe(1);
    await connection
      .client('bearer')
      .get(fundOrders(), FundOrderListResponseSchema, 'fund orders', { force: true });
    expect(sentTo('GET', fundOrders())).toBe(2);
  });

  it('tries a GET again after a 503 and after a dropped connection', async () => {
    sandbox.faults.add({ route: userAccounts(), method: 'GET', status: 503, times: 1 });
    sandbox.faults.add({ route: fundOrders(), method: 'GET', drop: true, times: 1 });
    expect((await accounts('bearer')).length).toBeGreaterThan(0);
    await connection.client('bearer').get(fundOrders(), FundOrderListResponseSchema, 'fund orders');
    expect(sentTo('GET', userAccounts())).toBe(2);
    expect(sentTo('GET', fundOrders())).toBe(2);
  });

  it('sends a POST once even when the sandbox answers 503 or drops the connection', async () => {
    sandbox.faults.add({
      route: placeFundOrder(),
      method: 'POST',
      status: 503,
      code: 'DOWN',
      times: 1,
    });
    sandbox.faults.add({ route: placeFundOrder(), method: 'POST', drop: true, times: 1 });
    const place = () =>
      connection
        .client('x-nnx-access-token')
        .post(placeFundOrder(), {}, PlaceFundOrderResponseSchema, 'fund order');
    expect(await failure(place())).toMatchObject({ kind: 'http', status: 503, code: 'DOWN' });
    expect((await failure(place())).kind).toBe('network');
    expect(sentTo('POST', placeFundOrder())).toBe(2);
  });

  it('refuses a malformed answer as an invalid response, without trying again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    sandbox.faults.add({ route: userAccounts(), method: 'GET', malformed: true, times: 1 });
    const error = await failure(accounts('bearer'));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toMatch(/^Invalid user accounts response: /);
    expect(sentTo('GET', userAccounts())).toBe(1);
    // The caller has the error, with what was wrong; the console is the caller's to use.
    expect(logged).not.toHaveBeenCalled();
  });

  it('deletes, once, and reads the empty answer with the schema given', async () => {
    await logIn('investment-plan');
    const client = connection.client('bearer');
    const plans = () =>
      client.get(periodicInvestmentPlans(), PeriodicPlanListSchema, 'plans', { force: true });
    const [first, ...others] = await plans();
    if (!first) throw new Error('the persona has no plan');
    const answer = await client.delete(
      periodicInvestmentPlan(first.id),
      v.undefined(),
      'periodic plan',
    );
    expect(answer).toBeUndefined();
    expect(sentTo('DELETE', periodicInvestmentPlan(first.id))).toBe(1);
    expect((await plans()).map((plan) => plan.id)).toEqual(others.map((plan) => plan.id));
  });

  it('loads and saves the user settings', async () => {
    const client = connection.client('x-nnx-access-token');
    const store = createUserSettingsStore(client);
    await store.load();
    expect(store.status.value).toBe('ready');
    await store.save({ confirmOrderModalDismissed: true, fundSellToggleOption: 'percent' });
    const reloaded = createUserSettingsStore(client);
    await reloaded.load();
    expect(reloaded.settings.value).toMatchObject({
      confirmOrderModalDismissed: true,
      fundSellToggleOption: 'percent',
    });
  });
});
