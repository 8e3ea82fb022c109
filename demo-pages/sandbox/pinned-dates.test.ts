import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeFundOrder } from '../../core/endpoints/fund-trading';
import { accountPositions } from '../../core/endpoints/holdings';
import { fundInfo } from '../../core/endpoints/instrument';
import { priceTimeSeriesByPeriod } from '../../core/endpoints/market-data';
import type { OrderbookStatus } from '../../core/schemas/enumerations';
import { FUND_IDS } from './data/funds';
import { STOCK_IDS } from './data/instruments';
import { createPricePaths } from './data/price-paths';
import { startSandbox, type SandboxClient } from './sandbox-client';

/*
 * What depends on the date, at a handful of pinned instants that each rule is easy to get wrong
 * on: a weekend, a Nordic holiday that closes some exchanges and not others, the first trading
 * day after a daylight-saving change, and a month end before a holiday. At each, through the
 * API as the widgets read it: which exchanges trade, the day the one-day graph draws and when
 * its session opened, the day a fund's NAV is from, the holding it values, what a sell of half
 * of it books, and when a daily and a monthly fund next trade.
 */

const SEED = 7;
const paths = createPricePaths(SEED);

interface PinnedDate {
  name: string;
  at: string;
  status: Record<'SSE' | 'OSE' | 'CSE' | 'HSE', OrderbookStatus>;
  /** The session the one-day graph of a Stockholm stock draws, and when it opened (UTC). */
  dayOne: { day: string; openedAt: string };
  /** The day a Swedish fund's NAV is the close of. */
  navDay: string;
  /** The next trading day of a daily fund in Stockholm and in Oslo, and of the monthly fund. */
  next: { daily: string; oslo: string; monthly: string };
}

const PINNED: PinnedDate[] = [
  {
    name: 'a weekend: Saturday 21 March 2026',
    at: '2026-03-21T12:00:00+01:00',
    status: { SSE: 'CLOSED', OSE: 'CLOSED', CSE: 'CLOSED', HSE: 'CLOSED' },
    dayOne: { day: '2026-03-20', openedAt: '2026-03-20T08:00:00Z' },
    navDay: '2026-03-20',
    next: { daily: '2026-03-23', oslo: '2026-03-23', monthly: '2026-03-31' },
  },
  {
    // Stockholm and Helsinki keep Midsummer Eve; Oslo and Copenhagen trade.
    name: 'a Nordic holiday: Midsummer Eve, Friday 19 June 2026',
    at: '2026-06-19T14:00:00+02:00',
    status: {
      SSE: 'CLOSED',
      OSE: 'CONTINUOUS_TRADING',
      CSE: 'CONTINUOUS_TRADING',
      HSE: 'CLOSED',
    },
    dayOne: { day: '2026-06-18', openedAt: '2026-06-18T07:00:00Z' },
    navDay: '2026-06-18',
    next: { daily: '2026-06-22', oslo: '2026-06-22', monthly: '2026-06-30' },
  },
  {
    // Clocks went forward on Sunday 29 March: 09:00 in Stockholm is 07:00 UTC, no longer 08:00.
    name: 'a daylight-saving change: Monday 30 March 2026, the first day of summer time',
    at: '2026-03-30T11:00:00+02:00',
    status: {
      SSE: 'CONTINUOUS_TRADING',
      OSE: 'CONTINUOUS_TRADING',
      CSE: 'CONTINUOUS_TRADING',
      HSE: 'CONTINUOUS_TRADING',
    },
    dayOne: { day: '2026-03-30', openedAt: '2026-03-30T07:00:00Z' },
    navDay: '2026-03-27',
    next: { daily: '2026-03-31', oslo: '2026-03-31', monthly: '2026-03-31' },
  },
  {
    // 1 May is a holiday in Stockholm and Oslo, and the month's last trading day is today.
    name: 'a month end before a holiday: Thursday 30 April 2026, after the close',
    at: '2026-04-30T17:45:00+02:00',
    status: { SSE: 'POST_TRADING', OSE: 'CLOSED', CSE: 'CLOSED', HSE: 'POST_TRADING' },
    dayOne: { day: '2026-04-30', openedAt: '2026-04-30T07:00:00Z' },
    navDay: '2026-04-30',
    next: { daily: '2026-05-04', oslo: '2026-05-04', monthly: '2026-05-29' },
  },
];

const STOCK_OF_MARKET = {
  SSE: STOCK_IDS.volvoB,
  OSE: STOCK_IDS.equinor,
  CSE: STOCK_IDS.novoNordiskB,
  HSE: STOCK_IDS.nokia,
} as const;

const dayOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

for (const pinned of PINNED) {
  describe(`at ${pinned.name}`, () => {
    const at = Date.parse(pinned.at);
    let client: SandboxClient;
    beforeAll(async () => {
      client = await startSandbox(SEED, { start: at });
      await client.reset();
    });
    afterAll(() => client.close());

    it('trades on the exchanges open that day and hour, and nowhere else', () => {
      const status = Object.fromEntries(
        Object.entries(STOCK_OF_MARKET).map(([market, id]) => [market, paths.of(id).statusAt(at)]),
      );
      expect(status).toEqual(pinned.status);
    });

    it('draws one day as the latest session, from its open', async () => {
      const { body } = await client.json<{ pricePoints: { timeStamp: number }[] }>(
        'GET',
        priceTimeSeriesByPeriod(String(STOCK_IDS.volvoB), 'DAY_1'),
      );
      const times = body.pricePoints.map((point) => point.timeStamp);
      expect(new Set(times.map(dayOf))).toEqual(new Set([pinned.dayOne.day]));
      expect(times[0]).toBe(Date.parse(pinned.dayOne.openedAt));
      expect(times.at(-1)).toBeLessThanOrEqual(at);
    });

    it("values a fund holding at the NAV of the day's last close, and sells half of it", async () => {
      const nav = paths.of(FUND_IDS.globalGrowth).dailyClose(pinned.navDay);
      const { body: positions } = await client.json<
        {
          instrument: { instrument_id: number; last_nav: number };
          volume: number;
          market_value_acc: { value: number };
        }[]
      >('GET', accountPositions('31001'));
      const position = positions.find(
        (entry) => entry.instrument.instrument_id === FUND_IDS.globalGrowth,
      );
      expect(position?.instrument.last_nav).toBe(nav);
      const units = position?.volume ?? 0;
      expect(position?.market_value_acc.value).toBe(Math.round(units * (nav ?? 0) * 100) / 100);

      const { status, body } = await client.json<{ fund_order: { volume: number } }>(
        'POST',
        placeFundOrder(),
        { instrument_id: FUND_IDS.globalGrowth, accid: 31001, orderside: 'SELL', percent: 50 },
      );
      expect(status).toBe(201);
      expect(body.fund_order.volume).toBeCloseTo(units / 2, 4);
    });

    it('gives the next day each fund trades on, skipping days its market is closed', async () => {
      const nextBuy = async (id: number) =>
        (await client.json<{ trading_info: { next_buy_day: string } }>('GET', fundInfo(id))).body
          .trading_info.next_buy_day;
      expect({
        daily: await nextBuy(FUND_IDS.globalGrowth),
        oslo: await nextBuy(FUND_IDS.norwayIndex),
        monthly: await nextBuy(FUND_IDS.hedgeMonthly),
      }).toEqual(pinned.next);
    });
  });
}
