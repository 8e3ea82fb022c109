import * as v from 'valibot';
import { AccountIdSchema } from './identifiers';

// "User settings"; the catalogue names the settings but not all of their fields.

/** Whether the sell input takes an amount or a percent. */
export const FUND_SELL_INPUT_MODES = ['amount', 'percent'] as const;

/** Parses a sell input mode. */
export const FundSellInputModeSchema = v.picklist(FUND_SELL_INPUT_MODES);

/** A sell input mode. */
export type FundSellInputMode = v.InferOutput<typeof FundSellInputModeSchema>;

/**
 * The user's saved order-panel settings. Every field is optional: a new user has none.
 * - `accountIds`: the saved accounts, most preferred first; "the first saved account"
 *   of account preselection is `accountIds[0]`.
 * - `confirmOrderModalDismissed`: the user ticked "don't show again" on the cost
 *   confirmation, so the action button sends at once (step 4).
 * - `fundSellToggleOption`: the sell input's last mode.
 */
export const UserSettingsSchema = v.object({
  accountIds: v.optional(v.array(AccountIdSchema)),
  confirmOrderModalDismissed: v.optional(v.boolean()),
  fundSellToggleOption: v.optional(FundSellInputModeSchema),
});

/** The user's saved order-panel settings. */
export type UserSettings = v.InferOutput<typeof UserSettingsSchema>;
