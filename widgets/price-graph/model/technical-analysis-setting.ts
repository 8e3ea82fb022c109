import {
  addTechnicalAnalysis,
  MAX_TECHNICAL_ANALYSES,
  parseParameterText,
  SINGLE_INSTANCE_TYPES,
  TECHNICAL_ANALYSIS_DEFAULTS,
  TECHNICAL_ANALYSIS_NAMES,
  type ParameterErrors,
  type ParameterField,
  type TechnicalAnalysisMessage,
  type TechnicalAnalysisParameters,
  type TechnicalAnalysisType,
} from '../../../core/indicators';
import type { TechnicalAnalysisSetting } from '../../../core/schemas/graph-user-settings';
import { freeSeriesColor } from './series-palette';

/**
 * The technical analyses a graph stores (docs/rules.md#technical-analysis): an indicator chosen in
 * the drawer becomes a `TechnicalAnalysisSetting` with an id, a name, a `taTypeWithParams` key and
 * a colour. Whether it may be added at all is the core's rule (`addTechnicalAnalysis`); this module
 * only turns its answer into settings.
 */

/** The parameters of an indicator in the order its form and its key list them. */
export function parameterFields(type: TechnicalAnalysisType): readonly ParameterField[] {
  return Object.keys(TECHNICAL_ANALYSIS_DEFAULTS[type]) as ParameterField[];
}

/** The indicator as typed in its form: every field read with the core's parser, NaN when empty. */
export function parametersFromTexts(
  type: TechnicalAnalysisType,
  texts: Readonly<Partial<Record<ParameterField, string>>>,
): TechnicalAnalysisParameters {
  const values = Object.fromEntries(
    parameterFields(type).map((field) => [field, parseParameterText(texts[field] ?? '')]),
  );
  // The fields are exactly those of `type`'s defaults.
  return { type, values } as TechnicalAnalysisParameters;
}

/**
 * The type and its values joined by dashes in the form's order, e.g. `SMA-14`,
 * `BOLLINGER-20-2`, `MACD-12-26-9`: the same indicator always gives the same text, so the
 * time series request and the duplicate check can rely on it.
 */
export function technicalAnalysisKey(parameters: TechnicalAnalysisParameters): string {
  const values: Readonly<Record<string, number>> = parameters.values;
  return [parameters.type, ...parameterFields(parameters.type).map((f) => values[f])].join('-');
}

/** A stored setting as the core's rules read it. */
export function settingParameters(setting: TechnicalAnalysisSetting): TechnicalAnalysisParameters {
  // `taType` and `values` are discriminated together by the settings schema.
  return { type: setting.taType, values: setting.values } as TechnicalAnalysisParameters;
}

/** `key` itself, or with the first free `-2`, `-3` … suffix when another setting has it as its id. */
function uniqueId(key: string, current: readonly TechnicalAnalysisSetting[]): string {
  const taken = new Set(current.map((setting) => setting.id));
  let id = key;
  for (let suffix = 2; taken.has(id); suffix += 1) id = `${key}-${suffix}`;
  return id;
}

/** The setting stored for accepted parameters, drawn in palette slot `colorIndex`. */
export function technicalAnalysisSetting(
  parameters: TechnicalAnalysisParameters,
  id: string,
  colorIndex: number,
): TechnicalAnalysisSetting {
  // `type` and `values` come from one discriminated parameters object.
  return {
    id,
    name: TECHNICAL_ANALYSIS_NAMES[parameters.type],
    taType: parameters.type,
    taTypeWithParams: technicalAnalysisKey(parameters),
    values: parameters.values,
    colorIndex,
  } as TechnicalAnalysisSetting;
}

/**
 * The replacement notice ('Adding a new {type} will replace the existing {type} in your graph.'),
 * shown before the form is submitted: the graph already has the one MACD, RSI or Stochastic it may
 * show, so adding `type` replaces it.
 */
export function replacementNotice(
  current: readonly TechnicalAnalysisSetting[],
  type: TechnicalAnalysisType,
): TechnicalAnalysisMessage | undefined {
  return SINGLE_INSTANCE_TYPES.has(type) && current.some((setting) => setting.taType === type)
    ? { key: 'replaceExisting', type }
    : undefined;
}

/** What submitting an indicator form came to. */
export type AddTechnicalAnalysisSettingResult =
  /** `setting` was appended, or took the place and colour of the one of its type. */
  | {
      readonly outcome: 'added' | 'replaced';
      readonly analyses: readonly TechnicalAnalysisSetting[];
      readonly setting: TechnicalAnalysisSetting;
    }
  | {
      readonly outcome: 'duplicate';
      readonly title: TechnicalAnalysisMessage;
      readonly text: TechnicalAnalysisMessage;
    }
  | { readonly outcome: 'limitReached'; readonly limit: number }
  | { readonly outcome: 'invalid'; readonly errors: ParameterErrors };

/**
 * Adds `candidate` to the stored analyses by the core's rules (`addTechnicalAnalysis`). A new
 * indicator gets the lowest free colour and its key as id (suffixed if taken); a replacing
 * one keeps the colour of the one it replaces. Values are stored as the core normalized them.
 */
export function addTechnicalAnalysisSetting(
  current: readonly TechnicalAnalysisSetting[],
  candidate: TechnicalAnalysisParameters,
  limit: number = MAX_TECHNICAL_ANALYSES,
  /** The colours the graph's comparisons draw in: a new indicator takes none of them. */
  takenColors: readonly number[] = [],
): AddTechnicalAnalysisSettingResult {
  const listed = current.map(settingParameters);
  const result = addTechnicalAnalysis(listed, candidate, limit);
  switch (result.outcome) {
    case 'added': {
      const accepted = result.analyses.at(-1) ?? candidate;
      const colorIndex = freeSeriesColor([
        ...takenColors,
        ...current.map((setting) => setting.colorIndex),
      ]);
      const setting = technicalAnalysisSetting(
        accepted,
        uniqueId(technicalAnalysisKey(accepted), current),
        colorIndex,
      );
      return { outcome: 'added', analyses: [...current, setting], setting };
    }
    case 'replaced': {
      const at = listed.indexOf(result.replaced);
      const accepted = result.analyses[at] ?? candidate;
      const others = current.filter((_, index) => index !== at);
      const setting = technicalAnalysisSetting(
        accepted,
        uniqueId(technicalAnalysisKey(accepted), others),
        current[at]?.colorIndex ??
          freeSeriesColor([...takenColors, ...others.map((other) => other.colorIndex)]),
      );
      return {
        outcome: 'replaced',
        analyses: current.map((existing, index) => (index === at ? setting : existing)),
        setting,
      };
    }
    case 'duplicate':
      return { outcome: 'duplicate', title: result.title, text: result.text };
    case 'limitReached':
    case 'invalid':
      return result;
  }
}

/** The stored analyses without the one of `id`; the others keep their colours. */
export function removeTechnicalAnalysis(
  current: readonly TechnicalAnalysisSetting[],
  id: string,
): TechnicalAnalysisSetting[] {
  return current.filter((setting) => setting.id !== id);
}
