import * as v from 'valibot';
import { FiniteNumberSchema, PercentSchema } from './finite-number';

// "Historical table", "Price time series returns".

/**
 * One row of the "Historical development" table. High, low and turnover are columns
 * only when some row has them, so each may be missing or `null`.
 */
export const HistoricalReturnsRowSchema = v.object({
  /** The row's period label as the backend gives it (a year, a month, a period id). */
  period: v.string(),
  /** Development over the period, in percent. */
  performance: v.nullable(PercentSchema),
  high: v.nullish(FiniteNumberSchema),
  low: v.nullish(FiniteNumberSchema),
  turnover: v.nullish(FiniteNumberSchema),
});

/** One row of the historical table. */
export type HistoricalReturnsRow = v.InferOutput<typeof HistoricalReturnsRowSchema>;

/** The rows of "Price time series returns". */
export const HistoricalReturnsSchema = v.array(HistoricalReturnsRowSchema);

/** The rows of the historical table. */
export type HistoricalReturns = v.InferOutput<typeof HistoricalReturnsSchema>;
