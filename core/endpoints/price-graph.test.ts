import { describe, expect, it } from 'vitest';
import { BuySellTransactionListSchema } from '../schemas/buy-sell-transaction';
import { HistoricalEventListSchema } from '../schemas/historical-event';
import { HistoricalReturnsSchema } from '../schemas/historical-returns';
import { InstrumentSearchResultListSchema } from '../schemas/instrument-search';
import { PriceTimeSeriesSchema } from '../schemas/price-time-series';
import { priceGraphCalls as calls } from './price-graph';

describe('price graph calls', () => {
  it('loads the price time series with a cached, revalidating, public GET, each try given up after 15 s, retried 4 times 2 s apart', () => {
    const { path, ...policy } = calls.priceTimeSeries;
    expect(policy).toEqual({
      method: 'GET',
      public: true,
      schema: PriceTimeSeriesSchema,
      what: 'price graph data',
      cached: true,
      revalidates: true,
      timeoutMs: 15000,
      retry: { attempts: 4, intervalMs: 2000 },
    });
    expect(
      path('SSE101', 'MONTH_3', {
        resolution: 'DAY',
        technicalAnalyses: ['EMA_9'],
        comparators: ['SSE3966'],
      }),
    ).toBe(
      '/market-data/price-time-series/SSE101/period/MONTH_3?resolution=DAY&technicalAnalyses=EMA_9&comparators=SSE3966',
    );
  });

  it('loads the CUSTOM period the same way, between two calendar dates', () => {
    const { path } = calls.priceTimeSeriesFromTo;
    expect(calls.priceTimeSeriesFromTo).toStrictEqual({ ...calls.priceTimeSeries, path });
    expect(path('SSE101', { from: '2025-01-02', to: '2025-03-12' })).toBe(
      '/market-data/price-time-series/SSE101/from-to?from=2025-01-02&to=2025-03-12',
    );
  });

  it('loads the historical returns with the identifier and streaming on', () => {
    const { path, ...policy } = calls.historicalReturns;
    expect(policy).toEqual({
      schema: HistoricalReturnsSchema,
      what: 'historical returns',
      cached: false,
      public: true,
    });
    expect(path('SSE101', { streaming: true })).toBe(
      '/market-data/returns/historical/SSE101?streaming=true',
    );
  });

  it('loads the historical events of the chart’s days from the corporate call', () => {
    const { path, ...policy } = calls.historicalEvents;
    expect(policy).toEqual({
      method: 'GET',
      schema: HistoricalEventListSchema,
      what: 'historical events',
      cached: false,
      public: true,
    });
    expect(path({ instrumentId: 'SSE101', fromDate: '2025-01-02', toDate: '2025-03-12' })).toBe(
      '/instrument/v1/corporate?instrumentId=SSE101&fromDate=2025-01-02&toDate=2025-03-12',
    );
  });

  it('searches comparators once, without trying again', () => {
    const { path, ...policy } = calls.instrumentSearch;
    expect(policy).toEqual({
      schema: InstrumentSearchResultListSchema,
      what: 'instrument search',
      cached: false,
      public: true,
      retry: { attempts: 0, intervalMs: 0 },
    });
    expect(path({ query: 'volvo', limit: 5, environment: 'prod' })).toMatch(
      /^\/cms\/v1\/discovery-search-engine\/search\?query=volvo&limit=5/,
    );
  });

  it('loads buy/sell dots with a GET that is not revalidated or retried, every 60 s on DAY_1', () => {
    const { path, ...policy } = calls.buySellDots;
    expect(policy).toEqual({
      method: 'GET',
      schema: BuySellTransactionListSchema,
      what: 'buy/sell dots',
      cached: false,
      revalidates: false,
      retry: { attempts: 0, intervalMs: 0 },
      refresh: { period: 'DAY_1', intervalMs: 60000 },
    });
    expect(
      path({
        accids: [11, 12],
        fromDate: '2024-06-03',
        toDate: '2024-06-04',
        legacyInstrumentId: 16099986,
      }),
    ).toBe(
      '/transaction/transaction-and-notes/v1/buy-sell-dots?accids=11&accids=12&fromDate=2024-06-03&toDate=2024-06-04&legacyInstrumentId=16099986',
    );
  });
});
