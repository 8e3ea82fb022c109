import { describe, expect, it } from 'vitest';
import { parse } from './parse-boundary';
import { PriceTimeSeriesSchema } from './price-time-series';

const series = {
  timeSeriesIdentifier: '16099851',
  pricePoints: [
    { timeStamp: 1700000000000, last: 101.5, volume: 1200, open: 100, high: 102, low: 99.5 },
    { timeStamp: 1700000060000, last: 101.7, volume: 300, open: 101.5, high: 101.8, low: 101.4 },
  ],
  comparePricePoints: [
    { timeSeriesIdentifier: 'OMXS30', pricePoints: [{ timeStamp: 1700000000000, value: 2400 }] },
  ],
  owners: [{ timestamp: 1700000000000, value: 5120 }],
  high: 102,
  low: 99.5,
  previousClose: 100.2,
  availablePeriods: ['DAY_1', 'WEEK_1', 'YEAR_1'],
  returnedPeriod: 'DAY_1',
  returnedResolution: 'MIN_1',
  validResolutionsForPeriod: ['MIN_1', 'MIN_5'],
  returns: [{ period: 'DAY_1', performance: 1.3, returnAmount: { value: 1.3, currency: 'SEK' } }],
  supportedTechnicalAnalysisPointsTypes: ['SMA'],
  technicalAnalysisPoints: [],
  enrichPoints: [],
};

describe('price time series response', () => {
  it('reads every field the catalogue lists', () => {
    expect(parse(PriceTimeSeriesSchema, series, 'price time series')).toEqual(series);
  });

  it('reads a fund series, whose points carry value instead of last', () => {
    const fund = { pricePoints: [{ timeStamp: 1700000000000, value: 123.45 }] };

    expect(parse(PriceTimeSeriesSchema, fund, 'price time series')).toEqual(fund);
  });

  it('keeps points with null values for the graph to clean, instead of rejecting the series', () => {
    const gappy = {
      pricePoints: [
        { timeStamp: 1, last: 10, volume: 5, open: 9, high: 11, low: 8 },
        { timeStamp: 2, last: null, volume: null, open: null, high: null, low: null },
      ],
      comparePricePoints: [
        { timeSeriesIdentifier: 'OMXS30', pricePoints: [{ timeStamp: 2, value: null }] },
      ],
      owners: [{ timestamp: 2, value: null }],
      high: null,
      low: null,
      previousClose: null,
    };

    expect(parse(PriceTimeSeriesSchema, gappy, 'price time series')).toEqual(gappy);
  });

  it('still rejects a NaN or infinite point, naming it', () => {
    const broken = {
      pricePoints: [
        { timeStamp: 1, last: 10 },
        { timeStamp: 2, high: Infinity },
      ],
    };

    expect(() => parse(PriceTimeSeriesSchema, broken, 'price time series')).toThrow(
      'Invalid price time series: pricePoints.1.high: Invalid finite: Received Infinity',
    );
  });

  it('rejects a point without a time stamp', () => {
    expect(() =>
      parse(PriceTimeSeriesSchema, { pricePoints: [{ last: 1 }] }, 'price time series'),
    ).toThrow(
      'Invalid price time series: pricePoints.0.timeStamp: Invalid key: Expected "timeStamp" but received undefined',
    );
  });

  it('drops periods and resolutions it does not know instead of failing the graph', () => {
    const newer = {
      pricePoints: [],
      availablePeriods: ['TODAY', 'DAY_1'],
      returnedPeriod: 'TODAY',
      returnedResolution: 'SEC_10',
      validResolutionsForPeriod: ['SEC_10', 'MIN_1'],
    };

    expect(parse(PriceTimeSeriesSchema, newer, 'price time series')).toEqual({
      pricePoints: [],
      availablePeriods: ['DAY_1'],
      returnedPeriod: undefined,
      returnedResolution: undefined,
      validResolutionsForPeriod: ['MIN_1'],
    });
  });

  it('tolerates fields it does not know: the answer’s are left out, a point’s are left on it', () => {
    const extra = {
      ...series,
      currency: 'SEK',
      pricePoints: series.pricePoints.map((point) => ({ ...point, turnover: 1 })),
    };

    expect(parse(PriceTimeSeriesSchema, extra, 'price time series')).toEqual({
      ...series,
      pricePoints: extra.pricePoints,
    });
  });
});
