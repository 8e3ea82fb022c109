import * as v from 'valibot';
import { TradingFrequencySchema } from './enumerations';
import { MoneyValueSchema } from './money';

// "Fund info" and the cut-off display of the catalogue.

/**
 * How and when a fund trades. A daily fund shows only the cut-off time; a monthly fund
 * shows the next buy or sell day plus the time, so the days may be missing.
 */
export const TradingInfoSchema = v.object({
  trading_frequency: TradingFrequencySchema,
  /** Local time of day orders must be in by, as the backend writes it (e.g. `15:00`). */
  cut_off_time: v.nullish(v.string()),
  /** Next trading day for buys, as the backend writes it (e.g. `2024-05-31`). */
  next_buy_day: v.nullish(v.string()),
  /** Next trading day for sells, as the backend writes it. */
  next_sell_day: v.nullish(v.string()),
  /** Smallest buy amount; the panel's default (100) applies when missing. */
  min_investment: v.nullish(MoneyValueSchema),
});

/** How and when a fund trades. */
export type TradingInfo = v.InferOutput<typeof TradingInfoSchema>;

/** The answer of "Instrument fund info". */
export const FundInfoSchema = v.object({
  trading_info: TradingInfoSchema,
});

/** A fund's trading information. */
export type FundInfo = v.InferOutput<typeof FundInfoSchema>;
