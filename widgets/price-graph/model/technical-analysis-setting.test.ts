import { describe, expect, it } from 'vitest';
import type { TechnicalAnalysisParameters } from '../../../core/indicators';
import type { TechnicalAnalysisSetting } from '../../../core/schemas/graph-user-settings';
import {
  addTechnicalAnalysisSetting,
  parameterFields,
  parametersFromTexts,
  removeTechnicalAnalysis,
  replacementNotice,
  technicalAnalysisKey,
  technicalAnalysisSetting,
} from './technical-analysis-setting';

const sma = (period: number): TechnicalAnalysisParameters => ({ type: 'SMA', values: { period } });
const rsi = (period: number): TechnicalAnalysisParameters => ({
  type: 'RSI',
  values: { period, high: 70, low: 30 },
});

/** A stored list built by adding each indicator in turn. */
function stored(...indicators: TechnicalAnalysisParameters[]): TechnicalAnalysisSetting[] {
  let analyses: readonly TechnicalAnalysisSetting[] = [];
  for (const indicator of indicators) {
    const result = addTechnicalAnalysisSetting(analyses, indicator);
    if (result.outcome !== 'added') throw new Error(`${indicator.type} was not added`);
    analyses = result.analyses;
  }
  return [...analyses];
}

describe('indicator parameters', () => {
  it('lists each indicator’s fields in the order of its defaults', () => {
    expect(parameterFields('SMA')).toEqual(['period']);
    expect(parameterFields('BOLLINGER')).toEqual(['period', 'deviation']);
    expect(parameterFields('RSI')).toEqual(['period', 'high', 'low']);
    expect(parameterFields('MACD')).toEqual(['short', 'long', 'signal']);
    expect(parameterFields('STOCHASTIC')).toEqual(['period', 'signal', 'high', 'low']);
  });

  it('reads typed texts, an empty field as no number', () => {
    expect(parametersFromTexts('BOLLINGER', { period: '20', deviation: '2,5' })).toEqual({
      type: 'BOLLINGER',
      values: { period: 20, deviation: 2.5 },
    });
    expect(parametersFromTexts('SMA', { period: '' }).values).toEqual({ period: NaN });
  });
});

describe('taTypeWithParams', () => {
  it('is the type and its values joined by dashes', () => {
    expect(technicalAnalysisKey(sma(14))).toBe('SMA-14');
    expect(technicalAnalysisKey({ type: 'BOLLINGER', values: { deviation: 2, period: 20 } })).toBe(
      'BOLLINGER-20-2',
    );
    expect(
      technicalAnalysisKey({
        type: 'STOCHASTIC',
        values: { low: 20, high: 80, signal: 3, period: 14 },
      }),
    ).toBe('STOCHASTIC-14-3-80-20');
  });
});

describe('a technical analysis setting', () => {
  it('carries an id, the display name, the key, the values and a colour', () => {
    expect(
      technicalAnalysisSetting({ type: 'BOLLINGER', values: { period: 20, deviation: 2 } }, 'x', 3),
    ).toEqual({
      id: 'x',
      name: 'Bollinger',
      taType: 'BOLLINGER',
      taTypeWithParams: 'BOLLINGER-20-2',
      values: { period: 20, deviation: 2 },
      colorIndex: 3,
    });
  });
});

describe('adding a technical analysis', () => {
  it('appends it in the lowest free colour with its key as id', () => {
    const current = stored(sma(14));
    const result = addTechnicalAnalysisSetting(current, sma(50));
    const setting = technicalAnalysisSetting(sma(50), 'SMA-50', 1);

    expect(result).toEqual({ outcome: 'added', analyses: [...current, setting], setting });
  });

  it('gives a fresh id when the key is already another setting’s id', () => {
    const renamed = stored(sma(14)).map((setting) => ({ ...setting, id: 'EMA-9' }));
    const result = addTechnicalAnalysisSetting(renamed, { type: 'EMA', values: { period: 9 } });

    expect(result.outcome === 'added' && result.setting.id).toBe('EMA-9-2');
  });

  it('takes no colour a comparison of the graph draws in', () => {
    const result = addTechnicalAnalysisSetting(stored(sma(14)), sma(50), undefined, [1, 2]);

    expect(result.outcome === 'added' && result.setting.colorIndex).toBe(3);
  });

  it('reuses the colour of a removed indicator', () => {
    const remaining = removeTechnicalAnalysis(stored(sma(10), sma(20), sma(30)), 'SMA-20');
    const result = addTechnicalAnalysisSetting(remaining, sma(40));

    expect(result.outcome === 'added' && result.setting.colorIndex).toBe(1);
  });

  it('stores the Bollinger deviation truncated to 4 decimals', () => {
    const result = addTechnicalAnalysisSetting([], {
      type: 'BOLLINGER',
      values: { period: 20, deviation: 2.123456 },
    });

    expect(result.outcome === 'added' && result.setting).toMatchObject({
      values: { period: 20, deviation: 2.1234 },
      taTypeWithParams: 'BOLLINGER-20-2.1234',
    });
  });

  it('replaces the one RSI in its place and colour', () => {
    const current = stored(sma(14), rsi(14), sma(30));
    const result = addTechnicalAnalysisSetting(current, rsi(21));

    expect(result.outcome).toBe('replaced');
    if (result.outcome !== 'replaced') return;
    expect(result.analyses.map((setting) => setting.taTypeWithParams)).toEqual([
      'SMA-14',
      'RSI-21-70-30',
      'SMA-30',
    ]);
    expect(result.setting.colorIndex).toBe(1);
  });

  it('rejects the same indicator with the same values as a duplicate', () => {
    expect(addTechnicalAnalysisSetting(stored(sma(14)), sma(14))).toEqual({
      outcome: 'duplicate',
      title: { key: 'indicatorAlreadyAddedTitle' },
      text: { key: 'indicatorAlreadyAddedText' },
    });
  });

  it('adds nothing beyond the limit of 8', () => {
    const full = stored(...[2, 3, 4, 5, 6, 7, 8, 9].map(sma));

    expect(addTechnicalAnalysisSetting(full, sma(10))).toEqual({
      outcome: 'limitReached',
      limit: 8,
    });
    expect(addTechnicalAnalysisSetting(stored(sma(2), sma(3)), sma(4), 2).outcome).toBe(
      'limitReached',
    );
  });

  it('reports each rejected field', () => {
    expect(addTechnicalAnalysisSetting([], sma(1))).toEqual({
      outcome: 'invalid',
      errors: { period: { key: 'valueMoreThanOrEqual', value: 2 } },
    });
  });
});

describe('replacement notice', () => {
  it('warns before a second MACD, RSI or Stochastic replaces the first', () => {
    expect(replacementNotice(stored(rsi(14)), 'RSI')).toEqual({
      key: 'replaceExisting',
      type: 'RSI',
    });
  });

  it('says nothing for indicators that may be shown more than once, or a first one', () => {
    expect(replacementNotice(stored(sma(14)), 'SMA')).toBeUndefined();
    expect(replacementNotice(stored(sma(14)), 'MACD')).toBeUndefined();
  });
});
