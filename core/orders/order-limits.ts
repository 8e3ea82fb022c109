/**
 * The order flow's business constants, in one place for the order panel
 * and the sandbox broker that enforces the same rules.
 */

/** The minimum investment when an instrument gives none, in the order's currency. */
export const DEFAULT_MIN_INVESTMENT = 100;

/** The currency when nothing else names one. */
export const DEFAULT_CURRENCY = 'SEK';

/** Accounts with this code are never offered for buying. */
export const EXCLUDED_ACCOUNT_CODE = 'BLSE';

/** Accounts of this type (`atyid`) are never offered for buying. */
export const EXCLUDED_ACCOUNT_TYPE = 123;

/** The smallest sell, in percent of the holdings. */
export const SELL_PERCENT_MIN = 0.01;

/** The largest sell, in percent of the holdings. */
export const SELL_PERCENT_MAX = 100;

/** The share of the holdings below which a sell is refused: floor(holdings × 0.0001). */
export const MIN_SELL_SHARE_OF_HOLDINGS = 0.0001;

/** How many workdays an order takes at most, and at least (shown in the trading information). */
export const ORDER_WORKDAYS = { min: 1, max: 5 } as const;

/**
 * Decimals a fund quantity (units) is shown with, wherever the order panel shows one. "Quantity
 * is shown with 3 to 5 decimals", and units are booked to 4 (an order's volume, as the sandbox
 * broker keeps it): 4 shows a booked volume exactly and an estimate no finer than what is
 * booked, so the same units read the same in the form, the confirmation and the receipt. The
 * price graph writes fractional trade quantities with 4 decimals too.
 */
export const QUANTITY_DECIMALS = 4;

/** How close a knowledge test's expiry must be for the re-qualify banner, in months. */
export const KNOWLEDGE_TEST_RENEWAL_MONTHS = 1;
