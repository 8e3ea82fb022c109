/**
 * Adding a technical analysis to a graph ("Price graph", §5, §9): the parameter
 * rules, the duplicate check, the one-of-a-kind indicators and the limit of 8, as one
 * pure decision over the current list.
 */
import { MAX_TECHNICAL_ANALYSES } from './technical-analysis-limits';
import {
  normalizeParameters,
  validateTechnicalAnalysisParameters,
  type ParameterErrors,
  type TechnicalAnalysisMessage,
  type TechnicalAnalysisParameters,
  type TechnicalAnalysisType,
} from './technical-analysis-parameters';

/**
 * Indicators a graph shows at most once: each draws in a panel of its own
 * below the price, so a second one replaces the first.
 */
export const SINGLE_INSTANCE_TYPES: ReadonlySet<TechnicalAnalysisType> = new Set([
  'MACD',
  'RSI',
  'STOCHASTIC',
]);

/** What adding a candidate to the list comes to; the list itself is never changed. */
export type AddTechnicalAnalysisResult<T extends TechnicalAnalysisParameters> =
  /** The candidate was appended; `analyses` is the new list. */
  | { readonly outcome: 'added'; readonly analyses: readonly T[] }
  /**
   * The candidate took the place (and position) of the one indicator of its type;
   * `notice` is the replacement notice 'Adding a new {type} will replace the existing {type} …', which a
   * form shows before the user confirms.
   */
  | {
      readonly outcome: 'replaced';
      readonly analyses: readonly T[];
      readonly replaced: T;
      readonly notice: TechnicalAnalysisMessage;
    }
  /** The same type with the same values is already on the graph; nothing changes. */
  | {
      readonly outcome: 'duplicate';
      readonly existing: T;
      readonly title: TechnicalAnalysisMessage;
      readonly text: TechnicalAnalysisMessage;
    }
  /** The graph already shows the maximum number of technical analyses. */
  | { readonly outcome: 'limitReached'; readonly limit: number }
  /** Some parameters break the rules; one message per rejected field. */
  | { readonly outcome: 'invalid'; readonly errors: ParameterErrors };

/** Same type and same (normalized) values: what the catalogue calls an indicator already added. */
function sameIndicator(a: TechnicalAnalysisParameters, b: TechnicalAnalysisParameters): boolean {
  if (a.type !== b.type) return false;
  const left: Readonly<Record<string, number>> = normalizeParameters(a).values;
  const right: Readonly<Record<string, number>> = normalizeParameters(b).values;
  return Object.keys(left).every((field) => left[field] === right[field]);
}

/**
 * Decides what adding `candidate` to `current` does, in this order:
 * 1. invalid parameters are rejected with per-field errors;
 * 2. an indicator of the same type and values is a duplicate, also for MACD, RSI and
 *    Stochastic (replacing one with an identical one would change nothing);
 * 3. a MACD, RSI or Stochastic replaces the existing one of its type, in its place,
 *    and the list does not grow, so the limit does not apply;
 * 4. otherwise the candidate is appended unless `limit` indicators are already shown.
 *
 * The stored candidate carries the normalized values (deviation truncated to 4
 * decimals) and keeps its other fields (an id, a colour index) as given.
 */
export function addTechnicalAnalysis<T extends TechnicalAnalysisParameters>(
  current: readonly T[],
  candidate: T,
  limit: number = MAX_TECHNICAL_ANALYSES,
): AddTechnicalAnalysisResult<T> {
  const validation = validateTechnicalAnalysisParameters(candidate);
  if (!validation.valid) return { outcome: 'invalid', errors: validation.errors };
  const accepted = validation.parameters;

  const existing = current.find((analysis) => sameIndicator(analysis, accepted));
  if (existing !== undefined) {
    return {
      outcome: 'duplicate',
      existing,
      title: { key: 'indicatorAlreadyAddedTitle' },
      text: { key: 'indicatorAlreadyAddedText' },
    };
  }

  if (SINGLE_INSTANCE_TYPES.has(accepted.type)) {
    const index = current.findIndex((analysis) => analysis.type === accepted.type);
    const replaced = current[index];
    if (replaced !== undefined) {
      return {
        outcome: 'replaced',
        analyses: current.map((analysis, at) => (at === index ? accepted : analysis)),
        replaced,
        notice: { key: 'replaceExisting', type: accepted.type },
      };
    }
  }

  if (current.length >= limit) return { outcome: 'limitReached', limit };
  return { outcome: 'added', analyses: [...current, accepted] };
}
