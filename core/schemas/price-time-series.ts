import * as v from 'valibot';
import { FiniteNumberSchema, PercentSchema } from './finite-number';
import { PERIOD_IDS, PeriodIdSchema, RESOLUTION_IDS } from './enumerations';
import { knownValue, knownValues } from './known-values';
import { MoneySchema } from './money';
import { NonEmptyStringSchema } from './non-empty-string';
import { seriesPointsSchema, type SeriesPoint } from './series-points';

// "Price graph entities" and "Price time series". Everything but the price
// points is optional: which fields come back depends on what was asked for.

/**
 * The price series' points: each with its time, the last price (or value, for funds
 * and indices) and the candle. A gap in a series arrives as `null` (or a missing field) and the
 * graph cleans it later, so one empty point never rejects a whole series; `NaN` and `±Infinity`
 * are still rejected. Checked in one pass: an answer holds thousands (see series-points.ts).
 */
export const PricePointsSchema = seriesPointsSchema('timeStamp', [
  'last',
  'value',
  'volume',
  'open',
  'high',
  'low',
]);

/** One point of the price series. */
export type PricePoint = SeriesPoint<
  'timeStamp',
  'last' | 'value' | 'volume' | 'open' | 'high' | 'low'
>;

/** One point of a comparison series: a time and a value. */
export type ComparePricePoint = SeriesPoint<'timeStamp', 'value'>;

/** The series of one comparator. */
export const CompareSeriesSchema = v.object({
  timeSeriesIdentifier: NonEmptyStringSchema,
  pricePoints: seriesPointsSchema('timeStamp', ['value']),
});

/** The series of one comparator. */
export type CompareSeries = v.InferOutput<typeof CompareSeriesSchema>;

/** One point of the owners series: how many customers held the instrument (note `timestamp`, lower-case s). */
export type OwnersPoint = SeriesPoint<'timestamp', 'value'>;

/** A value the answer gives once (the period's high, low, previous close): a number or a gap. */
const SeriesValueSchema = v.nullish(FiniteNumberSchema);

/** A period as the period selector shows it: its performance in percent and the return amount. */
export const PeriodReturnSchema = v.object({
  period: PeriodIdSchema,
  performance: v.nullish(PercentSchema),
  returnAmount: v.nullish(MoneySchema),
});

/** A period with its performance. */
export type PeriodReturn = v.InferOutput<typeof PeriodReturnSchema>;

/**
 * The answer of "Price time series". Periods and resolutions this client does not know
 * are dropped from the lists and read as absent when returned, rather than failing the
 * graph. The catalogue names `enrichPoints` and `technicalAnalysisPoints` without their shape, so
 * they stay `unknown` until a consumer narrows them.
 */
export const PriceTimeSeriesSchema = v.object({
  timeSeriesIdentifier: v.optional(NonEmptyStringSchema),
  pricePoints: PricePointsSchema,
  comparePricePoints: v.optional(v.array(CompareSeriesSchema)),
  owners: v.optional(seriesPointsSchema('timestamp', ['value'])),
  /** Highest price in the returned period. */
  high: SeriesValueSchema,
  /** Lowest price in the returned period. */
  low: SeriesValueSchema,
  /** The close before the first point, which the spark graph colours against. */
  previousClose: SeriesValueSchema,
  availablePeriods: v.optional(knownValues(PERIOD_IDS)),
  returnedPeriod: knownValue(PERIOD_IDS),
  returnedResolution: knownValue(RESOLUTION_IDS),
  validResolutionsForPeriod: v.optional(knownValues(RESOLUTION_IDS)),
  returns: v.optional(v.array(PeriodReturnSchema)),
  supportedTechnicalAnalysisPointsTypes: v.optional(v.array(v.string())),
  technicalAnalysisPoints: v.optional(v.array(v.unknown())),
  enrichPoints: v.optional(v.array(v.unknown())),
});

/** The answer of "Price time series". */
export type PriceTimeSeries = v.InferOutput<typeof PriceTimeSeriesSchema>;
