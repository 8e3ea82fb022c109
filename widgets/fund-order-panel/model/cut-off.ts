import type { OrderSide } from '../../../core/schemas/enumerations';
import type { TradingInfo } from '../../../core/schemas/fund-info';

/**
 * The cut-off shown: a DAILY fund gives the time; a MONTHLY fund gives the next buy or sell day
 * plus the time. The rule says nothing of WEEKLY funds: like monthly ones they trade on a set day,
 * so the customer needs the day too, and gets it.
 */
export type CutOff =
  | { kind: 'time'; time: string }
  | { kind: 'day-and-time'; day: string; time: string }
  | { kind: 'unknown' };

export function cutOff(info: TradingInfo, side: OrderSide): CutOff {
  const time = info.cut_off_time;
  if (!time) return { kind: 'unknown' };
  if (info.trading_frequency === 'DAILY') return { kind: 'time', time };
  const day = side === 'BUY' ? info.next_buy_day : info.next_sell_day;
  return day ? { kind: 'day-and-time', day, time } : { kind: 'time', time };
}

/** The fund's next trading day for the side, if the fund trades that side at all. */
export const nextTradingDay = (info: TradingInfo, side: OrderSide): string | undefined =>
  (side === 'BUY' ? info.next_buy_day : info.next_sell_day) ?? undefined;
