import { roundToCents } from './money-rounding';

/**
 * SPEC §4: the sell input toggles between amount and percent, and the two stay in sync. The
 * order itself always carries a percent (SPEC §3), so an amount is turned into the percent it
 * is of the holdings, with 2 decimals, and the amount shown back is what that percent sells.
 */

/** The percent of the holdings an amount is, with 2 decimals. */
export const percentOfHoldings = (amount: number, holdings: number): number =>
  holdings > 0 ? roundToCents((amount / holdings) * 100) : 0;

/** The amount a percent of the holdings is, in the account's currency, with 2 decimals. */
export const amountOfHoldings = (percent: number, holdings: number): number =>
  roundToCents((holdings * percent) / 100);

/** SPEC §5 quick buttons: Sell Everything (100) and Sell Half (50). */
export const QUICK_SELL_PERCENTS = { everything: 100, half: 50 } as const;
