import { priceGraphCalls } from '../../../core/endpoints/price-graph';
import type { ApiClient } from '../../../core/http/api-client';
import {
  PriceTimeSeriesSchema,
  type PriceTimeSeries,
} from '../../../core/schemas/price-time-series';

/**
 * How long a load started before a graph's first render waits for that render to take it, in
 * milliseconds: the render asks once it has drawn the card, well within this even on a slow
 * phone. Past it the answer is let go, so nothing holds a long series no graph asked for.
 */
const HANDOVER_MS = 5_000;

/** Loads started before a first render, by URL, until a load of that URL takes them. */
const started = new Map<string, Promise<PriceTimeSeries>>();

const get = (client: ApiClient, path: string, signal?: AbortSignal) =>
  client.get(path, PriceTimeSeriesSchema, 'price graph data', {
    signal,
    retry: priceGraphCalls.priceTimeSeries.retry,
  });

/**
 * Starts loading a price time series that a graph's first render is about to ask for: the
 * next `loadPriceTimeSeries` of the same URL takes it, once; any later one asks the server
 * again, as a revalidation must. A failure before it is taken is let go, so the render's own
 * load asks again.
 */
export function startPriceTimeSeries(client: ApiClient, path: string): void {
  const url = `${client.apiBase}${path}`;
  const load = get(client, path);
  started.set(url, load);
  const letGo = () => {
    if (started.get(url) === load) started.delete(url);
  };
  load.catch(letGo);
  setTimeout(letGo, HANDOVER_MS);
}

/**
 * Loads a graph's price time series, retried as its endpoint says; a load started for a first
 * render (`startPriceTimeSeries`) is taken instead, once. Identical loads share the client's one
 * request while it runs.
 */
export function loadPriceTimeSeries(
  client: ApiClient,
  path: string,
  signal?: AbortSignal,
): Promise<PriceTimeSeries> {
  const url = `${client.apiBase}${path}`;
  const load = started.get(url);
  if (!load) return get(client, path, signal);
  started.delete(url);
  return load;
}
