/**
 * The buy rules (docs/rules.md#buy-rules): a buy is valid only if an account is selected, the
 * trading power covers the minimum investment, the amount is at least the minimum and at most the
 * trading power, and the instrument is suitable.
 */
export interface BuyCase {
  accountSelected: boolean;
  /** The account's trading power, in its currency. */
  tradingPower: number;
  /** The instrument's minimum investment (by default 100). */
  minInvestment: number;
  /** The amount typed; undefined while the input is empty. */
  amount: number | undefined;
  /** Whether the knowledge test covers the instrument (buying needs it). */
  suitable: boolean;
}

/**
 * What is wrong with a buy, as the customer is told:
 * - `below-minimum`: 'Minimum allowed amount is {min} {currency}';
 * - `incorrect-value`: 'Incorrect value' (zero, or no number);
 * - `not-enough-money`: 'Not enough money' (above the trading power, or the trading power
 *   below the minimum investment).
 */
export type BuyProblem = 'below-minimum' | 'incorrect-value' | 'not-enough-money';

export interface BuyVerdict {
  valid: boolean;
  /** The message to show under the amount; undefined when there is nothing to say yet. */
  problem: BuyProblem | undefined;
}

export function validateBuy(input: BuyCase): BuyVerdict {
  const { amount, tradingPower, minInvestment } = input;
  let problem: BuyProblem | undefined;
  if (amount !== undefined) {
    if (amount <= 0) problem = 'incorrect-value';
    else if (amount > tradingPower) problem = 'not-enough-money';
    else if (amount < minInvestment) problem = 'below-minimum';
  }
  const valid =
    input.accountSelected &&
    input.suitable &&
    amount !== undefined &&
    problem === undefined &&
    tradingPower >= minInvestment;
  return { valid, problem };
}

/** Whether the account cannot afford even the minimum investment, shown before any typing. */
export const cannotAffordMinimum = (tradingPower: number, minInvestment: number): boolean =>
  tradingPower < minInvestment;
