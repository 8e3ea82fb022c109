import type {
  HistoricalEvent,
  HistoricalEventType,
} from '../../../../core/schemas/historical-event';
import {
  DAY_MS,
  dayTextOf,
  previousSession,
  sessionOnOrAfter,
  type TradingSession,
} from '../../data/markets';
import { HISTORY_START_DAY, type PricePath } from '../../data/price-paths';
import { derivedSeed, seededRandom, type SeededRandom } from '../../seeded-random';
import { percentChange } from '../market-data/reference-close';

/*
 * The company events the price graph marks ("Historical event", "Event marker
 * kind"). The sandbox has no company calendar, so each stock gets one made up from the seed,
 * a year at a time, after the Nordic pattern (the sandbox's own):
 *
 * - the year-end report for the year before (INTERIM_REPORT_Q4) in late January or early
 *   February, the annual report in March, the general meeting three to six weeks later, and
 *   the interim reports for the first to third quarter in late April, July and October;
 * - dividends by the stock's policy, drawn once per stock: annual (the trading day after the
 *   general meeting), biannual (that, and a month after the third quarter's report) or
 *   quarterly (two or three weeks after each report), worth a yearly yield of 2 to 5.5 % of
 *   the price before the day, in the listing's currency;
 * - now and then a capital market day (about one year in three) or a split (one in twenty;
 *   the price paths are split-adjusted, as graphs draw them, so the price does not jump).
 *
 * Each event is stamped at its day's open and carries the day's change in percent on the
 * stock's price path (to the price now, for a day still trading), so reports come out
 * positive or negative as the day went. Funds and indices have no company events.
 */

type DividendType = Extract<
  HistoricalEventType,
  'ANNUAL_DIVIDEND' | 'BIANNUAL_DIVIDEND' | 'QUARTERLY_DIVIDEND'
>;

/** The policies a stock is given; annual dividends are the most common in the Nordics. */
const DIVIDEND_POLICIES: readonly DividendType[] = [
  'ANNUAL_DIVIDEND',
  'ANNUAL_DIVIDEND',
  'BIANNUAL_DIVIDEND',
  'QUARTERLY_DIVIDEND',
];
/** The yearly dividend as a fraction of the price. */
const DIVIDEND_YIELD = { min: 0.02, max: 0.055 } as const;
/** Chances of a capital market day and of a split in a year. */
const CAPITAL_MARKET_DAY_CHANCE = 0.3;
const SPLIT_CHANCE = 0.05;

/** An event of a year before it is priced: its type, trading session and dividend share. */
interface PlannedEvent {
  event: HistoricalEventType;
  session: TradingSession;
  /** The share of the yearly dividend this dividend pays. */
  dividendShare?: number;
}

/** A random day (days since 1970) between two dates of a year, month 1 to 12, both included. */
function dayBetween(
  random: SeededRandom,
  year: number,
  [fromMonth, fromDay]: readonly [number, number],
  [toMonth, toDay]: readonly [number, number],
): number {
  return random.int(
    Date.UTC(year, fromMonth - 1, fromDay) / DAY_MS,
    Date.UTC(year, toMonth - 1, toDay) / DAY_MS,
  );
}

/** A stock's dividend policy and yield, the same every year. */
function dividendPolicy(seed: number, instrumentId: string) {
  const random = seededRandom(derivedSeed(seed, `dividend-policy:${instrumentId}`));
  return {
    type: random.pick(DIVIDEND_POLICIES),
    yield: DIVIDEND_YIELD.min + (DIVIDEND_YIELD.max - DIVIDEND_YIELD.min) * random.next(),
  };
}

