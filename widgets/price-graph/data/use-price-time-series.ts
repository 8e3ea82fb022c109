import { useMemo } from 'react';
import type { ApiError } from '../../../core/http/api-error';
import type { PriceTimeSeries } from '../../../core/schemas/price-time-series';
import { sharedValue } from '../../../core/schemas/shared-value';
import { priceGraphCalls } from '../../../core/endpoints/price-graph';
import { useApiClient } from '../../shared/use-api-client';
import { useQuery } from '../../shared/use-query';
import { timeSeriesQuery, type TimeSeriesRequest } from '../model/series-request';

/** A price data load that failed for a reason other than a timeout. */
export class GraphDataError extends Error {
  override name = 'GraphDataError';
  constructor(
    readonly url: string,
    override readonly cause: ApiError,
  ) {
    super(`Failed to load graph data: ${url}: ${cause.message}`, { cause });
  }
}

/** The graph's data as it loads: the answer on screen, whether a load runs, and a failure. */
export interface TimeSeriesView {
  /** The request's answer, else the previous request's while this one loads. */
  data: PriceTimeSeries | undefined;
  /** Whether `data` is the answer to the current request. */
  current: boolean;
  /** A load is under way. */
  validating: boolean;
  /** A failure other than a timeout, for the error fallback. */
  error: GraphDataError | undefined;
  /** Loads again (Retry). */
  reload: () => void;
}

/** A timeout of loading `url` is logged, and the graph carries on with what it shows. */
function carryOnAfterTimeout(error: ApiError, url: string): boolean {
  if (error.kind !== 'timeout') return false;
  console.warn(`<price-graph>: loading ${url} timed out; the graph keeps its data`, error);
  return true;
}

/**
 * The price time series of a request, loaded as its endpoint says (`priceGraphCalls`): a known
 * answer shows at once and is revalidated, also when the page regains focus, and a failed load
 * is tried again. While a new request loads, the previous answer stays on screen. A timeout is
 * logged as a warning and the graph carries on with what it shows; any other failure is a
 * `GraphDataError` for the error fallback.
 */
export function usePriceTimeSeries(request: TimeSeriesRequest | undefined): TimeSeriesView {
  const query = request && timeSeriesQuery(request);
  const client = useApiClient('bearer');
  const url = `${client.apiBase}${query?.path ?? ''}`;
  // Both endpoints of the series share one policy; the period's stands for both.
  const view = useQuery('bearer', query?.endpoint ?? priceGraphCalls.priceTimeSeries, query?.path, {
    share: sharedValue,
    tolerate: (error) => carryOnAfterTimeout(error, url),
  });
  const { error } = view;
  // One error object per failure: the error boundary it is thrown to sees the same one.
  const failure = useMemo(() => error && new GraphDataError(url, error), [error, url]);
  return {
    data: view.data,
    current: view.key !== undefined && view.dataKey === view.key,
    validating: view.loading,
    error: failure,
    reload: view.reload,
  };
}
