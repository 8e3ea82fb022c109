import * as v from 'valibot';
import { IntegerSchema } from './finite-number';
import { AccountIdSchema, AccountNumberSchema } from './identifiers';
import { MoneySchema } from './money';

// "Account"; "Account preselection" reads `is_blocked`, `account_code` and
// `atyid` to exclude accounts (code BLSE, type 123, blocked).

/** One of the user's accounts. */
export const AccountSchema = v.object({
  accid: AccountIdSchema,
  accno: AccountNumberSchema,
  /** The name the customer gave the account, if any. */
  alias: v.nullish(v.string()),
  /** The account's short label as the backend shows it. */
  symbol: v.nullish(v.string()),
  is_blocked: v.boolean(),
  /** The account code, e.g. `BLSE`. */
  account_code: v.string(),
  /** The account type id, e.g. `123`. */
  atyid: IntegerSchema,
});

/** One of the user's accounts. */
export type Account = v.InferOutput<typeof AccountSchema>;

/** The answer of "User accounts". */
export const AccountListSchema = v.array(AccountSchema);

/** The user's accounts. */
export type AccountList = v.InferOutput<typeof AccountListSchema>;

/**
 * An account's money: its sum and its trading power. `accid` names the account when the
 * call is made for several accounts at once.
 */
export const AccountInformationSchema = v.object({
  accid: v.optional(AccountIdSchema),
  account_sum: MoneySchema,
  trading_power: MoneySchema,
});

/** An account's sum and trading power. */
export type AccountInformation = v.InferOutput<typeof AccountInformationSchema>;

/** The answer of "Account information" for one or more accounts. */
export const AccountInformationListSchema = v.array(AccountInformationSchema);

/** Account information for one or more accounts. */
export type AccountInformationList = v.InferOutput<typeof AccountInformationListSchema>;
