import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  priceTimeSeriesByPeriod,
  priceTimeSeriesFromTo,
} from '../../../../core/endpoints/market-data';
import type { PeriodId, ResolutionId } from '../../../../core/schemas/enumerations';
import type { FundDevelopmentCurrency } from '../../../../core/schemas/graph-setting-values';
import { parse } from '../../../../core/schemas/parse-boundary';
import {
  PriceTimeSeriesSchema,
  type PricePoint,
  type PriceTimeSeries,
} from '../../../../core/schemas/price-time-series';
import { FUND_IDS } from '../../data/funds';
import { INSTRUMENTS } from '../../data/instruments';
import { DAY_MS, MINUTE_MS } from '../../data/markets';
import { createPricePaths, type PricePath } from '../../data/price-paths';
import { bidAt } from '../../feed/market-ticks';
import { exchangeRate } from '../../money';
import { startSandbox, TEST_START, type SandboxClient } from '../../sandbox-client';
import { NAMED_PERIODS, type NamedPeriod } from './periods';

const SEED = 7;
const VOLVO = INSTRUMENTS.find((instrument) => instrument.symbol === 'VOLV B')?.instrumentId ?? 0;
const NOKIA = INSTRUMENTS.find((instrument) => instrument.symbol === 'NOKIA')?.instrumentId ?? 0;
const FUND = FUND_IDS.swedenIndex;
const paths = createPricePaths(SEED);

let client: SandboxClient;
beforeAll(async () => {
  client = await startSandbox(SEED);
});
afterAll(() => client.close());
beforeEach(() => client.reset());

type SeriesQuery = Parameters<typeof priceTimeSeriesByPeriod>[2];

/** The series answer, read with the schema the graph reads it with. */
async function series(
  id: number | string,
  period: PeriodId,
  query: SeriesQuery = {},
): Promise<PriceTimeSeries> {
  const { status, body } = await client.json(
    'GET',
    priceTimeSeriesByPeriod(String(id), period, query),
  );
  expect(status).toBe(200);
  return parse(PriceTimeSeriesSchema, body, 'price time series');
}

const times = (answer: { pricePoints: readonly { timeStamp: number }[] }) =>
  answer.pricePoints.map((point) => point.timeStamp);

/** Whether an instant lies in one of the listing's trading sessions. */
const inTradingHours = (path: PricePath, time: number) => {
  const session = path.sessionAt(time);
  return time >= session.openMs && time < session.closeMs;
};

/**
 * Each period's start from Wednesday 12 March 2025, 10:00 in Stockholm (CET, UTC+1), written
 * out by hand. Six months back is 10:00 summer time.
 */
const STOCKHOLM_STARTS: Readonly<Record<NamedPeriod, string>> = {
  DAY_1: '2025-03-12T08:00:00Z', // the session's open, 09:00
  WEEK_1: '2025-03-05T09:00:00Z',
  MONTH_1: '2025-02-12T09:00:00Z',
  MONTH_3: '2024-12-12T09:00:00Z',
  MONTH_6: '2024-09-12T08:00:00Z',
  YTD: '2024-12-31T23:00:00Z',
  YEAR_1: '2024-03-12T09:00:00Z',
  YEAR_3: '2022-03-12T09:00:00Z',
  YEAR_5: '2020-03-12T09:00:00Z',
  YEAR_10: '2015-03-12T09:00:00Z',
  ALL: '1969-12-31T23:00:00Z',
};

