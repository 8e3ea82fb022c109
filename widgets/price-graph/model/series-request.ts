import { priceGraphCalls } from '../../../core/endpoints/price-graph';
import type { TimeSeriesQuery as SeriesParameters } from '../../../core/endpoints/market-data';
import type { PeriodId, ResolutionId } from '../../../core/schemas/enumerations';
import type { CalendarRange } from './date-range-selection';
import type { GraphConfig } from './graph-config';
import { bidPriceAvailable } from './graph-header';
import { requestedResolution } from './graph-resolutions';
import type { GraphSettings } from './graph-settings';
import { shownPeriod } from './shown-period';
import { shownSettings } from './shown-settings';

/**
 * What a graph asks for: the instrument, and a period or a custom range, at a resolution, with what
 * is drawn from the series (the technical analyses and comparators, the owners, the bid price, a
 * fund's currency).
 */
export interface TimeSeriesRequest extends Omit<SeriesParameters, 'resolution'> {
  instrumentId: string;
  period: PeriodId;
  /**
   * The custom range, for the CUSTOM period (days of the market's time zone; `to` already shifted
   * by the time zone hours plus 2).
   */
  range?: CalendarRange;
  resolution?: ResolutionId;
}

/** A request as the query of the catalogue that asks it: a custom range's, or a period's. */
export type TimeSeriesQuery = {
  readonly endpoint:
    typeof priceGraphCalls.priceTimeSeries | typeof priceGraphCalls.priceTimeSeriesFromTo;
  readonly path: string;
};

/** The query of a request: its endpoint and path. */
export function timeSeriesQuery(request: TimeSeriesRequest): TimeSeriesQuery {
  const { instrumentId, period, range, ...query } = request;
  if (period === 'CUSTOM' && range) {
    const endpoint = priceGraphCalls.priceTimeSeriesFromTo;
    return { endpoint, path: endpoint.path(instrumentId, { ...query, ...range }) };
  }
  const endpoint = priceGraphCalls.priceTimeSeries;
  return { endpoint, path: endpoint.path(instrumentId, period, query) };
}

/**
 * The price series a graph asks for with the settings it shows (`shownSettings`), over its
 * period at the stored resolution.
 */
export function seriesRequest(
  config: GraphConfig,
  settings: GraphSettings,
  bidPrice: boolean,
  { period, range }: { period: PeriodId; range: CalendarRange | undefined },
): TimeSeriesRequest {
  return {
    instrumentId: config.instrumentId,
    period,
    resolution: requestedResolution(settings.resolution, period, undefined),
    range,
    comparators: settings.comparators.map((comparator) => comparator.orderBookId),
    technicalAnalyses: settings.technicalAnalyses.map((analysis) => analysis.taTypeWithParams),
    owners: settings.owners || undefined,
    bidPrice: bidPrice || undefined,
    fundDevelopment:
      config.kind === 'fund' && settings.fundDevelopment !== 'last'
        ? settings.fundDevelopment
        : undefined,
  };
}

/**
 * The request of a graph's first render, from its stored settings: no custom range is picked
 * yet, so the stored period shows (or the kind's default), with the bid price if stored and
 * offered.
 */
export function firstSeriesRequest(config: GraphConfig, stored: GraphSettings): TimeSeriesRequest {
  const bidPrice = bidPriceAvailable(config.features, config.kind) && stored.bidPrice;
  const period = shownPeriod(stored.period, undefined, config.defaultPeriod);
  return seriesRequest(config, shownSettings(stored, bidPrice), bidPrice, {
    period,
    range: undefined,
  });
}
