import { MIN_SELL_SHARE_OF_HOLDINGS } from '../../../core/orders/order-limits';
import { amount, NO_AMOUNT, type Amount } from './money-units';

/** The minimum sell amount = floor(holdings × 0.0001), or 0 if holdings ≤ 0. */
export const minimumSellAmount = (holdings: Amount): Amount =>
  holdings <= 0 ? NO_AMOUNT : amount(Math.floor(holdings * MIN_SELL_SHARE_OF_HOLDINGS));