describe('the price time series by period', () => {
  it.each(NAMED_PERIODS)(
    'answers %s of a stock inside its window and trading hours',
    async (period) => {
      const path = paths.of(VOLVO);
      const answer = await series(VOLVO, period);
      const start = Date.parse(STOCKHOLM_STARTS[period]);
      const first = times(answer)[0] ?? 0;

      expect(answer.returnedPeriod).toBe(period);
      expect(answer.timeSeriesIdentifier).toBe(String(VOLVO));
      expect(first).toBeGreaterThanOrEqual(start);
      // The first trading day at or after the start (history begins on Monday 1 January 1990,
      // New Year's Day, so its first session is on the Tuesday).
      const firstDay = period === 'ALL' ? Date.parse('1990-01-02T08:00:00Z') : start + 4 * DAY_MS;
      expect(first).toBeLessThanOrEqual(firstDay);
      expect(times(answer).at(-1)).toBeLessThanOrEqual(TEST_START);
      expect(times(answer).every((time, i, all) => i === 0 || time > (all[i - 1] ?? 0))).toBe(true);
      expect(times(answer).every((time) => inTradingHours(path, time))).toBe(true);
    },
  );

  it('draws a stock day of 5-minute candles with volumes, up to the price now', async () => {
    const path = paths.of(VOLVO);
    const day = await series(VOLVO, 'DAY_1');

    expect(day.returnedResolution).toBe('MIN_5');
    expect(day.validResolutionsForPeriod).toEqual([
      'MIN_1',
      'MIN_2',
      'MIN_5',
      'MIN_15',
      'MIN_30',
      'HOUR_1',
    ]);
    // 09:00 to 10:00 in 5-minute bars, then the bar under way at 10:00.
    expect(day.pricePoints).toHaveLength(13);
    const number = expect.any(Number) as number;
    expect(day.pricePoints[0]).toStrictEqual({
      timeStamp: number,
      last: number,
      open: number,
      high: number,
      low: number,
      volume: number,
    });
    expect(day.pricePoints.at(-1)?.last).toBe(path.priceAt(TEST_START));
    expect(day.previousClose).toBe(path.previousClose(TEST_START));
  });

  it('keeps the last candle on the live price as the clock moves', async () => {
    client.advance(62 * MINUTE_MS + 30_000);
    const now = TEST_START + 62 * MINUTE_MS + 30_000;
    const day = await series(VOLVO, 'DAY_1', { resolution: 'MIN_1' });
    const last = day.pricePoints.at(-1);
    expect(last?.timeStamp).toBe(now - 30_000);
    expect(last?.last).toBe(paths.of(VOLVO).priceAt(now));
    expect(last?.high).toBeGreaterThanOrEqual(last?.last ?? Infinity);
    expect(last?.low).toBeLessThanOrEqual(last?.last ?? -Infinity);
  });

  it('gives the highest high and lowest low of the points', async () => {
    const month = await series(VOLVO, 'MONTH_1', { resolution: 'DAY' });
    const highs = month.pricePoints.map((point) => point.high ?? NaN);
    const lows = month.pricePoints.map((point) => point.low ?? NaN);
    expect(month.high).toBe(Math.max(...highs));
    expect(month.low).toBe(Math.min(...lows));
  });

  it('measures a longer period from the close before its first point', async () => {
    const path = paths.of(VOLVO);
    const year = await series(VOLVO, 'YEAR_1', { resolution: 'DAY' });
    const firstDay = new Date(times(year)[0] ?? 0).toISOString().slice(0, 10);
    const daysBefore = Array.from({ length: 10 }, (_, back) =>
      new Date(Date.parse(firstDay) - (back + 1) * DAY_MS).toISOString().slice(0, 10),
    );
    const closeBefore = daysBefore.map((day) => path.dailyClose(day)).find((c) => c !== null);
    expect(year.previousClose).toBe(closeBefore);
  });

  it('gives an index candles without volume', async () => {
    const day = await series('OMXS30', 'DAY_1');
    expect(day.pricePoints.length).toBeGreaterThan(1);
    const number = expect.any(Number) as number;
    for (const point of day.pricePoints) {
      expect(point).toStrictEqual({
        timeStamp: number,
        last: number,
        open: number,
        high: number,
        low: number,
      });
    }
  });

  it('draws a listing on another exchange in its own time zone and hours', async () => {
    // 11:00 in Helsinki: the session opened at 10:00 local, 08:00 UTC.
    const day = await series(NOKIA, 'DAY_1', { resolution: 'HOUR_1' });
    expect(times(day)).toEqual([Date.parse('2025-03-12T08:00:00Z'), TEST_START]);
    const ytd = await series(NOKIA, 'YTD');
    // Midnight on 1 January in Helsinki is 22:00 UTC the day before; New Year's Day is a
    // holiday, so the first session opens on Thursday 2 January.
    expect(times(ytd)[0]).toBe(Date.parse('2025-01-02T08:00:00Z'));
  });
});

