import type { MarketCurrency, OrderbookStatus } from '../../../core/schemas/enumerations';
import { derivedSeed, seededRandom, type SeededRandom } from '../seeded-random';
import { LISTINGS, type Listing, type ListingKind } from './listings';
import {
  currentSession,
  DAY_MS,
  dayNumberOf,
  isTradingDay,
  MARKETS,
  MINUTE_MS,
  orderbookStatusAt,
  previousSession,
  tradingSession,
  type Market,
  type TradingSession,
} from './markets';

/**
 * The sandbox's single source of prices: a pure function of (seed, listing id, time), shared
 * by the live feed's ticks, the spark route and the REST price time series, so every view of
 * an instrument agrees on its price at every instant.
 *
 * - Daily closes are a seeded walk of log-normal daily returns (a slow drift plus a weakly
 *   mean-reverting deviation, so levels stay plausible across decades), computed forward from
 *   1990 on demand and cached, and anchored so the close on ANCHOR_DAY is the listing's base
 *   price (for funds: data/funds.ts's base NAV).
 * - Intraday, stocks and indices move minute by minute along a seeded Brownian bridge from the
 *   previous close to the day's close, so the day's last value is exactly its close; between
 *   two minutes the value wobbles a little by the second, so a feed ticking every second looks
 *   alive while staying a function of time. Funds have one NAV per day and no intraday moves.
 * - Weekends and the exchange's holidays are not trading days (see markets.ts).
 */

//#region Constants

/** The first day with a price: history starts here (the graph's ALL period reaches it). */
export const HISTORY_START_DAY = '1990-01-01';
/** The last day with a price; the walk is extended lazily up to it. */
export const HISTORY_END_DAY = '2199-12-31';
/** The day whose close equals the listing's base price. */
export const ANCHOR_DAY = '2025-01-02';

/** Trading days per year, to turn annual volatility into daily. */
const TRADING_DAYS_PER_YEAR = 252;
/** Calendar days per year, to turn annual drift into per-day. */
const CALENDAR_DAYS_PER_YEAR = 365.25;
/** Half-life of a price's deviation from its trend, in trading days (about two years). */
const DEVIATION_HALF_LIFE_DAYS = 504;
/** The opening gap, as a fraction of a day's volatility. */
const OPENING_GAP_SHARE = 0.3;
/** The by-the-second wobble between two minute points, as a fraction of a minute's volatility. */
const SECOND_WOBBLE_SHARE = 0.5;
/** Volatility of the log of a day's volume around its typical level. */
const VOLUME_VOLATILITY = 0.4;
/** Typical daily turnover of a stock, in its currency, to derive a share volume from its price. */
const DAILY_TURNOVER = 200_000_000;
/** Intraday minute arrays kept per listing (least recently used are dropped). */
const DAY_CACHE_LIMIT = 32;
/** How many days the close cache grows by at a time. */
const CLOSE_CACHE_CHUNK_DAYS = 4_096;

const START = dayNumberOf(HISTORY_START_DAY);
const END = dayNumberOf(HISTORY_END_DAY);
const ANCHOR = dayNumberOf(ANCHOR_DAY);

//#endregion
//#region Types

