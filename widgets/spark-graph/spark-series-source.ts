import type { ApiClient } from '../../core/http/api-client';
import { sparkSeriesCall } from '../../core/endpoints/spark-series';
import type { SeriesPoint } from './model/live-ticks';
import type { SparkPeriod } from './model/spark-attributes';
import { pointValue } from './model/spark-series';

/** A loaded series as the spark draws it. */
export interface LoadedSpark {
  readonly points: readonly SeriesPoint[];
  /** The close before the first point, when the backend has one. */
  readonly close: number | undefined;
}

/**
 * Loads an instrument's spark series for a period, as its catalogue entry says
 * (`sparkSeriesCall`): public, so it never waits for the session, and identical loads share one
 * request and its answer for a minute, so ten sparks of one instrument on a page ask once.
 */
export async function loadSparkSeries(
  client: ApiClient,
  instrumentId: string,
  period: SparkPeriod,
  signal: AbortSignal,
): Promise<LoadedSpark> {
  const series = await client.query(sparkSeriesCall, sparkSeriesCall.path(instrumentId, period), {
    signal,
  });
  return {
    points: series.pricePoints.map((point) => ({
      time: point.timeStamp,
      value: pointValue(point),
    })),
    close: series.previousClose ?? undefined,
  };
}
