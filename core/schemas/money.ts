import * as v from 'valibot';
import { FiniteNumberSchema } from './finite-number';

/** An ISO 4217 currency code such as `SEK`, `EUR` or `USD`. */
export const CurrencyCodeSchema = v.pipe(
  v.string(),
  v.regex(
    /^[A-Z]{3}$/,
    (issue) =>
      `Invalid currency code: Expected three capital letters but received ${issue.received}`,
  ),
);

/** An ISO 4217 currency code. */
export type CurrencyCode = v.InferOutput<typeof CurrencyCodeSchema>;

/**
 * An amount of money, `{value, currency}`: the buy amount of an order, an account's
 * sum and trading power, a period's return amount.
 */
export const MoneySchema = v.object({
  /** The amount in units of `currency` (not minor units). */
  value: FiniteNumberSchema,
  currency: CurrencyCodeSchema,
});

/** An amount of money with its currency. */
export type Money = v.InferOutput<typeof MoneySchema>;

/**
 * The value of a money field whose currency the answer leaves out: the order and
 * allocation-request responses and a position's market value read only `amount.value`
 *.
 */
export const MoneyValueSchema = v.pick(MoneySchema, ['value']);

/** A money value without its currency. */
export type MoneyValue = v.InferOutput<typeof MoneyValueSchema>;

/**
 * Money as the transaction APIs spell it, `{value, currencyCode}`.
 */
export const CurrencyCodeMoneySchema = v.object({
  ...MoneyValueSchema.entries,
  currencyCode: CurrencyCodeSchema,
});

/** Money as the transaction APIs spell it. */
export type CurrencyCodeMoney = v.InferOutput<typeof CurrencyCodeMoneySchema>;
