import { roundToCents } from './money-rounding';
import { amount, percent, type Amount, type Percent } from './money-units';
import {
  cleanSellAmount,
  cleanSellPercent,
  parseInputAmount,
  parseInputPercent,
} from './order-input';

/**
 * SPEC §4: the sell input toggles between amount and percent, and the two stay in sync. The
 * order itself always carries a percent (SPEC §3), so an amount is turned into the percent it
 * is of the holdings, with 2 decimals, and the amount shown back is what that percent sells.
 */

/** The percent of the holdings an amount is, with 2 decimals. */
export const percentOfHoldings = (sold: Amount, holdings: Amount): Percent =>
  holdings > 0 ? roundToCents(percent((sold / holdings) * 100)) : percent(0);

/** The amount a percent of the holdings is, in the account's currency, with 2 decimals. */
export const amountOfHoldings = (share: Percent, holdings: Amount): Amount =>
  roundToCents(amount((holdings * share) / 100));

/** SPEC §5 quick buttons: Sell Everything (100) and Sell Half (50). */
export const QUICK_SELL_PERCENTS = { everything: percent(100), half: percent(50) } as const;

/** What the two sell inputs show. */
export interface SellTexts {
  amountText: string;
  percentText: string;
}

/** The customer typed an amount: it is cleaned (SPEC §5), and the percent follows it. */
export function typedSellAmount(raw: string, holdings: Amount): SellTexts {
  const amountText = cleanSellAmount(raw);
  const sold = parseInputAmount(amountText);
  return {
    amountText,
    percentText: sold === undefined ? '' : String(percentOfHoldings(sold, holdings)),
  };
}

/** The customer typed a percent: it is cleaned (SPEC §5), and the amount follows it. */
export function typedSellPercent(raw: string, holdings: Amount): SellTexts {
  const percentText = cleanSellPercent(raw);
  const share = parseInputPercent(percentText);
  return {
    amountText: share === undefined ? '' : String(amountOfHoldings(share, holdings)),
    percentText,
  };
}
