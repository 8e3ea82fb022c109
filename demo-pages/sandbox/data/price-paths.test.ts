import { describe, expect, it } from 'vitest';
import { FUNDS, FUND_IDS } from './funds';
import { INSTRUMENTS } from './instruments';
import { INDEX_SYMBOLS } from './listings';
import { ANCHOR_DAY, createPricePaths, HISTORY_START_DAY, type PricePath } from './price-paths';

const VOLVO = 16099872; // Stockholm
const EQUINOR = 16099870; // Oslo
const NOKIA = 16099871; // Helsinki
const NOVO = 16099869; // Copenhagen
const MINUTE = 60_000;
const DAY = 86_400_000;

/** Local wall-clock `HH:mm` of an instant in a path's exchange time zone. */
const localTime = (path: PricePath, epochMs: number): string =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: path.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(epochMs);

/** Monday 2 March 2026, 11:15 in Stockholm (winter time, UTC+1). */
const MONDAY_MORNING = Date.parse('2026-03-02T10:15:30Z');
const SATURDAY_NOON = Date.parse('2026-03-07T11:00:00Z');

describe('price paths: deterministic per seed', () => {
  it('gives the same closes, intraday prices and bars for the same seed', () => {
    const first = createPricePaths(42).of(VOLVO);
    const second = createPricePaths(42).of(VOLVO);
    for (const day of ['1995-05-05', '2024-11-29', '2026-03-02', '2040-01-03']) {
      expect(second.dailyClose(day)).toBe(first.dailyClose(day));
    }
    expect(second.priceAt(MONDAY_MORNING)).toBe(first.priceAt(MONDAY_MORNING));
    expect(second.bars(MONDAY_MORNING - DAY, MONDAY_MORNING, 5 * MINUTE)).toEqual(
      first.bars(MONDAY_MORNING - DAY, MONDAY_MORNING, 5 * MINUTE),
    );
  });

  it('does not depend on the order of the questions asked', () => {
    const late = createPricePaths(7).of(NOKIA);
    const lateFirst = late.dailyClose('2030-06-03');
    const early = createPricePaths(7).of(NOKIA);
    early.priceAt(MONDAY_MORNING);
    expect(early.dailyClose('1999-12-31')).toBe(late.dailyClose('1999-12-31'));
    expect(early.dailyClose('2030-06-03')).toBe(lateFirst);
  });

  it('gives other prices for another seed', () => {
    const one = createPricePaths(1).of(VOLVO);
    const two = createPricePaths(2).of(VOLVO);
    expect(two.dailyClose('2026-03-02')).not.toBe(one.dailyClose('2026-03-02'));
    expect(two.priceAt(MONDAY_MORNING)).not.toBe(one.priceAt(MONDAY_MORNING));
  });
});

describe('price paths: daily closes', () => {
  const paths = createPricePaths(42);

  it('has a path for every stock, fund and exchange index', () => {
    for (const instrument of INSTRUMENTS) expect(paths.find(instrument.instrumentId)).toBeDefined();
    for (const fund of FUNDS) expect(paths.find(fund.instrumentId)?.kind).toBe('fund');
    for (const symbol of Object.values(INDEX_SYMBOLS))
      expect(paths.find(symbol)?.kind).toBe('index');
    expect(paths.find(1)).toBeUndefined();
    expect(() => paths.of(1)).toThrow('The sandbox lists no instrument 1');
  });

  it('anchors each fund at its base NAV from the fund data, in the fund’s currency', () => {
    for (const fund of FUNDS) {
      const path = paths.of(fund.instrumentId);
      expect(path.dailyClose(ANCHOR_DAY)).toBe(fund.baseNav);
      expect(path.currency).toBe(fund.currency);
    }
  });

  it('goes back to 1990 and forward for decades, always positive', () => {
    const path = paths.of(NOKIA);
    expect(path.dailyClose('1989-12-29')).toBeNull();
    // The history starts on New Year's Day, a holiday: the first close is the next day's.
    expect(path.dailyClose(HISTORY_START_DAY)).toBeNull();
    expect(path.dailyClose('1990-01-02')).toBeGreaterThan(0);
    expect(path.dailyClose('2099-06-01')).toBeGreaterThan(0);
  });

  it('has no close on weekends', () => {
    const path = paths.of(VOLVO);
    expect(path.isTradingDay('2026-03-07')).toBe(false);
    expect(path.dailyClose('2026-03-08')).toBeNull();
    expect(path.isTradingDay('2026-03-06')).toBe(true);
  });

  it('has no close on its exchange’s holidays, and one where only other exchanges close', () => {
    // Midsummer Eve closes Stockholm, not Oslo.
    expect(paths.of(VOLVO).dailyClose('2026-06-19')).toBeNull();
    expect(paths.of(VOLVO).dailyClose('2026-06-18')).toBeGreaterThan(0);
    expect(paths.of(EQUINOR).dailyClose('2026-06-19')).toBeGreaterThan(0);
  });

  it('moves like a stock: daily log returns with a yearly volatility in a plausible range', () => {
    const path = paths.of(VOLVO);
    const returns: number[] = [];
    let previous: number | null = null;
    for (let day = Date.parse('2015-01-01'); day < Date.parse('2025-01-01'); day += DAY) {
      const close = path.dailyClose(new Date(day).toISOString().slice(0, 10));
      if (close === null) continue;
      if (previous !== null) returns.push(Math.log(close / previous));
      previous = close;
    }
    const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
    const variance = returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / returns.length;
    const yearly = Math.sqrt(variance * 252);
    expect(yearly).toBeGreaterThan(0.2);
    expect(yearly).toBeLessThan(0.4);
  });
});

