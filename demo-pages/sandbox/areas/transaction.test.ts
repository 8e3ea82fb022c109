import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withQuery } from '../../../core/endpoints/path';
import type { IsoDate } from '../../../core/endpoints/path-params';
import {
  buySellDots,
  netfondsTransactions,
  transactionsPage,
  type TransactionsQuery,
} from '../../../core/endpoints/transaction';
import { readTransactionPages } from '../../../core/endpoints/transaction-pages';
import {
  BuySellTransactionListSchema,
  type BuySellTransactionList,
} from '../../../core/schemas/buy-sell-transaction';
import { parse } from '../../../core/schemas/parse-boundary';
import {
  TransactionPageSchema,
  type TransactionPage,
} from '../../../core/schemas/transaction-page';
import { FUND_IDS } from '../data/funds';
import { STOCK_IDS } from '../data/instruments';
import { patternOf } from '../router';
import { startSandbox, TEST_START, type SandboxClient } from '../sandbox-client';

const SEED = 7;
const ISK = { accid: 31001, accno: 19430011 };
const BUFFER = { accid: 31002, accno: 19430029 };
/** Monday of TEST_START's week (Wednesday 12 March 2025). */
const WEEK_START = Date.parse('2025-03-09T23:00:00Z');
const DAY_MS = 86_400_000;

let client: SandboxClient;
beforeAll(async () => {
  client = await startSandbox(SEED);
});
afterAll(() => client.close());
beforeEach(() => client.reset());

const dotsPath = (
  instrumentId: number,
  fromDate: IsoDate = '2024-03-12',
  toDate: IsoDate = '2025-03-12',
  accids: number[] = [ISK.accid, BUFFER.accid],
) => buySellDots({ accids, fromDate, toDate, legacyInstrumentId: instrumentId });

/** The dots' path without a query, and a query that lacks nothing, for the refusals. */
const DOTS = patternOf(dotsPath(STOCK_IDS.volvoB));
const GOOD_QUERY = {
  accids: [ISK.accid],
  fromDate: '2024-01-01',
  toDate: '2024-12-31',
  legacyInstrumentId: STOCK_IDS.volvoB,
};