/** One OHLC bar with its volume; `time` is the bar's start (epoch milliseconds). */
export interface PriceBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** The deterministic price history and intraday path of one listing. */
export interface PricePath {
  /** The id the feed and the REST API use (an instrument id, or an index symbol). */
  readonly instrumentId: string;
  readonly kind: ListingKind;
  readonly market: Market;
  readonly currency: MarketCurrency;
  /** IANA time zone of the listing's exchange. */
  readonly timeZone: string;
  /** Local open and close (`HH:mm`). */
  readonly tradingHours: Market['tradingHours'];
  /** Decimals prices are quoted with (the tick size). */
  readonly decimals: number;
  /** Whether the exchange trades on a local date (`yyyy-MM-dd`) within the history. */
  isTradingDay(day: string): boolean;
  /** The close (a fund's NAV) of a local date, `null` when it is no trading day. */
  dailyClose(day: string): number | null;
  /** The close before the one the current price is measured against (for the day's change). */
  previousClose(epochMs: number): number | null;
  /** The price at an instant: intraday in trading hours, else the last close; `null` before history. */
  priceAt(epochMs: number): number | null;
  /** The order book status at an instant, from the exchange's trading hours. */
  statusAt(epochMs: number): OrderbookStatus;
  /** The trading session of the day `epochMs` falls in, or the last one before it. */
  sessionAt(epochMs: number): TradingSession;
  /**
   * Bars from `fromMs` to `toMs`. Below a day, bars of `stepMs` are aligned to each session's
   * open and lie inside trading hours (funds give one point per NAV instead); from a day up,
   * each bar groups `stepMs / day` calendar days (a week's bars start on Mondays) and is
   * stamped with its first session's open. Nothing after `toMs` leaks into a bar.
   */
  bars(fromMs: number, toMs: number, stepMs: number): PriceBar[];
}

/** The price paths of one sandbox seed. */
export interface PricePaths {
  readonly seed: number;
  /** Every listing id with a path. */
  ids(): string[];
  /** The path of a listing, or `undefined` when the sandbox lists no such id. */
  find(instrumentId: number | string): PricePath | undefined;
  /** The path of a listing; throws a RangeError for an id the sandbox does not list. */
  of(instrumentId: number | string): PricePath;
}

//#endregion
//#region Randomness

/** Resolution of the standard normal lookup table. */
const NORMAL_TABLE_SIZE = 4_096;

/** The standard normal distribution function, by the error function (Abramowitz–Stegun 7.1.26). */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * Quantiles of the standard normal at the middle of each of NORMAL_TABLE_SIZE equal slices,
 * found by bisection once. Drawing a variate is then one uniform and one lookup: decades of
 * minute-by-minute walks need millions of draws, and Box–Muller's logarithm and cosine made
 * a long history's daily bars several times slower.
 */
const NORMAL_QUANTILES = (() => {
  const table = new Float64Array(NORMAL_TABLE_SIZE);
  for (let slice = 0; slice < NORMAL_TABLE_SIZE; slice += 1) {
    const probability = (slice + 0.5) / NORMAL_TABLE_SIZE;
    let low = -8;
    let high = 8;
    for (let step = 0; step < 48; step += 1) {
      const middle = (low + high) / 2;
      if (normalCdf(middle) < probability) low = middle;
      else high = middle;
    }
    table[slice] = (low + high) / 2;
  }
  return table;
})();

/** A standard normal variate (tails beyond about ±3.5 are cut, which a sandbox can afford). */
function gaussian(random: SeededRandom): number {
  return NORMAL_QUANTILES[Math.floor(random.next() * NORMAL_TABLE_SIZE)] ?? 0;
}

/** A uniform [0, 1) value from two integers: a stateless hash, for the by-the-second wobble. */
function hashUnit(seed: number, value: number): number {
  let hash = Math.imul(seed ^ value, 0x9e3779b1);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 4294967296;
}

//#endregion
//#region One listing's path

/** A trading day's minute points: value at each minute from open (0) to close (N), volume per minute. */
interface DayMinutes {
  session: TradingSession;
  prices: Float64Array;
  volumes: Float64Array;
}

/** A whole session's open, high, low and traded volume (its close is the daily close). */
type DaySummary = Omit<PriceBar, 'time' | 'close'>;

let scratch = new Float64Array(1024);
/** A reusable buffer for a day's random walk (a session has at most a few hundred minutes). */
function walkScratch(length: number): Float64Array {
  if (scratch.length < length) scratch = new Float64Array(length);
  return scratch;
}

const sessionMinutes = (session: TradingSession): number =>
  Math.round((session.closeMs - session.openMs) / MINUTE_MS);