describe('price paths: trading hours', () => {
  const paths = createPricePaths(42);

  it.each([
    [VOLVO, 'Europe/Stockholm', '09:00', '17:30'],
    [EQUINOR, 'Europe/Oslo', '09:00', '16:20'],
    [NOVO, 'Europe/Copenhagen', '09:00', '17:00'],
    [NOKIA, 'Europe/Helsinki', '10:00', '18:30'],
  ])('%s trades in %s from %s to %s local time', (id, timeZone, open, close) => {
    const path = paths.of(id);
    expect(path.timeZone).toBe(timeZone);
    expect(path.tradingHours).toEqual({ open, close });
    for (const instant of [MONDAY_MORNING, Date.parse('2026-07-01T12:00:00Z')]) {
      const session = path.sessionAt(instant);
      expect(localTime(path, session.openMs)).toBe(open);
      expect(localTime(path, session.closeMs)).toBe(close);
    }
  });

  it('gives intraday bars only inside trading hours, aligned to the open', () => {
    const path = paths.of(NOKIA);
    const bars = path.bars(
      Date.parse('2026-03-02T00:00:00Z'),
      Date.parse('2026-03-09T00:00:00Z'),
      15 * MINUTE,
    );
    // Five sessions of 8.5 hours in 15-minute bars.
    expect(bars).toHaveLength(5 * 34);
    for (const bar of bars) {
      const time = localTime(path, bar.time);
      expect(time >= '10:00' && time < '18:30').toBe(true);
    }
    expect(localTime(path, bars[0]?.time ?? 0)).toBe('10:00');
  });

  it('reports the orderbook status from the hours: auctions around the open and close', () => {
    const path = paths.of(VOLVO); // Stockholm 09:00–17:30, UTC+1 in March
    const at = (utc: string) => path.statusAt(Date.parse(`2026-03-02T${utc}:00Z`));
    expect(at('06:30')).toBe('CLOSED');
    expect(at('07:30')).toBe('PRE_TRADING');
    expect(at('07:57')).toBe('OPENING_AUCTION');
    expect(at('10:00')).toBe('CONTINUOUS_TRADING');
    expect(at('16:27')).toBe('CLOSING_AUCTION');
    expect(at('16:45')).toBe('POST_TRADING');
    expect(at('20:00')).toBe('CLOSED');
    expect(path.statusAt(SATURDAY_NOON)).toBe('CLOSED');
  });
});

