import type { MarketCurrency, OrderSide } from '../../../../core/schemas/enumerations';
import { FUNDS } from '../../data/funds';
import {
  CLOSING_AUCTION_MINUTES,
  DAY_MS,
  dayTextOf,
  MINUTE_MS,
  previousSession,
  sessionOnOrAfter,
} from '../../data/markets';
import type { PricePath, PricePaths } from '../../data/price-paths';
import { roundToCents } from '../../money';
import type { Persona, PersonaAccount } from '../../personas';
import { derivedSeed, seededRandom, type SeededRandom } from '../../seeded-random';

/*
 * The customers' own buys and sells, which the price graph marks as buy/sell dots (logged-in
 * customers with accounts see their own: docs/rules.md#price-graph). The sandbox keeps no
 * trade log, so each holding of a persona gets a history made up from the seed that ends in
 * exactly what the account holds (fund units in `holdings`, shares in `shares`):
 *
 * - two or three buys one to three years back, maybe a sell among them;
 * - one or two trades within the last year;
 * - two trades on one day within the last year, so the graph merges them into one marker
 *  : a stock is bought in the morning and partly sold in the afternoon (a mixed
 *   marker), a fund takes two orders at the same NAV;
 * - a trade in the latest session before the books were opened, in the current week unless
 *   the week has not traded yet.
 *
 * A stock trades at its price path's price at a minute of continuous trading, a fund at its
 * NAV, stamped at the close of the NAV's day; quantities are whole shares or fund units to 4
 * decimals. Recent trades keep to the sides a fund is open for now (a fund closed for buying
 * was last sold). The history ends when the books were opened (server start or reset), so it
 * stays put while the sandbox runs and is the same for the same seed and start.
 */

/** One trade of a persona's account, with what the buy/sell dots are filtered by. */
export interface HistoricTrade {
  accid: number;
  accountNumber: number;
  instrumentId: number;
  type: OrderSide;
  timestampEpochMillis: number;
  /** The local trading date on the listing's exchange, `yyyy-MM-dd`. */
  day: string;
  /** Whole shares, or fund units to 4 decimals. */
  quantity: number;
  /** The price (a fund's NAV) per share or unit, in `currency`. */
  price: number;
  /** Price times quantity, rounded to cents. */
  amount: number;
  /** The listing's currency. */
  currency: MarketCurrency;
}

const YEAR_DAYS = 365;
/** How far back a holding's history reaches, in years. */
const HISTORY_YEARS = 3;
/** Minutes after the open a stock trade keeps clear of (the opening call has just ended). */
const OPEN_MARGIN_MINUTES = 5;
/** Fewest minutes of today's trading before the books opened for a trade to fall today. */
const LATEST_SESSION_MIN_MINUTES = 10;
/** The share of a holding a sell takes, as a fraction of what is left after it. */
const SELL_SHARE = { min: 0.15, max: 0.5 } as const;
/** The share of the position after a buy that the buy brought. */
const BUY_SHARE = { min: 0.08, max: 0.3 } as const;

type DayPart = 'morning' | 'afternoon' | 'any';

/** A trade before it has a time and a quantity: its day (days since 1970) and side. */
interface Slot {
  day: number;
  side: OrderSide;
  part: DayPart;
  /** The trade of the latest session, bounded by when the books opened. */
  latest?: true;
}

/** What the instrument can be traded for now: a fund may be closed for a side. */
function openSides(instrumentId: number): { buy: boolean; sell: boolean } {
  const fund = FUNDS.find((f) => f.instrumentId === instrumentId);
  return fund ? { buy: fund.openForBuy, sell: fund.openForSell } : { buy: true, sell: true };
}

/** The days and sides of a holding's trades, in no particular order. */
function slotsOf(random: SeededRandom, startDay: number, instrumentId: number, stock: boolean) {
  const sides = openSides(instrumentId);
  const recentSide = (): OrderSide => (sides.buy ? 'BUY' : 'SELL');
  const oldFrom = startDay - HISTORY_YEARS * YEAR_DAYS;
  const oldTo = startDay - YEAR_DAYS - 1;
  const slots: Slot[] = Array.from({ length: random.int(2, 3) }, () => ({
    day: random.int(oldFrom, oldTo),
    side: 'BUY',
    part: 'any',
  }));
  if (random.next() < 0.5) {
    // A week after the first buy at the earliest, so the history opens with a buy.
    const firstBuy = Math.min(...slots.map((slot) => slot.day));
    slots.push({
      day: random.int(firstBuy + 7, Math.max(firstBuy + 7, oldTo)),
      side: 'SELL',
      part: 'any',
    });
  }
  for (let count = random.int(1, 2); count > 0; count -= 1) {
    const sell = sides.sell && random.next() < 0.35;
    slots.push({
      day: random.int(startDay - YEAR_DAYS + 14, startDay - 10),
      side: sell ? 'SELL' : recentSide(),
      part: 'any',
    });
  }
  const pairDay = random.int(startDay - 300, startDay - 30);
  if (stock) {
    slots.push({ day: pairDay, side: 'BUY', part: 'morning' });
    slots.push({ day: pairDay, side: 'SELL', part: 'afternoon' });
  } else {
    slots.push({ day: pairDay, side: recentSide(), part: 'any' });
    slots.push({ day: pairDay, side: recentSide(), part: 'any' });
  }
  slots.push({ day: startDay, side: recentSide(), part: 'any', latest: true });
  return slots;
}

