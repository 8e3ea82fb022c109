import { useEffect, useMemo } from 'react';
import { priceGraphCalls } from '../../../core/endpoints/price-graph';
import { isIsoDate } from '../../../core/endpoints/path-params';
import type { HistoricalEvent } from '../../../core/indicators';
import type { CalendarDate } from '../../../core/schemas/calendar-date';
import { useQuery } from '../../shared/use-query';
import { graphEvents } from '../model/historical-events';

const { historicalEvents } = priceGraphCalls;

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
  const path =
    enabled && isIsoDate(from) && isIsoDate(to)
      ? historicalEvents.path({ instrumentId, fromDate: from, toDate: to })
      : undefined;
  const { key, data, dataKey, error } = useQuery('bearer', historicalEvents, path);
  useEffect(() => {
    if (error) console.warn(`<price-graph>: no historical events for ${instrumentId}`, error);
  }, [error, instrumentId]);
  const answer = key !== undefined && dataKey === key ? data : undefined;
  const events = useMemo(() => answer && graphEvents(answer), [answer]);
  return error ? [] : events;
}
