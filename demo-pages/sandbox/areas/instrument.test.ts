import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderFlowCalls as calls } from '../../../core/endpoints/order-flow';
import type {
  FundInfo,
  Instrument,
  InstrumentSuitability,
  PositionList,
  SuitabilityExpiry,
} from '../../../core/schemas';
import { FUND_IDS, FUNDS } from '../data/funds';
import { startSandbox, TEST_START, type SandboxClient } from '../sandbox-client';

let client: SandboxClient;
beforeAll(async () => {
  client = await startSandbox();
});
afterAll(() => client.close());
beforeEach(() => client.reset());

const DAY_MS = 86_400_000;

describe('the fund universe', () => {
  it('has about ten funds over the four market currencies', () => {
    expect(FUNDS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(FUNDS.map((f) => f.currency))).toEqual(new Set(['SEK', 'NOK', 'DKK', 'EUR']));
  });

  it('answers an instrument with its terms', async () => {
    const { body } = await client.json<Instrument>(
      'GET',
      calls.instrument.path(FUND_IDS.globalGrowth),
    );
    expect(body).toMatchObject({
      instrument_id: FUND_IDS.globalGrowth,
      name: 'Global Tillväxt',
      currency: 'SEK',
      min_investment: 100,
      buy_fee: 0.25,
      sell_fee: 0.25,
      mifid2_category: 'UCITS',
      prospectus_url: '/sandbox/documents/fact-sheets/SE0011000102',
    });
  });

  it('has a fund without a MiFID II category', async () => {
    const { body } = await client.json<Instrument>(
      'GET',
      calls.instrument.path(FUND_IDS.euroBondNoCategory),
    );
    expect(body.mifid2_category).toBeNull();
  });

  it('answers 404 UNKNOWN_INSTRUMENT for an id outside it', async () => {
    expect(await client.json('GET', calls.instrument.path(42))).toMatchObject({
      status: 404,
      body: { fields: [{ code: 'UNKNOWN_INSTRUMENT' }] },
    });
  });

  it('gives the same NAVs for the same seed, others for another', async () => {
    const path = calls.instrumentWithPositions.path(FUND_IDS.swedenIndex, [31001]);
    const [same, other] = await Promise.all([startSandbox(7), startSandbox(8)]);
    try {
      await Promise.all([same.reset(), other.reset()]);
      const ours = (await client.json('GET', path)).body;
      expect((await same.json('GET', path)).body).toEqual(ours);
      expect((await other.json('GET', path)).body).not.toEqual(ours);
    } finally {
      await Promise.all([same.close(), other.close()]);
    }
  });
});

describe('fund info and its cut-off', () => {
  it('gives a daily fund its cut-off time and the next business day', async () => {
    const { body } = await client.json<FundInfo>(
      'GET',
      calls.instrumentFundInfo.path(FUND_IDS.globalGrowth),
    );
    expect(body.trading_info).toEqual({
      trading_frequency: 'DAILY',
      cut_off_time: '15:00',
      next_buy_day: '2025-03-13',
      next_sell_day: '2025-03-13',
      min_investment: { value: 100, currency: 'SEK' },
    });
  });

  it('gives a monthly fund the last business day of the month', async () => {
    const { body } = await client.json<FundInfo>(
      'GET',
      calls.instrumentFundInfo.path(FUND_IDS.hedgeMonthly),
    );
    expect(body.trading_info).toMatchObject({
      trading_frequency: 'MONTHLY',
      next_buy_day: '2025-03-31',
      min_investment: { value: 10_000 },
    });
  });

  it('gives no next day for the side a fund is closed for', async () => {
    const closed = await client.json<FundInfo>(
      'GET',
      calls.instrumentFundInfo.path(FUND_IDS.swedishSmallCapsClosedForBuy),
    );
    expect(closed.body.trading_info.next_buy_day).toBeNull();
    expect(closed.body.trading_info.next_sell_day).toBe('2025-03-13');
  });
});

describe('instrument with positions', () => {
  it('answers the customer’s positions in the fund for the accounts asked for', async () => {
    const { body } = await client.json<Instrument & { positions: PositionList }>(
      'GET',
      calls.instrumentWithPositions.path(FUND_IDS.swedenIndex, [31001, 31002, 31004]),
    );
    expect(body.positions.map((p) => p.accid)).toEqual([31001, 31004]);
    expect(body.positions.every((p) => p.instrument.instrument_id === FUND_IDS.swedenIndex)).toBe(
      true,
    );
  });
});

describe('suitability', () => {
  it('makes se-customer eligible, with a knowledge test expiring within a month', async () => {
    const suitability = await client.json<InstrumentSuitability>(
      'GET',
      calls.instrumentSuitability.path(FUND_IDS.globalGrowth),
    );
    expect(suitability.body.eligible).toBe(true);
    const { body } = await client.json<SuitabilityExpiry>(
      'GET',
      calls.suitabilityExpiryDates.path(),
    );
    expect(body.expiration_timestamps.UCITS).toBe(TEST_START + 20 * DAY_MS);
    expect(body.expiration_timestamps.AIF).toBeGreaterThan(TEST_START + 31 * DAY_MS);
  });

  it('makes the unassessed customer not eligible, with no expiry dates', async () => {
    await client.loginAs('unassessed');
    const suitability = await client.json<InstrumentSuitability>(
      'GET',
      calls.instrumentSuitability.path(FUND_IDS.globalGrowth),
    );
    expect(suitability.body.eligible).toBe(false);
    expect((await client.json('GET', calls.suitabilityExpiryDates.path())).body).toEqual({
      expiration_timestamps: {},
    });
  });

  it('needs no knowledge test for a fund without a category', async () => {
    await client.loginAs('unassessed');
    const { body } = await client.json<InstrumentSuitability>(
      'GET',
      calls.instrumentSuitability.path(FUND_IDS.euroBondNoCategory),
    );
    expect(body.eligible).toBe(true);
  });
});
