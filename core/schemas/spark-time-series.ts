import * as v from 'valibot';
import { FiniteNumberSchema } from './finite-number';
import { seriesPointsSchema, type SeriesPoint } from './series-points';

// The answer of the spark call (catalogue: `/market-data` price-time-series spark).
// The catalogue shows no payload for it; it is the price time series cut down to what a spark
// reads, its points checked by the same rules (series-points.ts). The answer's other fields
// (the series identifier, the period returned) are not read, so not kept.

/** One point of a spark series: its time and the last price (or value, for funds and indices). */
export type SparkPricePoint = SeriesPoint<'timeStamp', 'last' | 'value'>;

/**
 * A short price time series for a spark line: its points and the close before the first one,
 * which the spark colours against. Points with a `null` value are kept: the spark
 * leaves non-finite values out when it draws.
 */
export const SparkTimeSeriesSchema = v.object({
  pricePoints: seriesPointsSchema('timeStamp', ['last', 'value']),
  /** The close before the first point; `null` or absent when there is none (a new listing). */
  previousClose: v.nullish(FiniteNumberSchema),
});

/** A short price time series for a spark line. */
export type SparkTimeSeries = v.InferOutput<typeof SparkTimeSeriesSchema>;