/** One year's events of a stock, in no particular order; all fall within the year. */
function plannedEvents(path: PricePath, seed: number, year: number): PlannedEvent[] {
  const random = seededRandom(derivedSeed(seed, `corporate-events:${path.instrumentId}:${year}`));
  const on = (day: number) => sessionOnOrAfter(path.market, day);
  const after = (session: TradingSession, days: number) => on(session.dayNumber + days);
  const q4 = on(dayBetween(random, year, [1, 24], [2, 10]));
  const annual = on(dayBetween(random, year, [3, 1], [3, 25]));
  const meeting = after(annual, random.int(21, 45));
  const q1 = on(dayBetween(random, year, [4, 20], [5, 5]));
  const q2 = on(dayBetween(random, year, [7, 12], [7, 25]));
  const q3 = on(dayBetween(random, year, [10, 18], [10, 30]));
  const events: PlannedEvent[] = [
    { event: 'INTERIM_REPORT_Q4', session: q4 },
    { event: 'ANNUAL_REPORT', session: annual },
    { event: 'GENERAL_MEETING', session: meeting },
    { event: 'INTERIM_REPORT_Q1', session: q1 },
    { event: 'INTERIM_REPORT_Q2', session: q2 },
    { event: 'INTERIM_REPORT_Q3', session: q3 },
  ];
  const policy = dividendPolicy(seed, path.instrumentId);
  const dividendDays =
    policy.type === 'QUARTERLY_DIVIDEND'
      ? [q4, q1, q2, q3].map((report) => after(report, random.int(14, 21)))
      : policy.type === 'BIANNUAL_DIVIDEND'
        ? [after(meeting, 1), after(q3, random.int(28, 35))]
        : [after(meeting, 1)];
  for (const session of dividendDays) {
    events.push({ event: policy.type, session, dividendShare: 1 / dividendDays.length });
  }
  if (random.next() < CAPITAL_MARKET_DAY_CHANCE) {
    events.push({
      event: 'CAPITAL_MARKET_DAY',
      session: on(dayBetween(random, year, [9, 1], [11, 30])),
    });
  }
  if (random.next() < SPLIT_CHANCE) {
    events.push({ event: 'SPLIT', session: on(dayBetween(random, year, [5, 15], [12, 10])) });
  }
  return events;
}

/** The event as the graph reads it: stamped at the day's open, with the day's change. */
function eventBody(
  path: PricePath,
  seed: number,
  planned: PlannedEvent,
  now: number,
): HistoricalEvent {
  const { session } = planned;
  const before = path.priceAt(previousSession(path.market, session.dayNumber).closeMs);
  const close = path.priceAt(Math.min(now, session.closeMs));
  const body: HistoricalEvent = {
    event: planned.event,
    eventTimestamp: session.openMs,
    timestamp: session.openMs,
    change: before === null || close === null ? null : percentChange(before, close),
  };
  if (planned.dividendShare === undefined || before === null) return body;
  const yearly = dividendPolicy(seed, path.instrumentId).yield * before;
  return {
    ...body,
    dividendAmount: Math.max(0.01, Math.round(yearly * planned.dividendShare * 100) / 100),
    dividendCurrency: path.currency,
  };
}

/**
 * A listing's company events on the days from `from` to `to` (`yyyy-MM-dd`, both included,
 * the listing's trading dates), up to now, oldest first; none for funds and indices. A
 * function of the seed, the listing and the clock.
 */
export function corporateEvents(
  path: PricePath,
  seed: number,
  range: { from: string; to: string },
  now: number,
): HistoricalEvent[] {
  if (path.kind !== 'stock') return [];
  const from = range.from > HISTORY_START_DAY ? range.from : HISTORY_START_DAY;
  const today = dayTextOf(Math.floor(now / DAY_MS));
  const to = range.to < today ? range.to : today;
  const events: HistoricalEvent[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const planned of plannedEvents(path, seed, year)) {
      // A session's local date is its UTC date (see markets.ts).
      const day = dayTextOf(planned.session.dayNumber);
      if (day < from || day > to || planned.session.openMs > now) continue;
      events.push(eventBody(path, seed, planned, now));
    }
  }
  return events.sort((a, b) => a.eventTimestamp - b.eventTimestamp);
}
