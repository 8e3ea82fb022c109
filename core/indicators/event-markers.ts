/**
 * Historical company events as markers on the price graph ("Historical event",
 * "Event types"; "Event marker kind").
 */
import { pricePointIndexAt } from './price-point-interval';

/**
 * the event types, in upper snake case (the form the API's enumerations use). The catalogue's
 * combined lines are spelled out: "annual, biannual, bonus, monthly, quarterly and
 * triannual dividend" are six types, "dividend and stock split announcement" two, and
 * "interim reports for the 1st to 4th quarter" four.
 */
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

export type HistoricalEventType = (typeof HISTORICAL_EVENT_TYPES)[number];

/** A historical event, parsed elsewhere. */
export interface HistoricalEvent {
  readonly event: HistoricalEventType;
  /** When the event itself took place, epoch milliseconds. */
  readonly eventTimestamp: number;
  /** The trading time the event and its `change` are attached to, epoch milliseconds. */
  readonly timestamp: number;
  /** The price change at the event, in percent; may be missing. */
  readonly change?: number;
  readonly dividendAmount?: number;
  readonly dividendCurrency?: string;
}

/**
 * Reports are positive or negative by their change, dividends are dividends,
 * and every other event is 'other', which gets no marker icon.
 */
export type EventMarkerKind = 'positive' | 'negative' | 'dividend' | 'other';

type EventCategory = 'report' | 'dividend' | 'other';

/**
 * Every type's category; a `Record` so that a type added to the list above cannot be
 * left unclassified. "Report-type" events are the annual report, the general
 * meetings (ordinary and extraordinary) and the interim reports. Dividend and split
 * announcements are news about a dividend, not the dividend itself: 'other'.
 */
const CATEGORY: Readonly<Record<HistoricalEventType, EventCategory>> = {
  ANALYST_MEETING: 'other',
  ANNUAL_DIVIDEND: 'dividend',
  BIANNUAL_DIVIDEND: 'dividend',
  BONUS_DIVIDEND: 'dividend',
  MONTHLY_DIVIDEND: 'dividend',
  QUARTERLY_DIVIDEND: 'dividend',
  TRIANNUAL_DIVIDEND: 'dividend',
  DIVIDEND_ANNOUNCEMENT: 'other',
  STOCK_SPLIT_ANNOUNCEMENT: 'other',
  ANNUAL_REPORT: 'report',
  INTERIM_REPORT_Q1: 'report',
  INTERIM_REPORT_Q2: 'report',
  INTERIM_REPORT_Q3: 'report',
  INTERIM_REPORT_Q4: 'report',
  GENERAL_MEETING: 'report',
  EXTRAORDINARY_GENERAL_MEETING: 'report',
  BOARD_MEETING: 'other',
  BONUS_ISSUE: 'other',
  BUSINESS_REVIEW: 'other',
  CAPITAL_MARKET_DAY: 'other',
  COMBINED_SPLIT_AND_REDEMPTION: 'other',
  COMPANY_PRESENTATION: 'other',
  COMPANY_UPDATE: 'other',
  DIRECTED_ISSUE: 'other',
  DELISTING: 'other',
  INITIAL_PUBLIC_OFFER: 'other',
  RIGHTS_ISSUE: 'other',
  ROADSHOW: 'other',
  SHARE_REDEMPTION: 'other',
  SPINOFF: 'other',
  SPLIT: 'other',
  UNKNOWN_EVENT: 'other',
};

/**
 * The marker kind of one event. A report is 'positive' when its change is ≥ 0 and
 * 'negative' below 0; a report whose change is missing or not a number is 'other', as
 * a colour would claim a direction the data does not have.
 */
export function eventMarkerKind(event: Pick<HistoricalEvent, 'event' | 'change'>): EventMarkerKind {
  const category = CATEGORY[event.event];
  if (category !== 'report') return category;
  const change = event.change;
  if (change === undefined || Number.isNaN(change)) return 'other';
  return change >= 0 ? 'positive' : 'negative';
}

/** One event placed on the graph. */
export interface EventMarker {
  /** Index of the price point the marker sits on. */
  readonly index: number;
  /** That price point's timestamp, epoch milliseconds: the marker's x. */
  readonly x: number;
  readonly kind: EventMarkerKind;
  readonly event: HistoricalEvent;
}

/**
 * Places events on the price points their `timestamp` falls in (the rule of
 * `price-point-interval.ts`), sorted by x; events before the first point are left out.
 * Every kind is returned, 'other' too, so that the graph's event settings decide what
 * is drawn.
 */
export function eventMarkers(
  pricePointTimes: ArrayLike<number>,
  events: readonly HistoricalEvent[],
): EventMarker[] {
  const markers: EventMarker[] = [];
  for (const event of events) {
    const index = pricePointIndexAt(pricePointTimes, event.timestamp);
    if (index === -1) continue;
    markers.push({
      index,
      x: pricePointTimes[index] as number,
      kind: eventMarkerKind(event),
      event,
    });
  }
  return markers.sort((a, b) => a.index - b.index);
}
