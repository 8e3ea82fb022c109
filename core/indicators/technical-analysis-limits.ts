/**
 * Limits of the technical-analysis settings ("Technical analysis parameters",
 * "Graph"). One place for each number; the rules in
 * `technical-analysis-parameters.ts` and `technical-analysis-list.ts` read them by name.
 */

/** Most technical analyses one graph shows at once (a count of indicators). */
export const MAX_TECHNICAL_ANALYSES = 8;

/** Shortest period of any indicator parameter counted in bars (period, short, long, signal). */
export const PERIOD_MIN = 2;

/** Longest period of any indicator parameter counted in bars. */
export const PERIOD_MAX = 350;

/** Narrowest Bollinger band width, in standard deviations. */
export const DEVIATION_MIN = 1;

/** Widest Bollinger band width, in standard deviations. */
export const DEVIATION_MAX = 50;

/** Decimal places kept of a typed Bollinger deviation; further digits are cut, not rounded. */
export const DEVIATION_DECIMALS = 4;

/** Lowest allowed RSI / Stochastic low level, on the indicator's 0–100 scale. */
export const LEVEL_MIN = 2;

/** Highest allowed RSI / Stochastic high level, on the indicator's 0–100 scale. */
export const LEVEL_MAX = 100;