class ListingPricePath implements PricePath {
  readonly instrumentId: string;
  readonly kind: ListingKind;
  readonly market: Market;
  readonly currency: MarketCurrency;
  readonly timeZone: string;
  readonly tradingHours: Market['tradingHours'];
  readonly decimals: number;

  readonly #seed: number;
  readonly #listing: Listing;
  readonly #dailyVolatility: number;
  readonly #scale: number;
  /** Log-closes by day since HISTORY_START_DAY, NaN on days without trading and not yet computed. */
  #logCloses = new Float64Array(0);
  #computedUntil = START - 1;
  #deviation = 0;
  readonly #walk: SeededRandom;
  #anchorDeviation = 0;
  readonly #days = new Map<number, DayMinutes>();
  readonly #dailySummaries = new Map<number, DaySummary>();

  constructor(seed: number, listing: Listing) {
    this.#seed = derivedSeed(seed, `price-path:${listing.id}`);
    this.#listing = listing;
    this.instrumentId = listing.id;
    this.kind = listing.kind;
    this.market = MARKETS[listing.market];
    this.currency = this.market.currency;
    this.timeZone = this.market.timeZone;
    this.tradingHours = this.market.tradingHours;
    this.decimals = listing.kind === 'fund' ? 2 : tickDecimals(listing.basePrice);
    this.#scale = 10 ** this.decimals;
    this.#dailyVolatility = listing.annualVolatility / Math.sqrt(TRADING_DAYS_PER_YEAR);
    this.#walk = seededRandom(this.#seed);
    this.#extendTo(ANCHOR);
    this.#anchorDeviation = this.#logCloses[ANCHOR - START] ?? 0;
  }

  isTradingDay(day: string): boolean {
    const dayNumber = dayNumberOf(day);
    return inHistory(dayNumber) && tradingSession(this.market, dayNumber) !== null;
  }

  dailyClose(day: string): number | null {
    const dayNumber = dayNumberOf(day);
    return this.isTradingDay(day) ? this.#closeOf(dayNumber) : null;
  }

  previousClose(epochMs: number): number | null {
    // A stock's change is measured from the close before the session now running (or last
    // run); a fund's from the NAV before its latest one.
    const reference =
      this.kind === 'fund' ? this.#lastCloseSession(epochMs) : currentSession(this.market, epochMs);
    if (!reference) return null;
    const before = previousSession(this.market, reference.dayNumber);
    return inHistory(before.dayNumber) ? this.#closeOf(before.dayNumber) : null;
  }