describe('resolutions', () => {
  it.each([
    ['DAY_1', 'HOUR_4', 'MIN_5'],
    ['WEEK_1', 'MONTH', 'MIN_30'],
    ['YEAR_1', 'MIN_1', 'DAY'],
    ['ALL', 'HOUR_1', 'MONTH'],
  ] as const)('answers %s asked at %s with its default %s', async (period, asked, fallback) => {
    const answer = await series(VOLVO, period, { resolution: asked });
    expect(answer.returnedResolution).toBe(fallback);
    expect(answer.validResolutionsForPeriod).not.toContain(asked);
  });

  it('draws each resolution it offers', async () => {
    const spacing: Partial<Record<ResolutionId, number>> = {
      MIN_5: 5 * MINUTE_MS,
      MIN_30: 30 * MINUTE_MS,
      HOUR_1: 60 * MINUTE_MS,
    };
    const week = await series(VOLVO, 'WEEK_1');
    for (const resolution of week.validResolutionsForPeriod ?? []) {
      const answer = await series(VOLVO, 'WEEK_1', { resolution });
      expect(answer.returnedResolution).toBe(resolution);
      const gap = spacing[resolution];
      if (gap) expect((times(answer)[1] ?? 0) - (times(answer)[0] ?? 0)).toBe(gap);
    }
  });

  it('groups years into calendar months and quarters, opening on their first trading day', async () => {
    const months = await series(VOLVO, 'YEAR_3', { resolution: 'MONTH' });
    const quarters = await series(VOLVO, 'YEAR_10', { resolution: 'QUARTER' });
    const monthOf = (time: number) => new Date(time).toISOString().slice(0, 7);
    expect(new Set(times(months).map(monthOf)).size).toBe(months.pricePoints.length);
    expect(months.pricePoints.length).toBe(37);
    // After the first (partial) quarter, each starts in January, April, July or October, on
    // its first trading day: New Year's Day, Easter and a weekend may put that on the 5th.
    for (const time of times(quarters).slice(1)) {
      expect([0, 3, 6, 9]).toContain(new Date(time).getUTCMonth());
      expect(new Date(time).getUTCDate()).toBeLessThanOrEqual(5);
    }
  });
});

describe('a fund’s series', () => {
  it('has one NAV a day as values, no intraday resolution and no day period', async () => {
    const path = paths.of(FUND);
    const week = await series(FUND, 'DAY_1');

    expect(week.returnedPeriod).toBe('WEEK_1');
    expect(week.returnedResolution).toBe('DAY');
    expect(week.validResolutionsForPeriod).toEqual(['DAY']);
    expect(week.availablePeriods).not.toContain('DAY_1');
    expect(week.availablePeriods).not.toContain('CUSTOM');
    for (const point of week.pricePoints) {
      const day = new Date(point.timeStamp).toISOString().slice(0, 10);
      expect(point).toStrictEqual({ timeStamp: point.timeStamp, value: path.dailyClose(day) });
    }
    // Today's NAV is not set before the close.
    expect(week.pricePoints).toHaveLength(4);
    expect(week.high).toBe(Math.max(...week.pricePoints.map((point) => point.value ?? NaN)));
  });

  it('offers only daily and longer resolutions in every period', async () => {
    for (const period of ['MONTH_1', 'YEAR_1', 'ALL'] as const) {
      const answer = await series(FUND, period, { resolution: 'HOUR_1' });
      expect(answer.validResolutionsForPeriod?.every((r) => !r.startsWith('MIN'))).toBe(true);
      expect(answer.validResolutionsForPeriod?.every((r) => !r.startsWith('HOUR'))).toBe(true);
      expect(answer.returnedResolution).not.toBe('HOUR_1');
    }
  });
});

