import { useMemo } from 'react';
import { ApiError } from '../../../core/http/api-error';
import type { PriceTimeSeries } from '../../../core/schemas/price-time-series';
import { AnswerCache } from '../../../core/http/answer-cache';
import { onComeback } from '../../../core/http/comeback';
import { sameValue } from '../../../core/schemas/same-value';
import { useApiClient } from '../../shared/use-api-client';
import { useResource } from '../../shared/use-resource';
import { timeSeriesPath, type TimeSeriesRequest } from '../model/series-request';
import { loadPriceTimeSeries } from './price-series-load';

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

/** How many answers are kept for going back to a period at once; older ones are dropped. */
const KEPT_ANSWERS = 12;

/** Answers by URL, shared by every graph: what a period switch shows at once while it revalidates. */
const answers = new AnswerCache<PriceTimeSeries>(KEPT_ANSWERS);

/** A timeout is logged and the graph carries on with what it shows. */
function carryOnAfterTimeout(error: ApiError, url: string): boolean {
  if (error.kind !== 'timeout') return false;
  console.warn(`<price-graph>: loading ${url} timed out; the graph keeps its data`, error);
  return true;
}

/**
 * The price time series of a request: a cached GET that revalidates, also when the page regains
 * focus, retried up to 4 times 2 s apart. A known answer shows at once and is revalidated; while a
 * new request loads, the previous answer stays on screen. A timeout is logged as a warning and the
 * graph carries on with what it shows; any other failure is a `GraphDataError` for the error
 * fallback.
 */
export function usePriceTimeSeries(request: TimeSeriesRequest | undefined): TimeSeriesView {
  const client = useApiClient('bearer');
  const path = request ? timeSeriesPath(request) : undefined;
  const url = path ? `${client.apiBase}${path}` : undefined;
  const view = useResource<PriceTimeSeries>(
    url,
    // The key is the URL: the client's API base, then the path.
    (key, { signal }) => loadPriceTimeSeries(client, key.slice(client.apiBase.length), signal),
    { cache: answers, same: sameValue, revalidateOn: onComeback, tolerate: carryOnAfterTimeout },
  );
  const { error, key } = view;
  // One error object per failure: the error boundary it is thrown to sees the same one.
  const failure = useMemo(() => error && new GraphDataError(key ?? '', error), [error, key]);
  return {
    data: view.data,
    current: view.dataKey === url,
    validating: view.loading,
    error: failure,
    reload: view.reload,
  };
}
