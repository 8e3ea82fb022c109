import type { OrderSide, Side } from '../../core/schemas/enumerations';
import type { Money } from '../../core/schemas/money';
import type { UserSettings } from '../../core/schemas/user-settings';
import { calendarDay } from './calendar';
import { navIn, type FundUniverse, type PricedFund } from './data/fund-universe';
import { convert, money, roundToCents, roundUnits, type SandboxMoney } from './money';
import type { Persona, PersonaAccount } from './personas';
import { Rejection } from './router';
import {
  allocationStatus,
  countsAsTrade,
  type AllocationTimeline,
} from './areas/investment-plan/allocation-status';

/** An account while the sandbox runs: its cash and holdings change as orders are placed. */
export interface BookAccount extends Omit<PersonaAccount, 'holdings'> {
  /** Fund units held, by instrument id. */
  holdings: Map<number, number>;
}

export interface PlacedFundOrder {
  orderId: number;
  accid: number;
  accno: number;
  side: OrderSide;
  instrumentId: number;
  name: string;
  /** Fund units; for a buy, estimated at the NAV when placed. */
  volume: number;
  /** The buy amount, in the account's currency. */
  amount: SandboxMoney | null;
  percent: number | null;
  placedAt: number;
  referrer: string | null;
}

export interface StoredAllocationRequest {
  id: string;
  accid: number;
  accountNumber: number;
  instrumentId: number;
  longName: string;
  side: Side;
  /** As the request gave it (a currency other than the account's is refused). */
  amount: Money | null;
  percent: number | null;
  timeline: AllocationTimeline;
  /** The order rule a request broke, when it was refused with ORDER_REJECTED. */
  rejectionCode: string | null;
}

export interface StoredPeriodicPlan {
  id: number;
  accid: number;
  accountNumber: number;
  instrumentId: number;
  longName: string;
  amount: SandboxMoney;
  dayOfMonth: number;
  paused: boolean;
}

/** Where generated ids come from (the sandbox's seed decides them). */
export interface IdSource {
  orderId(): number;
  requestId(): string;
}

/**
 * One customer's books while the sandbox runs: accounts with cash and holdings, placed fund
 * orders, allocation requests, periodic plans and saved settings. Made from the persona at
 * start (and on reset); nothing is written to disk.
 */
export class CustomerBook {
  readonly persona: Persona;
  /** When the books were opened (server start or reset): the generated trade history ends here. */
  readonly startedAt: number;
  readonly accounts: BookAccount[];
  readonly fundOrders: PlacedFundOrder[] = [];
  readonly allocationRequests: StoredAllocationRequest[] = [];
  readonly periodicPlans: StoredPeriodicPlan[];
  settings: UserSettings;
  /** When each passed knowledge test expires, by MiFID II category, in epoch milliseconds. */
  readonly knowledgeTestExpiry: Readonly<Record<string, number>>;
  readonly #funds: FundUniverse;

  constructor(persona: Persona, funds: FundUniverse, startedAt: number, ids: IdSource) {
    this.persona = persona;
    this.startedAt = startedAt;
    this.#funds = funds;
    this.settings = structuredClone(persona.settings);
    this.knowledgeTestExpiry = Object.fromEntries(
      Object.entries(persona.knowledgeTests).map(([category, days]) => [
        category,
        startedAt + days * 86_400_000,
      ]),
    );
    this.accounts = persona.accounts.map((account) => ({
      ...account,
      holdings: new Map(Object.entries(account.holdings).map(([id, units]) => [Number(id), units])),
    }));
    for (const pending of persona.pendingSellOrders) {
      const account = this.requireAccount(pending.accid);
      const fund = funds.require(pending.instrumentId);
      this.fundOrders.push({
        orderId: ids.orderId(),
        accid: account.accid,
        accno: account.accno,
        side: 'SELL',
        instrumentId: fund.instrumentId,
        name: fund.name,
        volume: pending.units,
        amount: null,
        percent: roundToCents(
          (pending.units / (account.holdings.get(fund.instrumentId) ?? pending.units)) * 100,
        ),
        placedAt: startedAt - 3_600_000,
        referrer: null,
      });
    }
    for (const earlier of persona.allocationRequests) {
      const account = this.requireAccount(earlier.accid);
      const fund = funds.require(earlier.instrumentId);
      this.allocationRequests.push({
        id: ids.requestId(),
        accid: account.accid,
        accountNumber: account.accno,
        instrumentId: fund.instrumentId,
        longName: fund.name,
        side: earlier.side,
        amount: earlier.amount === undefined ? null : money(earlier.amount, account.currency),
        percent: earlier.percent ?? null,
        timeline: { createdAt: startedAt - earlier.secondsBefore * 1000 },
        rejectionCode: null,
      });
    }
    this.periodicPlans = persona.periodicPlans.map((plan) => {
      const account = this.requireAccount(plan.accid);
      const fund = funds.require(plan.instrumentId);
      return {
        ...plan,
        accountNumber: account.accno,
        longName: fund.name,
        amount: money(plan.amount, account.currency),
      };
    });
  }

