import { RemoveButton } from '../ui/line-icon';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  MAX_TECHNICAL_ANALYSES,
  sanitizeParameterText,
  TECHNICAL_ANALYSIS_DEFAULTS,
  TECHNICAL_ANALYSIS_NAMES,
  validateTechnicalAnalysisParameters,
  type ParameterField,
  type TechnicalAnalysisMessage,
  type TechnicalAnalysisType,
} from '../../../core/indicators';
import type { Translate } from '../../../core/i18n';
import {
  TECHNICAL_ANALYSIS_TYPES,
  type TechnicalAnalysisSetting,
} from '../../../core/schemas/graph-user-settings';
import { visuallyHidden } from '../../shared/visually-hidden.css';
import { useWidget } from '../../shared/widget-context';
import { technicalAnalysisLabel } from '../model/technical-analysis-label';
import {
  addTechnicalAnalysisSetting,
  parameterFields,
  parametersFromTexts,
  removeTechnicalAnalysis,
  replacementNotice,
} from '../model/technical-analysis-setting';
import { seriesColor } from './pill-bar';
import * as css from './drawer.css';
import { useElementId } from '../../shared/use-element-id';

export interface TechnicalAnalysisTabProps {
  /** The technical analyses in the graph. */
  analyses: readonly TechnicalAnalysisSetting[];
  /** How many the graph shows at most. Default 8. */
  limit?: number;
  /** Called with the list to store after an indicator is added, replaced or removed. */
  onChange: (next: TechnicalAnalysisSetting[]) => void;
  /** The colours the graph's comparisons draw in: a new indicator takes none of them. */
  takenColors?: readonly number[];
}

type Texts = Partial<Record<ParameterField, string>>;

/** A form's fields as first shown: each indicator's default parameters. */
function defaultTexts(type: TechnicalAnalysisType): Texts {
  const defaults: Readonly<Record<string, number>> = TECHNICAL_ANALYSIS_DEFAULTS[type];
  return Object.fromEntries(parameterFields(type).map((field) => [field, String(defaults[field])]));
}

/** One of the core's messages in the widget's language. */
function messageText(t: Translate, message: TechnicalAnalysisMessage): string {
  if ('value' in message) return t(`priceGraph.ta.${message.key}`, { value: message.value });
  if ('type' in message) {
    return t(`priceGraph.ta.${message.key}`, { type: TECHNICAL_ANALYSIS_NAMES[message.type] });
  }
  return t(`priceGraph.ta.${message.key}`);
}

/**
 * The drawer's Technical Analysis tab: a choice of the six indicators, a form with the chosen one's
 * parameters (defaults first, digits only, checked as typed, Enter adds), and the indicators in the
 * graph, each with a remove button.
 */