describe('the period returns', () => {
  it('lists every offered period with its performance and return from the latest price', async () => {
    const path = paths.of(VOLVO);
    const day = await series(VOLVO, 'DAY_1');
    const latest = path.priceAt(TEST_START) ?? NaN;
    const previous = path.previousClose(TEST_START) ?? NaN;

    expect(day.returns?.map((item) => item.period)).toEqual(day.availablePeriods);
    expect(day.returns?.[0]).toEqual({
      period: 'DAY_1',
      performance: Math.round(((latest - previous) / previous) * 10_000) / 100,
      returnAmount: { value: Math.round((latest - previous) * 100) / 100, currency: 'SEK' },
    });
    for (const item of day.returns ?? []) expect(item.performance).toEqual(expect.any(Number));
  });

  it('agrees with the graph: a period measured from its previous close to its last price', async () => {
    const year = await series(VOLVO, 'YEAR_1');
    const last = year.pricePoints.at(-1)?.last ?? NaN;
    const from = year.previousClose ?? NaN;
    const item = year.returns?.find((entry) => entry.period === 'YEAR_1');
    expect(item?.performance).toBe(Math.round(((last - from) / from) * 10_000) / 100);
  });

  it('gives a fund’s returns in its currency', async () => {
    const fund = await series(FUND_IDS.finnishEquity, 'YEAR_1');
    expect(fund.returns?.every((item) => item.returnAmount?.currency === 'EUR')).toBe(true);
  });
});

describe('comparators and owners', () => {
  it('adds the raw series of each known comparator over the same window', async () => {
    const answer = await series(VOLVO, 'MONTH_1', {
      resolution: 'DAY',
      comparators: ['OMXS30', String(FUND), '42', 'OMXS30'],
    });
    expect(answer.comparePricePoints?.map((item) => item.timeSeriesIdentifier)).toEqual([
      'OMXS30',
      String(FUND),
    ]);
    const index = await series('OMXS30', 'MONTH_1', { resolution: 'DAY' });
    expect(answer.comparePricePoints?.[0]?.pricePoints).toEqual(
      index.pricePoints.map((point: PricePoint) => ({
        timeStamp: point.timeStamp,
        value: point.last,
      })),
    );
    const fundPoints = answer.comparePricePoints?.[1]?.pricePoints ?? [];
    expect(fundPoints[0]?.timeStamp).toBeGreaterThanOrEqual(times(answer)[0] ?? 0);
  });

  it('compares intraday at the same resolution', async () => {
    const answer = await series(VOLVO, 'DAY_1', { comparators: ['OMXS30'] });
    expect(answer.comparePricePoints?.[0]?.pricePoints.map((point) => point.timeStamp)).toEqual(
      times(answer),
    );
    expect(answer.comparePricePoints?.[0]?.pricePoints.at(-1)?.value).toBe(
      paths.of('OMXS30').priceAt(TEST_START),
    );
  });

  it('adds owners only when asked, one a day at most, as slowly growing whole numbers', async () => {
    expect((await series(VOLVO, 'YEAR_1')).owners).toBeUndefined();
    const day = await series(VOLVO, 'DAY_1', { owners: true });
    expect(day.owners).toHaveLength(1);
    expect(day.owners?.[0]?.timestamp).toBe(times(day)[0]);

    const years = await series(VOLVO, 'YEAR_5', { resolution: 'DAY', owners: true });
    const owners = years.owners ?? [];
    expect(owners.map((point) => point.timestamp)).toEqual(times(years));
    expect(owners.every((point) => Number.isInteger(point.value) && (point.value ?? 0) > 0)).toBe(
      true,
    );
    expect(owners.at(-1)?.value).toBeGreaterThan(owners[0]?.value ?? Infinity);
  });

  it('gives the same owners for the same seed and other owners for other instruments', async () => {
    const again = await series(VOLVO, 'MONTH_1', { owners: true });
    const once = await series(VOLVO, 'MONTH_1', { owners: true });
    expect(again.owners).toEqual(once.owners);
    const other = await series(String(INSTRUMENTS[0]?.instrumentId), 'MONTH_1', { owners: true });
    expect(other.owners?.[0]?.value).not.toBe(once.owners?.[0]?.value);
  });
});

