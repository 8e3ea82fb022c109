import { describe } from 'vitest';
import * as marketData from './market-data';
import { AWKWARD_ID as ID, AWKWARD_ID_ENCODED as ENC, itBuildsPaths } from './it-builds-paths';

describe('market data paths', () => {
  itBuildsPaths(marketData, {
    returnsLastDay: [[[], '/market-data/returns/last-day']],
    returnsHistorical: [
      [['SSE101', { streaming: true }], '/market-data/returns/historical/SSE101?streaming=true'],
      [[ID], `/market-data/returns/historical/${ENC}`],
    ],
    returnsStreaming: [[[], '/market-data/returns/streaming']],
    indicatorStreaming: [[[], '/market-data/indicator/streaming']],
    priceTimeSeriesByPeriod: [
      [
        [
          'SSE101',
          'YEAR_1',
          {
            resolution: 'DAY',
            technicalAnalyses: ['SMA_14', 'RSI_14_70_30'],
            comparators: ['SSE3966'],
            owners: true,
          },
        ],
        '/market-data/price-time-series/SSE101/period/YEAR_1' +
          '?resolution=DAY&technicalAnalyses=SMA_14&technicalAnalyses=RSI_14_70_30&comparators=SSE3966' +
          '&owners=true',
      ],
      [[ID, 'DAY_1'], `/market-data/price-time-series/${ENC}/period/DAY_1`],
      [
        ['SSE101', 'WEEK_1', { resolution: undefined, technicalAnalyses: [], comparators: [] }],
        '/market-data/price-time-series/SSE101/period/WEEK_1',
      ],
      [
        ['SSE101', 'MONTH_1', { bidPrice: true }],
        '/market-data/price-time-series/SSE101/period/MONTH_1?bidPrice=true',
      ],
      [
        ['SSE101', 'MONTH_1', { owners: false, bidPrice: false }],
        '/market-data/price-time-series/SSE101/period/MONTH_1',
      ],
      [
        ['F0GBR04MRM', 'YEAR_1', { fundDevelopment: 'EUR' }],
        '/market-data/price-time-series/F0GBR04MRM/period/YEAR_1?fundDevelopment=EUR',
      ],
    ],
    priceTimeSeriesFromTo: [
      [
        ['SSE101', { from: '2024-01-01', to: '2024-01-31', resolution: 'HOUR_1', owners: true }],
        '/market-data/price-time-series/SSE101/from-to?from=2024-01-01&to=2024-01-31&resolution=HOUR_1&owners=true',
      ],
      [
        [
          'SSE101',
          { from: '2024-01-01', to: '2024-01-31', bidPrice: true, fundDevelopment: 'NAV' },
        ],
        '/market-data/price-time-series/SSE101/from-to?from=2024-01-01&to=2024-01-31&bidPrice=true&fundDevelopment=NAV',
      ],
      [
        [ID, { from: '2024-02-29', to: '2024-02-29' }],
        `/market-data/price-time-series/${ENC}/from-to?from=2024-02-29&to=2024-02-29`,
      ],
    ],
    priceTimeSeriesCsv: [[[ID], `/market-data/price-time-series/${ENC}/csv`]],
    priceTimeSeriesSpark: [[[ID], `/market-data/price-time-series/${ENC}/spark`]],
    marketHours: [[[ID], `/market-data/market-hours/${ENC}`]],
  });
});
