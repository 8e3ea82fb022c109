import type { FundOrderListItem } from '../../../core/schemas/fund-order';
import type { Position } from '../../../core/schemas/position';
import { roundToCents } from './money-rounding';
import { amount, NO_AMOUNT, type Amount } from './money-units';

/**
 * Holdings = market value − (active sell order volume × last NAV × exchange rate), rounded to 2
 * decimals: what the customer can still sell, in the account's currency.
 */
export function holdingsValue(input: {
  /** The position's market value in the account's currency. */
  marketValue: number;
  /** Units of the fund on the account's active sell orders. */
  activeSellVolume: number;
  /** The fund's last NAV per unit, in the fund's currency. */
  lastNav: number;
  /** Account currency per unit of the fund's currency (1 when they are the same). */
  exchangeRate: number;
}): Amount {
  const { marketValue, activeSellVolume, lastNav, exchangeRate } = input;
  return roundToCents(amount(marketValue - activeSellVolume * lastNav * exchangeRate));
}

/** Units of the fund on the account's active sell orders (the v2 fund orders list). */
export const activeSellVolume = (
  orders: readonly FundOrderListItem[],
  accid: number,
  instrumentId: number,
): number =>
  orders
    .filter((o) => o.order_side === 'SELL' && o.accid === accid && o.instrument_id === instrumentId)
    .reduce((sum, o) => sum + o.volume, 0);

/**
 * The exchange rate from the fund's currency to the account's: as the position states it, or
 * else as its market value implies it (market value ÷ (units × NAV)), or 1 when neither is
 * known, which holds when fund and account share a currency.
 */
export function positionExchangeRate(position: Position): number {
  if (position.exchange_rate != null) return position.exchange_rate;
  const { volume } = position;
  const nav = position.instrument.last_nav;
  if (volume != null && volume > 0 && nav != null && nav > 0) {
    return position.market_value_acc.value / (volume * nav);
  }
  return 1;
}

/** The holdings of `instrumentId` in each account, by accid: only accounts that hold it. */
export function holdingsByAccount(
  positions: readonly Position[],
  orders: readonly FundOrderListItem[],
  instrumentId: number,
): Map<number, Amount> {
  const byAccount = new Map<number, Amount>();
  for (const position of positions) {
    if (position.accid === undefined || position.instrument.instrument_id !== instrumentId) {
      continue;
    }
    const holdings = holdingsValue({
      marketValue: position.market_value_acc.value,
      activeSellVolume: activeSellVolume(orders, position.accid, instrumentId),
      lastNav: position.instrument.last_nav ?? 0,
      exchangeRate: positionExchangeRate(position),
    });
    byAccount.set(position.accid, holdings > 0 ? holdings : NO_AMOUNT);
  }
  return byAccount;
}

/**
 * Sell: the units an amount sells at the position's last NAV, in the account's currency;
 * undefined while the NAV is unknown.
 */
export function estimatedSellUnits(
  position: Position | undefined,
  sold: Amount,
): number | undefined {
  const nav = position?.instrument.last_nav;
  return position && nav ? sold / (nav * positionExchangeRate(position)) : undefined;
}