describe('the CUSTOM period (from-to)', () => {
  async function custom(id: number, from: string, to: string, query: SeriesQuery = {}) {
    const { status, body } = await client.json(
      'GET',
      priceTimeSeriesFromTo(String(id), { ...query, from, to }),
    );
    expect(status).toBe(200);
    return parse(PriceTimeSeriesSchema, body, 'price time series');
  }

  it('draws the picked days, whole, in the market’s time zone', async () => {
    const path = paths.of(VOLVO);
    const answer = await custom(VOLVO, '2025-02-03', '2025-02-07', { resolution: 'HOUR_1' });
    expect(answer.returnedPeriod).toBe('CUSTOM');
    expect(answer.returnedResolution).toBe('HOUR_1');
    // Monday to Friday, 09:00 to 17:30 in hourly bars: nine a day.
    expect(answer.pricePoints).toHaveLength(45);
    expect(times(answer)[0]).toBe(Date.parse('2025-02-03T08:00:00Z'));
    expect(times(answer).at(-1)).toBe(Date.parse('2025-02-07T16:00:00Z'));
    expect(times(answer).every((time) => inTradingHours(path, time))).toBe(true);
    expect(answer.pricePoints.at(-1)?.last).toBe(path.dailyClose('2025-02-07'));
    expect(answer.previousClose).toBe(path.dailyClose('2025-01-31'));
  });

  it.each([
    // Up to 2, 10, 40 and 400 days and 4 years, both days counted; then longer.
    ['2025-03-11', '2025-03-12', 'DAY_1', 'MIN_5', 'HOUR_1'],
    ['2025-03-03', '2025-03-12', 'WEEK_1', 'MIN_30', 'DAY'],
    ['2025-02-01', '2025-03-12', 'MONTH_1', 'HOUR_1', 'DAY'],
    ['2024-02-07', '2025-03-12', 'YEAR_1', 'DAY', 'WEEK'],
    ['2021-03-13', '2025-03-12', 'YEAR_3', 'DAY', 'MONTH'],
    ['2021-03-12', '2025-03-12', 'YEAR_10', 'WEEK', 'QUARTER'],
  ])(
    'offers from %s to %s the resolutions of %s (default %s, up to %s)',
    async (from, to, _like, fallback, coarsest) => {
      const answer = await custom(VOLVO, from, to);
      expect(answer.returnedResolution).toBe(fallback);
      expect(answer.validResolutionsForPeriod?.at(-1)).toBe(coarsest);
    },
  );

  it('offers a fund daily and weekly points even for a day', async () => {
    const answer = await custom(FUND, '2025-03-10', '2025-03-11', { resolution: 'MIN_5' });
    expect(answer.validResolutionsForPeriod).toEqual(['DAY', 'WEEK']);
    expect(answer.returnedResolution).toBe('DAY');
    expect(answer.pricePoints).toHaveLength(2);
  });

  it('ends a range reaching into the future at the price now', async () => {
    const answer = await custom(VOLVO, '2025-03-12', '2025-03-31');
    expect(times(answer).at(-1)).toBe(TEST_START);
    expect(answer.pricePoints.at(-1)?.last).toBe(paths.of(VOLVO).priceAt(TEST_START));
  });

  it('refuses a range it cannot draw with 400 INPUT_ERROR and says why', async () => {
    const refused = await client.json(
      'GET',
      priceTimeSeriesFromTo(String(VOLVO), { from: '2025-03-05', to: '2025-03-01' }),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: {
        fields: [{ code: 'INPUT_ERROR', message: 'to (2025-03-01) is before from (2025-03-05)' }],
      },
    });
    expect(
      await client.json(
        'GET',
        priceTimeSeriesFromTo('42', { from: '2025-03-05', to: '2025-03-06' }),
      ),
    ).toMatchObject({ status: 404, body: { fields: [{ code: 'UNKNOWN_INSTRUMENT' }] } });
  });
});

