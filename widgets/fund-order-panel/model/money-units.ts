/**
 * The two number units of an order, kept apart by the compiler: an amount of money in the account's
 * currency and a percent (in percent units, 12.5 for 12.5 %). A sell order carries a percent of the
 * holdings while the customer may type an amount, and the fees mix both, so handing one where the
 * other belongs would be a silent wrong figure.
 */
export type Amount = number & { readonly __unit: 'amount' };
export type Percent = number & { readonly __unit: 'percent' };

function finite(value: number, unit: string): number {
  if (!Number.isFinite(value)) throw new RangeError(`An ${unit} must be a finite number: ${value}`);
  return value;
}

/** An amount of money in the account's currency; throws on NaN or an infinity. */
export const amount = (value: number): Amount => finite(value, 'amount') as Amount;

/** A percent, in percent units; throws on NaN or an infinity. */
export const percent = (value: number): Percent => finite(value, 'percent') as Percent;

/** No money: what an account without the fund holds, or a fund without a fee charges. */
export const NO_AMOUNT = amount(0);
