/**
 * The calls of the price graph in one place: each with its path
 * builder, its method where the catalogue states it, and how it is cached, revalidated, retried and
 * refreshed. The time series paths are not shown in the catalogue: the builders'
 * comments say which parts are this kit's choice, and the sandbox backend serves exactly
 * these.
 */
import { BuySellTransactionListSchema } from '../schemas/buy-sell-transaction';
import { HistoricalEventListSchema } from '../schemas/historical-event';
import { HistoricalReturnsSchema } from '../schemas/historical-returns';
import { InstrumentSearchResultListSchema } from '../schemas/instrument-search';
import { PriceTimeSeriesSchema } from '../schemas/price-time-series';
import * as cms from './cms';
import type { EndpointCall, QueryEndpoint } from './endpoint-call';
import * as instrument from './instrument';
import * as marketData from './market-data';
import * as transaction from './transaction';

/** A failed price data load is tried again this many times. */
export const DATA_RETRY_ATTEMPTS = 4;

/** The wait between two tries of a price data load, in milliseconds. */
export const DATA_RETRY_INTERVAL_MS = 2000;

/**
 * How long one try of a price data load waits for its answer, in milliseconds: ten years of
 * daily bars (some 0.2 MB) come in well under a second on a slow phone connection, so a try
 * still without an answer after 15 s hangs, and is given up (and tried again). This kit's
 * choice.
 */
export const DATA_TIMEOUT_MS = 15_000;

/** Buy/sell dots are loaded again this often on DAY_1, in milliseconds. */
export const BUY_SELL_REFRESH_MS = 60000;

/**
 * A cached GET of market data, revalidated (on focus too), each try given up after 15 s,
 * retried 4 times 2 s apart.
 */
const timeSeriesPolicy = {
  method: 'GET',
  public: true,
  schema: PriceTimeSeriesSchema,
  what: 'price graph data',
  cached: true,
  revalidates: true,
  timeoutMs: DATA_TIMEOUT_MS,
  retry: { attempts: DATA_RETRY_ATTEMPTS, intervalMs: DATA_RETRY_INTERVAL_MS },
} as const;

export const priceGraphCalls = {
  /** The series of a period, with its resolution, technical analyses and comparators. */
  priceTimeSeries: { ...timeSeriesPolicy, path: marketData.priceTimeSeriesByPeriod },
  /** The same series for the CUSTOM period, between two calendar dates. */
  priceTimeSeriesFromTo: { ...timeSeriesPolicy, path: marketData.priceTimeSeriesFromTo },
  /** Called with the identifier and streaming on. */
  historicalReturns: {
    path: marketData.returnsHistorical,
    schema: HistoricalReturnsSchema,
    what: 'historical returns',
    cached: false,
    public: true,
  },
  /** The instrument's company events between two days, which the chart marks. */
  historicalEvents: {
    method: 'GET',
    path: (query: instrument.CorporateEventsQuery) => instrument.corporate('v1', query),
    schema: HistoricalEventListSchema,
    what: 'historical events',
    cached: false,
    public: true,
  },
  /**
   * The comparator search. Not tried again: a failed search is shown at once, and the reader
   * types again rather than waits (this kit's choice).
   */
  instrumentSearch: {
    path: cms.discoverySearch,
    schema: InstrumentSearchResultListSchema,
    what: 'instrument search',
    cached: false,
    public: true,
    retry: { attempts: 0, intervalMs: 0 },
  },
  /** Not revalidated when stale or on focus, no retry; every 60 s on DAY_1. */
  buySellDots: {
    method: 'GET',
    path: transaction.buySellDots,
    schema: BuySellTransactionListSchema,
    what: 'buy/sell dots',
    cached: false,
    revalidates: false,
    retry: { attempts: 0, intervalMs: 0 },
    refresh: { period: 'DAY_1', intervalMs: BUY_SELL_REFRESH_MS },
  },
} as const satisfies Readonly<Record<string, EndpointCall | QueryEndpoint>>;
