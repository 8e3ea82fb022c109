import { SELL_PERCENT_MAX, SELL_PERCENT_MIN } from '../../../core/orders/order-limits';

/**
 * The sell rules (docs/rules.md#sell-rules): a sell is valid only if an account is selected, the
 * holdings are above zero, the sell amount is at least the minimum sell amount, and the percent is
 * between 0.01 and 100. Suitability is ignored when selling.
 */
export interface SellCase {
  accountSelected: boolean;
  /** What the account can sell, in its currency. */
  holdings: number;
  /** The minimum sell amount: floor(holdings × 0.0001). */
  minimumSellAmount: number;
  /** The amount to sell; undefined while nothing is typed. */
  amount: number | undefined;
  /** The percent to sell; undefined while nothing is typed. */
  percent: number | undefined;
  /**
   * Which of the two the customer typed (the other is worked out from it). A typed percent
   * above 100 is an incorrect value, a typed amount above the holdings not enough money.
   */
  typed: 'amount' | 'percent';
}

/**
 * What is wrong with a sell: `below-minimum` ('Minimum allowed amount to sell is …'),
 * `incorrect-value` (percent outside 0.01–100, or zero), `not-enough-money` (more than the
 * holdings).
 */
export type SellProblem = 'below-minimum' | 'incorrect-value' | 'not-enough-money';

export interface SellVerdict {
  valid: boolean;
  problem: SellProblem | undefined;
}

export const isSellPercentInRange = (percent: number): boolean =>
  percent >= SELL_PERCENT_MIN && percent <= SELL_PERCENT_MAX;

export function validateSell(input: SellCase): SellVerdict {
  const { amount, percent, holdings, minimumSellAmount } = input;
  const percentOutOfRange = percent !== undefined && !isSellPercentInRange(percent);
  let problem: SellProblem | undefined;
  if (input.typed === 'percent' && percentOutOfRange) problem = 'incorrect-value';
  else if (amount !== undefined && amount > holdings) problem = 'not-enough-money';
  else if (percentOutOfRange) problem = 'incorrect-value';
  else if (amount !== undefined && amount <= 0) problem = 'incorrect-value';
  else if (amount !== undefined && amount < minimumSellAmount) problem = 'below-minimum';
  const valid =
    input.accountSelected &&
    holdings > 0 &&
    amount !== undefined &&
    percent !== undefined &&
    problem === undefined;
  return { valid, problem };
}