  priceAt(epochMs: number): number | null {
    if (this.kind === 'fund') {
      const last = this.#lastCloseSession(epochMs);
      return last ? this.#closeOf(last.dayNumber) : null;
    }
    const session = currentSession(this.market, epochMs);
    if (!inHistory(session.dayNumber)) return null;
    if (epochMs >= session.closeMs) return this.#closeOf(session.dayNumber);
    const { prices } = this.#minutes(session.dayNumber);
    const minutes = (epochMs - session.openMs) / MINUTE_MS;
    const minute = Math.floor(minutes);
    const fraction = minutes - minute;
    const from = prices[minute] ?? 0;
    const to = prices[minute + 1] ?? from;
    const wobble =
      (2 * hashUnit(this.#seed, Math.floor(epochMs / 1000)) - 1) *
      SECOND_WOBBLE_SHARE *
      this.#minuteVolatility(prices.length - 1) *
      Math.sin(Math.PI * fraction);
    return this.#round((from + (to - from) * fraction) * Math.exp(wobble));
  }

  statusAt(epochMs: number): OrderbookStatus {
    return orderbookStatusAt(this.market, epochMs);
  }

  sessionAt(epochMs: number): TradingSession {
    return currentSession(this.market, epochMs);
  }

  bars(fromMs: number, toMs: number, stepMs: number): PriceBar[] {
    if (!(stepMs > 0) || toMs < fromMs) return [];
    const firstDay = Math.max(START, Math.floor(fromMs / DAY_MS));
    const lastDay = Math.min(END, Math.floor(toMs / DAY_MS));
    if (stepMs < DAY_MS && this.kind !== 'fund') {
      return this.#intradayBars(firstDay, lastDay, fromMs, toMs, stepMs);
    }
    return this.#dailyBars(
      firstDay,
      lastDay,
      fromMs,
      toMs,
      Math.max(1, Math.round(stepMs / DAY_MS)),
    );
  }

  //#region Bars

  #intradayBars(
    firstDay: number,
    lastDay: number,
    fromMs: number,
    toMs: number,
    stepMs: number,
  ): PriceBar[] {
    const bars: PriceBar[] = [];
    for (let day = firstDay; day <= lastDay; day += 1) {
      const session = tradingSession(this.market, day);
      if (!session || session.closeMs <= fromMs || session.openMs > toMs) continue;
      const { prices, volumes } = this.#minutes(day);
      for (let start = session.openMs; start < session.closeMs && start <= toMs; start += stepMs) {
        if (start < fromMs) continue;
        const end = Math.min(start + stepMs, session.closeMs, toMs);
        const from = Math.floor((start - session.openMs) / MINUTE_MS);
        const until = Math.max(
          from,
          Math.min(prices.length - 1, Math.floor((end - session.openMs) / MINUTE_MS)),
        );
        bars.push(this.#bar(start, prices, volumes, from, until));
      }
    }
    return bars;
  }

  #dailyBars(
    firstDay: number,
    lastDay: number,
    fromMs: number,
    toMs: number,
    stepDays: number,
  ): PriceBar[] {
    const bars: PriceBar[] = [];
    let bucket: number | null = null;
    let bar: PriceBar | null = null;
    for (let day = firstDay; day <= lastDay; day += 1) {
      const session = tradingSession(this.market, day);
      if (!session || session.openMs < fromMs || session.openMs > toMs) continue;
      // A fund's NAV exists only once its day has closed.
      if (this.kind === 'fund' && session.closeMs > toMs) continue;
      const dayBar = this.#dayBar(session, toMs);
      // Buckets of `stepDays` days counted from a Monday (1970-01-05 is day 4).
      const dayBucket = Math.floor((day - 4) / stepDays);
      if (bar && bucket === dayBucket) {
        bar.high = Math.max(bar.high, dayBar.high);
        bar.low = Math.min(bar.low, dayBar.low);
        bar.close = dayBar.close;
        bar.volume += dayBar.volume;
      } else {
        bar = dayBar;
        bucket = dayBucket;
        bars.push(bar);
      }
    }
    return bars;
  }

  /** One session as a bar; a session still running at `toMs` ends at `toMs`. */
  #dayBar(session: TradingSession, toMs: number): PriceBar {
    const close = this.#closeOf(session.dayNumber);
    if (this.kind === 'fund') {
      return { time: session.openMs, open: close, high: close, low: close, close, volume: 0 };
    }
    if (toMs < session.closeMs) {
      const { prices, volumes } = this.#minutes(session.dayNumber);
      const until = Math.floor((toMs - session.openMs) / MINUTE_MS);
      return this.#bar(session.openMs, prices, volumes, 0, until);
    }
    return { time: session.openMs, close, ...this.#daySummary(session.dayNumber) };
  }

