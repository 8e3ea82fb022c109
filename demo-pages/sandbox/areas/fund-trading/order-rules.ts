import type { MarketCurrency, Side } from '../../../../core/schemas/enumerations';
import type { FundOrderRequest } from '../../../../core/schemas/fund-order';
import type { OrderFailureCode } from '../../../../core/schemas/order-failure';
import {
  DEFAULT_MIN_INVESTMENT,
  EXCLUDED_ACCOUNT_CODE,
  EXCLUDED_ACCOUNT_TYPE,
} from '../../../../core/orders/order-limits';
import { convert } from '../../money';
import { sellVolume } from './order-volume';

/** The most a customer may buy of index funds in one day, in SEK (ABOVE_MAX_AMOUNT). */
export const INDEX_FUND_DAILY_MAX_SEK = 250_000;

/** A refused order: the HTTP status and the code the widgets read from `fields[0].code`. */
export interface OrderRejection {
  status: 400 | 403;
  code: OrderFailureCode;
}

/** The terms of the fund an order names. */
export interface FundTerms {
  currency: MarketCurrency;
  minInvestment: number | null;
  indexFund: boolean;
  openForBuy: boolean;
  openForSell: boolean;
  tradingFrequency: string;
}

/** The account an order names, with its trading power in its currency. */
export interface AccountTerms {
  blocked: boolean;
  /** The sides the account has no permission for. */
  refusedSides: readonly Side[];
  accountCode: string;
  atyid: number;
  currency: MarketCurrency;
  tradingPower: number;
}

/** Everything the broker looks at to accept or refuse a fund order. */
export interface FundOrderCase {
  order: FundOrderRequest;
  customer: { minor: boolean; partner: boolean };
  /** The fund, `not-a-fund` for a known instrument that is no fund, or undefined if unknown. */
  instrument: FundTerms | 'not-a-fund' | undefined;
  /** The customer's account with the order's accid, if there is one. */
  account: AccountTerms | undefined;
  /** Whether the customer's knowledge test covers the fund. */
  suitable: boolean;
  /** Units of the fund in the account, less those on active sell orders. */
  availableUnits: number;
  /** Index-fund buys the customer placed today, in SEK. */
  indexFundBuysTodaySek: number;
}

const refuse = (code: OrderFailureCode, status: 400 | 403 = 400): OrderRejection => ({
  status,
  code,
});

/**
 * The broker's rules for a fund order, as the sandbox enforces them. The
 * first rule an order breaks decides the answer, in this order: who the customer is, which
 * instrument and account the order names, whether the fund trades that side, then the amount
 * (buy) or the holding (sell). Undefined when the order is accepted.
 */
export function fundOrderRejection(input: FundOrderCase): OrderRejection | undefined {
  const { order, account, instrument } = input;
  const buying = order.orderside === 'BUY';

  if (input.customer.minor) return refuse('CUSTOMER_IS_MINOR', 403);
  if (instrument === undefined) return refuse('UNKNOWN_INSTRUMENT');
  if (instrument === 'not-a-fund') return refuse('NOT_A_FUND');
  if (account === undefined) return refuse('ACCOUNT_NOT_FOUND');
  if (account.blocked) return refuse('ACCOUNT_IS_BLOCKED', 403);
  // Accounts need permission per side; the failure codes have one for buying only.
  if (account.refusedSides.includes(buying ? 'buy' : 'sell')) {
    return refuse(
      buying ? 'ACCOUNT_IS_BLOCKED_FOR_BUYING' : 'USER_NOT_ALLOWED_TO_PLACE_ORDER',
      403,
    );
  }
  if (
    buying &&
    (account.accountCode === EXCLUDED_ACCOUNT_CODE || account.atyid === EXCLUDED_ACCOUNT_TYPE)
  ) {
    return refuse('INVALID_ACCOUNT_TYPE');
  }
  if (buying && !instrument.openForBuy) return refuse('FUND_NOT_ACTIVE_FOR_BUY');
  if (!buying && !instrument.openForSell) return refuse('FUND_NOT_ACTIVE_FOR_SELL');
  // The sandbox's broker takes orders online only for daily traded funds; the others are
  // still shown with their next trading days (cut-off display).
  if (instrument.tradingFrequency !== 'DAILY') return refuse('FUND_NOT_DAILY_TRADED');
  if (buying && input.customer.partner && instrument.indexFund) {
    return refuse('SUPERFUND_NOT_ALLOWED', 403);
  }

  if (order.orderside === 'BUY') {
    // Knowledge-test suitability is required for buying only.
    if (!input.suitable) return refuse('NOT_MIFID2_SUITABLE', 403);
    const { value, currency } = order.amount;
    if (currency !== account.currency) return refuse('ORDER_ACCOUNT_CURRENCY_MISMATCH');
    if (value <= 0) return refuse('VOLUME_IS_ZERO');
    // The minimum applies to the amount as the order panel checks it, in the
    // account's currency, without conversion.
    if (value < (instrument.minInvestment ?? DEFAULT_MIN_INVESTMENT)) {
      return refuse('BELOW_MIN_INVEST_AMOUNT');
    }
    if (value > account.tradingPower) return refuse('NOT_ENOUGH_TRADING_POWER');
    if (
      instrument.indexFund &&
      input.indexFundBuysTodaySek + convert(value, currency, 'SEK') > INDEX_FUND_DAILY_MAX_SEK
    ) {
      return refuse('ABOVE_MAX_AMOUNT');
    }
    return undefined;
  }

  if (order.percent <= 0) return refuse('VOLUME_IS_ZERO');
  if (input.availableUnits <= 0 || order.percent > 100) return refuse('NOT_ENOUGH_POSITIONS');
  if (sellVolume(input.availableUnits, order.percent) === 0) return refuse('VOLUME_IS_ZERO');
  return undefined;
}