/**
 * When a slot's trade happened. A stock trades at a random second of continuous trading (the
 * morning or the afternoon half when asked), clear of the opening call and the closing auction;
 * a fund at its NAV, struck at the close. The latest trade lies before `startedAt`: in the
 * session under way when enough of it has traded, else in the one before.
 */
function tradeTime(random: SeededRandom, path: PricePath, slot: Slot, startedAt: number): number {
  if (path.kind === 'fund') {
    if (!slot.latest) return sessionOnOrAfter(path.market, slot.day).closeMs;
    const session = path.sessionAt(startedAt);
    return session.closeMs <= startedAt
      ? session.closeMs
      : previousSession(path.market, session.dayNumber).closeMs;
  }
  let session = slot.latest ? path.sessionAt(startedAt) : sessionOnOrAfter(path.market, slot.day);
  const minutes = Math.round((session.closeMs - session.openMs) / MINUTE_MS);
  let last = minutes - CLOSING_AUCTION_MINUTES - 1;
  if (slot.latest) {
    const tradedSoFar = Math.floor((startedAt - session.openMs) / MINUTE_MS) - 1;
    if (tradedSoFar - OPEN_MARGIN_MINUTES >= LATEST_SESSION_MIN_MINUTES) {
      last = Math.min(last, tradedSoFar);
    } else {
      session = previousSession(path.market, session.dayNumber);
    }
  }
  const middle = Math.floor((OPEN_MARGIN_MINUTES + last) / 2);
  const [from, to] =
    slot.part === 'morning'
      ? [OPEN_MARGIN_MINUTES, middle - 1]
      : slot.part === 'afternoon'
        ? [middle, last]
        : [OPEN_MARGIN_MINUTES, last];
  return session.openMs + random.int(from, to) * MINUTE_MS + random.int(0, 59) * 1000;
}

/**
 * Quantities that end in `held` (in the smallest units: shares, or ten-thousandths of a fund
 * unit), for trades in time order. Worked out backwards from the holding: before a sell the
 * position was larger, before a buy smaller but never empty, and the first trade, a buy, opens
 * the position with what is left. The running position thus never goes below zero and the
 * trades add up to the holding exactly.
 */
function quantitiesEndingIn(random: SeededRandom, sides: readonly OrderSide[], held: number) {
  const quantities: number[] = new Array<number>(sides.length).fill(0);
  let position = held;
  for (let i = sides.length - 1; i >= 1; i -= 1) {
    if (sides[i] === 'SELL') {
      const share = SELL_SHARE.min + (SELL_SHARE.max - SELL_SHARE.min) * random.next();
      quantities[i] = Math.max(1, Math.round(position * share));
      position += quantities[i] ?? 0;
    } else {
      if (position < 2)
        throw new RangeError(`A holding of ${held} units is too small for its trades`);
      const share = BUY_SHARE.min + (BUY_SHARE.max - BUY_SHARE.min) * random.next();
      quantities[i] = Math.min(position - 1, Math.max(1, Math.round(position * share)));
      position -= quantities[i] ?? 0;
    }
  }
  if (sides[0] !== 'BUY') throw new RangeError('A trade history must open with a buy');
  quantities[0] = position;
  return quantities;
}

/** The trades of one holding of one account, oldest first. */
function holdingTrades(
  paths: PricePaths,
  account: PersonaAccount,
  instrumentId: number,
  held: number,
  startedAt: number,
): HistoricTrade[] {
  const path = paths.of(instrumentId);
  const random = seededRandom(derivedSeed(paths.seed, `trades:${account.accid}:${instrumentId}`));
  const startDay = Math.floor(startedAt / DAY_MS);
  const timed = slotsOf(random, startDay, instrumentId, path.kind === 'stock')
    .map((slot) => ({ side: slot.side, at: tradeTime(random, path, slot, startedAt) }))
    .sort((a, b) => a.at - b.at);
  const unitsPerShare = path.kind === 'fund' ? 10_000 : 1;
  const quantities = quantitiesEndingIn(
    random,
    timed.map((trade) => trade.side),
    Math.round(held * unitsPerShare),
  );
  return timed.map((trade, i) => {
    // A session's local date is its UTC date (see markets.ts), and the price at a fund's
    // close is its NAV.
    const price = path.priceAt(trade.at);
    if (price === null) throw new RangeError(`${instrumentId} has no price at ${trade.at}`);
    const quantity = (quantities[i] ?? 0) / unitsPerShare;
    return {
      accid: account.accid,
      accountNumber: account.accno,
      instrumentId,
      type: trade.side,
      timestampEpochMillis: trade.at,
      day: dayTextOf(Math.floor(trade.at / DAY_MS)),
      quantity,
      price,
      amount: roundToCents(price * quantity),
      currency: path.currency,
    };
  });
}

/**
 * Every trade of a persona's accounts up to `startedAt`, oldest first (then by account
 * number): a history per holding of fund units and shares, see above. A function of the
 * seed, the persona and `startedAt`.
 */
export function tradeHistory(
  paths: PricePaths,
  persona: Persona,
  startedAt: number,
): HistoricTrade[] {
  return persona.accounts
    .flatMap((account) =>
      [...Object.entries(account.holdings), ...Object.entries(account.shares)]
        .filter(([, held]) => held > 0)
        .flatMap(([id, held]) => holdingTrades(paths, account, Number(id), held, startedAt)),
    )
    .sort(
      (a, b) =>
        a.timestampEpochMillis - b.timestampEpochMillis || a.accountNumber - b.accountNumber,
    );
}
