import { describe, expect, it } from 'vitest';
import { graphEvents, historicalEventsWanted } from './historical-events';

describe('historical events are asked for', () => {
  it('for a stock with at least one event kind on', () => {
    expect(historicalEventsWanted('stock', ['dividends'])).toBe(true);
  });

  it('not while the setting has no kind on (off until stored)', () => {
    expect(historicalEventsWanted('stock', [])).toBe(false);
  });

  it('not for funds and indices, which have no company events', () => {
    expect(historicalEventsWanted('fund', ['dividends', 'others'])).toBe(false);
    expect(historicalEventsWanted('index', ['positive-reports'])).toBe(false);
  });
});

describe('historical events on the graph', () => {
  it('are placed at their own time when the answer gives no graph time', () => {
    expect(graphEvents([{ event: 'ANNUAL_REPORT', eventTimestamp: 1000, change: -1.5 }])).toEqual([
      { event: 'ANNUAL_REPORT', eventTimestamp: 1000, timestamp: 1000, change: -1.5 },
    ]);
  });

  it('keep a graph time and dividend figures, and drop null figures', () => {
    expect(
      graphEvents([
        {
          event: 'ANNUAL_DIVIDEND',
          eventTimestamp: 1000,
          timestamp: 2000,
          change: null,
          dividendAmount: 7.5,
          dividendCurrency: 'SEK',
        },
      ]),
    ).toEqual([
      {
        event: 'ANNUAL_DIVIDEND',
        eventTimestamp: 1000,
        timestamp: 2000,
        dividendAmount: 7.5,
        dividendCurrency: 'SEK',
      },
    ]);
  });
});
