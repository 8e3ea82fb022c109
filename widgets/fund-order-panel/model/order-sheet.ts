import type { Account, AccountInformation } from '../../../core/schemas/account';
import type { AllocationRequestActions } from '../../../core/schemas/allocation-request';
import type { OrderSide } from '../../../core/schemas/enumerations';
import type { TradingInfo } from '../../../core/schemas/fund-info';
import type { Instrument } from '../../../core/schemas/instrument';
import type { Position } from '../../../core/schemas/position';
import { estimatedSellUnits } from './holdings';
import { amount, percent, type Amount, type Percent } from './money-units';
import { accountLabel } from './order-accounts';
import { minimumInvestment, orderCurrency } from './order-terms';
import type { Submission } from './order-kinds';
import { cleanBuyAmount } from './order-input';
import { orderSubmission } from './order-submission';
import { orderTicket, type OrderTicket } from './order-ticket';
import type { PanelMode } from './panel-modes';
import { typedSellAmount, typedSellPercent, type SellTexts } from './sell-amount-percent';
import { orderPermission } from './side-permission';
import type { StandingRefusal } from './standing-refusal';
import { panelSuitability, type SuitabilityAnswer } from './suitability-notice';

/**
 * What the order inputs hold: the buy amount, and the sell amount and percent kept in sync,
 * with the one a sell follows.
 */
export interface OrderTexts extends SellTexts {
  buyText: string;
}

export const NO_TEXTS: OrderTexts = {
  buyText: '',
  amountText: '',
  percentText: '',
  sellFrom: 'amount',
};

/** The input the customer types into: the buy amount, the sell amount or the sell percent. */
export type OrderInput = 'buy' | 'amount' | 'percent';

/**
 * The inputs after the customer typed `raw` into one of them: cleaned as the buy and sell rules say
 * (`order-input.ts`), the sell amount and percent kept in sync.
 */
export function typedOrderText(
  texts: OrderTexts,
  input: OrderInput,
  raw: string,
  holdings: Amount,
): OrderTexts {
  switch (input) {
    case 'buy':
      return { ...texts, buyText: cleanBuyAmount(raw) };
    case 'amount':
      return { ...texts, ...typedSellAmount(raw, holdings) };
    case 'percent':
      return { ...texts, ...typedSellPercent(raw, holdings) };
  }
}

/** What the cost confirmation shows: the order's figures, a buy's total with the fee added. */
export interface ConfirmationFigures {
  side: OrderSide;
  fundName: string;
  account: string;
  currency: string;
  /** Buy: the amount; sell: the estimated amount. */
  amount: Amount;
  /** Sell only. */
  percent: Percent | undefined;
  /** Sell: the units the order is estimated to sell, as the form shows them. */
  quantity: number | undefined;
  fee: Amount;
  /** Buy: amount + fee; sell: the estimated total. */
  total: Amount;
}

export interface OrderSheetInput {
  side: OrderSide;
  mode: PanelMode;
  book: {
    information: ReadonlyMap<number, AccountInformation>;
    instrument: Instrument;
    tradingInfo: TradingInfo | undefined;
    positions: readonly Position[];
  };
  /** The chosen account, if any. */
  account: Account | undefined;
  /** What the chosen account holds of the fund. */
  holdings: Amount;
  texts: OrderTexts;
  /** The knowledge test's answer, once given. */
  suitability: SuitabilityAnswer | undefined;
  /** The chosen account's request actions, once answered. */
  actions: AllocationRequestActions | undefined;
  /** A refusal an earlier order met. */
  refusal: StandingRefusal | undefined;
  redirectOrigin: string | undefined;
}

/** What the order form shows, and what it sends. */
export interface OrderSheet {
  information: AccountInformation | undefined;
  /** What amounts are typed, shown and ordered in. */
  currency: string;
  minInvestment: Amount;
  suitability: ReturnType<typeof panelSuitability>;
  permission: ReturnType<typeof orderPermission>;
  ticket: OrderTicket;
  /** Sell: the units the amount sells, when the NAV is known. */
  estimatedQuantity: number | undefined;
  /** What the confirmation shows, once there is an amount. */
  figures: ConfirmationFigures | undefined;
  /** The order a press sends; undefined while the ticket may not be sent. */
  submission: Submission | undefined;
}

/**
 * Everything the order form shows for the chosen account, worked out from the order flow, the buy,
 * sell and suitability rules, the permissions and the order constants: its currency and minimum,
 * what the knowledge test and the permissions allow, the ticket as typed so far, the units a sell
 * sells, the confirmation's figures and the order to send.
 */
export function orderSheet(input: OrderSheetInput): OrderSheet {
  const { side, book, account, holdings, texts } = input;
  const { instrument } = book;
  const accid = account?.accid;
  const information = accid === undefined ? undefined : book.information.get(accid);
  const currency = orderCurrency(information, instrument);
  const minInvestment = minimumInvestment(instrument, book.tradingInfo);
  const suitability = panelSuitability({
    side,
    answer: input.suitability,
    mifid2Category: instrument.mifid2_category,
  });
  const permission = orderPermission({ ...input, accid });
  const common = { accountSelected: account !== undefined, allowed: permission.allowed };
  const ticket: OrderTicket =
    side === 'BUY'
      ? orderTicket({
          ...common,
          side,
          amountText: texts.buyText,
          tradingPower: amount(information?.trading_power.value ?? 0),
          minInvestment,
          suitable: suitability.suitable,
          feePercent: percent(instrument.buy_fee ?? 0),
        })
      : orderTicket({
          ...common,
          side,
          sellFrom: texts.sellFrom,
          amountText: texts.amountText,
          percentText: texts.percentText,
          holdings,
          feePercent: percent(instrument.sell_fee ?? 0),
        });
  const estimatedQuantity =
    side === 'SELL' && ticket.amount !== undefined
      ? estimatedSellUnits(
          book.positions.find((p) => p.accid === accid),
          ticket.amount,
        )
      : undefined;
  const figures: ConfirmationFigures | undefined =
    account && ticket.amount !== undefined && ticket.confirmationTotal !== undefined
      ? {
          side,
          fundName: instrument.name,
          account: accountLabel(account),
          currency,
          amount: ticket.amount,
          percent: ticket.percent,
          quantity: estimatedQuantity,
          fee: ticket.fee,
          total: ticket.confirmationTotal,
        }
      : undefined;
  return {
    information,
    currency,
    minInvestment,
    suitability,
    permission,
    ticket,
    estimatedQuantity,
    figures,
    submission: orderSubmission({ ...input, ticket, instrument, currency }),
  };
}
