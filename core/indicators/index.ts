/**
 * The technical-analysis core: indicator maths, parameter rules and graph markers, all
 * pure and framework-free, so the worker can expose this module as it is.
 *
 * Indicators are pure functions over typed arrays (docs/rules.md#technical-analysis):
 * each output is a `Float64Array` as long as its input with NaN where no value exists.
 * Definitions and seeding follow TA-Lib; each file documents its own.
 */

//#region Indicators
export { sma } from './sma';
export { ema } from './ema';
export { rsi } from './rsi';
export { bollinger, type BollingerBands } from './bollinger';
export { macd, type MacdSeries } from './macd';
export { stochastic, type StochasticSeries } from './stochastic';
//#endregion

//#region Technical-analysis parameters
export * from './technical-analysis-limits';
export {
  TECHNICAL_ANALYSIS_DEFAULTS,
  TECHNICAL_ANALYSIS_MESSAGES,
  TECHNICAL_ANALYSIS_NAMES,
  englishMessage,
  normalizeParameters,
  truncateDecimals,
  validateTechnicalAnalysisParameters,
  type ParameterErrors,
  type ParameterField,
  type ParameterMessage,
  type ParameterValidation,
  type TechnicalAnalysisMessage,
  type TechnicalAnalysisParameters,
  type TechnicalAnalysisType,
  type TechnicalAnalysisValueMap,
} from './technical-analysis-parameters';
export {
  SINGLE_INSTANCE_TYPES,
  addTechnicalAnalysis,
  type AddTechnicalAnalysisResult,
} from './technical-analysis-list';
export { parseParameterText, sanitizeParameterText } from './parameter-input';
//#endregion

//#region Graph markers
export { pricePointIndexAt } from './price-point-interval';
export {
  buySellMarkers,
  mapBuySellTransactions,
  type ApiBuySellTransaction,
  type BuySellMarker,
  type BuySellMarkerKind,
  type BuySellTooltip,
  type BuySellTransaction,
  type Money,
  type TransactionSide,
} from './buy-sell-markers';
export {
  HISTORICAL_EVENT_TYPES,
  eventMarkerKind,
  eventMarkers,
  type EventMarker,
  type EventMarkerKind,
  type HistoricalEvent,
  type HistoricalEventType,
} from './event-markers';
//#endregion
