import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corporate, type CorporateEventsQuery } from '../../../../core/endpoints/instrument';
import { withQuery } from '../../../../core/endpoints/path';
import { eventMarkerKind } from '../../../../core/indicators/event-markers';
import {
  HistoricalEventListSchema,
  type HistoricalEventList,
} from '../../../../core/schemas/historical-event';
import { parse } from '../../../../core/schemas/parse-boundary';
import { FUND_IDS } from '../../data/funds';
import { sessionOnOrAfter } from '../../data/markets';
import { INSTRUMENTS, STOCK_IDS } from '../../data/instruments';
import { createPricePaths, HISTORY_START_DAY } from '../../data/price-paths';
import { startSandbox, TEST_START, type SandboxClient } from '../../sandbox-client';
import { corporateEvents } from './corporate-events';

const SEED = 7;
const paths = createPricePaths(SEED);
const VOLVO = paths.of(STOCK_IDS.volvoB);

let client: SandboxClient;
beforeAll(async () => {
  client = await startSandbox(SEED);
  await client.reset('anonymous');
});
afterAll(() => client.close());

/** The events, read with the schema the graph reads them with. */
async function events(query: CorporateEventsQuery): Promise<HistoricalEventList> {
  const { status, body } = await client.json('GET', corporate('v1', query));
  expect(status).toBe(200);
  const list = parse(HistoricalEventListSchema, body, 'historical events');
  expect(list).toEqual(body);
  return list;
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const monthOf = (time: number) => new Date(time).getUTCMonth() + 1;
const yearOf = (time: number) => new Date(time).getUTCFullYear();

/** Every stock's events of whole years 2015 to 2024, straight from the generator. */
const DECADE = INSTRUMENTS.map((instrument) => ({
  instrument,
  events: corporateEvents(
    paths.of(instrument.instrumentId),
    SEED,
    { from: '2015-01-01', to: '2024-12-31' },
    TEST_START,
  ),
}));

const REPORT_MONTHS = {
  INTERIM_REPORT_Q4: [1, 2],
  ANNUAL_REPORT: [3],
  INTERIM_REPORT_Q1: [4, 5],
  INTERIM_REPORT_Q2: [7],
  INTERIM_REPORT_Q3: [10],
} as const;

describe('the corporate events', () => {
  it('answers without a login, as a bare list the graph’s schema reads', async () => {
    expect(client.token).toBeUndefined();
    const list = await events({ instrumentId: VOLVO.instrumentId, fromDate: '2024-01-01' });
    expect(list.length).toBeGreaterThan(5);
  });

  it('gives each stock the four interim reports and the annual report in their months, each year', () => {
    for (const { events: list } of DECADE) {
      for (const [type, months] of Object.entries(REPORT_MONTHS)) {
        const reports = list.filter((event) => event.event === type);
        expect(reports.map((event) => yearOf(event.eventTimestamp))).toEqual([
          2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024,
        ]);
        for (const report of reports) {
          expect(months).toContain(monthOf(report.eventTimestamp));
        }
      }
    }
  });

  it('holds the general meeting three to six weeks after the annual report', () => {
    for (const { events: list } of DECADE) {
      const reports = list.filter((event) => event.event === 'ANNUAL_REPORT');
      const meetings = list.filter((event) => event.event === 'GENERAL_MEETING');
      expect(meetings).toHaveLength(10);
      meetings.forEach((meeting, i) => {
        const days = Math.round(
          (meeting.eventTimestamp - (reports[i]?.eventTimestamp ?? 0)) / 86_400_000,
        );
        // 21 to 45 days, moved on to a trading day.
        expect(days).toBeGreaterThanOrEqual(21);
        expect(days).toBeLessThanOrEqual(47);
      });
    }
  });

  it('pays dividends by each stock’s policy: annual, biannual or quarterly', () => {
    const perYear = { ANNUAL_DIVIDEND: 1, BIANNUAL_DIVIDEND: 2, QUARTERLY_DIVIDEND: 4 } as const;
    const policies = new Set<string>();
    for (const { instrument, events: list } of DECADE) {
      const dividends = list.filter((event) => event.event in perYear);
      const types = [...new Set(dividends.map((event) => event.event))];
      expect(types).toHaveLength(1);
      const type = types[0] as keyof typeof perYear;
      policies.add(type);
      expect(dividends).toHaveLength(10 * perYear[type]);
      for (const dividend of dividends) {
        expect(dividend.dividendAmount).toBeGreaterThan(0);
        expect(dividend.dividendCurrency).toBe(paths.of(instrument.instrumentId).currency);
      }
    }
    expect(policies).toEqual(new Set(Object.keys(perYear)));
  });

  it('goes ex-dividend on the trading day after an annual dividend’s general meeting', () => {
    const list = DECADE.find((d) => d.instrument.instrumentId === STOCK_IDS.volvoB)?.events ?? [];
    const meetings = list.filter((event) => event.event === 'GENERAL_MEETING');
    const dividends = list.filter((event) => event.event === 'ANNUAL_DIVIDEND');
    dividends.forEach((dividend, i) => {
      const meeting = meetings[i]?.eventTimestamp ?? 0;
      // The first session after the meeting's day (Easter may lie between).
      const next = sessionOnOrAfter(VOLVO.market, Math.floor(meeting / 86_400_000) + 1);
      expect(dividend.eventTimestamp).toBe(next.openMs);
      // A yield of 2 to 5.5 % of the price before.
      const before = VOLVO.priceAt(VOLVO.sessionAt(meeting).closeMs) ?? 0;
      expect((dividend.dividendAmount ?? 0) / before).toBeGreaterThan(0.015);
      expect((dividend.dividendAmount ?? 0) / before).toBeLessThan(0.06);
    });
  });

  it('has a capital market day now and then, and a split rarely', () => {
    const all = DECADE.flatMap((d) => d.events.map((event) => event.event));
    const count = (type: string) => all.filter((event) => event === type).length;
    // 16 stocks over 10 years: about a third of the years, and one year in twenty.
    expect(count('CAPITAL_MARKET_DAY')).toBeGreaterThan(20);
    expect(count('CAPITAL_MARKET_DAY')).toBeLessThan(100);
    expect(count('SPLIT')).toBeGreaterThan(0);
    expect(count('SPLIT')).toBeLessThan(30);
  });

  it('stamps each event at its day’s open, with the day’s change on the price path', () => {
    for (const { instrument, events: list } of DECADE.slice(0, 4)) {
      const path = paths.of(instrument.instrumentId);
      for (const event of list) {
        const session = path.sessionAt(event.eventTimestamp);
        expect(event.eventTimestamp).toBe(session.openMs);
        expect(event.timestamp).toBe(event.eventTimestamp);
        const close = path.dailyClose(dayOf(event.eventTimestamp)) ?? NaN;
        const before = path.previousClose(event.eventTimestamp) ?? NaN;
        expect(event.change).toBe(Math.round(((close - before) / before) * 10_000) / 100);
      }
    }
  });

  it('gives positive and negative report markers, dividend markers and others', () => {
    const kinds = new Set(
      DECADE.flatMap((d) =>
        d.events.map((event) =>
          eventMarkerKind({ event: event.event, change: event.change ?? undefined }),
        ),
      ),
    );
    expect(kinds).toEqual(new Set(['positive', 'negative', 'dividend', 'other']));
  });

  it('answers the days from fromDate to toDate, up to now, oldest first', async () => {
    const list = await events({
      instrumentId: VOLVO.instrumentId,
      fromDate: '2024-04-01',
      toDate: '2025-12-31',
    });
    const times = list.map((event) => event.eventTimestamp);
    expect(times).toEqual(times.toSorted((a, b) => a - b));
    expect(dayOf(times[0] ?? 0) >= '2024-04-01').toBe(true);
    expect(Math.max(...times)).toBeLessThanOrEqual(TEST_START);
    // The 2025 annual report is out; the 2025 general meeting and first-quarter report are not.
    expect(list.map((event) => event.event).slice(-2)).toEqual([
      'INTERIM_REPORT_Q4',
      'ANNUAL_REPORT',
    ]);
    expect(
      await events({
        instrumentId: VOLVO.instrumentId,
        fromDate: '2024-04-01',
        toDate: '2024-04-30',
      }),
    ).toEqual(list.filter((event) => dayOf(event.eventTimestamp) <= '2024-04-30'));
  });

  it('reaches back to the start of the price history when no dates are given', async () => {
    const list = await events({ instrumentId: STOCK_IDS.equinor });
    expect(dayOf(list[0]?.eventTimestamp ?? 0).slice(0, 4)).toBe(HISTORY_START_DAY.slice(0, 4));
    expect(list).toEqual(
      corporateEvents(
        paths.of(STOCK_IDS.equinor),
        SEED,
        { from: '1990-01-01', to: '2025-03-12' },
        TEST_START,
      ),
    );
  });

  it('is the same for the same seed, another for another seed', () => {
    const range = { from: '2020-01-01', to: '2024-12-31' };
    expect(
      corporateEvents(createPricePaths(SEED).of(STOCK_IDS.volvoB), SEED, range, TEST_START),
    ).toEqual(corporateEvents(VOLVO, SEED, range, TEST_START));
    expect(
      corporateEvents(createPricePaths(SEED + 1).of(STOCK_IDS.volvoB), SEED + 1, range, TEST_START),
    ).not.toEqual(corporateEvents(VOLVO, SEED, range, TEST_START));
  });

  it('answers no events for funds and indices', async () => {
    expect(await events({ instrumentId: FUND_IDS.globalGrowth })).toEqual([]);
    expect(await events({ instrumentId: 'OMXS30' })).toEqual([]);
  });

  it.each([
    [
      { fromDate: '2024-13-01' },
      400,
      'INPUT_ERROR',
      'fromDate must be a date as yyyy-MM-dd, not 2024-13-01',
    ],
    [
      { fromDate: '2024-06-01', toDate: '2024-05-31' },
      400,
      'INPUT_ERROR',
      'toDate (2024-05-31) is before fromDate (2024-06-01)',
    ],
    [{ instrumentId: undefined }, 400, 'MANDATORY_FIELD_MISSING', 'instrumentId is required'],
    [{ instrumentId: 42 }, 404, 'UNKNOWN_INSTRUMENT', 'No instrument 42'],
  ])('refuses %j', async (change, status, code, message) => {
    const path = withQuery(corporate(), { instrumentId: STOCK_IDS.volvoB, ...change });
    expect(await client.json('GET', path)).toEqual({
      status,
      body: { message, fields: [{ code, message }] },
    });
  });
});