describe('the bid price (graph setting bidPrice)', () => {
  const tickOf = (path: PricePath) => 10 ** -path.decimals;

  it.each([
    ['DAY_1', 'MIN_5'],
    ['YEAR_1', 'DAY'],
    ['YEAR_5', 'WEEK'],
  ] as const)(
    'draws a stock’s %s bids at or a tick below each trade close, on the tick grid',
    async (period, resolution) => {
      const path = paths.of(VOLVO);
      const tick = tickOf(path);
      const trades = await series(VOLVO, period, { resolution });
      const bids = await series(VOLVO, period, { resolution, bidPrice: true });

      expect(times(bids)).toEqual(times(trades));
      trades.pricePoints.forEach((trade, i) => {
        const bid = bids.pricePoints[i]?.last ?? NaN;
        const close = trade.last ?? NaN;
        expect(bid).toBeLessThanOrEqual(close);
        expect(close - bid).toBeLessThanOrEqual(tick * 1.000001);
        expect(Math.abs(bid / tick - Math.round(bid / tick))).toBeLessThan(1e-6);
        // The spread the live feed quotes at the point's second.
        expect(bid).toBe(bidAt(SEED, path, close, trade.timeStamp));
      });
      expect(bids.pricePoints.some((bid, i) => bid.last !== trades.pricePoints[i]?.last)).toBe(
        true,
      );
    },
  );

  it('gives bids without candles or volume, high and low from the bids', async () => {
    const trades = await series(VOLVO, 'MONTH_1', { resolution: 'DAY' });
    const bids = await series(VOLVO, 'MONTH_1', { resolution: 'DAY', bidPrice: true });
    const number = expect.any(Number) as number;
    for (const point of bids.pricePoints) {
      expect(point).toStrictEqual({ timeStamp: number, last: number });
    }
    const values = bids.pricePoints.map((point) => point.last ?? NaN);
    expect(bids.high).toBe(Math.max(...values));
    expect(bids.low).toBe(Math.min(...values));
    expect(bids.previousClose).toBe(trades.previousClose);
    expect(bids.returns).toEqual(trades.returns);
  });

  it('leaves comparators, a fund and an index as they are: they have no order book', async () => {
    const query = { resolution: 'DAY', comparators: ['OMXS30', String(FUND)] } as const;
    const trades = await series(VOLVO, 'MONTH_1', query);
    const bids = await series(VOLVO, 'MONTH_1', { ...query, bidPrice: true });
    expect(bids.comparePricePoints).toEqual(trades.comparePricePoints);
    for (const id of [FUND, 'OMXS30']) {
      expect(await series(id, 'YEAR_1', { bidPrice: true })).toEqual(await series(id, 'YEAR_1'));
    }
  });

  it('draws bids for a custom range too', async () => {
    const { body } = await client.json(
      'GET',
      priceTimeSeriesFromTo(String(VOLVO), {
        from: '2025-03-03',
        to: '2025-03-07',
        bidPrice: true,
      }),
    );
    const answer = parse(PriceTimeSeriesSchema, body, 'price time series');
    expect(answer.returnedPeriod).toBe('CUSTOM');
    expect(answer.pricePoints.length).toBeGreaterThan(0);
    expect(answer.pricePoints.every((point) => point.open === undefined)).toBe(true);
  });
});

