/**
 * Typed text in the technical-analysis forms ("Inputs accept digits only. The
 * Bollinger standard deviation accepts decimals, truncated to 4 decimals.").
 */
import { DEVIATION_DECIMALS } from './technical-analysis-limits';
import type { ParameterField } from './technical-analysis-parameters';

/** The only parameter that takes decimals. */
const DECIMAL_FIELD: ParameterField = 'deviation';

/**
 * What the input shows after a keystroke or paste: digits only, or for the Bollinger
 * deviation digits with one decimal separator (the first `.` or `,` typed; Nordic
 * keyboards give a comma) and at most 4 decimals, cut rather than rounded.
 */
export function sanitizeParameterText(field: ParameterField, text: string): string {
  if (field !== DECIMAL_FIELD) return text.replace(/\D/g, '');
  const separator = /[.,]/.exec(text);
  if (separator === null) return text.replace(/\D/g, '');
  const whole = text.slice(0, separator.index).replace(/\D/g, '');
  const decimals = text
    .slice(separator.index + 1)
    .replace(/\D/g, '')
    .slice(0, DEVIATION_DECIMALS);
  return `${whole}${separator[0]}${decimals}`;
}

/** The number a sanitized text stands for; NaN for an empty input. */
export function parseParameterText(text: string): number {
  const normalized = text.replace(',', '.');
  return /\d/.test(normalized) ? Number(normalized) : NaN;
}
