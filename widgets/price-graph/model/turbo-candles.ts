/**
 * The chart turbo threshold of 5000 points (docs/rules.md#graph-limits), as this kit's chart reads
 * it: beyond 5000 points on screen the chart draws in a cheaper way that looks the same.
 *
 * The price line needs nothing for it: uPlot's line path already joins the points that fall in
 * one pixel column into one stroke from their lowest to their highest value. Candlesticks and
 * OHLC bars are drawn point by point, so 5000 of them on a chart a thousand pixels wide put five
 * or more candles, each narrower than a pixel, on every pixel column, where they blur into one.
 * In turbo the candles of one column are merged into the one candle the reader sees there: the
 * first open, the last close, the highest high and the lowest low. (Volume and column bars are
 * merged by pixel always, chart/snapped-bars.ts.)
 */

/** The most points on screen the chart draws one by one, in points. */
export const CHART_TURBO_THRESHOLD_POINTS = 5000;

/** Whether a chart with this many points on screen draws in turbo (above 5000). */
export const drawsInTurbo = (pointsOnScreen: number): boolean =>
  pointsOnScreen > CHART_TURBO_THRESHOLD_POINTS;

/** Candles as columns of numbers, one row per candle. */
export interface CandleColumns {
  readonly open: Float64Array;
  readonly close: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
}

/** Candles merged by pixel column: `column` is each merged candle's pixel column. */
export interface MergedCandles extends CandleColumns {
  readonly column: Float64Array;
  readonly length: number;
}

/**
 * The candles from `from` to `to` (inclusive, in time order) merged by the pixel column
 * `columnOf` puts each in: one candle per run of neighbours sharing a column, opening at the
 * run's first open and closing at its last close, from its lowest low to its highest high.
 */
export function candlesByColumn(
  candles: CandleColumns,
  from: number,
  to: number,
  columnOf: (index: number) => number,
): MergedCandles {
  const size = Math.max(0, to - from + 1);
  const merged = {
    column: new Float64Array(size),
    open: new Float64Array(size),
    close: new Float64Array(size),
    high: new Float64Array(size),
    low: new Float64Array(size),
  };
  let length = 0;
  for (let index = from; index <= to; index += 1) {
    const column = columnOf(index);
    const high = candles.high[index] as number;
    const low = candles.low[index] as number;
    const last = length - 1;
    if (length > 0 && merged.column[last] === column) {
      merged.close[last] = candles.close[index] as number;
      merged.high[last] = Math.max(merged.high[last] as number, high);
      merged.low[last] = Math.min(merged.low[last] as number, low);
      continue;
    }
    merged.column[length] = column;
    merged.open[length] = candles.open[index] as number;
    merged.close[length] = candles.close[index] as number;
    merged.high[length] = high;
    merged.low[length] = low;
    length += 1;
  }
  return {
    column: merged.column.subarray(0, length),
    open: merged.open.subarray(0, length),
    close: merged.close.subarray(0, length),
    high: merged.high.subarray(0, length),
    low: merged.low.subarray(0, length),
    length,
  };
}
