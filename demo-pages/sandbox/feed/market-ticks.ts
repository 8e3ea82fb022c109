import type { OrderbookStatus } from '../../../core/schemas/enumerations';
import type { SubscriptionArgs } from '../../../core/schemas/live-data';
import { INDEX_SYMBOLS } from '../data/listings';
import { MARKET_IDS, previousSession, type MarketId } from '../data/markets';
import type { PricePath, PricePaths } from '../data/price-paths';
import { derivedSeed, seededRandom } from '../seeded-random';
import { latestHeadline } from './news-wire';

/**
 * What the sandbox feed says about a subscription at an instant: the data message of docs/feed-protocol.md
 * "The live feed protocol", read off the price paths, so ticks agree with the REST price time
 * series and with each other (bid below last below ask, depth around them, trades at last).
 */

/** Order book levels per side in a depth message. */
export const DEPTH_LEVELS = 5;

/** A data message the feed sends: `{type, data}`. */
export interface FeedData {
  type: 'price' | 'depth' | 'trade' | 'trading_status' | 'indicator' | 'news';
  data: Record<string, unknown>;
}

/** Why a subscription cannot be served, as the err message says it; `null` when it can. */
export function refusalOf(paths: PricePaths, args: SubscriptionArgs): string | null {
  switch (args.t) {
    case 'indicator':
      return (MARKET_IDS as readonly string[]).includes(args.m) &&
        INDEX_SYMBOLS[args.m as MarketId] === args.i
        ? null
        : `Unknown indicator ${args.i} on market ${args.m}`;
    case 'news':
      return args.s >= 0 ? null : `Unknown news source ${args.s}`;
    default:
      return paths.find(args.id) ? null : `Unknown instrument ${args.id}`;
  }
}

/** Statuses in which the book matches orders, so trades print. */
const TRADING: ReadonlySet<OrderbookStatus> = new Set([
  'CONTINUOUS_TRADING',
  'OPENING_AUCTION',
  'CLOSING_AUCTION',
]);

/** The second an instant falls in: prices move by the second (see price-paths.ts). */
const secondOf = (atMs: number) => Math.floor(atMs / 1000);

/** A small seeded generator for one listing and one second (spreads, volumes). */
const randomAt = (seed: number, id: string, atMs: number, what: string) =>
  seededRandom(derivedSeed(seed, `${what}:${id}:${secondOf(atMs)}`));

/** The tick size of a listing: one unit of the last decimal it is quoted with. */
const tickOf = (path: PricePath) => 10 ** -path.decimals;

/** A price rounded to the listing's tick grid. */
const onTicks = (path: PricePath, value: number) =>
  Number((Math.round(value / tickOf(path)) * tickOf(path)).toFixed(path.decimals));

/**
 * How many ticks the spread opens by at a listing's second: the bid lies `below` ticks under
 * last, the ask `above` ticks over the tick after the bid. Both are drawn from one seeded
 * generator, in that order, so the bid alone and the whole quote agree.
 */
function spreadTicks(seed: number, path: PricePath, atMs: number) {
  const random = randomAt(seed, path.instrumentId, atMs, 'spread');
  const below = random.int(0, 1);
  return { below, above: random.int(0, 1) };
}

/**
 * The best bid of a stock whose last trade is `last` at `atMs`: a tick or none below last, on
 * the tick size, seeded per listing and second. The REST price time series draws its bid
 * series with it, so a graph's bids agree with the feed's quotes.
 */
export const bidAt = (seed: number, path: PricePath, last: number, atMs: number): number =>
  onTicks(path, last - tickOf(path) * spreadTicks(seed, path, atMs).below);

/** Bid and ask a tick or two around last, on the tick size; none for a fund. */
function quote(seed: number, path: PricePath, last: number, atMs: number) {
  if (path.kind !== 'stock') return { bid: null, ask: null, tick: 0 };
  const tick = tickOf(path);
  const bid = bidAt(seed, path, last, atMs);
  const ask = onTicks(
    path,
    Math.max(bid + tick, last) + tick * spreadTicks(seed, path, atMs).above,
  );
  return { bid, ask, tick };
}

/** When the last trade of a closed book was: a second before its latest close. */
function lastTradeMs(path: PricePath, atMs: number): number {
  const session = path.sessionAt(atMs);
  const close =
    atMs >= session.closeMs
      ? session.closeMs
      : previousSession(path.market, session.dayNumber).closeMs;
  return Math.min(atMs, close - 1000);
}

/**
 * The message for a subscription at `atMs` (the market clock), or `null` when there is none
 * (a fund has no trades; nothing trades while the book is closed).
 */
export function tickFor(
  seed: number,
  paths: PricePaths,
  args: SubscriptionArgs,
  atMs: number,
): FeedData | null {
  if (args.t === 'news') return { type: 'news', data: { ...latestHeadline(seed, args.s, atMs) } };
  if (args.t === 'indicator') {
    const path = paths.of(args.i);
    const last = path.priceAt(atMs);
    const previous = path.previousClose(atMs);
    if (last === null) return null;
    return {
      type: 'indicator',
      data: {
        i: args.i,
        m: args.m,
        last,
        change_percent:
          previous === null ? null : Math.round(((last - previous) / previous) * 10_000) / 100,
        tick_timestamp: atMs,
      },
    };
  }
  const path = paths.of(args.id);
  const id = path.instrumentId;
  if (args.t === 'trading_status') {
    return {
      type: 'trading_status',
      data: { id, status: path.statusAt(atMs), tick_timestamp: atMs },
    };
  }
  const last = path.priceAt(atMs);
  if (last === null) return null;
  // A closed book does not move: its quote and depth are those of the last close.
  const trading = TRADING.has(path.statusAt(atMs));
  const quoteMs = trading ? atMs : path.sessionAt(atMs).closeMs;
  const { bid, ask, tick } = quote(seed, path, last, quoteMs);
  switch (args.t) {
    case 'price':
      // A closed book's price is stamped with its last trade, a second before the close, not
      // with the clock: a graph must not read it as a new trade after hours.
      return {
        type: 'price',
        data: { id, last, bid, ask, tick_timestamp: trading ? atMs : lastTradeMs(path, atMs) },
      };
    case 'depth': {
      const random = randomAt(seed, id, quoteMs, 'depth');
      const level = (best: number | null, step: number) =>
        best === null
          ? []
          : Array.from({ length: DEPTH_LEVELS }, (_, index) => ({
              price: Number((best + step * index).toFixed(path.decimals)),
              volume: random.int(1, 40) * 100,
            }));
      return {
        type: 'depth',
        data: { id, bid: level(bid, -tick), ask: level(ask, tick), tick_timestamp: atMs },
      };
    }
    case 'trade': {
      if (path.kind !== 'stock' || !trading) return null;
      const random = randomAt(seed, id, atMs, 'trade');
      return {
        type: 'trade',
        data: {
          id,
          price: last,
          volume: random.int(1, 25) * 10,
          tick_timestamp: atMs,
          trade_id: `${id}-${secondOf(atMs)}`,
        },
      };
    }
  }
}
