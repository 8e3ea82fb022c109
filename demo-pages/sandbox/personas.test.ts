import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderFlowCalls as calls } from '../../core/endpoints/order-flow';
import { MARKET_CURRENCIES } from '../../core/schemas/enumerations';
import { DEFAULT_PERSONA, PERSONA_IDS, PERSONAS } from './personas';
import { startSandbox, type SandboxClient } from './sandbox-client';

let client: SandboxClient;
beforeAll(async () => {
  client = await startSandbox();
});
afterAll(() => client.close());
beforeEach(() => client.reset());

describe('sandbox personas', () => {
  it('has data for every persona id, each account in its market’s currency', () => {
    expect(PERSONAS.map((p) => p.id)).toEqual([...PERSONA_IDS]);
    for (const persona of PERSONAS) {
      for (const account of persona.accounts) {
        expect(account.currency).toBe(MARKET_CURRENCIES[persona.market]);
      }
    }
  });

  it('lists the personas with id, name, market and description, and the current one', async () => {
    const { body } = await client.json<{ current: string; personas: object[] }>(
      'GET',
      '/sandbox/personas',
    );
    expect(body.current).toBe(DEFAULT_PERSONA);
    expect(body.personas).toHaveLength(PERSONA_IDS.length);
    expect(body.personas[0]).toEqual({
      id: 'se-customer',
      name: expect.any(String),
      market: 'SE',
      description: expect.any(String),
      loggedIn: true,
    });
  });

  it('starts as se-customer', async () => {
    await client.json('POST', '/sandbox/reset');
    expect((await client.json('GET', '/sandbox/persona')).body).toMatchObject({
      id: 'se-customer',
    });
  });

  it('switches persona: the next token and accounts are the new persona’s', async () => {
    const switched = await client.json('POST', '/sandbox/persona', { persona: 'dk-customer' });
    expect(switched).toMatchObject({ status: 200, body: { id: 'dk-customer', market: 'DK' } });
    await client.loginAs('dk-customer');
    const { body } = await client.json<{ accid: number; currency: string }[]>(
      'GET',
      calls.userAccounts.path(),
    );
    expect(body.map((a) => a.accid)).toEqual([33001, 33002]);
  });

  it('refuses an unknown persona with a message naming the known ones', async () => {
    const { status, body } = await client.json<{ message: string }>('POST', '/sandbox/persona', {
      persona: 'nobody',
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/Unknown persona "nobody"; the personas are se-customer, /);
    expect((await client.json('GET', '/sandbox/persona')).body).toMatchObject({
      id: 'se-customer',
    });
  });

  it('keeps each persona’s books across switches, and reset starts over', async () => {
    const order = {
      orderside: 'BUY',
      instrument_id: 16100102,
      accid: 31001,
      amount: { value: 500, currency: 'SEK' },
    };
    expect((await client.json('POST', calls.placeFundOrder.path(), order)).status).toBe(201);
    await client.loginAs('no-customer');
    await client.loginAs('se-customer');
    const before = await client.json<{ fund_orders: unknown[] }>('GET', calls.fundOrders.path());
    expect(before.body.fund_orders).toHaveLength(2);
    await client.reset();
    const after = await client.json<{ fund_orders: unknown[] }>('GET', calls.fundOrders.path());
    expect(after.body.fund_orders).toHaveLength(1);
  });
});
