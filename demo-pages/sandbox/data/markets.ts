import { isExchangeHoliday } from './exchange-holidays';
import {
  MARKET_CURRENCIES,
  type MarketCountry,
  type MarketCurrency,
  type OrderbookStatus,
} from '../../../core/schemas/enumerations';

/**
 * The four Nordic exchanges the sandbox lists instruments on, with their local trading hours.
 * Weekends and each exchange's holidays (exchange-holidays.ts) are closed; every calendar rule
 * stays a pure function of the date.
 */

/** The exchange codes the feed's indicator subscriptions carry as `m`. */
export const MARKET_IDS = ['SSE', 'OSE', 'CSE', 'HSE'] as const;

/** An exchange code. */
export type MarketId = (typeof MARKET_IDS)[number];

/** Local wall-clock time, `HH:mm`. */
export type LocalTime = `${number}:${number}`;

/** An exchange: where it is, its currency, and its continuous-trading hours in local time. */
export interface Market {
  id: MarketId;
  name: string;
  country: MarketCountry;
  currency: MarketCurrency;
  /** IANA time zone of the exchange (chart time zones by country). */
  timeZone: string;
  /** Local open and close of the trading day, closing auction included. */
  tradingHours: { open: LocalTime; close: LocalTime };
}

const market = (
  id: MarketId,
  name: string,
  country: MarketCountry,
  timeZone: string,
  open: LocalTime,
  close: LocalTime,
): Market => ({
  id,
  name,
  country,
  currency: MARKET_CURRENCIES[country],
  timeZone,
  tradingHours: { open, close },
});

/** The exchanges by code. */
export const MARKETS: Readonly<Record<MarketId, Market>> = {
  SSE: market('SSE', 'Nasdaq Stockholm', 'SE', 'Europe/Stockholm', '09:00', '17:30'),
  OSE: market('OSE', 'Oslo Børs', 'NO', 'Europe/Oslo', '09:00', '16:20'),
  CSE: market('CSE', 'Nasdaq Copenhagen', 'DK', 'Europe/Copenhagen', '09:00', '17:00'),
  HSE: market('HSE', 'Nasdaq Helsinki', 'FI', 'Europe/Helsinki', '10:00', '18:30'),
};

/** The exchange of a market country (funds are priced in their country's market). */
export const MARKET_OF_COUNTRY: Readonly<Record<MarketCountry, MarketId>> = {
  SE: 'SSE',
  NO: 'OSE',
  DK: 'CSE',
  FI: 'HSE',
};

//#region Calendar arithmetic

/** One calendar day, in milliseconds. */
export const DAY_MS = 86_400_000;
/** One minute, in milliseconds. */
export const MINUTE_MS = 60_000;

/** Days since 1970-01-01 of a `yyyy-MM-dd` date (the date itself, no time zone). */
export const dayNumberOf = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The `yyyy-MM-dd` text of a day number. */
export const dayTextOf = (dayNumber: number): string =>
  new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** Monday to Friday (1970-01-01, day 0, was a Thursday). */
export const isWeekday = (dayNumber: number): boolean => {
  const weekday = (((dayNumber + 4) % 7) + 7) % 7;
  return weekday !== 0 && weekday !== 6;
};

/** A day the market trades: a weekday that is none of its holidays. */
export const isTradingDay = (market: Market, dayNumber: number): boolean =>
  isWeekday(dayNumber) && !isExchangeHoliday(market.country, dayNumber);

const minutesOf = (time: LocalTime): number => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

//#endregion
//#region Trading sessions