  account(accid: number): BookAccount | undefined {
    return this.accounts.find((account) => account.accid === accid);
  }

  /** The customer's account with this accid, or a 404 ACCOUNT_NOT_FOUND. */
  requireAccount(accid: number): BookAccount {
    const account = this.account(accid);
    if (!account) throw new Rejection(404, 'ACCOUNT_NOT_FOUND', `No account ${accid}`);
    return account;
  }

  /** The customer's accounts with these accids (each must be theirs); every account for none. */
  requireAccounts(accids: readonly number[]): BookAccount[] {
    return accids.length ? accids.map((accid) => this.requireAccount(accid)) : this.accounts;
  }

  /** The customer's account with this account number (accno), or a 404 ACCOUNT_NOT_FOUND. */
  requireAccountByNumber(accno: number): BookAccount {
    const account = this.accounts.find((a) => a.accno === accno);
    if (!account) throw new Rejection(404, 'ACCOUNT_NOT_FOUND', `No account number ${accno}`);
    return account;
  }

  /** Units of a fund on the account's pending sell orders. */
  unitsOnSellOrders(accid: number, instrumentId: number): number {
    return roundUnits(
      this.fundOrders
        .filter((o) => o.side === 'SELL' && o.accid === accid && o.instrumentId === instrumentId)
        .reduce((sum, o) => sum + o.volume, 0),
    );
  }

  /** Units of a fund the account may still sell: held, less pending sell orders. */
  availableUnits(account: BookAccount, instrumentId: number): number {
    const held = account.holdings.get(instrumentId) ?? 0;
    return Math.max(0, roundUnits(held - this.unitsOnSellOrders(account.accid, instrumentId)));
  }

  /** What the account's units of a fund are worth, in the account's currency. */
  marketValue(account: BookAccount, fund: PricedFund): number {
    return roundToCents(
      (account.holdings.get(fund.instrumentId) ?? 0) * navIn(fund, account.currency),
    );
  }

  /** Cash plus the market value of every holding, in the account's currency. */
  accountSum(account: BookAccount): number {
    let sum = account.cash;
    for (const instrumentId of account.holdings.keys()) {
      const fund = this.#funds.get(instrumentId);
      if (fund) sum += this.marketValue(account, fund);
    }
    return roundToCents(sum);
  }

  /** Whether a passed, unexpired knowledge test covers the fund; none is needed without a category. */
  isSuitable(fund: PricedFund, now: number): boolean {
    if (fund.mifid2Category === null) return true;
    return (this.knowledgeTestExpiry[fund.mifid2Category] ?? 0) > now;
  }

  /** Index-fund buys placed on the calendar day of `now`, in SEK. */
  indexFundBuysOnDay(now: number): number {
    const today = calendarDay(now);
    let sum = 0;
    for (const order of this.fundOrders) {
      if (order.side !== 'BUY' || !order.amount || calendarDay(order.placedAt) !== today) continue;
      if (this.#funds.get(order.instrumentId)?.indexFund) {
        sum += convert(order.amount.value, order.amount.currency, 'SEK');
      }
    }
    return sum;
  }

  /** The sides of the account's allocation requests made on the day of `now` that still count. */
  requestSidesOnDay(accid: number, now: number): Set<Side> {
    const today = calendarDay(now);
    return new Set(
      this.allocationRequests
        .filter((r) => r.accid === accid && calendarDay(r.timeline.createdAt) === today)
        .filter((r) => countsAsTrade(allocationStatus(r.timeline, now)))
        .map((r) => r.side),
    );
  }
}
