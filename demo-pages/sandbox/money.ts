import type { MarketCurrency } from '../../core/schemas/enumerations';

/**
 * A currency the sandbox has a rate for: the market currencies, and CAD and USD, which are no
 * market's currency but a fund's development can be shown in.
 */
export type RateCurrency = MarketCurrency | 'CAD' | 'USD';

/**
 * The sandbox's fixed exchange rates, in SEK per unit of each currency: realistic late-2026
 * figures. Real rates move; fixed ones keep every converted value the same on every run.
 */
export const SEK_PER_UNIT: Readonly<Record<RateCurrency, number>> = {
  SEK: 1,
  NOK: 0.98,
  DKK: 1.55,
  EUR: 11.45,
  CAD: 7.09,
  USD: 9.79,
};

/** Rounds to whole cents (öre, øre, sent), the precision every money field is answered in. */
export const roundToCents = (value: number): number =>
  Math.round((value + Number.EPSILON) * 100) / 100;

/** Rounds a number of fund units to the 4 decimals the sandbox keeps. */
export const roundUnits = (units: number): number =>
  Math.round((units + Number.EPSILON) * 1e4) / 1e4;

/** How many units of `to` one unit of `from` buys at the fixed rates. */
export const exchangeRate = (from: RateCurrency, to: RateCurrency): number =>
  SEK_PER_UNIT[from] / SEK_PER_UNIT[to];

/** `value` in `from`, converted to `to`. */
export const convert = (value: number, from: RateCurrency, to: RateCurrency): number =>
  value * exchangeRate(from, to);

/** Money in one of the market currencies (it parses as core's `MoneySchema`). */
export interface SandboxMoney {
  value: number;
  currency: MarketCurrency;
}

/** A money field as the backend answers it: `{value, currency}`, rounded to cents. */
export const money = (value: number, currency: MarketCurrency): SandboxMoney => ({
  value: roundToCents(value),
  currency,
});