  /** The bar over minute points `from` to `until` (inclusive) and the minutes between them. */
  #bar(
    time: number,
    prices: Float64Array,
    volumes: Float64Array,
    from: number,
    until: number,
  ): PriceBar {
    const open = prices[from] ?? 0;
    let high = open;
    let low = open;
    let volume = 0;
    for (let minute = from + 1; minute <= until; minute += 1) {
      const price = prices[minute] ?? open;
      if (price > high) high = price;
      if (price < low) low = price;
      volume += volumes[minute - 1] ?? 0;
    }
    return { time, open, high, low, close: prices[until] ?? open, volume };
  }

  //#endregion
  //#region Daily closes

  /** The session whose close is the latest price at an instant (today's once it has closed). */
  #lastCloseSession(epochMs: number): TradingSession | null {
    const session = currentSession(this.market, epochMs);
    const last =
      epochMs >= session.closeMs ? session : previousSession(this.market, session.dayNumber);
    return inHistory(last.dayNumber) ? last : null;
  }

  #closeOf(dayNumber: number): number {
    return this.#round(Math.exp(this.#logClose(dayNumber)));
  }

  /** The log close of a trading day inside the history. */
  #logClose(dayNumber: number): number {
    this.#extendTo(dayNumber);
    const trend =
      Math.log(this.#listing.basePrice) +
      (this.#listing.annualDrift * (dayNumber - ANCHOR)) / CALENDAR_DAYS_PER_YEAR;
    return trend + (this.#logCloses[dayNumber - START] ?? 0) - this.#anchorDeviation;
  }

  /** Walks the deviation from trend forward, one draw per trading day, up to `dayNumber`. */
  #extendTo(dayNumber: number): void {
    if (dayNumber <= this.#computedUntil) return;
    const needed = dayNumber - START + 1;
    if (needed > this.#logCloses.length) {
      const grown = new Float64Array(
        Math.min(
          END - START + 1,
          Math.ceil(needed / CLOSE_CACHE_CHUNK_DAYS) * CLOSE_CACHE_CHUNK_DAYS,
        ),
      );
      grown.set(this.#logCloses);
      this.#logCloses = grown;
    }
    const reversion = 1 - Math.pow(0.5, 1 / DEVIATION_HALF_LIFE_DAYS);
    const volatility = this.#dailyVolatility;
    for (let day = this.#computedUntil + 1; day <= dayNumber; day += 1) {
      if (!isTradingDay(this.market, day)) {
        this.#logCloses[day - START] = Number.NaN;
        continue;
      }
      // Log-normal return: the −σ²/2 term keeps the expected price on the trend.
      this.#deviation =
        this.#deviation * (1 - reversion) -
        (volatility * volatility) / 2 +
        volatility * gaussian(this.#walk);
      this.#logCloses[day - START] = this.#deviation;
    }
    this.#computedUntil = dayNumber;
  }

  //#endregion
  //#region Intraday

  #minuteVolatility(minutes: number): number {
    return this.#dailyVolatility / Math.sqrt(Math.max(1, minutes));
  }

  /** The minute points and volumes of a trading day (kept for the latest few days used). */
  #minutes(dayNumber: number): DayMinutes {
    const cached = this.#days.get(dayNumber);
    if (cached) {
      // Refresh its place in the least-recently-used order.
      this.#days.delete(dayNumber);
      this.#days.set(dayNumber, cached);
      return cached;
    }
    const session = this.#session(dayNumber);
    const prices = new Float64Array(sessionMinutes(session) + 1);
    const { volume } = this.#walkDay(session, prices);
    const day = {
      session,
      prices,
      volumes: this.#minuteVolumes(dayNumber, prices.length - 1, volume),
    };
    if (this.#days.size >= DAY_CACHE_LIMIT) {
      const oldest = this.#days.keys().next().value;
      if (oldest !== undefined) this.#days.delete(oldest);
    }
    this.#days.set(dayNumber, day);
    return day;
  }

  /** A whole session's open, high, low and volume, without keeping its minutes. */
  #daySummary(dayNumber: number): DaySummary {
    let summary = this.#dailySummaries.get(dayNumber);
    if (!summary) {
      summary = this.#walkDay(this.#session(dayNumber), null);
      this.#dailySummaries.set(dayNumber, summary);
    }
    return summary;
  }

  #session(dayNumber: number): TradingSession {
    const session = tradingSession(this.market, dayNumber);
    if (!session) throw new RangeError(`${this.instrumentId} does not trade on day ${dayNumber}`);
    return session;
  }

  /**
   * Walks a session minute by minute: a seeded Brownian bridge from the previous close (plus
   * an opening gap) to the day's close, so the last minute point is exactly the close. Fills
   * `prices` when given; always answers the day's open, high, low and volume, which therefore
   * agree with the minute points whether or not they were kept.
   */
  #walkDay(session: TradingSession, prices: Float64Array | null): DaySummary {
    const count = sessionMinutes(session);
    const random = seededRandom(derivedSeed(this.#seed, `day:${session.dayNumber}`));
    const close = this.#logClose(session.dayNumber);
    const before = previousSession(this.market, session.dayNumber).dayNumber;
    const previous = inHistory(before) ? this.#logClose(before) : close;
    const start = previous + OPENING_GAP_SHARE * this.#dailyVolatility * gaussian(random);
    const step = this.#minuteVolatility(count);
    const walk = walkScratch(count + 1);
    walk[0] = 0;
    for (let minute = 1; minute <= count; minute += 1) {
      walk[minute] = (walk[minute - 1] ?? 0) + step * gaussian(random);
    }
    const end = walk[count] ?? 0;
    let high = -Infinity;
    let low = Infinity;
    for (let minute = 0; minute <= count; minute += 1) {
      const share = minute / count;
      const logPrice = start + share * (close - start) + (walk[minute] ?? 0) - share * end;
      if (logPrice > high) high = logPrice;
      if (logPrice < low) low = logPrice;
      if (prices) prices[minute] = this.#round(Math.exp(logPrice));
    }
    const volume =
      this.kind === 'index'
        ? 0
        : Math.round(
            (DAILY_TURNOVER / this.#listing.basePrice) *
              Math.exp(VOLUME_VOLATILITY * gaussian(random)),
          );
    return {
      open: this.#round(Math.exp(start)),
      high: this.#round(Math.exp(high)),
      low: this.#round(Math.exp(low)),
      volume,
    };
  }

  /** The day's volume spread over its minutes: busier at the open and the close. */
  #minuteVolumes(dayNumber: number, count: number, volume: number): Float64Array {
    const volumes = new Float64Array(count);
    if (volume === 0) return volumes;
    const random = seededRandom(derivedSeed(this.#seed, `volume:${dayNumber}`));
    let weights = 0;
    for (let minute = 0; minute < count; minute += 1) {
      const fromMiddle = (2 * minute) / count - 1;
      const weight = (1 + 2 * fromMiddle * fromMiddle) * (0.5 + random.next());
      volumes[minute] = weight;
      weights += weight;
    }
    let assigned = 0;
    for (let minute = 0; minute < count; minute += 1) {
      const share = Math.floor(((volumes[minute] ?? 0) / weights) * volume);
      volumes[minute] = share;
      assigned += share;
    }
    // The rounding remainder trades in the closing minute, so the minutes add up to the day.
    volumes[count - 1] = (volumes[count - 1] ?? 0) + volume - assigned;
    return volumes;
  }

  //#endregion

  #round(price: number): number {
    return Math.round(price * this.#scale) / this.#scale;
  }
}

/** Quote decimals by price level: a few öre/øre/cents for most prices, finer below 10. */
function tickDecimals(price: number): number {
  if (price >= 1_000) return 0;
  return price >= 10 ? 2 : 3;
}

const inHistory = (dayNumber: number): boolean => dayNumber >= START && dayNumber <= END;

//#endregion

/** The price paths of a sandbox seed: the same seed gives the same prices on every machine. */
export function createPricePaths(seed: number): PricePaths {
  const paths = new Map<string, PricePath>();
  const find = (instrumentId: number | string): PricePath | undefined => {
    const id = String(instrumentId);
    let path = paths.get(id);
    if (!path) {
      const listing = LISTINGS.get(id);
      if (!listing) return undefined;
      path = new ListingPricePath(seed, listing);
      paths.set(id, path);
    }
    return path;
  };
  return {
    seed,
    ids: () => [...LISTINGS.keys()],
    find,
    of: (instrumentId) => {
      const path = find(instrumentId);
      if (!path) throw new RangeError(`The sandbox lists no instrument ${instrumentId}`);
      return path;
    },
  };
}
