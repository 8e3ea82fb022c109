import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customer } from '../../../core/endpoints';
import { orderFlowCalls as calls } from '../../../core/endpoints/order-flow';
import type {
  Account,
  AccountInformationList,
  PositionList,
  UserSettings,
} from '../../../core/schemas';
import { startSandbox, type SandboxClient } from '../sandbox-client';

let client: SandboxClient;
beforeAll(async () => {
  client = await startSandbox();
});
afterAll(() => client.close());
beforeEach(() => client.reset());

describe('user accounts and account information', () => {
  it('lists every account of se-customer, the ones widgets exclude included', async () => {
    const { body } = await client.json<Account[]>('GET', calls.userAccounts.path());
    expect(body.map((a) => [a.accid, a.account_code, a.atyid, a.is_blocked])).toEqual([
      [31001, 'ISK', 1, false],
      [31002, 'AF', 2, false],
      [31003, 'KF', 123, false],
      [31004, 'BLSE', 4, false],
      [31005, 'AF', 2, true],
    ]);
  });

  it('answers the sum and trading power of each account asked for, in its currency', async () => {
    const { body } = await client.json<AccountInformationList>(
      'GET',
      calls.accountInformation.path([31002, 31001]),
    );
    expect(body.map((a) => [a.accid, a.trading_power])).toEqual([
      [31002, { value: 8_420.5, currency: 'SEK' }],
      [31001, { value: 312_450, currency: 'SEK' }],
    ]);
    const positions = await client.json<PositionList>('GET', calls.accountPositions.path(31002));
    const held = positions.body.reduce((sum, p) => sum + p.market_value_acc.value, 0);
    expect(body[0]?.account_sum.value).toBeCloseTo(8_420.5 + held, 2);
  });

  it('answers a market value in the account’s currency for a fund in another currency', async () => {
    const { body } = await client.json<
      (PositionList[number] & { instrument: { currency: string } })[]
    >('GET', calls.accountPositions.path(31001));
    const euroFund = body.find((p) => p.instrument.currency === 'EUR');
    expect(euroFund?.market_value_acc).toMatchObject({ currency: 'SEK' });
    expect(euroFund?.market_value_acc.value).toBeGreaterThan(
      25 * (euroFund?.instrument.last_nav ?? 0) * 10,
    );
  });

  it('refuses an account that is not the customer’s', async () => {
    for (const path of [
      calls.accountInformation.path([32001]),
      calls.accountPositions.path(32001),
    ]) {
      expect(await client.json('GET', path)).toMatchObject({
        status: 404,
        body: { fields: [{ code: 'ACCOUNT_NOT_FOUND' }] },
      });
    }
  });

  it('answers in each market’s currency', async () => {
    for (const [persona, currency] of [
      ['no-customer', 'NOK'],
      ['dk-customer', 'DKK'],
      ['fi-customer', 'EUR'],
    ] as const) {
      await client.loginAs(persona);
      const { body } = await client.json<AccountInformationList>(
        'GET',
        calls.accountInformation.path([]),
      );
      expect(new Set(body.map((a) => a.trading_power.currency))).toEqual(new Set([currency]));
    }
  });
});

describe('user settings', () => {
  it('loads the saved settings, and saves the fields a PUT gives, keeping the others', async () => {
    expect((await client.json<UserSettings>('GET', customer.profileSettings())).body).toEqual({
      accountIds: [31001, 31002],
      confirmOrderModalDismissed: false,
      fundSellToggleOption: 'amount',
    });
    const saved = await client.json<UserSettings>('PUT', customer.profileSettings(), {
      confirmOrderModalDismissed: true,
      fundSellToggleOption: 'percent',
    });
    expect(saved.body).toEqual({
      accountIds: [31001, 31002],
      confirmOrderModalDismissed: true,
      fundSellToggleOption: 'percent',
    });
    expect((await client.json('GET', customer.profileSettings())).body).toEqual(saved.body);
  });

  it('keeps settings per persona', async () => {
    await client.json('PUT', customer.profileSettings(), { confirmOrderModalDismissed: true });
    await client.loginAs('no-customer');
    expect((await client.json('GET', customer.profileSettings())).body).toEqual({});
  });

  it('refuses settings of the wrong shape', async () => {
    expect(
      await client.json('PUT', customer.profileSettings(), { fundSellToggleOption: 'shares' }),
    ).toMatchObject({
      status: 400,
      body: { fields: [{ code: 'INPUT_ERROR' }] },
    });
  });
});
