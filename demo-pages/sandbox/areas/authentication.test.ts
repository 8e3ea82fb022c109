import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderFlowCalls as calls } from '../../../core/endpoints/order-flow';
import { customer, investmentPlan } from '../../../core/endpoints';
import { FUND_IDS } from '../data/funds';
import { startSandbox, type SandboxClient } from '../sandbox-client';
import { TOKEN_LIFETIME_SECONDS } from '../session';

let client: SandboxClient;
beforeAll(async () => {
  client = await startSandbox();
});
afterAll(() => client.close());
beforeEach(() => client.reset());

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;

/** Every route that needs a logged-in customer, as the client builds its path. */
const CUSTOMER_ROUTES: [method: string, path: string][] = [
  ['GET', calls.userAccounts.path()],
  ['GET', calls.accountInformation.path([31001])],
  ['GET', calls.accountPositions.path(31001)],
  ['GET', calls.instrumentWithPositions.path(FUND_IDS.swedenIndex, [31001])],
  ['GET', calls.instrumentSuitability.path(FUND_IDS.swedenIndex)],
  ['GET', calls.suitabilityExpiryDates.path()],
  ['POST', calls.placeFundOrder.path()],
  ['GET', calls.fundOrders.path()],
  ['POST', calls.createAllocationRequest.path()],
  ['GET', investmentPlan.allocationRequests()],
  ['POST', investmentPlan.cancelAllocationRequestOrder('x')],
  ['GET', calls.allocationRequestActions.path({ accountNumber: 1, onPremInstrumentId: 1 })],
  ['GET', customer.profileSettings()],
  ['PUT', customer.profileSettings()],
  ['GET', investmentPlan.periodicInvestmentPlans()],
  ['POST', investmentPlan.periodicInvestmentPlans()],
  ['GET', investmentPlan.periodicInvestmentPlan(9101)],
  ['DELETE', investmentPlan.periodicInvestmentPlan(9101)],
  ['POST', investmentPlan.pausePeriodicInvestmentPlan(9101)],
  ['POST', investmentPlan.resumePeriodicInvestmentPlan(9101)],
];

describe('token refresh', () => {
  it('answers a signed JWT naming the logged-in persona and its market, valid 5 minutes', async () => {
    await client.loginAs('no-customer');
    const { status, body } = await client.json<{ jwt: string }>('POST', calls.tokenRefresh.path());
    expect(status).toBe(200);
    const claims = claimsOf(body.jwt);
    expect(claims).toMatchObject({ sub: 'no-customer', market: 'NO' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(TOKEN_LIFETIME_SECONDS);
  });

  it('answers 401 when the visitor is anonymous', async () => {
    await client.loginAs('anonymous');
    const { status, body } = await client.json('POST', calls.tokenRefresh.path());
    expect(status).toBe(401);
    expect(body).toMatchObject({ fields: [{ code: 'NOT_LOGGED_IN' }] });
  });
});

describe('the customer API needs a valid token', () => {
  it.each(CUSTOMER_ROUTES)('%s %s answers 401 without one', async (method, path) => {
    const response = await client.call(method, path, { headers: { 'x-nnx-access-token': '' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ fields: [{ code: 'NOT_LOGGED_IN' }] });
  });

  it('takes the token as x-nnx-access-token or as a Bearer Authorization header', async () => {
    const token = client.token ?? '';
    const bearer = await client.call('GET', calls.userAccounts.path(), {
      headers: { 'x-nnx-access-token': '', Authorization: `Bearer ${token}` },
    });
    expect(bearer.status).toBe(200);
    await bearer.body?.cancel();
    const header = await client.call('GET', calls.userAccounts.path());
    expect(header.status).toBe(200);
    await header.body?.cancel();
  });

  it('refuses a token that has expired', async () => {
    client.advance(TOKEN_LIFETIME_SECONDS * 1000);
    const { status, body } = await client.json('GET', calls.userAccounts.path());
    expect(status).toBe(401);
    expect(body).toMatchObject({ fields: [{ code: 'TOKEN_EXPIRED' }] });
  });

  it('refuses a token that was not signed by this sandbox', async () => {
    const response = await client.call('GET', calls.userAccounts.path(), {
      headers: { 'x-nnx-access-token': 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ fields: [{ code: 'INVALID_TOKEN' }] });
  });

  it('ends the session of a persona that was switched away from', async () => {
    const old = client.token ?? '';
    await client.loginAs('fi-customer');
    const response = await client.call('GET', calls.userAccounts.path(), {
      headers: { 'x-nnx-access-token': old },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ fields: [{ code: 'SESSION_ENDED' }] });
  });

  it('lets anyone read instruments and fund info', async () => {
    await client.loginAs('anonymous');
    for (const path of [
      calls.instrument.path(FUND_IDS.swedenIndex),
      calls.instrumentFundInfo.path(FUND_IDS.swedenIndex),
    ]) {
      const response = await client.call('GET', path);
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
  });
});
