import type { HistoricalEvent } from '../../../core/indicators';
import type { HistoricalEventKind } from '../../../core/schemas/graph-setting-values';
import type { HistoricalEventList } from '../../../core/schemas/historical-event';
import type { InstrumentKind } from './graph-instrument';

/**
 * Whether a graph asks for its instrument's historical events: only a stock has company events
 * (funds and indices have none), and only when the historical-events setting has at least one kind
 * on (it is off until stored).
 */
export function historicalEventsWanted(
  instrument: InstrumentKind,
  shownKinds: readonly HistoricalEventKind[],
): boolean {
  return instrument === 'stock' && shownKinds.length > 0;
}

/**
 * The events as the graph's markers take them: an event without a time of its own on the graph
 * is placed at the event's time, and missing figures are absent rather than null.
 */
export function graphEvents(list: HistoricalEventList): HistoricalEvent[] {
  return list.map(
    ({ event, eventTimestamp, timestamp, change, dividendAmount, dividendCurrency }) => ({
      event,
      eventTimestamp,
      timestamp: timestamp ?? eventTimestamp,
      ...(change == null ? {} : { change }),
      ...(dividendAmount == null ? {} : { dividendAmount }),
      ...(dividendCurrency == null ? {} : { dividendCurrency }),
    }),
  );
}
