import type { ApiClient } from '../../core/http/api-client';
import { priceTimeSeriesSpark } from '../../core/endpoints/market-data';
import { withQuery } from '../../core/endpoints/path';
import { SparkTimeSeriesSchema } from '../../core/schemas/spark-time-series';
import type { SeriesPoint } from './model/live-ticks';
import type { SparkPeriod } from './model/spark-attributes';
import { SPARK_SERIES_SHARE_MS } from './model/spark-defaults';
import { pointValue } from './model/spark-series';

/** A loaded series as the spark draws it. */
export interface LoadedSpark {
  readonly points: readonly SeriesPoint[];
  /** The close before the first point, when the backend has one. */
  readonly close: number | undefined;
}

/**
 * Loads an instrument's spark series for a period (`GET …/price-time-series/{id}/spark?period=`).
 * Identical loads share one request through the API client, and its answer for
 * `SPARK_SERIES_SHARE_MS`, so ten sparks of one instrument on a page ask once.
 */
export async function loadSparkSeries(
  client: ApiClient,
  instrumentId: string,
  period: SparkPeriod,
  signal: AbortSignal,
): Promise<LoadedSpark> {
  const series = await client.get(
    withQuery(priceTimeSeriesSpark(instrumentId), { period }),
    SparkTimeSeriesSchema,
    'spark series',
    { signal, throttleMs: SPARK_SERIES_SHARE_MS },
  );
  return {
    points: series.pricePoints.map((point) => ({
      time: point.timeStamp,
      value: pointValue(point),
    })),
    close: series.previousClose ?? undefined,
  };
}
