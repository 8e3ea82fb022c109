/**
 * The spark's one call: a short price time series of an instrument for a period, public market
 * data. In a module of its own so that the spark, importing it, loads no other call's schema.
 */
import { SparkTimeSeriesSchema } from '../schemas/spark-time-series';
import type { QueryEndpoint } from './endpoint-call';
import { priceTimeSeriesSpark } from './market-data';
import { withQuery } from './path';

/**
 * How long a loaded spark series is shared with other sparks of the same instrument and
 * period, in milliseconds: a page of sparks that mount as the reader scrolls asks once.
 */
export const SPARK_SERIES_SHARE_MS = 60_000;

/**
 * `…/price-time-series/{id}/spark?period=` (a GET: the catalogue states no method), shared for
 * `SPARK_SERIES_SHARE_MS`.
 */
export const sparkSeriesCall = {
  path: (identifier: string, period: string) =>
    withQuery(priceTimeSeriesSpark(identifier), { period }),
  schema: SparkTimeSeriesSchema,
  what: 'spark series',
  cached: false,
  throttleMs: SPARK_SERIES_SHARE_MS,
  public: true,
} as const satisfies QueryEndpoint;
