import * as v from 'valibot';
import { PERIOD_IDS } from './enumerations';
import { FiniteNumberSchema } from './finite-number';
import { knownValue } from './known-values';
import { NonEmptyStringSchema } from './non-empty-string';
import { seriesPointsSchema, type SeriesPoint } from './series-points';

// The answer of the spark call (catalogue: `/market-data` price-time-series spark).
// The catalogue shows no payload for it; it is the price time series cut down to what a spark
// reads, its points checked by the same rules (series-points.ts).

/** One point of a spark series: its time and the last price (or value, for funds and indices). */
export type SparkPricePoint = SeriesPoint<'timeStamp', 'last' | 'value'>;

/**
 * A short price time series for a spark line: its points and the close before the first one,
 * which the spark colours against. Points with a `null` value are kept: the spark
 * leaves non-finite values out when it draws.
 */
export const SparkTimeSeriesSchema = v.object({
  timeSeriesIdentifier: v.optional(NonEmptyStringSchema),
  pricePoints: seriesPointsSchema('timeStamp', ['last', 'value']),
  /** The close before the first point; `null` or absent when there is none (a new listing). */
  previousClose: v.nullish(FiniteNumberSchema),
  returnedPeriod: knownValue(PERIOD_IDS),
});

/** A short price time series for a spark line. */
export type SparkTimeSeries = v.InferOutput<typeof SparkTimeSeriesSchema>;
