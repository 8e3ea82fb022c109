import * as v from 'valibot';
import { FiniteNumberSchema, NonNegativeIntegerSchema } from './finite-number';
import { PeriodIdSchema, ResolutionIdSchema } from './enumerations';
import {
  FundDevelopmentCurrencySchema,
  GraphTypeSchema,
  HistoricalEventKindSchema,
  LineGraphTypeFlagSchema,
  PriceMarkerModeSchema,
} from './graph-setting-values';
import { OrderBookIdSchema } from './identifiers';
import { NonEmptyStringSchema } from './non-empty-string';

// "Graph user settings", persisted per graph identifier in browser storage,
// one key per setting: `{graphIdentifier}/{setting}`. `fullscreen` is not
// persisted and so has no schema. Limits (8 comparators, 8 analyses) and parameter
// ranges are the graph's rules, not the stored shape's.

//#region Comparators

/**
 * A comparison instrument. The graph itself needs only the order book, the symbol and
 * the colour; the rest is shown in the
 * drawer when known.
 */
export const ComparatorSchema = v.object({
  orderBookId: OrderBookIdSchema,
  symbol: v.string(),
  /** Slot in the graph's comparison palette. */
  colorIndex: NonNegativeIntegerSchema,
  name: v.optional(v.string()),
  country: v.optional(v.string()),
  groupType: v.optional(v.string()),
  entityType: v.optional(v.string()),
});

/** A comparison instrument. */
export type Comparator = v.InferOutput<typeof ComparatorSchema>;

//#endregion
//#region Technical analyses

// Parameter names follow the table; a Bollinger deviation may have decimals.
const ParameterSchema = FiniteNumberSchema;
const periodParameters = { period: ParameterSchema };
const bandParameters = { ...periodParameters, high: ParameterSchema, low: ParameterSchema };

/** What every stored technical analysis carries, whichever the indicator. */
const technicalAnalysisEntries = {
  /** Unique within the graph, so two SMAs with other periods can coexist. */
  id: NonEmptyStringSchema,
  /** The pill's label, e.g. `SMA`. */
  name: v.string(),
  /** The type plus its parameter values, the key duplicates are checked by. */
  taTypeWithParams: v.string(),
  /** Slot in the graph's indicator palette. */
  colorIndex: NonNegativeIntegerSchema,
};

/**
 * A technical analysis added to the graph: the indicator (`taType`) and its
 * parameters (`values`), whose names depend on the indicator.
 */
export const TechnicalAnalysisSettingSchema = v.variant('taType', [
  v.object({
    ...technicalAnalysisEntries,
    taType: v.literal('SMA'),
    values: v.object(periodParameters),
  }),
  v.object({
    ...technicalAnalysisEntries,
    taType: v.literal('EMA'),
    values: v.object(periodParameters),
  }),
  v.object({
    ...technicalAnalysisEntries,
    taType: v.literal('BOLLINGER'),
    values: v.object({ ...periodParameters, deviation: ParameterSchema }),
  }),
  v.object({
    ...technicalAnalysisEntries,
    taType: v.literal('RSI'),
    values: v.object(bandParameters),
  }),
  v.object({
    ...technicalAnalysisEntries,
    taType: v.literal('MACD'),
    values: v.object({ short: ParameterSchema, long: ParameterSchema, signal: ParameterSchema }),
  }),
  v.object({
    ...technicalAnalysisEntries,
    taType: v.literal('STOCHASTIC'),
    values: v.object({ ...bandParameters, signal: ParameterSchema }),
  }),
]);

/** A technical analysis added to the graph. */
export type TechnicalAnalysisSetting = v.InferOutput<typeof TechnicalAnalysisSettingSchema>;

/** The indicators a technical analysis can be: SMA, EMA, Bollinger, RSI, MACD, Stochastic. */
export const TECHNICAL_ANALYSIS_TYPES = TechnicalAnalysisSettingSchema.options.map(
  (option) => option.entries.taType.literal,
);

/** Parses a technical analysis type. */
export const TechnicalAnalysisTypeSchema = v.picklist(TECHNICAL_ANALYSIS_TYPES);

/** A technical analysis type. */
export type TechnicalAnalysisType = v.InferOutput<typeof TechnicalAnalysisTypeSchema>;

//#endregion
//#region Settings

/** Where the tooltip sits: following the cursor, or fixed at the top of the chart. */
export const TOOLTIP_POSITIONS = ['floating', 'fixed'] as const;

/** Parses a tooltip position. */
export const TooltipPositionSchema = v.picklist(TOOLTIP_POSITIONS);

/** A tooltip position. */
export type TooltipPosition = v.InferOutput<typeof TooltipPositionSchema>;

/**
 * The schema of each persisted setting, by its storage name. Each is stored under its
 * own key, so the storage layer parses each with its own schema and ignores (falls back
 * to the default for) only the one that is invalid.
 */
export const graphUserSettingSchemas = {
  bidPrice: v.boolean(),
  buySellDots: v.boolean(),
  comparators: v.array(ComparatorSchema),
  fundDevelopment: FundDevelopmentCurrencySchema,
  graphType: GraphTypeSchema,
  grid: v.boolean(),
  highestAndLowest: v.boolean(),
  /** The event kinds shown; none (off) when not stored. */
  historicalEvents: v.array(HistoricalEventKindSchema),
  historicalTable: v.boolean(),
  /** The line styling flags that are on. */
  lineGraphType: v.array(LineGraphTypeFlagSchema),
  period: PeriodIdSchema,
  priceMarkers: PriceMarkerModeSchema,
  /** The resolution chosen for each period; a resolution is stored for its period only. */
  resolution: v.record(PeriodIdSchema, ResolutionIdSchema),
  technicalAnalyses: v.array(TechnicalAnalysisSettingSchema),
  tooltipPosition: TooltipPositionSchema,
  volume: v.boolean(),
} as const;

/** The name of a persisted graph setting with a fixed name. */
export type GraphUserSettingName = keyof typeof graphUserSettingSchemas;

/** All persisted graph settings of one graph identifier; each is absent until the user changes it. */
export const GraphUserSettingsSchema = v.partial(v.object(graphUserSettingSchemas));

/** All persisted graph settings of one graph identifier. */
export type GraphUserSettings = v.InferOutput<typeof GraphUserSettingsSchema>;

/** The `{product}Owners` setting: whether the owners series of that product is shown. */
export const OwnersSettingSchema = v.boolean();

/**
 * The storage name of the `{product}Owners` setting, the one setting whose name is
 * built rather than fixed.
 *
 * @param product The product whose owners series it toggles.
 */
export function ownersSettingName<const TProduct extends string>(
  product: TProduct,
): `${TProduct}Owners` {
  return `${product}Owners`;
}

//#endregion
