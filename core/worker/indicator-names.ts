import type { IndicatorName } from './indicator-service';

/**
 * The functions the indicator engine offers, by name: the keys of `indicatorService`, listed
 * here so the engine can be built without loading the functions themselves on the main thread.
 */
export const INDICATOR_NAMES: readonly IndicatorName[] = [
  'sma',
  'ema',
  'rsi',
  'bollinger',
  'macd',
  'stochastic',
  'mapBuySellTransactions',
  'buySellMarkers',
  'eventMarkers',
];