/** A trading day's open and close as instants (epoch milliseconds). */
export interface TradingSession {
  /** Days since 1970-01-01 of the local trading date. */
  dayNumber: number;
  openMs: number;
  closeMs: number;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The time zone's offset from UTC at an instant, in milliseconds. */
function zoneOffsetMs(timeZone: string, epochMs: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(epochMs)) parts[part.type] = Number(part.value);
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** Noon UTC: a Nordic zone's offset then is its offset for the whole trading day. */
const NOON_MS = 12 * 60 * MINUTE_MS;

/** A month's offsets: before and from the day of its daylight-saving switch (if any). */
interface MonthOffsets {
  switchDay: number;
  before: number;
  after: number;
}

const monthOffsets = new Map<string, MonthOffsets>();

/**
 * A zone's offset on a day, in milliseconds. Offsets change at most once a month, so each
 * month is looked up at its ends and, when they differ, its switch day is found by bisection:
 * a handful of lookups per month instead of one per day keeps decades of daily bars fast.
 */
function dayOffsetMs(timeZone: string, dayNumber: number): number {
  const date = new Date(dayNumber * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const key = `${timeZone}:${year}-${month}`;
  let offsets = monthOffsets.get(key);
  if (!offsets) {
    const noonOffset = (day: number) => zoneOffsetMs(timeZone, day * DAY_MS + NOON_MS);
    let first = Date.UTC(year, month, 1) / DAY_MS;
    let last = Date.UTC(year, month + 1, 0) / DAY_MS;
    const before = noonOffset(first);
    const after = noonOffset(last);
    // Invariant: `first` has the old offset, `last` the new one.
    while (before !== after && last - first > 1) {
      const middle = Math.floor((first + last) / 2);
      if (noonOffset(middle) === before) first = middle;
      else last = middle;
    }
    offsets = { switchDay: before === after ? first : last, before, after };
    monthOffsets.set(key, offsets);
  }
  return dayNumber < offsets.switchDay ? offsets.before : offsets.after;
}

const sessionCache = new Map<string, TradingSession | null>();
/** Sessions cached per market and day; a few hundred years of days fit easily. */
const SESSION_CACHE_LIMIT = 200_000;

/**
 * The trading session of a market on a local date, or `null` on a weekend or a holiday. Every Nordic
 * session lies within its UTC date (open after 05:00 UTC, close before 19:00 UTC), which
 * lets callers find an instant's session from its UTC day number.
 */
export function tradingSession(market: Market, dayNumber: number): TradingSession | null {
  const key = `${market.id}:${dayNumber}`;
  const cached = sessionCache.get(key);
  if (cached !== undefined) return cached;
  let session: TradingSession | null = null;
  if (isTradingDay(market, dayNumber)) {
    // Daylight-saving switches happen at 01:00 UTC on Sundays, never during trading hours,
    // so one offset serves the whole day.
    const midnight = dayNumber * DAY_MS;
    const offset = dayOffsetMs(market.timeZone, dayNumber);
    session = {
      dayNumber,
      openMs: midnight + minutesOf(market.tradingHours.open) * MINUTE_MS - offset,
      closeMs: midnight + minutesOf(market.tradingHours.close) * MINUTE_MS - offset,
    };
  }
  if (sessionCache.size >= SESSION_CACHE_LIMIT) sessionCache.clear();
  sessionCache.set(key, session);
  return session;
}

/** The latest session that opened at or before the instant (today's, once the market opened). */
export function currentSession(market: Market, epochMs: number): TradingSession {
  let dayNumber = Math.floor(epochMs / DAY_MS);
  for (;;) {
    const session = tradingSession(market, dayNumber);
    if (session && session.openMs <= epochMs) return session;
    dayNumber -= 1;
  }
}

/** The session on `dayNumber`, or on the next trading day when the market is closed that day. */
export function sessionOnOrAfter(market: Market, dayNumber: number): TradingSession {
  for (let day = dayNumber; ; day += 1) {
    const session = tradingSession(market, day);
    if (session) return session;
  }
}

/** The last session before the one on `dayNumber` (skips weekends and holidays). */
export function previousSession(market: Market, dayNumber: number): TradingSession {
  for (let day = dayNumber - 1; ; day -= 1) {
    const session = tradingSession(market, day);
    if (session) return session;
  }
}

//#endregion
//#region Order book status

/** How long before the open the book takes orders (pre-trading), in minutes. */
export const PRE_TRADING_MINUTES = 60;
/** Length of the opening call auction that ends at the open, in minutes. */
export const OPENING_AUCTION_MINUTES = 5;
/** Length of the closing call auction that ends at the close, in minutes. */
export const CLOSING_AUCTION_MINUTES = 5;
/** How long after the close trades are still reported (post-trading), in minutes. */
export const POST_TRADING_MINUTES = 30;

/**
 * The order book status of a market's books at an instant, one of the orderbook
 * statuses: pre-trading, opening auction, continuous trading, closing auction, post-trading,
 * closed (nights, weekends and holidays).
 */
export function orderbookStatusAt(market: Market, epochMs: number): OrderbookStatus {
  const session = tradingSession(market, Math.floor(epochMs / DAY_MS));
  if (!session) return 'CLOSED';
  const minutesToOpen = (session.openMs - epochMs) / MINUTE_MS;
  const minutesToClose = (session.closeMs - epochMs) / MINUTE_MS;
  if (minutesToOpen > PRE_TRADING_MINUTES) return 'CLOSED';
  if (minutesToOpen > OPENING_AUCTION_MINUTES) return 'PRE_TRADING';
  if (minutesToOpen > 0) return 'OPENING_AUCTION';
  if (minutesToClose > CLOSING_AUCTION_MINUTES) return 'CONTINUOUS_TRADING';
  if (minutesToClose > 0) return 'CLOSING_AUCTION';
  if (-minutesToClose < POST_TRADING_MINUTES) return 'POST_TRADING';
  return 'CLOSED';
}

//#endregion
