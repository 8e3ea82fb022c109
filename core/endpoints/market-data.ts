/**
 * Market data paths (docs/rules.md#backend-calls: `/market-data`), including the price
 * time series and historical returns calls of the price graph.
 *
 * The catalogue shows no version for this area, so none is added. The segments beyond the catalogue's words
 * are this kit's choice: `returns/{last-day, historical, streaming}`, `indicator/streaming`,
 * and one price time series per identifier, `price-time-series/{identifier}/` followed by
 * `period/{period}`, `from-to`, `csv` or `spark`. The query names (resolution,
 * technicalAnalyses, comparators, owners, bidPrice, fundDevelopment, from, to, streaming) are
 * this kit's choice too; the catalogue says only what the graph sends. Methods and payloads: not shown
 * unless a builder says otherwise.
 */
import type { CalendarDate } from '../schemas/calendar-date';
import type { PeriodId, ResolutionId } from '../schemas/enumerations';
import type { FundDevelopmentCurrency } from '../schemas/graph-setting-values';
import type { OrderBookId } from '../schemas/identifiers';
import { path, withQuery, type Query } from './path';
import type { Id } from './path-params';

/** What a price time series is drawn with besides its time span. */
export type TimeSeriesQuery = {
  /** The resolution of the points (resolution ids). */
  readonly resolution?: ResolutionId;
  /** Technical analyses, each by its `taTypeWithParams`, one query pair each. */
  readonly technicalAnalyses?: readonly string[];
  /** Comparison instruments, each by its `orderBookId`, one query pair each. */
  readonly comparators?: readonly OrderBookId[];
  /** Whether to add the owners series (`owners`), sent as `owners=true`. */
  readonly owners?: boolean;
  /**
   * Whether a stock's points are its bids instead of its trades (graph setting
   * `bidPrice`), sent as `bidPrice=true`. Other listings have no order book: ignored.
   */
  readonly bidPrice?: boolean;
  /**
   * The currency a fund's development is shown in;
   * the backend's default is `last`, the fund's own currency. Ignored for other listings.
   */
  readonly fundDevelopment?: FundDevelopmentCurrency;
};

/**
 * The query of a price time series. A flag is sent only when on (`owners=true`,
 * `bidPrice=true`): off and left out ask for the same series, so they share one path, which is
 * also the cache key of the revalidating GET.
 */
const seriesQuery = <TQuery extends TimeSeriesQuery>(query: TQuery): Query => ({
  ...query,
  owners: query.owners || undefined,
  bidPrice: query.bidPrice || undefined,
});

/** Returns over the last day. Method and payload: not shown in the catalogue. */
export const returnsLastDay = (): string => '/market-data/returns/last-day';

/**
 * Price time series returns, the graph's historical returns table:
 * called with the identifier and streaming on; rows of period, performance, high, low,
 * turnover. Method: not shown in the catalogue.
 */
export const returnsHistorical = (
  identifier: string,
  query: { streaming?: boolean } = {},
): string => withQuery(path`/market-data/returns/historical/${identifier}`, query);

/** Returns as a stream. Method and payload: not shown in the catalogue. */
export const returnsStreaming = (): string => '/market-data/returns/streaming';

/** Indicator prices as server-sent events. Method and payload: not shown in the catalogue. */
export const indicatorStreaming = (): string => '/market-data/indicator/streaming';

/**
 * Price time series by period: a cached, revalidating GET with the
 * identifier, period, resolution, technical analyses and comparators, and the owners, bid price
 * and fund development settings. The catalogue does not show the path or query: both are this
 * kit's choice.
 */
export const priceTimeSeriesByPeriod = (
  identifier: string,
  period: PeriodId,
  query: TimeSeriesQuery = {},
): string =>
  withQuery(
    path`/market-data/price-time-series/${identifier}/period/${period}`,
    seriesQuery(query),
  );

/**
 * Price time series between two calendar dates, for the CUSTOM period of the footer's date
 * range: the same GET as by period, with `from` and `to` as `yyyy-MM-dd` dates
 *, both days included. The backend reads the dates in the market's
 * time zone, from the start of `from` to the end of `to`, so the client sends the picked days
 * as they are; the end shift of the catalogue belongs to clients that send instants. The catalogue does not
 * show the path or query: both are this kit's choice.
 */
export const priceTimeSeriesFromTo = (
  identifier: string,
  query: TimeSeriesQuery & { readonly from: CalendarDate; readonly to: CalendarDate },
): string =>
  withQuery(path`/market-data/price-time-series/${identifier}/from-to`, seriesQuery(query));

/** A price time series as CSV. Method and payload: not shown in the catalogue. */
export const priceTimeSeriesCsv = (identifier: string): string =>
  path`/market-data/price-time-series/${identifier}/csv`;

/** A short price time series for a spark line. Method and payload: not shown in the catalogue. */
export const priceTimeSeriesSpark = (identifier: string): string =>
  path`/market-data/price-time-series/${identifier}/spark`;

/** The market hours of an order book. Method and payload: not shown in the catalogue. */
export const marketHours = (orderBookId: Id): string =>
  path`/market-data/market-hours/${orderBookId}`;
