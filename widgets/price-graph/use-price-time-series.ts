import { useCallback, useEffect, useState } from 'react';
import { priceGraphCalls } from '../../core/endpoints/price-graph';
import type { TimeSeriesQuery } from '../../core/endpoints/market-data';
import { ApiError } from '../../core/http/api-error';
import type { PeriodId, ResolutionId } from '../../core/schemas/enumerations';
import { PriceTimeSeriesSchema, type PriceTimeSeries } from '../../core/schemas/price-time-series';
import { sameValue } from '../../core/schemas/same-value';
import { useApiClient } from '../shared/use-api-client';
import type { CalendarRange } from './custom-range/custom-range-control';

/**
 * What a graph asks for: the instrument, and a period or a custom range, at a resolution, with
 * what is drawn from the series (SPEC §7: the technical analyses and comparators, the owners,
 * the bid price, a fund's currency).
 */
export interface TimeSeriesRequest extends Omit<TimeSeriesQuery, 'resolution'> {
  instrumentId: string;
  period: PeriodId;
  /** The custom range, for the CUSTOM period (days of the market's time zone; `to` already shifted, SPEC §9). */
  range?: CalendarRange;
  resolution?: ResolutionId;
}

/** A price data load that failed for a reason other than a timeout (SPEC §8). */
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
  /** The request's answer, else the previous request's while this one loads (SPEC §4). */
  data: PriceTimeSeries | undefined;
  /** Whether `data` is the answer to the current request. */
  current: boolean;
  /** A load is under way (SPEC §4 "validating shows a spinner"). */
  validating: boolean;
  /** A failure other than a timeout, for the error fallback. */
  error: GraphDataError | undefined;
  /** Loads again (Retry). */
  reload: () => void;
}

/** Two comebacks to the page closer than this, in milliseconds, revalidate once. */
const REVALIDATE_GAP_MS = 1000;

/** How many answers are kept for going back to a period at once; older ones are dropped. */
const KEPT_ANSWERS = 12;

/** Answers by URL, newest last: what a period switch shows at once while it revalidates. */
const answers = new Map<string, PriceTimeSeries>();

function keep(url: string, data: PriceTimeSeries): void {
  answers.delete(url);
  answers.set(url, data);
  while (answers.size > KEPT_ANSWERS) {
    const oldest = answers.keys().next().value;
    if (oldest === undefined) break;
    answers.delete(oldest);
  }
}

/** The path of a request (SPEC §7 "Price time series"). */
export function timeSeriesPath(request: TimeSeriesRequest): string {
  const { instrumentId, period, range, ...query } = request;
  return period === 'CUSTOM' && range
    ? priceGraphCalls.priceTimeSeriesFromTo.path(instrumentId, {
        ...query,
        from: range.from,
        to: range.to,
      })
    : priceGraphCalls.priceTimeSeries.path(instrumentId, period, query);
}

/**
 * The price time series of a request (SPEC §7): a cached GET that revalidates, also when the
 * page regains focus, retried up to 4 times 2 s apart. A known answer shows at once and is
 * revalidated; while a new request loads, the previous answer stays on screen. A timeout is
 * logged as a warning and the graph carries on with what it shows; any other failure is a
 * `GraphDataError` for the error fallback (SPEC §8).
 */
export function usePriceTimeSeries(request: TimeSeriesRequest | undefined): TimeSeriesView {
  const client = useApiClient('bearer');
  const path = request ? timeSeriesPath(request) : undefined;
  const url = path ? `${client.apiBase}${path}` : undefined;
  const [state, setState] = useState<{
    url: string | undefined;
    data: PriceTimeSeries | undefined;
    dataUrl: string | undefined;
    validating: boolean;
    error: GraphDataError | undefined;
  }>({ url: undefined, data: undefined, dataUrl: undefined, validating: false, error: undefined });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!path || !url) return undefined;
    const controller = new AbortController();
    const known = answers.get(url);
    setState((previous) => ({
      url,
      data: known ?? previous.data,
      dataUrl: known ? url : previous.dataUrl,
      validating: true,
      error: undefined,
    }));
    const { retry } = priceGraphCalls.priceTimeSeries;
    client
      .get(path, PriceTimeSeriesSchema, 'price graph data', { signal: controller.signal, retry })
      .then(
        (fresh) => {
          // An answer equal to the one kept (a revisit, a return to the page) keeps that one:
          // the graph on screen is right already, and nothing is computed or drawn again.
          const kept = answers.get(url);
          const data = kept && sameValue(kept, fresh) ? kept : fresh;
          keep(url, data);
          setState({ url, data, dataUrl: url, validating: false, error: undefined });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const failure =
            error instanceof ApiError
              ? error
              : new ApiError('network', url, String(error), { cause: error });
          if (failure.kind === 'timeout') {
            console.warn(
              `<price-graph>: loading ${url} timed out; the graph keeps its data`,
              failure,
            );
            setState((previous) => ({ ...previous, validating: false }));
            return;
          }
          setState((previous) => ({
            ...previous,
            validating: false,
            error: new GraphDataError(url, failure),
          }));
        },
      );
    return () => controller.abort();
  }, [client, path, url, generation]);

  // SPEC §7: revalidated when the reader comes back to the page. Coming back to a tab fires
  // both events; the second within a second of the first would only abort and repeat it.
  useEffect(() => {
    let last = 0;
    const revalidate = () => {
      const now = Date.now();
      if (document.visibilityState !== 'visible' || now - last < REVALIDATE_GAP_MS) return;
      last = now;
      setGeneration((count) => count + 1);
    };
    window.addEventListener('focus', revalidate);
    document.addEventListener('visibilitychange', revalidate);
    return () => {
      window.removeEventListener('focus', revalidate);
      document.removeEventListener('visibilitychange', revalidate);
    };
  }, []);

  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  const fresh = state.url === url;
  return {
    data: state.data,
    current: state.dataUrl === url,
    validating: !fresh || state.validating,
    error: fresh ? state.error : undefined,
    reload,
  };
}
