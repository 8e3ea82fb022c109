import type { PeriodId } from '../../../core/schemas/enumerations';
import type { PricePoint } from '../../../core/schemas/price-time-series';
import type { InstrumentKind } from './graph-instrument';

/**
 * The price series as the chart draws it: columns of plain numbers, one row per point, in time
 * order without duplicates. The boundary lets `null` points through (one gap must not reject a
 * series); here they are cleaned so the chart never sees NaN, null, unsorted or repeated times
 * (cleaned, never a crash).
 */
export interface PriceSeries {
  /** Epoch milliseconds, strictly increasing. */
  readonly times: Float64Array;
  /** The last price (a fund's or index's value), always finite. */
  readonly close: Float64Array;
  /** Candle values; a point without them repeats its close, so a candle is never drawn from NaN. */
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  /** Volume per point, NaN where unknown. */
  readonly volume: Float64Array;
  /** Whether any point had its own open, high or low (else candles would be flat dashes). */
  readonly hasCandles: boolean;
  /** Whether any point had a volume. */
  readonly hasVolume: boolean;
}

const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The point's price: `last`, else `value` (funds and indices have a value, not trades). */
const priceOf = (point: PricePoint): number | null | undefined => point.last ?? point.value;

/**
 * The drawable series of the answer's points: points without a finite price or time are
 * dropped, the rest sorted by time, and of two points with the same time the later in the
 * answer wins (a corrected bar). Candles are made consistent: high at least the open and close,
 * low at most. An answer comes in time order: it is read in one pass straight into the columns,
 * and only an answer out of order is sorted first.
 */
export function cleanPriceSeries(points: readonly PricePoint[]): PriceSeries {
  return columnsOf(points, true) ?? (columnsOf(orderedPoints(points), false) as PriceSeries);
}

/** The usable points in time order, the last in the answer winning among equal times. */
function orderedPoints(points: readonly PricePoint[]): PricePoint[] {
  // A stable sort keeps answer order among equal times; the last of each time then wins.
  const ordered = points
    .filter((point) => finite(point.timeStamp) && finite(priceOf(point)))
    .map((point, order) => ({ point, order }))
    .sort((a, b) => a.point.timeStamp - b.point.timeStamp || a.order - b.order);
  return ordered
    .filter((entry, index) => ordered[index + 1]?.point.timeStamp !== entry.point.timeStamp)
    .map((entry) => entry.point);
}

/**
 * The columns of the usable points, in the answer's order; undefined when `inOrder` is asked
 * for and a point is not later than the one before.
 */
function columnsOf(points: readonly PricePoint[], inOrder: boolean): PriceSeries | undefined {
  const count = points.length;
  const times = new Float64Array(count);
  const close = new Float64Array(count);
  const open = new Float64Array(count);
  const high = new Float64Array(count);
  const low = new Float64Array(count);
  const volume = new Float64Array(count);
  let hasCandles = false;
  let hasVolume = false;
  let length = 0;
  let lastTime = -Infinity;
  for (let index = 0; index < count; index += 1) {
    const point = points[index] as PricePoint;
    const time = point.timeStamp;
    const price = priceOf(point);
    if (!finite(time) || !finite(price)) continue;
    if (inOrder && time <= lastTime) return undefined;
    lastTime = time;
    const pointOpen = finite(point.open) ? point.open : price;
    const pointHigh = finite(point.high) ? point.high : price;
    const pointLow = finite(point.low) ? point.low : price;
    hasCandles ||= finite(point.open) || finite(point.high) || finite(point.low);
    times[length] = time;
    close[length] = price;
    open[length] = pointOpen;
    high[length] = Math.max(pointHigh, pointOpen, price);
    low[length] = Math.min(pointLow, pointOpen, price);
    if (finite(point.volume)) {
      volume[length] = point.volume;
      hasVolume = true;
    } else {
      volume[length] = Number.NaN;
    }
    length += 1;
  }
  // Points dropped leave the columns' ends unused: views, not copies.
  const used = (column: Float64Array) => (length === count ? column : column.subarray(0, length));
  return {
    times: used(times),
    close: used(close),
    open: used(open),
    high: used(high),
    low: used(low),
    volume: used(volume),
    hasCandles,
    hasVolume,
  };
}

