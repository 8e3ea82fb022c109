import { describe, expect, it } from 'vitest';
import { parse, safeParse } from './parse-boundary';
import { SparkTimeSeriesSchema } from './spark-time-series';

describe('spark time series response', () => {
  it('reads the points and the previous close, and nothing the spark does not read', () => {
    const spark = {
      timeSeriesIdentifier: '16099869',
      pricePoints: [
        { timeStamp: 1700000000000, last: 101.5 },
        { timeStamp: 1700000300000, last: 101.7 },
      ],
      previousClose: 100.2,
      returnedPeriod: 'DAY_1',
    };

    expect(parse(SparkTimeSeriesSchema, spark, 'spark series')).toEqual({
      pricePoints: spark.pricePoints,
      previousClose: 100.2,
    });
  });

  it('reads a fund series, whose points carry value instead of last, without a close', () => {
    const fund = { pricePoints: [{ timeStamp: 1700000000000, value: 123.45 }] };

    expect(parse(SparkTimeSeriesSchema, fund, 'spark series')).toEqual(fund);
  });

  it('keeps points with null values for the spark to leave out', () => {
    const gappy = { pricePoints: [{ timeStamp: 1, last: null }], previousClose: null };

    expect(parse(SparkTimeSeriesSchema, gappy, 'spark series').pricePoints).toHaveLength(1);
  });

  it('is not failed by a period it does not know', () => {
    const later = { pricePoints: [], returnedPeriod: 'DECADE_7' };

    expect(parse(SparkTimeSeriesSchema, later, 'spark series')).toEqual({ pricePoints: [] });
  });

  it('refuses a series without points, and a point with text for a price', () => {
    expect(safeParse(SparkTimeSeriesSchema, {}, 'spark series').success).toBe(false);
    const texty = { pricePoints: [{ timeStamp: 1, last: '101.5' }] };
    const result = safeParse(SparkTimeSeriesSchema, texty, 'spark series');
    expect(result.success || result.error.message).toMatch(/pricePoints\.0\.last/);
  });
});
