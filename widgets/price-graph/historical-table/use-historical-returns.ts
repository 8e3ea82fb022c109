import { priceGraphCalls } from '../../../core/endpoints/price-graph';
import {
  HistoricalReturnsSchema,
  type HistoricalReturns,
} from '../../../core/schemas/historical-returns';
import { useApiClient } from '../../shared/use-api-client';
import { useApiResource, type ResourceHandle } from '../../shared/use-api-resource';

/**
 * The rows of the historical table: called with the instrument's identifier and streaming on,
 * parsed at the boundary. A failure stays a failure (with its `ApiError`), for the table to offer
 * Retry through `reload`.
 */
export function useHistoricalReturns(instrumentId: string): ResourceHandle<HistoricalReturns> {
  const client = useApiClient('bearer');
  const path = priceGraphCalls.historicalReturns.path(instrumentId, { streaming: true });
  return useApiResource(`${client.apiBase}${path}`, ({ signal }) =>
    client.get(path, HistoricalReturnsSchema, 'historical returns', { signal }),
  );
}
