import { TECHNICAL_ANALYSIS_NAMES } from '../../../core/indicators';
import type { TechnicalAnalysisSetting } from '../../../core/schemas/graph-user-settings';
import { parameterFields } from './technical-analysis-setting';

/** Comparison parameter values are shown with up to 4 decimals. */
export const PARAMETER_MAX_DECIMALS = 4;

/** A parameter value with at most 4 decimals and no trailing zeros: 2, 2.5, 1.3333. */
function parameterText(value: number): string {
  return String(Number(value.toFixed(PARAMETER_MAX_DECIMALS)));
}

/**
 * The label of a technical analysis, as its pill shows it: its name plus its parameter values
 * joined by dashes, `SMA 14`, `Bollinger 20-2`, `MACD 12-26-9`. The stored name is used; an empty
 * one falls back to the indicator's display name.
 */
export function technicalAnalysisLabel(
  setting: Pick<TechnicalAnalysisSetting, 'taType' | 'values' | 'name'>,
): string {
  const name = setting.name.trim() || TECHNICAL_ANALYSIS_NAMES[setting.taType];
  const values = setting.values as Readonly<Record<string, number>>;
  // In the order the indicator's form lists them.
  const parameters = parameterFields(setting.taType).map((field) =>
    parameterText(values[field] ?? Number.NaN),
  );
  return `${name} ${parameters.join('-')}`;
}
