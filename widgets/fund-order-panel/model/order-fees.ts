import { roundToCents } from './money-rounding';
import { amount, type Amount, type Percent } from './money-units';

/**
 * Buy fee = amount × fee% / 100 (docs/rules.md#order-constants). The total buy is the amount itself
 * (the fee comes out of it); the fee is shown separately.
 */
export const buyFee = (invested: Amount, feePercent: Percent): Amount =>
  roundToCents(amount((invested * feePercent) / 100));

/**
 * Sell fee = percent × holdings × fee / 10000, with the percent and the fee both in percent units
 * (10 % of 5 000 at a 1 % fee is 10 × 5 000 × 1 / 10 000 = 5).
 */
export const sellFee = (share: Percent, holdings: Amount, feePercent: Percent): Amount =>
  roundToCents(amount((share * holdings * feePercent) / 10_000));

/** The estimated sell total = sell amount + fee. */
export const estimatedSellTotal = (sellAmount: Amount, fee: Amount): Amount =>
  roundToCents(amount(sellAmount + fee));

/** The confirmation adds the fee: what the confirmation shows as the buy total. */
export const confirmedBuyTotal = (invested: Amount, fee: Amount): Amount =>
  roundToCents(amount(invested + fee));
