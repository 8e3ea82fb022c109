import { describe, expect, it } from 'vitest';
import { HISTORICAL_EVENT_TYPES, HistoricalEventListSchema } from './historical-event';
import { parse } from './parse-boundary';

describe('historical event', () => {
  it('has a type for each event the catalogue names, and the unknown event', () => {
    // "Event types", item by item.
    expect(HISTORICAL_EVENT_TYPES).toEqual([
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
    ]);
  });

  it('reads the event type, eventTimestamp, timestamp, change, dividendAmount and dividendCurrency', () => {
    const events = [
      {
        event: 'INTERIM_REPORT_Q2',
        eventTimestamp: 1700000000000,
        timestamp: 1700000000000,
        change: -2.5,
      },
      {
        event: 'QUARTERLY_DIVIDEND',
        eventTimestamp: 1700000000000,
        change: null,
        dividendAmount: 2.75,
        dividendCurrency: 'SEK',
      },
    ];

    expect(parse(HistoricalEventListSchema, events, 'historical events')).toEqual(events);
  });

  it('reads an event type it does not know as the unknown event instead of failing the list', () => {
    const events = [{ event: 'SHAREHOLDER_LETTER', eventTimestamp: 1 }];

    expect(parse(HistoricalEventListSchema, events, 'historical events')).toEqual([
      { event: 'UNKNOWN_EVENT', eventTimestamp: 1 },
    ]);
  });

  it('rejects an event without its time', () => {
    expect(() =>
      parse(HistoricalEventListSchema, [{ event: 'SPLIT' }], 'historical events'),
    ).toThrow(
      'Invalid historical events: 0.eventTimestamp: Invalid key: Expected "eventTimestamp" but received undefined',
    );
  });
});
