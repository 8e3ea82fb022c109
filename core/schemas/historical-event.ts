import * as v from 'valibot';
import { HISTORICAL_EVENT_TYPES } from '../indicators/event-markers';
import { EpochMillisSchema, FiniteNumberSchema, PercentSchema } from './finite-number';
import { CurrencyCodeSchema } from './money';

// "Historical event" and "Event types". The catalogue names the types in words; the ids
// are those words in upper snake case.

/**
 * the event types. The list lives with the event-marker rules in core/indicators, the
 * lowest layer; an unknown type parses as UNKNOWN_EVENT below.
 */
export { HISTORICAL_EVENT_TYPES };

/** Parses a historical event type. */
export const HistoricalEventTypeSchema = v.picklist(HISTORICAL_EVENT_TYPES);

/** A historical event type. */
export type HistoricalEventType = v.InferOutput<typeof HistoricalEventTypeSchema>;

/**
 * A company event on the graph's time axis. An event type this client does not know
 * reads as `UNKNOWN_EVENT`, which the catalogue lists as a type of its own and which gets no
 * marker icon, instead of failing the whole list.
 */
export const HistoricalEventSchema = v.object({
  event: v.fallback(HistoricalEventTypeSchema, 'UNKNOWN_EVENT'),
  /** When the event happened. */
  eventTimestamp: EpochMillisSchema,
  /** The time the event is placed at on the graph, when it differs from the event's own. */
  timestamp: v.optional(EpochMillisSchema),
  /** The price change on the event, in percent; report events are positive when it is >= 0. */
  change: v.nullish(PercentSchema),
  dividendAmount: v.nullish(FiniteNumberSchema),
  dividendCurrency: v.nullish(CurrencyCodeSchema),
});

/** A company event on the graph's time axis. */
export type HistoricalEvent = v.InferOutput<typeof HistoricalEventSchema>;

/** A list of company events. */
export const HistoricalEventListSchema = v.array(HistoricalEventSchema);

/** A list of company events. */
export type HistoricalEventList = v.InferOutput<typeof HistoricalEventListSchema>;