describe('price paths: intraday', () => {
  const paths = createPricePaths(42);

  it('moves during the session and ends the day exactly at the close', () => {
    const path = paths.of(VOLVO);
    const session = path.sessionAt(MONDAY_MORNING);
    const prices = new Set<number | null>();
    for (let t = session.openMs; t < session.closeMs; t += 7 * MINUTE) prices.add(path.priceAt(t));
    expect(prices.size).toBeGreaterThan(20);
    expect(path.priceAt(session.closeMs)).toBe(path.dailyClose('2026-03-02'));
    const minuteBars = path.bars(session.openMs, session.closeMs, MINUTE);
    expect(minuteBars.at(-1)?.close).toBe(path.dailyClose('2026-03-02'));
    expect(minuteBars[0]?.open).toBe(path.priceAt(session.openMs));
  });

  it('holds the last close outside trading hours, and measures change from the close before', () => {
    const path = paths.of(VOLVO);
    expect(path.priceAt(SATURDAY_NOON)).toBe(path.dailyClose('2026-03-06'));
    expect(path.previousClose(SATURDAY_NOON)).toBe(path.dailyClose('2026-03-05'));
    expect(path.priceAt(Date.parse('2026-03-02T06:00:00Z'))).toBe(path.dailyClose('2026-02-27'));
    expect(path.previousClose(MONDAY_MORNING)).toBe(path.dailyClose('2026-02-27'));
  });

  it('keeps every price on the tick size', () => {
    const path = paths.of(VOLVO);
    for (let t = MONDAY_MORNING; t < MONDAY_MORNING + 10 * MINUTE; t += 1_000) {
      const price = path.priceAt(t) ?? Number.NaN;
      expect(Math.abs(price * 100 - Math.round(price * 100))).toBeLessThan(1e-6);
    }
  });

  it('gives bars whose high and low contain their open and close, at every step', () => {
    const path = paths.of(NOVO);
    for (const step of [MINUTE, 5 * MINUTE, 60 * MINUTE, DAY, 7 * DAY]) {
      const bars = path.bars(
        Date.parse('2026-01-01T00:00:00Z'),
        Date.parse('2026-03-01T00:00:00Z'),
        step,
      );
      expect(bars.length).toBeGreaterThan(0);
      const outside = bars.filter(
        (bar) =>
          bar.high < Math.max(bar.open, bar.close) ||
          bar.low > Math.min(bar.open, bar.close) ||
          bar.volume < 0,
      );
      expect(outside).toEqual([]);
    }
  });

  it('agrees between resolutions: a day’s bar spans its minute bars', () => {
    const path = paths.of(EQUINOR);
    const from = Date.parse('2026-02-23T00:00:00Z');
    const to = Date.parse('2026-02-24T00:00:00Z');
    const [daily] = path.bars(from, to, DAY);
    const minutes = path.bars(from, to, MINUTE);
    expect(daily?.open).toBe(minutes[0]?.open);
    expect(daily?.close).toBe(minutes.at(-1)?.close);
    expect(daily?.high).toBe(Math.max(...minutes.map((bar) => bar.high)));
    expect(daily?.low).toBe(Math.min(...minutes.map((bar) => bar.low)));
    expect(daily?.volume).toBe(minutes.reduce((sum, bar) => sum + bar.volume, 0));
  });

  it('starts weekly bars on Mondays and lets nothing after the end leak into a bar', () => {
    const path = paths.of(VOLVO);
    const weeks = path.bars(Date.parse('2026-01-01T00:00:00Z'), MONDAY_MORNING, 7 * DAY);
    for (const week of weeks.slice(1)) expect(new Date(week.time).getUTCDay()).toBe(1);
    expect(weeks.at(-1)?.close).toBe(
      path.bars(MONDAY_MORNING - MINUTE, MONDAY_MORNING, MINUTE).at(-1)?.close,
    );
  });
});

describe('price paths: funds', () => {
  const fund = createPricePaths(42).of(FUND_IDS.swedenIndex);

  it('has one NAV per day and no intraday moves: the price is the last NAV', () => {
    const session = fund.sessionAt(MONDAY_MORNING);
    expect(fund.priceAt(session.openMs)).toBe(fund.priceAt(session.closeMs - 1));
    expect(fund.priceAt(MONDAY_MORNING)).toBe(fund.dailyClose('2026-02-27'));
    expect(fund.priceAt(session.closeMs)).toBe(fund.dailyClose('2026-03-02'));
    expect(fund.previousClose(MONDAY_MORNING)).toBe(fund.dailyClose('2026-02-26'));
  });

  it('answers one point per published NAV even at minute steps', () => {
    const bars = fund.bars(Date.parse('2026-02-23T00:00:00Z'), MONDAY_MORNING, MINUTE);
    expect(bars.map((bar) => bar.close)).toEqual(
      ['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27'].map((day) =>
        fund.dailyClose(day),
      ),
    );
  });
});