export function TechnicalAnalysisTab({
  analyses,
  limit = MAX_TECHNICAL_ANALYSES,
  onChange,
  takenColors = [],
}: TechnicalAnalysisTabProps) {
  const { t } = useWidget();
  const [type, setType] = useState<TechnicalAnalysisType | undefined>();
  const [texts, setTexts] = useState<Texts>({});
  const [duplicate, setDuplicate] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const choices = useRef<HTMLDivElement>(null);
  const baseId = useElementId();
  const formId = `${baseId}-form`;
  const limitId = `${baseId}-limit`;
  const noticeId = `${baseId}-notice`;
  const fieldId = (field: ParameterField) => `${baseId}-${field}`;
  const errorId = (field: ParameterField) => `${baseId}-${field}-error`;

  const full = analyses.length >= limit;
  const candidate = type === undefined ? undefined : parametersFromTexts(type, texts);
  const validation =
    candidate === undefined ? undefined : validateTechnicalAnalysisParameters(candidate);
  const errors = validation?.valid === false ? validation.errors : {};
  const notice = type === undefined ? undefined : replacementNotice(analyses, type);

  const choose = (chosen: TechnicalAnalysisType) => {
    setType(chosen);
    setTexts(defaultTexts(chosen));
    setDuplicate(false);
  };

  // A chosen indicator's form opens under the choices: its first field is where the reader goes next.
  useEffect(() => {
    if (type !== undefined) form.current?.querySelector('input')?.focus();
  }, [type]);

  const edit = (field: ParameterField, text: string) => {
    setTexts((previous) => ({ ...previous, [field]: sanitizeParameterText(field, text) }));
    setDuplicate(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (candidate === undefined) return;
    const result = addTechnicalAnalysisSetting(analyses, candidate, limit, takenColors);
    switch (result.outcome) {
      case 'added':
      case 'replaced':
        onChange([...result.analyses]);
        setAnnouncement(t('priceGraph.ta.added', { name: technicalAnalysisLabel(result.setting) }));
        return;
      case 'duplicate':
        setDuplicate(true);
        return;
      case 'invalid':
        form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
        return;
      case 'limitReached':
        // The limit message is already on screen and announced; nothing is added.
        return;
    }
  };

  const remove = (analysis: TechnicalAnalysisSetting) => {
    onChange(removeTechnicalAnalysis(analyses, analysis.id));
    setAnnouncement(t('priceGraph.ta.removed', { name: technicalAnalysisLabel(analysis) }));
    // The removed row's button is gone: go back to the indicator choices.
    choices.current?.querySelector('button')?.focus();
  };

  return (
    <div className={css.tab}>
      <div
        ref={choices}
        className={css.choices}
        role="group"
        aria-label={t('priceGraph.ta.choose')}
      >
        {TECHNICAL_ANALYSIS_TYPES.map((option) => (
          <button
            key={option}
            type="button"
            className={css.choiceButton}
            aria-pressed={option === type}
            aria-controls={option === type ? formId : undefined}
            onClick={() => choose(option)}
          >
            {TECHNICAL_ANALYSIS_NAMES[option]}
          </button>
        ))}
      </div>
      <div role="status">
        {full ? (
          <p id={limitId} className={css.notice}>
            {t('priceGraph.ta.limitReached', { limit })}
          </p>
        ) : null}
      </div>
      {type === undefined ? null : (
        <form
          ref={form}
          id={formId}
          className={css.form}
          aria-label={t('priceGraph.ta.form', { name: TECHNICAL_ANALYSIS_NAMES[type] })}
          noValidate
          onSubmit={submit}
        >
          {parameterFields(type).map((field) => {
            const error = errors[field];
            return (
              <div key={field} className={css.field}>
                <label className={css.label} htmlFor={fieldId(field)}>
                  {t(`priceGraph.ta.field.${field}`)}
                </label>
                <input
                  id={fieldId(field)}
                  className={css.input}
                  type="text"
                  inputMode={field === 'deviation' ? 'decimal' : 'numeric'}
                  autoComplete="off"
                  value={texts[field] ?? ''}
                  aria-invalid={error !== undefined}
                  aria-describedby={error === undefined ? undefined : errorId(field)}
                  onChange={(event) => edit(field, event.target.value)}
                />
                {error === undefined ? null : (
                  <p id={errorId(field)} className={css.error}>
                    {messageText(t, error)}
                  </p>
                )}
              </div>
            );
          })}
          {notice === undefined ? null : (
            <p id={noticeId} className={css.notice}>
              {messageText(t, notice)}
            </p>
          )}
          <div role="alert">
            {duplicate ? (
              <p className={css.notice}>
                <strong className={css.noticeTitle}>
                  {messageText(t, { key: 'indicatorAlreadyAddedTitle' })}
                </strong>
                {messageText(t, { key: 'indicatorAlreadyAddedText' })}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            className={css.submitButton}
            aria-describedby={
              [notice === undefined ? '' : noticeId, full ? limitId : ''].join(' ').trim() ||
              undefined
            }
          >
            {t('priceGraph.ta.submit')}
          </button>
        </form>
      )}
      {analyses.length > 0 ? (
        <ul className={css.list} aria-label={t('priceGraph.ta.list')}>
          {analyses.map((analysis) => {
            const label = technicalAnalysisLabel(analysis);
            return (
              <li key={analysis.id} className={css.listedItem}>
                <span
                  className={css.swatch}
                  style={{ background: seriesColor(analysis.colorIndex) }}
                  aria-hidden="true"
                />
                <span className={css.listedName}>{label}</span>
                <RemoveButton
                  className={css.removeButton}
                  label={t('priceGraph.ta.remove', { name: label })}
                  onClick={() => remove(analysis)}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className={visuallyHidden} role="status">
        {announcement}
      </p>
    </div>
  );
}
