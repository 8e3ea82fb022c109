import { describe, expect, it } from 'vitest';
import { FUND_IDS } from '../../data/funds';
import { STOCK_IDS } from '../../data/instruments';
import { DAY_MS, dayNumberOf, dayTextOf } from '../../data/markets';
import { createPricePaths } from '../../data/price-paths';
import { roundToCents } from '../../money';
import { PERSONAS, personaById } from '../../personas';
import { TEST_START } from '../../sandbox-client';
import { tradeHistory, type HistoricTrade } from './trade-history';

const SEED = 7;
const paths = createPricePaths(SEED);
const SE = personaById('se-customer');
const ISK = 31001;
/** Monday of TEST_START's week (Wednesday 12 March 2025). */
const WEEK_START = Date.parse('2025-03-09T23:00:00Z');
const YEAR_AGO = TEST_START - 365 * DAY_MS;

const history = tradeHistory(paths, SE, TEST_START);
const tradesOf = (trades: readonly HistoricTrade[], accid: number, instrumentId: number) =>
  trades.filter((trade) => trade.accid === accid && trade.instrumentId === instrumentId);

/** Every holding of every logged-in persona: its account, instrument, and units or shares held. */
const HOLDINGS = PERSONAS.filter((persona) => persona.loggedIn).flatMap((persona) =>
  persona.accounts.flatMap((account) =>
    [...Object.entries(account.holdings), ...Object.entries(account.shares)].map(([id, held]) => ({
      persona,
      accid: account.accid,
      instrumentId: Number(id),
      held,
    })),
  ),
);

describe('the trade history behind the buy/sell dots', () => {
  it('ends in exactly what each account holds, never selling more than it has', () => {
    expect(HOLDINGS.length).toBeGreaterThan(20);
    for (const { persona, accid, instrumentId, held } of HOLDINGS) {
      const trades = tradesOf(tradeHistory(paths, persona, TEST_START), accid, instrumentId);
      expect(trades[0]?.type).toBe('BUY');
      // In ten-thousandths of a unit, so the sum is exact.
      let position = 0;
      for (const trade of trades) {
        position += Math.round(trade.quantity * 10_000) * (trade.type === 'BUY' ? 1 : -1);
        expect(position).toBeGreaterThan(0);
      }
      expect(position).toBe(Math.round(held * 10_000));
    }
  });

  it('trades a stock in whole shares at its price path’s price during continuous trading', () => {
    const stockTrades = history.filter((trade) => paths.of(trade.instrumentId).kind === 'stock');
    expect(stockTrades.length).toBeGreaterThan(10);
    for (const trade of stockTrades) {
      const path = paths.of(trade.instrumentId);
      expect(Number.isInteger(trade.quantity)).toBe(true);
      expect(path.statusAt(trade.timestampEpochMillis)).toBe('CONTINUOUS_TRADING');
      expect(trade.price).toBe(path.priceAt(trade.timestampEpochMillis));
      expect(trade.currency).toBe('SEK');
    }
  });

  it('trades a fund in units to 4 decimals at the NAV of the day, stamped at its close', () => {
    const fundTrades = history.filter((trade) => paths.of(trade.instrumentId).kind === 'fund');
    expect(fundTrades.length).toBeGreaterThan(10);
    for (const trade of fundTrades) {
      const path = paths.of(trade.instrumentId);
      expect(Math.round(trade.quantity * 10_000) / 10_000).toBe(trade.quantity);
      expect(trade.price).toBe(path.dailyClose(trade.day));
      expect(trade.timestampEpochMillis).toBe(path.sessionAt(trade.timestampEpochMillis).closeMs);
      expect(trade.currency).toBe(path.currency);
    }
    // The Finnish fund of the Swedish ISK trades in its own currency.
    expect(tradesOf(history, ISK, FUND_IDS.finnishEquity)[0]?.currency).toBe('EUR');
  });

  it('prices each trade as price times quantity, in cents, on its trading date', () => {
    for (const trade of history) {
      expect(trade.amount).toBe(roundToCents(trade.price * trade.quantity));
      expect(trade.day).toBe(dayTextOf(Math.floor(trade.timestampEpochMillis / DAY_MS)));
    }
  });

  it('ends before the books were opened, and reaches back three years at most', () => {
    for (const trade of history) {
      expect(trade.timestampEpochMillis).toBeLessThan(TEST_START);
      expect(dayNumberOf(trade.day)).toBeGreaterThanOrEqual(
        Math.floor(TEST_START / DAY_MS) - 3 * 365,
      );
    }
    expect(history.map((trade) => trade.timestampEpochMillis)).toEqual(
      history.map((trade) => trade.timestampEpochMillis).toSorted((a, b) => a - b),
    );
  });

  it.each([
    ['Volvo B', STOCK_IDS.volvoB],
    ['Global Tillväxt', FUND_IDS.globalGrowth],
  ])('gives the Swedish customer several %s trades in the last year', (_name, instrumentId) => {
    const lastYear = tradesOf(history, ISK, instrumentId).filter(
      (trade) => trade.timestampEpochMillis > YEAR_AGO,
    );
    expect(lastYear.length).toBeGreaterThanOrEqual(4);
    // Two on one day, which the graph merges into one marker.
    const days = lastYear.map((trade) => trade.day);
    expect(new Set(days).size).toBeLessThan(days.length);
    // One in the current week.
    expect(lastYear.some((trade) => trade.timestampEpochMillis >= WEEK_START)).toBe(true);
  });

  it('buys and sells a stock on one day, so the merged marker is mixed', () => {
    const volvo = tradesOf(history, ISK, STOCK_IDS.volvoB);
    const sameDay = volvo.filter((trade) => volvo.filter((t) => t.day === trade.day).length > 1);
    expect(new Set(sameDay.map((trade) => trade.type))).toEqual(new Set(['BUY', 'SELL']));
  });

  it('keeps the last year’s trades to the side a fund is open for now', () => {
    const lastYear = (instrumentId: number) =>
      tradesOf(history, ISK, instrumentId).filter((t) => t.timestampEpochMillis > YEAR_AGO);
    expect(lastYear(FUND_IDS.swedishSmallCapsClosedForBuy).map((t) => t.type)).not.toContain('BUY');
    expect(lastYear(FUND_IDS.shortBondClosedForSell).map((t) => t.type)).not.toContain('SELL');
  });

  it('is the same for the same seed and start, another for another seed', () => {
    expect(tradeHistory(createPricePaths(SEED), SE, TEST_START)).toEqual(history);
    expect(tradeHistory(createPricePaths(SEED + 1), SE, TEST_START)).not.toEqual(history);
  });

  it('ends at another start when the books open later', () => {
    const later = TEST_START + 30 * DAY_MS;
    const trades = tradeHistory(paths, SE, later);
    expect(Math.max(...trades.map((trade) => trade.timestampEpochMillis))).toBeGreaterThan(
      later - 7 * DAY_MS,
    );
  });
});
