import { describe, expect, it } from 'vitest';
import { addTechnicalAnalysis } from './technical-analysis-list';
import { englishMessage, type TechnicalAnalysisParameters } from './technical-analysis-parameters';

type Stored = TechnicalAnalysisParameters & { readonly id: string };

const sma = (id: string, period: number): Stored => ({ id, type: 'SMA', values: { period } });
const macd = (id: string, short: number, long: number, signal: number): Stored => ({
  id,
  type: 'MACD',
  values: { short, long, signal },
});

describe('adding a technical analysis', () => {
  it('appends a valid indicator, keeping its other fields', () => {
    const result = addTechnicalAnalysis([sma('a', 14)], sma('b', 20));
    expect(result).toEqual({ outcome: 'added', analyses: [sma('a', 14), sma('b', 20)] });
  });

  it('rejects invalid parameters with a message per field', () => {
    const result = addTechnicalAnalysis([], macd('a', 26, 26, 9));
    expect(result.outcome).toBe('invalid');
    if (result.outcome !== 'invalid') return;
    expect(Object.keys(result.errors).sort()).toEqual(['long', 'short']);
  });

  it('reports an indicator of the same type and values as already added', () => {
    const existing = sma('a', 14);
    const result = addTechnicalAnalysis([existing], sma('b', 14));
    expect(result.outcome).toBe('duplicate');
    if (result.outcome !== 'duplicate') return;
    expect(result.existing).toBe(existing);
    expect(englishMessage(result.title)).toBe('Indicator already added');
    expect(englishMessage(result.text)).toBe(
      'An indicator with these values has already been added to the graph',
    );
  });

  it('compares the Bollinger deviation as truncated to 4 decimals', () => {
    const existing: Stored = {
      id: 'a',
      type: 'BOLLINGER',
      values: { period: 20, deviation: 2.12345 },
    };
    const candidate: Stored = {
      id: 'b',
      type: 'BOLLINGER',
      values: { period: 20, deviation: 2.1234 },
    };
    expect(addTechnicalAnalysis([existing], candidate).outcome).toBe('duplicate');
  });

  it('stores the deviation truncated to 4 decimals', () => {
    const candidate: Stored = {
      id: 'b',
      type: 'BOLLINGER',
      values: { period: 20, deviation: 2.56789 },
    };
    const result = addTechnicalAnalysis([], candidate);
    expect(result).toEqual({
      outcome: 'added',
      analyses: [{ id: 'b', type: 'BOLLINGER', values: { period: 20, deviation: 2.5678 } }],
    });
  });

  it('replaces the existing MACD in its place, with the replacement notice', () => {
    const current = [sma('a', 14), macd('m', 12, 26, 9), sma('c', 50)];
    const result = addTechnicalAnalysis(current, macd('n', 5, 35, 5));
    expect(result.outcome).toBe('replaced');
    if (result.outcome !== 'replaced') return;
    expect(result.analyses.map((analysis) => analysis.id)).toEqual(['a', 'n', 'c']);
    expect(result.replaced.id).toBe('m');
    expect(englishMessage(result.notice)).toBe(
      'Adding a new MACD will replace the existing MACD in your graph.',
    );
  });

  it('allows only one each of RSI and Stochastic as well', () => {
    const rsi: Stored = { id: 'r', type: 'RSI', values: { period: 14, high: 70, low: 30 } };
    const stochastic: Stored = {
      id: 's',
      type: 'STOCHASTIC',
      values: { period: 14, signal: 3, high: 80, low: 20 },
    };
    const newRsi: Stored = { id: 'r2', type: 'RSI', values: { period: 9, high: 70, low: 30 } };
    const newStochastic: Stored = {
      id: 's2',
      type: 'STOCHASTIC',
      values: { period: 5, signal: 3, high: 80, low: 20 },
    };
    expect(addTechnicalAnalysis([rsi, stochastic], newRsi).outcome).toBe('replaced');
    const result = addTechnicalAnalysis([rsi, stochastic], newStochastic);
    expect(result.outcome === 'replaced' && englishMessage(result.notice)).toBe(
      'Adding a new Stochastic will replace the existing Stochastic in your graph.',
    );
  });

  it('reports an identical MACD as already added rather than replacing it', () => {
    expect(addTechnicalAnalysis([macd('m', 12, 26, 9)], macd('n', 12, 26, 9)).outcome).toBe(
      'duplicate',
    );
  });

  it('refuses a ninth technical analysis', () => {
    const eight = [2, 3, 4, 5, 6, 7, 8, 9].map((period) => sma(String(period), period));
    expect(addTechnicalAnalysis(eight, sma('x', 10))).toEqual({
      outcome: 'limitReached',
      limit: 8,
    });
  });

  it('still replaces a MACD when the graph is full, since the count stays the same', () => {
    const full = [
      ...[2, 3, 4, 5, 6, 7, 8].map((period) => sma(String(period), period)),
      macd('m', 12, 26, 9),
    ];
    expect(addTechnicalAnalysis(full, macd('n', 10, 20, 5)).outcome).toBe('replaced');
  });

  it('leaves the current list unchanged', () => {
    const current = Object.freeze([sma('a', 14)]);
    addTechnicalAnalysis(current, sma('b', 20));
    expect(current).toEqual([sma('a', 14)]);
  });
});