/** The dots, read with the schema the graph reads them with. */
async function dots(path: string, on = client): Promise<BuySellTransactionList> {
  const { status, body } = await on.json('GET', path);
  expect(status).toBe(200);
  const transactions = parse(BuySellTransactionListSchema, body, 'buy/sell dots');
  expect(transactions).toEqual(body);
  return transactions;
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('the buy/sell dots', () => {
  it('needs a logged-in customer', async () => {
    await client.loginAs('anonymous');
    expect(await client.json('GET', dotsPath(STOCK_IDS.volvoB))).toMatchObject({
      status: 401,
      body: { fields: [{ code: 'NOT_LOGGED_IN' }] },
    });
  });

  it('refuses another customer’s account with a 403, even beside one’s own', async () => {
    const path = dotsPath(STOCK_IDS.volvoB, '2024-03-12', '2025-03-12', [ISK.accid, 32001]);
    expect(await client.json('GET', path)).toEqual({
      status: 403,
      body: {
        message: 'Account 32001 is not yours',
        fields: [{ code: 'ACCOUNT_NOT_AUTHORIZED', message: 'Account 32001 is not yours' }],
      },
    });
  });

  it('answers the customer’s own Volvo B buys and sells of the last year, oldest first', async () => {
    const transactions = await dots(dotsPath(STOCK_IDS.volvoB));
    expect(transactions.length).toBeGreaterThanOrEqual(5);
    expect(new Set(transactions.map((t) => t.accountNumber))).toEqual(
      new Set([ISK.accno, BUFFER.accno]),
    );
    const times = transactions.map((t) => t.timestampEpochMillis);
    expect(times).toEqual(times.toSorted((a, b) => a - b));
    for (const t of transactions) {
      expect(Number.isInteger(t.quantity)).toBe(true);
      expect(t.amount.value).toBe(Math.round(t.price.value * t.quantity * 100) / 100);
      expect([t.amount.currencyCode, t.price.currencyCode, t.priceUnit]).toEqual([
        'SEK',
        'SEK',
        'SEK',
      ]);
    }
  });

  it.each([
    ['Volvo B', STOCK_IDS.volvoB],
    ['Global Tillväxt', FUND_IDS.globalGrowth],
  ])('shows %s traded twice on one day and once this week', async (_name, instrumentId) => {
    const transactions = await dots(
      dotsPath(instrumentId, '2024-03-12', '2025-03-12', [ISK.accid]),
    );
    const days = transactions.map((t) => dayOf(t.timestampEpochMillis));
    expect(new Set(days).size).toBeLessThan(days.length);
    expect(transactions.some((t) => t.timestampEpochMillis >= WEEK_START)).toBe(true);
    expect(transactions.every((t) => t.timestampEpochMillis <= TEST_START)).toBe(true);
  });

  it('quotes fund units to 4 decimals at the NAV', async () => {
    const transactions = await dots(dotsPath(FUND_IDS.globalGrowth, '2022-01-01'));
    expect(transactions.some((t) => !Number.isInteger(t.quantity))).toBe(true);
    for (const t of transactions) {
      expect(Math.round(t.quantity * 10_000) / 10_000).toBe(t.quantity);
    }
  });

  it('answers only the accounts asked for', async () => {
    const transactions = await dots(
      dotsPath(STOCK_IDS.volvoB, '2022-01-01', '2025-03-12', [BUFFER.accid]),
    );
    expect(transactions.length).toBeGreaterThan(0);
    expect(new Set(transactions.map((t) => t.accountNumber))).toEqual(new Set([BUFFER.accno]));
  });

  it('answers only the trades on the days from fromDate to toDate, both included', async () => {
    const all = await dots(dotsPath(STOCK_IDS.volvoB, '2022-01-01', '2025-03-12'));
    const [first, second] = all;
    const from = dayOf(first?.timestampEpochMillis ?? 0) as IsoDate;
    const to = dayOf(second?.timestampEpochMillis ?? 0) as IsoDate;
    const some = await dots(dotsPath(STOCK_IDS.volvoB, from, to));
    expect(some).toEqual(all.filter((t) => dayOf(t.timestampEpochMillis) <= to));
    const today = all.filter((t) => dayOf(t.timestampEpochMillis) === '2025-03-12');
    expect(today.length).toBeGreaterThan(0);
    expect(await dots(dotsPath(STOCK_IDS.volvoB, '2025-03-12', '2025-03-12'))).toEqual(today);
    expect(await dots(dotsPath(STOCK_IDS.volvoB, '2010-01-01', '2010-12-31'))).toEqual([]);
  });

  it('answers no trades of an instrument the accounts never held', async () => {
    expect(await dots(dotsPath(STOCK_IDS.equinor, '2020-01-01'))).toEqual([]);
  });

  it('stays put as the clock moves, and is the same for the same seed', async () => {
    const before = await dots(dotsPath(STOCK_IDS.volvoB, '2022-01-01', '2025-12-31'));
    client.advance(3 * DAY_MS);
    await client.loginAs('se-customer');
    expect(await dots(dotsPath(STOCK_IDS.volvoB, '2022-01-01', '2025-12-31'))).toEqual(before);
    const twin = await startSandbox(SEED);
    const other = await startSandbox(SEED + 1);
    try {
      await twin.reset();
      await other.reset();
      const path = dotsPath(STOCK_IDS.volvoB, '2022-01-01', '2025-12-31');
      expect(await dots(path, twin)).toEqual(before);
      expect(await dots(path, other)).not.toEqual(before);
    } finally {
      await twin.close();
      await other.close();
    }
  });

  it.each([
    ['no accids', 'accids', 'MANDATORY_FIELD_MISSING', 'accids is required'],
    ['no fromDate', 'fromDate', 'MANDATORY_FIELD_MISSING', 'fromDate is required (yyyy-MM-dd)'],
    ['no toDate', 'toDate', 'MANDATORY_FIELD_MISSING', 'toDate is required (yyyy-MM-dd)'],
    [
      'no legacyInstrumentId',
      'legacyInstrumentId',
      'MANDATORY_FIELD_MISSING',
      'legacyInstrumentId is required',
    ],
  ])('refuses a request with %s', async (_case, left, code, message) => {
    const path = withQuery(DOTS, { ...GOOD_QUERY, [left]: undefined });
    expect(await client.json('GET', path)).toEqual({
      status: 400,
      body: { message, fields: [{ code, message }] },
    });
  });

  it.each([
    ['2024-1-01', '2024-12-31', 'fromDate must be a date as yyyy-MM-dd, not 2024-1-01'],
    ['2024-01-01', '2024-02-30', 'toDate must be a date as yyyy-MM-dd, not 2024-02-30'],
    ['2024-12-31', '2024-01-01', 'toDate (2024-01-01) is before fromDate (2024-12-31)'],
  ])('refuses fromDate=%s toDate=%s: %s', async (fromDate, toDate, message) => {
    const path = withQuery(DOTS, { ...GOOD_QUERY, fromDate, toDate });
    expect(await client.json('GET', path)).toEqual({
      status: 400,
      body: { message, fields: [{ code: 'INPUT_ERROR', message }] },
    });
  });

  it('answers 404 UNKNOWN_INSTRUMENT for an instrument the sandbox does not list', async () => {
    expect(await client.json('GET', dotsPath(42))).toMatchObject({
      status: 404,
      body: { fields: [{ code: 'UNKNOWN_INSTRUMENT' }] },
    });
  });
});

/** One page of transactions, read with the schema the kit reads them with. */
async function page(path: string): Promise<TransactionPage> {
  const { status, body } = await client.json('GET', path);
  expect(status).toBe(200);
  return parse(TransactionPageSchema, body, 'transactions');
}

describe('pages of transactions (transactions/page, §9 defaults and page limit)', () => {
  const everything = { fromDate: '2000-01-01' } as const;
  /** Every trade of the customer, in one request for a page larger than all of them. */
  const allTrades = () => page(transactionsPage({ ...everything, limit: 200 }));

  it('needs a logged-in customer', async () => {
    await client.loginAs('anonymous');
    expect(await client.json('GET', transactionsPage({}))).toMatchObject({
      status: 401,
      body: { fields: [{ code: 'NOT_LOGGED_IN' }] },
    });
  });

  it('answers the customer’s trades on every account, newest first, each with its instrument', async () => {
    const trades = await allTrades();
    expect(trades.length).toBeGreaterThan(20);
    expect(trades.length).toBeLessThan(200);
    const times = trades.map((t) => t.timestampEpochMillis);
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    const accounts = new Set(trades.map((t) => t.accountNumber));
    expect(accounts.size).toBeGreaterThan(2);
    expect(accounts.has(ISK.accno) && accounts.has(BUFFER.accno)).toBe(true);
    expect(trades.some((t) => t.instrumentId === STOCK_IDS.volvoB)).toBe(true);
  });

  it('holds 50 from offset 0 when the query gives neither (defaults)', async () => {
    const path = withQuery(patternOf(transactionsPage({})), everything);
    const first = await page(path);
    expect(first).toEqual((await allTrades()).slice(0, 50));
  });

  it('holds `limit` trades from `offset` on', async () => {
    const all = await allTrades();
    expect(await page(transactionsPage({ ...everything, limit: 7, offset: 10 }))).toEqual(
      all.slice(10, 17),
    );
    expect(await page(transactionsPage({ ...everything, offset: all.length }))).toEqual([]);
  });

  it('serves at most 200, however many are asked for (page limit)', async () => {
    const path = withQuery(patternOf(transactionsPage({})), { ...everything, limit: 1000 });
    const { status } = await client.json('GET', path);
    expect(status).toBe(200);
    // Fewer than 200 trades exist: the cap is read in transaction-page-request.test.ts.
    expect(await page(path)).toEqual(await allTrades());
  });

  it('narrows by account, instrument and days', async () => {
    const all = await allTrades();
    const query: TransactionsQuery = {
      accids: [BUFFER.accid],
      instrumentFilters: [STOCK_IDS.volvoB],
      fromDate: '2022-01-01',
      toDate: '2025-03-12',
      limit: 200,
    };
    const some = await page(transactionsPage(query));
    expect(some.length).toBeGreaterThan(0);
    expect(some).toEqual(
      all.filter((t) => t.accountNumber === BUFFER.accno && t.instrumentId === STOCK_IDS.volvoB),
    );
  });

  it('refuses another customer’s account with a 403', async () => {
    expect(await client.json('GET', transactionsPage({ accids: [32001] }))).toMatchObject({
      status: 403,
      body: { fields: [{ code: 'ACCOUNT_NOT_AUTHORIZED' }] },
    });
  });

  it.each([
    ['limit=0', 'limit must be 1 or more, not 0'],
    ['country=xx', 'country is one of se, no, dk, fi, not xx'],
  ])('refuses %s with a 400 INPUT_ERROR', async (query, message) => {
    const path = `${patternOf(transactionsPage({}))}?${query}`;
    expect(await client.json('GET', path)).toEqual({
      status: 400,
      body: { message, fields: [{ code: 'INPUT_ERROR', message }] },
    });
  });

  it('are read to the end page by page by the kit’s reader', async () => {
    const all = await allTrades();
    const offsets: number[] = [];
    const read = await readTransactionPages(
      (window) => {
        offsets.push(window.offset);
        return page(transactionsPage({ ...everything, ...window }));
      },
      { limit: 8 },
    );
    expect(read).toEqual(all);
    expect(offsets).toEqual(
      Array.from({ length: Math.floor(all.length / 8) + 1 }, (_, index) => index * 8),
    );
  });

  it('come 200 to a page from the Netfonds transactions unless asked for fewer', async () => {
    const all = await allTrades();
    expect(await page(netfondsTransactions({ ...everything }))).toEqual(all);
    const bare = withQuery(patternOf(netfondsTransactions({})), { ...everything, offset: 3 });
    expect(await page(bare)).toEqual(all.slice(3));
    expect(await page(netfondsTransactions({ ...everything, limit: 2 }))).toEqual(all.slice(0, 2));
  });
});
