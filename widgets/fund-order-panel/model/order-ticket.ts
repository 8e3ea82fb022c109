import type { FundSellInputMode } from '../../../core/schemas/user-settings';
import { validateBuy, type BuyProblem } from './buy-validation';
import { minimumSellAmount } from './minimum-sell-amount';
import { confirmedBuyTotal, buyFee, estimatedSellTotal, sellFee } from './order-fees';
import { parseInputNumber } from './order-input';
import { amountOfHoldings, percentOfHoldings } from './sell-amount-percent';
import { validateSell, type SellProblem } from './sell-validation';

/**
 * The order as the customer has filled it in so far, with every figure the form shows worked
 * out from SPEC §5 and §9: what is typed, the fee, the total, and whether it may be sent.
 */
export interface OrderTicket {
  /** Buy: the amount; sell: the amount sold (typed, or worked out from the percent). */
  amount: number | undefined;
  /** Sell only: the percent of the holdings (typed, or worked out from the amount). */
  percent: number | undefined;
  fee: number;
  /** Buy: amount + fee (the confirmation adds the fee); sell: the estimated total. */
  total: number | undefined;
  valid: boolean;
  problem: BuyProblem | SellProblem | undefined;
  /** Sell only: SPEC §5 minimum sell amount. */
  minimumSellAmount: number;
}

export interface BuyTicketInput {
  side: 'BUY';
  amountText: string;
  accountSelected: boolean;
  tradingPower: number;
  minInvestment: number;
  suitable: boolean;
  /** Allowed by the investment plan's request actions (always true for plain orders). */
  allowed: boolean;
  feePercent: number;
}

export interface SellTicketInput {
  side: 'SELL';
  mode: FundSellInputMode;
  amountText: string;
  percentText: string;
  accountSelected: boolean;
  holdings: number;
  allowed: boolean;
  feePercent: number;
}

export function orderTicket(input: BuyTicketInput | SellTicketInput): OrderTicket {
  if (input.side === 'BUY') {
    const amount = parseInputNumber(input.amountText);
    const verdict = validateBuy({ ...input, amount });
    const fee = amount === undefined ? 0 : buyFee(amount, input.feePercent);
    return {
      amount,
      percent: undefined,
      fee,
      total: amount === undefined ? undefined : confirmedBuyTotal(amount, fee),
      valid: verdict.valid && input.allowed,
      problem: verdict.problem,
      minimumSellAmount: 0,
    };
  }
  const { holdings } = input;
  let amount: number | undefined;
  let percent: number | undefined;
  if (input.mode === 'amount') {
    amount = parseInputNumber(input.amountText);
    percent = amount === undefined ? undefined : percentOfHoldings(amount, holdings);
  } else {
    percent = parseInputNumber(input.percentText);
    amount = percent === undefined ? undefined : amountOfHoldings(percent, holdings);
  }
  const minimum = minimumSellAmount(holdings);
  const verdict = validateSell({
    accountSelected: input.accountSelected,
    holdings,
    minimumSellAmount: minimum,
    amount,
    percent,
    typed: input.mode,
  });
  const fee = percent === undefined ? 0 : sellFee(percent, holdings, input.feePercent);
  return {
    amount,
    percent,
    fee,
    total: amount === undefined ? undefined : estimatedSellTotal(amount, fee),
    valid: verdict.valid && input.allowed,
    problem: verdict.problem,
    minimumSellAmount: minimum,
  };
}
