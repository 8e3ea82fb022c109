import { describe, expect, it } from 'vitest';
import {
  HISTORICAL_EVENT_TYPES,
  eventMarkerKind,
  eventMarkers,
  type HistoricalEvent,
  type HistoricalEventType,
} from './event-markers';

const REPORTS: readonly HistoricalEventType[] = [
  'ANNUAL_REPORT',
  'GENERAL_MEETING',
  'EXTRAORDINARY_GENERAL_MEETING',
  'INTERIM_REPORT_Q1',
  'INTERIM_REPORT_Q2',
  'INTERIM_REPORT_Q3',
  'INTERIM_REPORT_Q4',
];

const DIVIDENDS: readonly HistoricalEventType[] = [
  'ANNUAL_DIVIDEND',
  'BIANNUAL_DIVIDEND',
  'BONUS_DIVIDEND',
  'MONTHLY_DIVIDEND',
  'QUARTERLY_DIVIDEND',
  'TRIANNUAL_DIVIDEND',
];

describe('event marker kind', () => {
  it.each(REPORTS)('%s is positive if its change is >= 0 and negative below 0', (event) => {
    expect(eventMarkerKind({ event, change: 2.5 })).toBe('positive');
    expect(eventMarkerKind({ event, change: 0 })).toBe('positive');
    expect(eventMarkerKind({ event, change: -0.01 })).toBe('negative');
  });

  it('gives a report without a change no direction', () => {
    expect(eventMarkerKind({ event: 'ANNUAL_REPORT' })).toBe('other');
    expect(eventMarkerKind({ event: 'ANNUAL_REPORT', change: NaN })).toBe('other');
  });

  it.each(DIVIDENDS)('%s is a dividend, whatever the change', (event) => {
    expect(eventMarkerKind({ event, change: -3 })).toBe('dividend');
  });

  it('gives every other event the other kind', () => {
    const others = HISTORICAL_EVENT_TYPES.filter(
      (event) => !REPORTS.includes(event) && !DIVIDENDS.includes(event),
    );
    expect(others).toHaveLength(HISTORICAL_EVENT_TYPES.length - 13);
    for (const event of others) expect(eventMarkerKind({ event, change: 5 })).toBe('other');
  });

  it('knows every event type of the catalogue', () => {
    expect(HISTORICAL_EVENT_TYPES).toHaveLength(32);
    expect(new Set(HISTORICAL_EVENT_TYPES).size).toBe(32);
  });
});

describe('event markers', () => {
  const event = (
    type: HistoricalEventType,
    timestamp: number,
    change?: number,
  ): HistoricalEvent => ({
    event: type,
    eventTimestamp: timestamp - 3_600_000,
    timestamp,
    ...(change === undefined ? {} : { change }),
  });

  it('places each event on its price point, sorted by x, leaving out earlier ones', () => {
    const markers = eventMarkers(
      [1000, 2000, 3000],
      [event('SPLIT', 3500), event('ANNUAL_REPORT', 2000, -4), event('ANNUAL_DIVIDEND', 500)],
    );
    expect(markers.map(({ index, x, kind }) => ({ index, x, kind }))).toEqual([
      { index: 1, x: 2000, kind: 'negative' },
      { index: 2, x: 3000, kind: 'other' },
    ]);
  });
});
