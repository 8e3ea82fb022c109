import { useMemo } from 'react';
import type { PriceTimeSeries } from '../../../core/schemas/price-time-series';
import { useBuySellTransactions } from '../data/use-buy-sell-transactions';
import { useChartLayers } from '../data/use-chart-layers';
import { useHistoricalEvents } from '../data/use-historical-events';
import { useLivePrice } from '../data/use-live-price';
import type { ChartLayers } from '../model/chart-layers';
import type { GraphConfig } from '../model/graph-config';
import type { GraphSettings } from '../model/graph-settings';
import { historicalEventsWanted } from '../model/historical-events';
import { answerPriceSeries, EMPTY_SERIES, followsLivePrice } from '../model/price-series';
import type { PriceSeries } from '../model/price-series';
import { seriesRequest } from '../model/series-request';
import { usePriceTimeSeries, type TimeSeriesView } from '../data/use-price-time-series';
import type { GraphPeriod } from '../footer/use-graph-period';
import { useAfterChart } from './use-after-chart';

/** What a graph draws, loaded for its settings and period. */
export interface GraphData {
  /** The price data as it loads (the answer on screen, whether it is current, a load running). */
  view: TimeSeriesView;
  data: PriceTimeSeries | undefined;
  /** The answer's series. */
  series: PriceSeries;
  /** The series shown: the answer's, following the feed's ticks when live. */
  shown: PriceSeries;
  layers: ChartLayers;
  /** Whether what the chart's first frame leaves out has come (`useAfterChart`). */
  afterChart: boolean;
}

/**
 * Loads what the graph draws: the price time series of the period at the stored resolution, with
 * what the settings draw from it, the feed's price on a live one-day graph, the customer's trades
 * and the historical events of the period's days, and the chart's layers computed from them. A
 * first render that has its series draws the chart before the feed, the trades and the events
 * are asked for (`useAfterChart`). A failure of the price data other than a timeout is thrown to
 * the error boundary.
 */
export function useGraphData(
  config: GraphConfig,
  settings: GraphSettings,
  bidPrice: boolean,
  { period, range, days }: GraphPeriod,
  disabled: ReadonlySet<string>,
  reader: {
    /** The reader is a logged-in customer (the customer's trades are theirs to see). */
    loggedIn: boolean;
    /** False where the controls must be there at once (focus goes back to one of them). */
    chartFirst: boolean;
  },
): GraphData {
  const view = usePriceTimeSeries(seriesRequest(config, settings, bidPrice, { period, range }));
  if (view.error) throw view.error;
  const { data } = view;
  const afterChart = useAfterChart(reader.chartFirst && data !== undefined);

  // From the points alone: an answer asked for again with another indicator shares its points
  // with the one before (`sharedValue`), so the series and the layers computed from it stay,
  // and the chart only takes the new indicator's line.
  const points = data?.pricePoints;
  const series = useMemo(() => (points ? answerPriceSeries(points) : EMPTY_SERIES), [points]);
  const live =
    afterChart && followsLivePrice({ current: view.current, period, kind: config.kind, bidPrice });
  const returnedResolution = view.current ? data?.returnedResolution : undefined;
  const shown = useLivePrice(series, config.instrumentId, returnedResolution, live);

  const { transactions } = useBuySellTransactions({
    instrumentId: config.instrumentId,
    period,
    ...days,
    enabled: afterChart && settings.buySellDots && config.features.has('buy-sell-dots'),
    loggedIn: reader.loggedIn,
  });
  const events = useHistoricalEvents({
    instrumentId: config.instrumentId,
    ...days,
    enabled: afterChart && historicalEventsWanted(config.kind, settings.historicalEvents),
  });
  const layers = useChartLayers({
    series: shown,
    // The answer on screen, the previous one while a new one loads: the comparisons stay aligned
    // with the series shown, and a period switch does not rebuild the chart without them first.
    data,
    comparators: settings.comparators,
    technicalAnalyses: settings.technicalAnalyses,
    disabled,
    owners: settings.owners,
    transactions,
    events,
    eventKinds: settings.historicalEvents,
  });
  return { view, data, series, shown, layers, afterChart };
}