/** An empty series. */
export const EMPTY_SERIES: PriceSeries = cleanPriceSeries([]);

/** The series made of each answer's points, while the answer is kept. */
const seriesOfAnswers = new WeakMap<readonly PricePoint[], PriceSeries>();

/**
 * `cleanPriceSeries` made once per answer: an answer shown again (a period gone back to) gives
 * the very same series, and with it what was computed for it (its indicators, its calendar).
 */
export function answerPriceSeries(points: readonly PricePoint[]): PriceSeries {
  let series = seriesOfAnswers.get(points);
  if (!series) {
    series = cleanPriceSeries(points);
    seriesOfAnswers.set(points, series);
  }
  return series;
}

/**
 * Whether the series shown follows the feed's price ticks: only the current answer of a one-day
 * period, and not a fund's (one NAV a day) or a bid series (the feed's ticks are trades, which
 * do not move a bid).
 */
export const followsLivePrice = (shown: {
  current: boolean;
  period: PeriodId;
  kind: InstrumentKind;
  bidPrice: boolean;
}): boolean =>
  shown.current && shown.period === 'DAY_1' && shown.kind !== 'fund' && !shown.bidPrice;

/** A live price (the feed's `last` at `tick_timestamp`). */
export interface LivePrice {
  readonly time: number;
  readonly price: number;
}

/**
 * The series with a live price in it (on DAY_1 the last point follows the feed's
 * price ticks). A tick inside the last bar (`barMs` from its start) moves that bar's close and
 * stretches its high and low; a later tick opens a new bar at its own time; an older tick is
 * already in the series. The columns are copied: the series given stays as it was.
 */
export function withLivePrice(series: PriceSeries, tick: LivePrice, barMs: number): PriceSeries {
  const last = series.times.length - 1;
  if (!Number.isFinite(tick.price) || !Number.isFinite(tick.time)) return series;
  if (last >= 0 && tick.time < (series.times[last] as number)) return series;
  const insideLast = last >= 0 && tick.time < (series.times[last] as number) + barMs;
  const length = insideLast ? last + 1 : last + 2;
  const copy = (column: Float64Array) => {
    const next = new Float64Array(length);
    next.set(column.subarray(0, Math.min(column.length, length)));
    return next;
  };
  const next = {
    times: copy(series.times),
    close: copy(series.close),
    open: copy(series.open),
    high: copy(series.high),
    low: copy(series.low),
    volume: copy(series.volume),
  };
  const at = length - 1;
  if (insideLast) {
    next.close[at] = tick.price;
    next.high[at] = Math.max(next.high[at] as number, tick.price);
    next.low[at] = Math.min(next.low[at] as number, tick.price);
  } else {
    next.times[at] = tick.time;
    next.close[at] = tick.price;
    next.open[at] = tick.price;
    next.high[at] = tick.price;
    next.low[at] = tick.price;
    next.volume[at] = Number.NaN;
  }
  return { ...next, hasCandles: series.hasCandles, hasVolume: series.hasVolume };
}

/**
 * Where the highest and the lowest value lie between two indexes (inclusive): of the highs and
 * lows for candles, of the closes for a line (a mark above the line would point at nothing).
 */
export function extremes(
  highs: Float64Array,
  lows: Float64Array,
  from: number,
  to: number,
): { highIndex: number; lowIndex: number } | undefined {
  const first = Math.max(0, Math.ceil(from));
  const last = Math.min(highs.length - 1, Math.floor(to));
  if (first > last) return undefined;
  let highIndex = first;
  let lowIndex = first;
  for (let index = first + 1; index <= last; index += 1) {
    if ((highs[index] as number) > (highs[highIndex] as number)) highIndex = index;
    if ((lows[index] as number) < (lows[lowIndex] as number)) lowIndex = index;
  }
  return { highIndex, lowIndex };
}
