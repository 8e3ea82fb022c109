import {
  priceTimeSeriesByPeriod,
  priceTimeSeriesFromTo,
  priceTimeSeriesSpark,
  returnsHistorical,
} from '../../../core/endpoints/market-data';
import * as v from 'valibot';
import { type PeriodId } from '../../../core/schemas/enumerations';
import {
  FUND_DEVELOPMENT_CURRENCIES,
  FundDevelopmentCurrencySchema,
  type FundDevelopmentCurrency,
} from '../../../core/schemas/graph-setting-values';
import type { PricePath, PricePaths } from '../data/price-paths';
import { json, patternOf, Rejection, type Route } from '../router';
import { customRange } from './market-data/custom-range';
import { historicalReturns } from './market-data/historical-returns';
import { priceTimeSeries, type SeriesRequest } from './market-data/price-time-series';
import {
  answeredPeriod,
  isNamedPeriod,
  NAMED_PERIODS,
  periodStart,
  type NamedPeriod,
} from './market-data/periods';
import { periodLikeSpan, periodResolutions } from './market-data/resolutions';
import { sparkSeries } from './market-data/spark';

/** What the market-data area reads: the seed's price paths and the server clock. */
export interface MarketDataContext {
  readonly paths: PricePaths;
  readonly now: () => number;
}

/** The period a spark shows when the request names none. */
const DEFAULT_SPARK_PERIOD: NamedPeriod = 'DAY_1';

/** The price path of a path's `:id`, or a 404 UNKNOWN_INSTRUMENT. */
function requirePath(paths: PricePaths, id: string | undefined): PricePath {
  const path = paths.find(id ?? '');
  if (!path) throw new Rejection(404, 'UNKNOWN_INSTRUMENT', `No instrument ${id ?? ''}`);
  return path;
}

/**
 * The named period of a request, or a 400 naming the periods there are (CUSTOM is no named
 * period: its range is asked for with `from-to`).
 */
function requirePeriod(text: string | undefined, what: string): NamedPeriod {
  if (text && isNamedPeriod(text)) return text;
  throw new Rejection(400, 'INPUT_ERROR', `${what} shows one of ${NAMED_PERIODS.join(', ')}`);
}

/**
 * The currency a fund's development is asked in, `last` when none is named, or a 400 naming
 * the ones there are.
 */
function requireFundDevelopment(text: string | null): FundDevelopmentCurrency {
  if (text === null) return 'last';
  if (v.is(FundDevelopmentCurrencySchema, text)) return text;
  throw new Rejection(
    400,
    'INPUT_ERROR',
    `fundDevelopment is one of ${FUND_DEVELOPMENT_CURRENCIES.join(', ')}, not ${text}`,
  );
}

/**
 * The options of a price time series request: `resolution`, `comparators`, `owners=true`,
 * `bidPrice=true` and `fundDevelopment`.
 */
const seriesRequest = (query: URLSearchParams): SeriesRequest => ({
  resolution: query.get('resolution'),
  comparators: query.getAll('comparators'),
  owners: query.get('owners') === 'true',
  bidPrice: query.get('bidPrice') === 'true',
  fundDevelopment: requireFundDevelopment(query.get('fundDevelopment')),
});

/**
 * The market-data area, public as a CMS article's reader and a logged-out instrument page
 * need no login:
 * - `GET /market-data/price-time-series/{id}/spark?period=` (a spark series);
 * - `GET /market-data/price-time-series/{id}/period/{period}` and
 *   `…/from-to?from=yyyy-MM-dd&to=yyyy-MM-dd`: the price graph's series, each with
 *   `resolution`, `comparators`, `owners=true`, `bidPrice=true` (a stock's bids instead of its
 *   trades) and `fundDevelopment` (the currency a fund's values are shown in);
 * - `GET /market-data/returns/historical/{id}` (the historical table's rows).
 *
 * An id the sandbox does not list is a 404 UNKNOWN_INSTRUMENT, a period it cannot show or an
 * unknown `fundDevelopment` a 400 INPUT_ERROR. Every answer is a function of the seed and the
 * server clock.
 */
export function marketDataRoutes(context: MarketDataContext): Route[] {
  const { paths } = context;
  return [
    {
      method: 'GET',
      pattern: patternOf(priceTimeSeriesSpark(':id')),
      handler: ({ params, query }) => {
        const path = requirePath(paths, params.id);
        const period = requirePeriod(query.get('period') ?? DEFAULT_SPARK_PERIOD, 'A spark');
        return json(200, sparkSeries(path, period, context.now()));
      },
    },
    {
      method: 'GET',
      // The builder types its period; the pattern needs the `:period` placeholder instead.
      pattern: patternOf(priceTimeSeriesByPeriod(':id', ':period' as PeriodId)),
      handler: ({ params, query }) => {
        const path = requirePath(paths, params.id);
        const asked = requirePeriod(params.period, 'A price time series');
        const period = answeredPeriod(asked, path.kind);
        const now = context.now();
        const window = {
          period,
          fromMs: periodStart(period, path, now),
          toMs: now,
          resolutions: periodResolutions(period, path.kind),
        };
        return json(200, priceTimeSeries(paths, path, window, seriesRequest(query), now));
      },
    },
    {
      method: 'GET',
      pattern: patternOf(priceTimeSeriesFromTo(':id', { from: '', to: '' })),
      handler: ({ params, query }) => {
        const path = requirePath(paths, params.id);
        const now = context.now();
        const range = customRange(path, query, now);
        const window = {
          period: 'CUSTOM',
          fromMs: range.fromMs,
          toMs: range.toMs,
          resolutions: periodResolutions(periodLikeSpan(range.days), path.kind),
        } as const;
        return json(200, priceTimeSeries(paths, path, window, seriesRequest(query), now));
      },
    },
    {
      method: 'GET',
      pattern: patternOf(returnsHistorical(':id')),
      handler: ({ params }) => {
        const path = requirePath(paths, params.id);
        return json(200, historicalReturns(path, context.now()));
      },
    },
  ];
}
