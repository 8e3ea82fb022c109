import { DEFAULT_CURRENCY, DEFAULT_MIN_INVESTMENT } from '../../../core/orders/order-limits';
import type { AccountInformation } from '../../../core/schemas/account';
import type { TradingInfo } from '../../../core/schemas/fund-info';
import type { Instrument } from '../../../core/schemas/instrument';
import { amount, type Amount } from './money-units';

/**
 * The currency amounts are typed, shown and ordered in: the chosen account's (its trading power's),
 * else the fund's, else the default, SEK.
 */
export const orderCurrency = (
  information: Pick<AccountInformation, 'trading_power'> | undefined,
  instrument: Pick<Instrument, 'currency'>,
): string => information?.trading_power.currency ?? instrument.currency ?? DEFAULT_CURRENCY;

/**
 * The smallest buy, as the instrument states it, else as the fund info does, else the default
 * (100).
 */
export const minimumInvestment = (
  instrument: Pick<Instrument, 'min_investment'>,
  tradingInfo: Pick<TradingInfo, 'min_investment'> | undefined,
): Amount =>
  amount(instrument.min_investment ?? tradingInfo?.min_investment?.value ?? DEFAULT_MIN_INVESTMENT);