describe('the fund development currency', () => {
  it('shows a SEK fund in EUR: every value, previous close, high and low at the rate', async () => {
    const rate = exchangeRate('SEK', 'EUR');
    const sek = await series(FUND, 'YEAR_1', { fundDevelopment: 'SEK' });
    const eur = await series(FUND, 'YEAR_1', { fundDevelopment: 'EUR' });

    expect(times(eur)).toEqual(times(sek));
    expect(sek.pricePoints.length).toBeGreaterThan(200);
    sek.pricePoints.forEach((point, i) => {
      expect(eur.pricePoints[i]?.value).toBeCloseTo((point.value ?? NaN) * rate, 10);
      expect(eur.pricePoints[i]?.last).toBeUndefined();
    });
    expect(eur.previousClose).toBeCloseTo((sek.previousClose ?? NaN) * rate, 10);
    expect(eur.high).toBeCloseTo((sek.high ?? NaN) * rate, 10);
    expect(eur.low).toBeCloseTo((sek.low ?? NaN) * rate, 10);
  });

  it('gives the returns in that currency, their performance unchanged', async () => {
    const sek = await series(FUND, 'YEAR_1');
    const usd = await series(FUND, 'YEAR_1', { fundDevelopment: 'USD' });
    const rate = exchangeRate('SEK', 'USD');
    expect(usd.returns?.map((row) => row.performance)).toEqual(
      sek.returns?.map((row) => row.performance),
    );
    sek.returns?.forEach((row, i) => {
      const converted = usd.returns?.[i]?.returnAmount;
      expect(converted?.currency).toBe('USD');
      expect(converted?.value).toBeCloseTo((row.returnAmount?.value ?? NaN) * rate, 2);
    });
  });

  it('converts a fund in another currency, CAD included', async () => {
    const eur = await series(FUND_IDS.finnishEquity, 'MONTH_1');
    const cad = await series(FUND_IDS.finnishEquity, 'MONTH_1', { fundDevelopment: 'CAD' });
    const rate = exchangeRate('EUR', 'CAD');
    eur.pricePoints.forEach((point, i) => {
      expect(cad.pricePoints[i]?.value).toBeCloseTo((point.value ?? NaN) * rate, 10);
    });
  });

  it('shows last and NAV in the fund’s own currency, the same series: its funds accumulate', async () => {
    const plain = await series(FUND, 'YEAR_1');
    expect(await series(FUND, 'YEAR_1', { fundDevelopment: 'last' })).toEqual(plain);
    expect(await series(FUND, 'YEAR_1', { fundDevelopment: 'NAV' })).toEqual(plain);
  });

  it('leaves a stock and an index in their own currency', async () => {
    for (const id of [VOLVO, 'OMXS30']) {
      expect(await series(id, 'MONTH_1', { fundDevelopment: 'EUR' })).toEqual(
        await series(id, 'MONTH_1'),
      );
    }
  });

  it('refuses an unknown currency with 400 INPUT_ERROR and names the known ones', async () => {
    const fundDevelopment = 'GBP' as FundDevelopmentCurrency;
    for (const id of [FUND, VOLVO]) {
      expect(
        await client.json(
          'GET',
          priceTimeSeriesByPeriod(String(id), 'YEAR_1', { fundDevelopment }),
        ),
      ).toMatchObject({
        status: 400,
        body: {
          fields: [
            {
              code: 'INPUT_ERROR',
              message: 'fundDevelopment is one of last, SEK, DKK, EUR, NOK, CAD, USD, NAV, not GBP',
            },
          ],
        },
      });
    }
  });
});

describe('who may ask and what is refused', () => {
  it('answers anyone: an instrument page can show the graph logged out', async () => {
    await client.loginAs('anonymous');
    expect((await series(VOLVO, 'WEEK_1')).returnedPeriod).toBe('WEEK_1');
  });

  it('refuses an unknown instrument and a period it cannot show', async () => {
    expect(await client.json('GET', priceTimeSeriesByPeriod('42', 'DAY_1'))).toMatchObject({
      status: 404,
      body: { fields: [{ code: 'UNKNOWN_INSTRUMENT' }] },
    });
    for (const period of ['CUSTOM', 'DAY_2']) {
      expect(
        await client.json('GET', priceTimeSeriesByPeriod(String(VOLVO), period as PeriodId)),
      ).toMatchObject({ status: 400, body: { fields: [{ code: 'INPUT_ERROR' }] } });
    }
  });

  it('gives the same series for the same seed and clock', async () => {
    const other = await startSandbox(SEED);
    try {
      const path = priceTimeSeriesByPeriod(String(VOLVO), 'MONTH_3', { owners: true });
      expect((await other.json('GET', path)).body).toEqual((await client.json('GET', path)).body);
    } finally {
      await other.close();
    }
  });
});
