import { describe, expect, it } from 'vitest';
import { technicalAnalysisLabel } from './technical-analysis-label';

describe('technical analysis label (name plus its parameter values joined by dashes)', () => {
  it('names an SMA by its period', () => {
    expect(technicalAnalysisLabel({ taType: 'SMA', name: 'SMA', values: { period: 14 } })).toBe(
      'SMA 14',
    );
  });

  it('joins several parameters with dashes in the form’s order', () => {
    expect(
      technicalAnalysisLabel({
        taType: 'MACD',
        name: 'MACD',
        values: { long: 26, short: 12, signal: 9 },
      }),
    ).toBe('MACD 12-26-9');
    expect(
      technicalAnalysisLabel({
        taType: 'STOCHASTIC',
        name: 'Stochastic',
        values: { period: 14, signal: 3, high: 80, low: 20 },
      }),
    ).toBe('Stochastic 14-3-80-20');
    expect(
      technicalAnalysisLabel({
        taType: 'RSI',
        name: 'RSI',
        values: { period: 14, high: 70, low: 30 },
      }),
    ).toBe('RSI 14-70-30');
  });

  it('shows a value with up to 4 decimals', () => {
    expect(
      technicalAnalysisLabel({
        taType: 'BOLLINGER',
        name: 'Bollinger',
        values: { period: 20, deviation: 2.5 },
      }),
    ).toBe('Bollinger 20-2.5');
    expect(
      technicalAnalysisLabel({
        taType: 'BOLLINGER',
        name: 'Bollinger',
        values: { period: 20, deviation: 1.333333 },
      }),
    ).toBe('Bollinger 20-1.3333');
  });

  it('falls back to the indicator’s display name when the stored name is empty', () => {
    expect(technicalAnalysisLabel({ taType: 'EMA', name: '', values: { period: 9 } })).toBe(
      'EMA 9',
    );
  });
});
