import type { MarketCurrency } from '../../core/schemas/enumerations';

/**
 * The sandbox's fixed exchange rates, in SEK per unit of each market currency. Real rates move;
 * fixed ones keep every converted market value the same on every run.
 */
export const SEK_PER_UNIT: Readonly<Record<MarketCurrency, number>> = {
  SEK: 1,
  NOK: 0.98,
  DKK: 1.55,
  EUR: 11.45,
};

/** Rounds to whole cents (öre, øre, sent), the precision every money field is answered in. */
export const roundToCents = (value: number): number =>
  Math.round((value + Number.EPSILON) * 100) / 100;

/** Rounds a number of fund units to the 4 decimals the sandbox keeps. */
export const roundUnits = (units: number): number =>
  Math.round((units + Number.EPSILON) * 1e4) / 1e4;

/** How many units of `to` one unit of `from` buys at the fixed rates. */
export const exchangeRate = (from: MarketCurrency, to: MarketCurrency): number =>
  SEK_PER_UNIT[from] / SEK_PER_UNIT[to];

/** `value` in `from`, converted to `to`. */
export const convert = (value: number, from: MarketCurrency, to: MarketCurrency): number =>
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
