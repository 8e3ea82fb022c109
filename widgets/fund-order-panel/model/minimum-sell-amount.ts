import { MIN_SELL_SHARE_OF_HOLDINGS } from '../../../core/orders/order-limits';

/** SPEC §5: the minimum sell amount = floor(holdings × 0.0001), or 0 if holdings ≤ 0. */
export const minimumSellAmount = (holdings: number): number =>
  holdings <= 0 ? 0 : Math.floor(holdings * MIN_SELL_SHARE_OF_HOLDINGS);
