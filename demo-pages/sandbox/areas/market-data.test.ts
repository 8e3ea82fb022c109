import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { priceTimeSeriesSpark } from '../../../core/endpoints/market-data';
import { withQuery } from '../../../core/endpoints/path';
import { parse } from '../../../core/schemas/parse-boundary';
import { SparkTimeSeriesSchema } from '../../../core/schemas/spark-time-series';
import { FUND_IDS } from '../data/funds';
import { INSTRUMENTS } from '../data/instruments';
import { DAY_MS, MINUTE_MS } from '../data/markets';
import { createPricePaths } from '../data/price-paths';
import { startSandbox, TEST_START, type SandboxClient } from '../sandbox-client';
import type { SparkAnswer } from './market-data/spark';

const SEED = 7;
const VOLVO = INSTRUMENTS.find((instrument) => instrument.symbol === 'VOLV B')?.instrumentId ?? 0;
const paths = createPricePaths(SEED);

let client: SandboxClient;
beforeAll(async () => {
  client = await startSandbox(SEED);
});
afterAll(() => client.close());
beforeEach(() => client.reset());

const sparkPath = (id: number | string, period?: string) =>
  withQuery(priceTimeSeriesSpark(String(id)), { period });

/**
 * The spark answer, checked with the schema the element reads it with; returned as sent, with
 * the identifier and period the element does not read.
 */
async function spark(id: number | string, period?: string): Promise<SparkAnswer> {
  const { status, body } = await client.json('GET', sparkPath(id, period));
  expect(status).toBe(200);
  const read = parse(SparkTimeSeriesSchema, body, 'spark series');
  return { ...(body as SparkAnswer), ...read };
}

const times = (series: SparkAnswer) => series.pricePoints.map((point) => point.timeStamp);

describe('the spark series (market-data price-time-series spark)', () => {
  it("draws a stock's day from the session's open to now, against the previous close", async () => {
    const path = paths.of(VOLVO);
    const series = await spark(VOLVO, 'DAY_1');
    const session = path.sessionAt(TEST_START);

    expect(series.returnedPeriod).toBe('DAY_1');
    expect(series.timeSeriesIdentifier).toBe(String(VOLVO));
    expect(times(series)[0]).toBe(session.openMs);
    expect(times(series).every((time, i, all) => i === 0 || time > (all[i - 1] ?? 0))).toBe(true);
    // 10:00 in Stockholm: an hour of 5-minute bars, then the price now.
    expect(series.pricePoints).toHaveLength(13);
    expect(series.pricePoints.at(-1)).toEqual({
      timeStamp: TEST_START,
      last: path.priceAt(TEST_START),
    });
    expect(series.previousClose).toBe(path.previousClose(TEST_START));
  });

  it('follows the clock: an hour later the day holds an hour more', async () => {
    client.advance(60 * MINUTE_MS);
    const series = await spark(VOLVO, 'DAY_1');
    expect(series.pricePoints).toHaveLength(25);
    expect(times(series).at(-1)).toBe(TEST_START + 60 * MINUTE_MS);
  });

  it('draws longer periods from their period start with coarser bars', async () => {
    const year = await spark(VOLVO, 'YEAR_1');
    const first = times(year)[0] ?? 0;
    expect(first).toBeGreaterThanOrEqual(TEST_START - 366 * DAY_MS);
    expect(first).toBeLessThan(TEST_START - 360 * DAY_MS);
    // One point per trading day (about 250 a year, holidays off), then the price now.
    expect(year.pricePoints.length).toBeGreaterThan(240);
    expect(year.pricePoints.length).toBeLessThan(265);

    const week = await spark(VOLVO, 'WEEK_1');
    expect(times(week)[0]).toBeGreaterThanOrEqual(TEST_START - 7 * DAY_MS);
    expect(week.pricePoints.length).toBeGreaterThan(60);

    const all = await spark(VOLVO, 'ALL');
    expect(all.pricePoints.length).toBeGreaterThan(100);
    expect(all.pricePoints.length).toBeLessThan(300);
  });

  it('measures a longer period against the close before its first point', async () => {
    const path = paths.of(VOLVO);
    const month = await spark(VOLVO, 'MONTH_1');
    const firstDay = new Date(times(month)[0] ?? 0).toISOString().slice(0, 10);
    const days = Array.from({ length: 10 }, (_, back) =>
      new Date(Date.parse(firstDay) - (back + 1) * DAY_MS).toISOString().slice(0, 10),
    );
    const before = days.map((day) => path.dailyClose(day)).find((close) => close !== null);
    expect(month.previousClose).toBe(before);
  });

  it("gives a fund's NAVs as values, one per trading day", async () => {
    const path = paths.of(FUND_IDS.swedenIndex);
    const week = await spark(FUND_IDS.swedenIndex, 'WEEK_1');
    expect(week.pricePoints.length).toBeGreaterThanOrEqual(4);
    expect(week.pricePoints.length).toBeLessThanOrEqual(5);
    for (const point of week.pricePoints) {
      expect(point.last).toBeUndefined();
      const day = new Date(point.timeStamp).toISOString().slice(0, 10);
      expect(point.value).toBe(path.dailyClose(day));
    }
  });

  it('answers anyone: a CMS reader need not be logged in', async () => {
    await client.loginAs('anonymous');
    expect(client.token).toBeUndefined();
    expect((await spark(VOLVO)).returnedPeriod).toBe('DAY_1');
  });

  it('gives the same series for the same seed', async () => {
    const other = await startSandbox(SEED);
    try {
      const path = sparkPath(VOLVO, 'MONTH_3');
      expect((await other.json('GET', path)).body).toEqual((await client.json('GET', path)).body);
    } finally {
      await other.close();
    }
  });

  it('refuses an unknown instrument and a period a spark cannot show', async () => {
    expect(await client.json('GET', sparkPath(42, 'DAY_1'))).toMatchObject({
      status: 404,
      body: { fields: [{ code: 'UNKNOWN_INSTRUMENT' }] },
    });
    for (const period of ['CUSTOM', 'DAY_2']) {
      expect(await client.json('GET', sparkPath(VOLVO, period))).toMatchObject({
        status: 400,
        body: { fields: [{ code: 'INPUT_ERROR' }] },
      });
    }
  });
});
