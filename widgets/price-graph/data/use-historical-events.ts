import { corporate } from '../../../core/endpoints/instrument';
import { isIsoDate } from '../../../core/endpoints/path-params';
import type { HistoricalEvent } from '../../../core/indicators';
import type { CalendarDate } from '../../../core/schemas/calendar-date';
import { HistoricalEventListSchema } from '../../../core/schemas/historical-event';
import { useApiClient } from '../../shared/use-api-client';
import { useApiResource } from '../../shared/use-api-resource';
import { graphEvents } from '../model/historical-events';

/** The instrument and days whose company events are shown. */
export interface HistoricalEventsRequest {
  instrumentId: string;
  /** The first day, `yyyy-MM-dd`. */
  from: CalendarDate;
  /** The last day, `yyyy-MM-dd`. */
  to: CalendarDate;
  /** A stock, with at least one event kind on (see `historicalEventsWanted`). */
  enabled: boolean;
}

/**
 * The instrument's historical events between two days, from the corporate events call, parsed at
 * the boundary. Undefined while not asked for or loading.
 *
 * The events are an extra over the price, so a failure is logged as a warning and shows no
 * events: the graph carries on.
 */
export function useHistoricalEvents(
  request: HistoricalEventsRequest,
): HistoricalEvent[] | undefined {
  const { instrumentId, from, to, enabled } = request;
  const client = useApiClient('bearer');
  const path =
    enabled && isIsoDate(from) && isIsoDate(to)
      ? corporate('v1', { instrumentId, fromDate: from, toDate: to })
      : undefined;

  const { resource } = useApiResource(
    path === undefined ? undefined : `${client.apiBase}${path}`,
    async ({ signal }) => {
      if (path === undefined) return [];
      try {
        return graphEvents(
          await client.get(path, HistoricalEventListSchema, 'historical events', { signal }),
        );
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn(`<price-graph>: no historical events for ${instrumentId}`, error);
        return [];
      }
    },
  );
  return resource.data;
}
