import * as v from 'valibot';

/*
 * The values of the price graph's user settings, apart from
 * the enumerations every widget reads, so that only the graph carries them.
 */

/** Graph types. */
export const GRAPH_TYPES = ['line', 'candlestick', 'ohlc', 'column'] as const;
/** Parses a graph type. */
export const GraphTypeSchema = v.picklist(GRAPH_TYPES);
/** A graph type. */
export type GraphType = v.InferOutput<typeof GraphTypeSchema>;

/** Flags that style a line graph; any combination may be on. */
export const LINE_GRAPH_TYPE_FLAGS = ['development-colors', 'soft-line', 'area-gradient'] as const;
/** Parses a line graph type flag. */
export const LineGraphTypeFlagSchema = v.picklist(LINE_GRAPH_TYPE_FLAGS);
/** A line graph type flag. */
export type LineGraphTypeFlag = v.InferOutput<typeof LineGraphTypeFlagSchema>;

/** Price marker modes. */
export const PRICE_MARKER_MODES = [
  'off',
  'closing-price',
  'current-price',
  'current-and-closing-price',
] as const;
/** Parses a price marker mode. */
export const PriceMarkerModeSchema = v.picklist(PRICE_MARKER_MODES);
/** A price marker mode. */
export type PriceMarkerMode = v.InferOutput<typeof PriceMarkerModeSchema>;

/** What a fund's development is shown in: the last price, a currency, or the NAV. */
export const FUND_DEVELOPMENT_CURRENCIES = [
  'last',
  'SEK',
  'DKK',
  'EUR',
  'NOK',
  'CAD',
  'USD',
  'NAV',
] as const;
/** Parses a fund development currency. */
export const FundDevelopmentCurrencySchema = v.picklist(FUND_DEVELOPMENT_CURRENCIES);
/** A fund development currency. */
export type FundDevelopmentCurrency = v.InferOutput<typeof FundDevelopmentCurrencySchema>;

/**
 * The historical event kinds a user can show on the graph: dividends, positive reports,
 * negative reports, others (the ids are kebab-case like the other graph settings).
 */
export const HISTORICAL_EVENT_KINDS = [
  'dividends',
  'positive-reports',
  'negative-reports',
  'others',
] as const;
/** Parses a historical event kind. */
export const HistoricalEventKindSchema = v.picklist(HISTORICAL_EVENT_KINDS);
/** A historical event kind. */
export type HistoricalEventKind = v.InferOutput<typeof HistoricalEventKindSchema>;
