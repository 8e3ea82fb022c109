/**
 * The parameter rules of "Technical analysis parameters": which values each
 * indicator accepts, its defaults, and the messages a form shows for a rejected value.
 *
 * Messages are returned as keys plus values, not text: a UI layer translates them. The
 * English templates below are the catalogue's own words, for that layer and for tests.
 *
 * Which message applies to which bound (one rule for all indicators):
 * - a fixed bound from the catalogue (2, 350, 1, 50, 100) is inclusive and uses
 *   "more than or equal to" / "less than or equal to" with that bound;
 * - a bound on another field that the catalogue writes as "±1" ("short from 2 to long−1",
 *   "high from low+1") is strict and uses "smaller than" / "greater than" with the
 *   other field's value, the number the user sees in the form;
 * - a bound on another field that the catalogue writes without "±1" ("signal from 2 to short")
 *   is inclusive and uses "less than or equal to" with the other field's value.
 * Each field checks its lower bounds before its upper bounds and, within each, the bound
 * on another field before the fixed bound the catalogue's ranges imply for it (short ≥ 2 implies
 * long ≥ 3; long ≤ 350 implies short ≤ 349), and reports the first one broken. A bound on
 * another field that is empty (NaN) is skipped, as that field reports its own error; an
 * empty field breaks its first lower bound.
 */
import {
  DEVIATION_DECIMALS,
  DEVIATION_MAX,
  DEVIATION_MIN,
  LEVEL_MAX,
  LEVEL_MIN,
  PERIOD_MAX,
  PERIOD_MIN,
} from './technical-analysis-limits';

/** The indicator types of "Technical analysis item". */
export type TechnicalAnalysisType = 'SMA' | 'EMA' | 'BOLLINGER' | 'RSI' | 'MACD' | 'STOCHASTIC';

/** The parameters of each indicator type; periods in bars, levels on the 0–100 scale. */
export interface TechnicalAnalysisValueMap {
  SMA: { readonly period: number };
  EMA: { readonly period: number };
  BOLLINGER: { readonly period: number; readonly deviation: number };
  RSI: { readonly period: number; readonly high: number; readonly low: number };
  MACD: { readonly short: number; readonly long: number; readonly signal: number };
  STOCHASTIC: {
    readonly period: number;
    readonly signal: number;
    readonly high: number;
    readonly low: number;
  };
}

/** One indicator with its parameters, discriminated by `type`. */
export type TechnicalAnalysisParameters = {
  [T in TechnicalAnalysisType]: { readonly type: T; readonly values: TechnicalAnalysisValueMap[T] };
}[TechnicalAnalysisType];

/** A parameter name of any indicator. */
export type ParameterField = {
  [T in TechnicalAnalysisType]: keyof TechnicalAnalysisValueMap[T];
}[TechnicalAnalysisType];

/** The display names the graph uses for the indicator types. */
export const TECHNICAL_ANALYSIS_NAMES: Readonly<Record<TechnicalAnalysisType, string>> = {
  SMA: 'SMA',
  EMA: 'EMA',
  BOLLINGER: 'Bollinger',
  RSI: 'RSI',
  MACD: 'MACD',
  STOCHASTIC: 'Stochastic',
};

/** The defaults of the catalogue for a newly added indicator. */
export const TECHNICAL_ANALYSIS_DEFAULTS: {
  readonly [T in TechnicalAnalysisType]: TechnicalAnalysisValueMap[T];
} = {
  SMA: { period: 14 },
  EMA: { period: 9 },
  BOLLINGER: { period: 20, deviation: 2 },
  RSI: { period: 14, high: 70, low: 30 },
  MACD: { short: 12, long: 26, signal: 9 },
  STOCHASTIC: { period: 14, signal: 3, high: 80, low: 20 },
};

/** The English templates of the messages, by key; `{value}` and `{type}` are filled in. */
export const TECHNICAL_ANALYSIS_MESSAGES = {
  valueGreaterThan: 'Value needs to be greater than {value}',
  valueSmallerThan: 'Value needs to be smaller than {value}',
  valueLessThanOrEqual: 'Value needs to be less than or equal to {value}',
  valueMoreThanOrEqual: 'Value needs to be more than or equal to {value}',
  indicatorAlreadyAddedTitle: 'Indicator already added',
  indicatorAlreadyAddedText: 'An indicator with these values has already been added to the graph',
  replaceExisting: 'Adding a new {type} will replace the existing {type} in your graph.',
} as const;

/** Why a parameter value was rejected: a message key and the bound it broke. */
export interface ParameterMessage {
  readonly key:
    'valueGreaterThan' | 'valueSmallerThan' | 'valueLessThanOrEqual' | 'valueMoreThanOrEqual';
  readonly value: number;
}

/** Any message of this module, to be translated by the UI layer. */
export type TechnicalAnalysisMessage =
  | ParameterMessage
  | { readonly key: 'indicatorAlreadyAddedTitle' | 'indicatorAlreadyAddedText' }
  | { readonly key: 'replaceExisting'; readonly type: TechnicalAnalysisType };

/** A message in the catalogue's English words (the untranslated fallback). */
export function englishMessage(message: TechnicalAnalysisMessage): string {
  const template: string = TECHNICAL_ANALYSIS_MESSAGES[message.key];
  if ('value' in message) return template.replaceAll('{value}', String(message.value));
  if ('type' in message) {
    return template.replaceAll('{type}', TECHNICAL_ANALYSIS_NAMES[message.type]);
  }
  return template;
}

/** The rejected fields of one indicator, each with its first broken rule. */
export type ParameterErrors = Readonly<Partial<Record<ParameterField, ParameterMessage>>>;

