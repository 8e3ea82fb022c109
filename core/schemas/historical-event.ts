import * as v from 'valibot';
import { EpochMillisSchema, FiniteNumberSchema, PercentSchema } from './finite-number';
import { CurrencyCodeSchema } from './money';

// SPEC §3 "Historical event" and "Event types". SPEC names the types in words; the ids
// are those words in upper snake case.

/** The company event types the graph can mark, in SPEC's order, ending with the unknown event. */
export const HISTORICAL_EVENT_TYPES = [
  'ANALYST_MEETING',
  'ANNUAL_DIVIDEND',
  'BIANNUAL_DIVIDEND',
  'BONUS_DIVIDEND',
  'MONTHLY_DIVIDEND',
  'QUARTERLY_DIVIDEND',
  'TRIANNUAL_DIVIDEND',
  'DIVIDEND_ANNOUNCEMENT',
  'STOCK_SPLIT_ANNOUNCEMENT',
  'ANNUAL_REPORT',
  'INTERIM_REPORT_Q1',
  'INTERIM_REPORT_Q2',
  'INTERIM_REPORT_Q3',
  'INTERIM_REPORT_Q4',
  'GENERAL_MEETING',
  'EXTRAORDINARY_GENERAL_MEETING',
  'BOARD_MEETING',
  'BONUS_ISSUE',
  'BUSINESS_REVIEW',
  'CAPITAL_MARKET_DAY',
  'COMBINED_SPLIT_AND_REDEMPTION',
  'COMPANY_PRESENTATION',
  'COMPANY_UPDATE',
  'DIRECTED_ISSUE',
  'DELISTING',
  'INITIAL_PUBLIC_OFFER',
  'RIGHTS_ISSUE',
  'ROADSHOW',
  'SHARE_REDEMPTION',
  'SPINOFF',
  'SPLIT',
  'UNKNOWN_EVENT',
] as const;

/** Parses a historical event type. */
export const HistoricalEventTypeSchema = v.picklist(HISTORICAL_EVENT_TYPES);

/** A historical event type. */
export type HistoricalEventType = v.InferOutput<typeof HistoricalEventTypeSchema>;

/**
 * A company event on the graph's time axis. An event type this client does not know
 * reads as `UNKNOWN_EVENT`, which SPEC lists as a type of its own and which gets no
 * marker icon, instead of failing the whole list.
 */
export const HistoricalEventSchema = v.object({
  event: v.fallback(HistoricalEventTypeSchema, 'UNKNOWN_EVENT'),
  /** When the event happened. */
  eventTimestamp: EpochMillisSchema,
  /** The time the event is placed at on the graph, when it differs from the event's own. */
  timestamp: v.optional(EpochMillisSchema),
  /** The price change on the event, in percent; report events are positive when it is >= 0 (SPEC §4). */
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
