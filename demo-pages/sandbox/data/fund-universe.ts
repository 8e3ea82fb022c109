import type { MarketCurrency } from '../../../core/schemas/enumerations';
import { convert } from '../money';
import { Rejection } from '../router';
import { FUNDS, type SandboxFund } from './funds';
import type { PricePaths } from './price-paths';

/** A fund with today's NAV per unit, in its currency. */
export interface PricedFund extends SandboxFund {
  nav: number;
}

/** The fund's NAV in another currency, at the sandbox's fixed rates. */
export const navIn = (fund: PricedFund, currency: MarketCurrency): number =>
  convert(fund.nav, fund.currency, currency);

/**
 * The funds of one sandbox, priced at the NAV the price graph draws: the latest daily close of
 * the fund's price path at the server clock, so orders, positions and the graph agree, and the
 * NAV moves on once a trading day closes.
 */
export class FundUniverse {
  readonly #funds: ReadonlyMap<number, SandboxFund> = new Map(
    FUNDS.map((fund) => [fund.instrumentId, fund]),
  );
  readonly #paths: PricePaths;
  readonly #now: () => number;

  constructor(paths: PricePaths, now: () => number) {
    this.#paths = paths;
    this.#now = now;
  }

  all(): PricedFund[] {
    return [...this.#funds.values()].map((fund) => this.#priced(fund));
  }

  get(instrumentId: number): PricedFund | undefined {
    const fund = this.#funds.get(instrumentId);
    return fund && this.#priced(fund);
  }

  /** The fund with an id as a path or body gives it, or a 404 UNKNOWN_INSTRUMENT. */
  require(instrumentId: number | string | undefined): PricedFund {
    const fund = this.get(Number(instrumentId));
    if (!fund) throw new Rejection(404, 'UNKNOWN_INSTRUMENT', `No fund ${instrumentId}`);
    return fund;
  }

  #priced(fund: SandboxFund): PricedFund {
    // Every fund has a path with a NAV on every day of the history; the base NAV only covers
    // a clock set before the history begins.
    const nav = this.#paths.of(fund.instrumentId).priceAt(this.#now()) ?? fund.baseNav;
    return { ...fund, nav };
  }
}