export type ParameterValidation<
  P extends TechnicalAnalysisParameters = TechnicalAnalysisParameters,
> =
  | { readonly valid: true; readonly parameters: P }
  | { readonly valid: false; readonly errors: ParameterErrors };

type Values = Readonly<Record<string, number>>;

/**
 * One bound: `atLeast`/`atMost` are inclusive, `above`/`below` strict; `bound` reads the
 * limit from the indicator's values, so it can be a constant or another field.
 */
interface Rule {
  readonly check: 'atLeast' | 'atMost' | 'above' | 'below';
  readonly bound: (values: Values) => number;
}

const atLeast = (bound: number): Rule => ({ check: 'atLeast', bound: () => bound });
const atMost = (bound: number): Rule => ({ check: 'atMost', bound: () => bound });
const atMostField = (field: string): Rule => ({
  check: 'atMost',
  bound: (values) => values[field] ?? NaN,
});
const aboveField = (field: string): Rule => ({
  check: 'above',
  bound: (values) => values[field] ?? NaN,
});
const belowField = (field: string): Rule => ({
  check: 'below',
  bound: (values) => values[field] ?? NaN,
});

const PERIOD: readonly Rule[] = [atLeast(PERIOD_MIN), atMost(PERIOD_MAX)];
const HIGH_LEVEL: readonly Rule[] = [aboveField('low'), atLeast(LEVEL_MIN + 1), atMost(LEVEL_MAX)];
const LOW_LEVEL: readonly Rule[] = [atLeast(LEVEL_MIN), belowField('high'), atMost(LEVEL_MAX - 1)];

/** the table, field by field, in the order described at the top. */
const RULES: {
  readonly [T in TechnicalAnalysisType]: Record<
    keyof TechnicalAnalysisValueMap[T],
    readonly Rule[]
  >;
} = {
  SMA: { period: PERIOD },
  EMA: { period: PERIOD },
  BOLLINGER: { period: PERIOD, deviation: [atLeast(DEVIATION_MIN), atMost(DEVIATION_MAX)] },
  RSI: { period: PERIOD, high: HIGH_LEVEL, low: LOW_LEVEL },
  MACD: {
    short: [atLeast(PERIOD_MIN), belowField('long'), atMost(PERIOD_MAX - 1)],
    long: [aboveField('short'), atLeast(PERIOD_MIN + 1), atMost(PERIOD_MAX)],
    signal: [atLeast(PERIOD_MIN), atMostField('short'), atMost(PERIOD_MAX - 1)],
  },
  STOCHASTIC: {
    period: PERIOD,
    high: HIGH_LEVEL,
    low: LOW_LEVEL,
    signal: [atLeast(PERIOD_MIN), atMostField('low'), atMost(LEVEL_MAX - 1)],
  },
};

const MESSAGE_KEY: Readonly<Record<Rule['check'], ParameterMessage['key']>> = {
  atLeast: 'valueMoreThanOrEqual',
  atMost: 'valueLessThanOrEqual',
  above: 'valueGreaterThan',
  below: 'valueSmallerThan',
};

function holds(check: Rule['check'], value: number, bound: number): boolean {
  switch (check) {
    case 'atLeast':
      return value >= bound;
    case 'atMost':
      return value <= bound;
    case 'above':
      return value > bound;
    case 'below':
      return value < bound;
  }
}

/**
 * Cuts `value` to `decimals` decimal places without rounding (the Bollinger
 * deviation is truncated to 4 decimals). It works on the shortest decimal form of the
 * number, the one the user typed, since scaling by 10⁴ in binary floating point would
 * turn 1.0005 into 10004.999… and lose a digit.
 */
export function truncateDecimals(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  let text = String(value);
  // Exponent forms appear only below 1e-6 or from 1e21 on; write those out in full.
  if (text.includes('e')) text = value.toFixed(20);
  const point = text.indexOf('.');
  if (point === -1) return value;
  return Number(decimals > 0 ? text.slice(0, point + 1 + decimals) : text.slice(0, point));
}

/**
 * The values as the rules read them: periods and levels are whole numbers (a form
 * accepts only digits there), the Bollinger deviation keeps at most 4 decimals.
 */
export function normalizeParameters<P extends TechnicalAnalysisParameters>(parameters: P): P {
  const values: Record<string, number> = {};
  for (const [field, value] of Object.entries(parameters.values) as [string, number][]) {
    values[field] =
      field === 'deviation' ? truncateDecimals(value, DEVIATION_DECIMALS) : Math.trunc(value);
  }
  // Same fields, same type discriminant: only the numbers change.
  return { ...parameters, values } as P;
}

/**
 * Checks one indicator's parameters against its parameter rules (docs/rules.md#technical-analysis). A valid result carries the
 * normalized parameters (see `normalizeParameters`) to store; an invalid one names each
 * rejected field with its message.
 */
export function validateTechnicalAnalysisParameters<P extends TechnicalAnalysisParameters>(
  parameters: P,
): ParameterValidation<P> {
  const normalized = normalizeParameters(parameters);
  const values: Values = normalized.values;
  const rules: Readonly<Record<string, readonly Rule[]>> = RULES[normalized.type];
  const errors: Partial<Record<string, ParameterMessage>> = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    const value = values[field] ?? NaN;
    for (const rule of fieldRules) {
      const bound = rule.bound(values);
      // A rule against another, empty field is left to that field's own error.
      if (Number.isNaN(bound)) continue;
      if (!holds(rule.check, value, bound)) {
        errors[field] = { key: MESSAGE_KEY[rule.check], value: bound };
        break;
      }
    }
  }
  return Object.keys(errors).length === 0
    ? { valid: true, parameters: normalized }
    : { valid: false, errors };
}
