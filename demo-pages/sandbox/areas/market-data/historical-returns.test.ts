import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnsHistorical } from '../../../../core/endpoints/market-data';
import {
  HistoricalReturnsSchema,
  type HistoricalReturns,
} from '../../../../core/schemas/historical-returns';
import { parse } from '../../../../core/schemas/parse-boundary';
import { FUND_IDS } from '../../data/funds';
import { createPricePaths, type PricePath } from '../../data/price-paths';
import { startSandbox, TEST_START, type SandboxClient } from '../../sandbox-client';

const SEED = 7;
const VOLVO = '16099872';
const paths = createPricePaths(SEED);

let client: SandboxClient;
beforeAll(async () => {
  client = await startSandbox(SEED);
});
afterAll(() => client.close());

/** The historical table's rows, read with the schema the graph reads them with. */
async function historical(id: string): Promise<HistoricalReturns> {
  const { status, body } = await client.json('GET', returnsHistorical(id, { streaming: true }));
  expect(status).toBe(200);
  return parse(HistoricalReturnsSchema, body, 'historical returns');
}

/** Every trading day's close of a calendar year, up to `until` (a `yyyy-MM-dd` day). */
function closesOf(path: PricePath, year: number, until = `${year}-12-31`): number[] {
  const closes: number[] = [];
  for (let time = Date.UTC(year, 0, 1); ; time += 86_400_000) {
    const day = new Date(time).toISOString().slice(0, 10);
    if (day > until) return closes;
    const close = path.dailyClose(day);
    if (close !== null) closes.push(close);
  }
}

/** The last close of the year before. */
const closeBefore = (path: PricePath, year: number) => closesOf(path, year - 1).at(-1) ?? NaN;

const percent = (from: number, to: number) => Math.round(((to - from) / from) * 10_000) / 100;

describe('the historical returns ("Historical table", §7)', () => {
  it('gives this year to date and the nine years before, newest first', async () => {
    const rows = await historical(VOLVO);
    expect(rows.map((row) => row.period)).toEqual([
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
      '2019',
      '2018',
      '2017',
      '2016',
    ]);
  });

  it('measures a past year from the close before it to its last close, with its extremes', async () => {
    const path = paths.of(VOLVO);
    const year = (await historical(VOLVO)).find((row) => row.period === '2023');
    const closes = closesOf(path, 2023);
    expect(year).toMatchObject({
      performance: percent(closeBefore(path, 2023), closes.at(-1) ?? NaN),
      high: Math.max(...closes),
      low: Math.min(...closes),
    });
    // Turnover: each day's close times its volume, a whole number.
    const bars = path.bars(Date.UTC(2023, 0, 1), Date.UTC(2024, 0, 1) - 1, 86_400_000);
    expect(year?.turnover).toBe(
      Math.round(bars.reduce((sum, bar) => sum + bar.close * bar.volume, 0)),
    );
  });

  it('runs this year up to the price now', async () => {
    const path = paths.of(VOLVO);
    const [thisYear] = await historical(VOLVO);
    const now = path.priceAt(TEST_START) ?? NaN;
    expect(thisYear?.performance).toBe(percent(closeBefore(path, 2025), now));
    const closes = [...closesOf(path, 2025, '2025-03-11'), now];
    expect(thisYear?.high).toBe(Math.max(...closes));
    expect(thisYear?.low).toBe(Math.min(...closes));
  });

  it('gives funds and indices no turnover', async () => {
    for (const id of [String(FUND_IDS.globalGrowth), 'OMXS30']) {
      const rows = await historical(id);
      expect(rows).toHaveLength(10);
      expect(rows.every((row) => row.turnover === null && row.high !== null)).toBe(true);
    }
  });

  it('answers anyone, and 404 for an id it does not list', async () => {
    await client.loginAs('anonymous');
    expect(await historical(VOLVO)).toHaveLength(10);
    expect(await client.json('GET', returnsHistorical('42'))).toMatchObject({
      status: 404,
      body: { fields: [{ code: 'UNKNOWN_INSTRUMENT' }] },
    });
  });
});
