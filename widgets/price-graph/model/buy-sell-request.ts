import type { BuySellDotsPathQuery } from '../../../core/endpoints/transaction';
import { isIsoDate } from '../../../core/endpoints/path-params';
import type { Account } from '../../../core/schemas/account';
import type { CalendarDate } from '../../../core/schemas/calendar-date';
import { PERIOD_IDS } from '../../../core/schemas/enumerations';

/*
 * Buy/sell dots (docs/rules.md#price-graph) are requested only when logged in, with at least one
 * account, with a known period, and with the feature enabled. The accounts are known only after a
 * call that only a logged-in customer may make, so the rule is read in two steps: whether the
 * accounts are worth asking for, then whether the accounts give a request.
 */

/** What decides whether the customer's own buys and sells are asked for at all. */
export interface BuySellDotsWish {
  /** The reader is a logged-in customer (not while the session is being checked). */
  loggedIn: boolean;
  /** The graph's period; a value outside the graph's period ids is not "a known period". */
  period: string;
  /** The buy-and-sell feature is available and the `buySellDots` setting is on. */
  enabled: boolean;
}

const KNOWN_PERIODS: ReadonlySet<string> = new Set(PERIOD_IDS);

/** Whether buy/sell dots may be requested, before the customer's accounts are known. */
export function buySellDotsWanted(wish: BuySellDotsWish): boolean {
  return wish.enabled && wish.loggedIn && KNOWN_PERIODS.has(wish.period);
}

/** The instrument and the days the dots are asked for. */
export interface BuySellDotsTarget {
  /** The graph's instrument id; only a numeric id is a `legacyInstrumentId` (an index symbol has none). */
  instrumentId: string;
  from: CalendarDate;
  to: CalendarDate;
}

/**
 * The query of "Buy/sell dots" for the customer's accounts, or undefined when there is nothing to
 * ask: no account, an instrument without a numeric id, or a day that is not `yyyy-MM-dd`.
 */
export function buySellDotsQuery(
  accounts: readonly Account[],
  target: BuySellDotsTarget,
): BuySellDotsPathQuery | undefined {
  const { instrumentId, from, to } = target;
  if (accounts.length === 0 || !/^\d+$/.test(instrumentId)) return undefined;
  if (!isIsoDate(from) || !isIsoDate(to)) return undefined;
  return {
    accids: accounts.map((account) => account.accid),
    fromDate: from,
    toDate: to,
    legacyInstrumentId: Number(instrumentId),
  };
}

/**
 * The accid of each account number, as `mapBuySellTransactions` looks a transaction's account up
 * (its accid is looked up from the user's accounts). Both are compared as text.
 */
export function accidsByAccountNumber(accounts: readonly Account[]): Map<string, string> {
  return new Map(accounts.map((account) => [String(account.accno), String(account.accid)]));
}
