import {
  bollinger,
  buySellMarkers,
  ema,
  eventMarkers,
  macd,
  mapBuySellTransactions,
  rsi,
  sma,
  stochastic,
} from '../indicators';

/**
 * What the indicator worker offers: exactly the indicator and marker functions of
 * core/indicators, nothing else. The same object runs on the main thread where a worker
 * cannot start, so both paths compute with one implementation.
 */
export const indicatorService = {
  sma,
  ema,
  rsi,
  bollinger,
  macd,
  stochastic,
  mapBuySellTransactions,
  buySellMarkers,
  eventMarkers,
};

export type IndicatorService = typeof indicatorService;
export type IndicatorName = keyof IndicatorService;

/** Every typed-array buffer in a result, so it can be transferred instead of copied. */
export function buffersOf(value: unknown): ArrayBuffer[] {
  if (ArrayBuffer.isView(value)) return [value.buffer as ArrayBuffer];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.values(value).flatMap((part) =>
    ArrayBuffer.isView(part) ? [part.buffer as ArrayBuffer] : [],
  );
}
