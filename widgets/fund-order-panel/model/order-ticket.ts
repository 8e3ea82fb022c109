import { validateBuy, type BuyProblem } from './buy-validation';
import { minimumSellAmount } from './minimum-sell-amount';
import { confirmedBuyTotal, buyFee, estimatedSellTotal, sellFee } from './order-fees';
import { NO_AMOUNT, type Amount, type Percent } from './money-units';
import { parseInputAmount, parseInputPercent } from './order-input';
import { amountOfHoldings, percentOfHoldings, type SellSource } from './sell-amount-percent';
import { validateSell, type SellProblem } from './sell-validation';

/**
 * The order as the customer has filled it in so far, with every figure the form shows worked out
 * from the buy and sell rules and the order constants: what is typed, the fee, the total, and
 * whether it may be sent.
 */
export interface OrderTicket {
  /**
   * Buy: the amount. Sell: the amount the order sells, estimated. A sell order carries a percent of
   * the holdings, so a typed amount is sold as the percent it rounds to, and this is what that
   * percent sells: SEK 50 typed of SEK 163 533 is 0.03 %, SEK 49.06.
   */
  amount: Amount | undefined;
  /** Sell only: the amount as typed, when the customer typed one. */
  typedAmount: Amount | undefined;
  /** Sell only: the percent of the holdings (typed, or worked out from the amount). */
  percent: Percent | undefined;
  fee: Amount;
  /**
   * What the form shows as the total. Buy: the amount itself (the fee is shown separately); sell:
   * the estimated total, amount + fee.
   */
  total: Amount | undefined;
  /** What the confirmation shows as the total: for a buy it adds the fee. */
  confirmationTotal: Amount | undefined;
  valid: boolean;
  problem: BuyProblem | SellProblem | undefined;
  /** Sell only: the minimum sell amount. */
  minimumSellAmount: Amount;
}

export interface BuyTicketInput {
  side: 'BUY';
  amountText: string;
  accountSelected: boolean;
  tradingPower: Amount;
  minInvestment: Amount;
  suitable: boolean;
  /** Allowed by the investment plan's request actions (always true for plain orders). */
  allowed: boolean;
  feePercent: Percent;
}

export interface SellTicketInput {
  side: 'SELL';
  /** The input typed into last, which the order follows, whichever the form shows. */
  sellFrom: SellSource;
  amountText: string;
  percentText: string;
  accountSelected: boolean;
  holdings: Amount;
  allowed: boolean;
  feePercent: Percent;
}

export function orderTicket(input: BuyTicketInput | SellTicketInput): OrderTicket {
  if (input.side === 'BUY') {
    const amount = parseInputAmount(input.amountText);
    const verdict = validateBuy({ ...input, amount });
    const fee = amount === undefined ? NO_AMOUNT : buyFee(amount, input.feePercent);
    return {
      amount,
      typedAmount: undefined,
      percent: undefined,
      fee,
      total: amount,
      confirmationTotal: amount === undefined ? undefined : confirmedBuyTotal(amount, fee),
      valid: verdict.valid && input.allowed,
      problem: verdict.problem,
      minimumSellAmount: NO_AMOUNT,
    };
  }
  const { holdings } = input;
  const typedAmount = input.sellFrom === 'amount' ? parseInputAmount(input.amountText) : undefined;
  const percent =
    input.sellFrom === 'amount'
      ? typedAmount === undefined
        ? undefined
        : percentOfHoldings(typedAmount, holdings)
      : parseInputPercent(input.percentText);
  const amount = percent === undefined ? undefined : amountOfHoldings(percent, holdings);
  const minimum = minimumSellAmount(holdings);
  const verdict = validateSell({
    accountSelected: input.accountSelected,
    holdings,
    minimumSellAmount: minimum,
    // The amount the customer typed is judged as typed: more than the holdings is not enough
    // money even where its percent rounds to 100.
    amount: typedAmount ?? amount,
    percent,
    typed: input.sellFrom,
  });
  const fee = percent === undefined ? NO_AMOUNT : sellFee(percent, holdings, input.feePercent);
  const total = amount === undefined ? undefined : estimatedSellTotal(amount, fee);
  return {
    amount,
    typedAmount,
    percent,
    fee,
    total,
    confirmationTotal: total,
    valid: verdict.valid && input.allowed,
    problem: verdict.problem,
    minimumSellAmount: minimum,
  };
}
