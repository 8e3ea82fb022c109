import { priceGraphCalls } from '../../../core/endpoints/price-graph';
import type { HistoricalReturns } from '../../../core/schemas/historical-returns';
import { resourceStatus, type ResourceHandle } from '../../shared/use-api-resource';
import { useQuery } from '../../shared/use-query';

const { historicalReturns } = priceGraphCalls;

/**
 * The rows of the historical table: called with the instrument's identifier and streaming on,
 * parsed at the boundary. A failure stays a failure (with its `ApiError`), for the table to offer
 * Retry through `reload`.
 */
export function useHistoricalReturns(instrumentId: string): ResourceHandle<HistoricalReturns> {
  const path = historicalReturns.path(instrumentId, { streaming: true });
  return resourceStatus(useQuery('bearer', historicalReturns, path));
}
