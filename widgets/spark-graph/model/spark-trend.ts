import type { SparkSeries } from './spark-series';

/** Which of the two spark colours a series gets. */
export type SparkTrend = 'positive' | 'negative';

/**
 * The colour is positive when the last value is above the close value, and negative otherwise. A
 * last value equal to the close is not above it, so it takes the negative colour, exactly as the
 * rule words it.
 */
export function sparkTrend(series: SparkSeries): SparkTrend {
  const last = series.points.at(-1) ?? series.close;
  return last > series.close ? 'positive' : 'negative';
}
