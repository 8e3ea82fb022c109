import { roundToCents } from './money-rounding';
import { amount, percent, type Amount, type Percent } from './money-units';
import {
  cleanSellAmount,
  cleanSellPercent,
  parseInputAmount,
  parseInputPercent,
} from './order-input';

/**
 * The sell input toggles between amount and percent, and the two stay in sync. The order itself
 * always carries a percent, so an amount is turned into the percent it is of the holdings, with 2
 * decimals, and the amount shown back is what that percent sells.
 *
 * What the order sells follows the input the customer typed into last, whichever of the two
 * the form shows: a typed amount is sold as the percent it rounds to, a typed percent as
 * itself. The quick buttons type the percent, so Sell Half sells exactly 50 % of the holding
 * and Sell Everything 100 %, never the amount shown beside them.
 *
 * The amount a percent is worth is rounded to the nearest cent, a half cent up, like every
 * money figure of the order: half of SEK 31 065.69 shows as SEK 15 532.85. It is an estimate
 * either way (the order is a share of the holding, valued at the fund's next NAV), and the
 * rounding never reaches the order.
 */

/** The percent of the holdings an amount is, with 2 decimals. */
export const percentOfHoldings = (sold: Amount, holdings: Amount): Percent =>
  holdings > 0 ? roundToCents(percent((sold / holdings) * 100)) : percent(0);

/** The amount a percent of the holdings is, in the account's currency, with 2 decimals. */
export const amountOfHoldings = (share: Percent, holdings: Amount): Amount =>
  roundToCents(amount((holdings * share) / 100));

/** The quick sell buttons: Sell Everything (100) and Sell Half (50). */
export const QUICK_SELL_PERCENTS = { everything: percent(100), half: percent(50) } as const;

/** Which sell input the customer typed into last: what the order sells follows it. */
export type SellSource = 'amount' | 'percent';

/** What the two sell inputs show, and which of them the order follows. */
export interface SellTexts {
  amountText: string;
  percentText: string;
  sellFrom: SellSource;
}

/** The customer typed an amount: it is cleaned, and the percent follows it. */
export function typedSellAmount(raw: string, holdings: Amount): SellTexts {
  const amountText = cleanSellAmount(raw);
  const sold = parseInputAmount(amountText);
  return {
    amountText,
    percentText: sold === undefined ? '' : String(percentOfHoldings(sold, holdings)),
    sellFrom: 'amount',
  };
}

/** The customer typed a percent: it is cleaned, and the amount follows it. */
export function typedSellPercent(raw: string, holdings: Amount): SellTexts {
  const percentText = cleanSellPercent(raw);
  const share = parseInputPercent(percentText);
  return {
    amountText: share === undefined ? '' : String(amountOfHoldings(share, holdings)),
    percentText,
    sellFrom: 'percent',
  };
}
