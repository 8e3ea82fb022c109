import { describe, expect, it } from 'vitest';
import {
  TECHNICAL_ANALYSIS_DEFAULTS,
  englishMessage,
  truncateDecimals,
  validateTechnicalAnalysisParameters,
  type TechnicalAnalysisParameters,
} from './technical-analysis-parameters';

/** The English message of each rejected field, or 'valid'. */
function check(parameters: TechnicalAnalysisParameters): Record<string, string> | 'valid' {
  const result = validateTechnicalAnalysisParameters(parameters);
  if (result.valid) return 'valid';
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, message]) => [field, englishMessage(message)]),
  );
}

describe('SMA and EMA parameters', () => {
  it('accepts a period from 2 to 350', () => {
    for (const period of [2, 14, 350]) {
      expect(check({ type: 'SMA', values: { period } })).toBe('valid');
      expect(check({ type: 'EMA', values: { period } })).toBe('valid');
    }
  });

  it('rejects a period below 2', () => {
    expect(check({ type: 'SMA', values: { period: 1 } })).toEqual({
      period: 'Value needs to be more than or equal to 2',
    });
  });

  it('rejects a period above 350', () => {
    expect(check({ type: 'EMA', values: { period: 351 } })).toEqual({
      period: 'Value needs to be less than or equal to 350',
    });
  });

  it('rejects an empty period', () => {
    expect(check({ type: 'SMA', values: { period: NaN } })).toEqual({
      period: 'Value needs to be more than or equal to 2',
    });
  });
});

describe('Bollinger parameters', () => {
  it('accepts a standard deviation from 1 to 50', () => {
    for (const deviation of [1, 2.5, 50]) {
      expect(check({ type: 'BOLLINGER', values: { period: 20, deviation } })).toBe('valid');
    }
  });

  it('rejects a standard deviation below 1 or above 50', () => {
    expect(check({ type: 'BOLLINGER', values: { period: 20, deviation: 0.9999 } })).toEqual({
      deviation: 'Value needs to be more than or equal to 1',
    });
    expect(check({ type: 'BOLLINGER', values: { period: 20, deviation: 50.0001 } })).toEqual({
      deviation: 'Value needs to be less than or equal to 50',
    });
  });

  it('truncates the standard deviation to 4 decimals, not rounding it', () => {
    const result = validateTechnicalAnalysisParameters({
      type: 'BOLLINGER',
      values: { period: 20, deviation: 2.99999 },
    });
    expect(result).toEqual({
      valid: true,
      parameters: { type: 'BOLLINGER', values: { period: 20, deviation: 2.9999 } },
    });
  });

  it('accepts 50 followed by a fifth decimal, which truncation drops', () => {
    expect(check({ type: 'BOLLINGER', values: { period: 20, deviation: 50.00009 } })).toBe('valid');
  });

  it('applies the period rules of every indicator', () => {
    expect(check({ type: 'BOLLINGER', values: { period: 400, deviation: 2 } })).toEqual({
      period: 'Value needs to be less than or equal to 350',
    });
  });
});

describe('MACD parameters', () => {
  const macd = (short: number, long: number, signal: number): TechnicalAnalysisParameters => ({
    type: 'MACD',
    values: { short, long, signal },
  });

  it('accepts 12/26/9', () => {
    expect(check(macd(12, 26, 9))).toBe('valid');
  });

  it('rejects a short period below 2', () => {
    expect(check(macd(1, 26, 1))).toEqual({
      short: 'Value needs to be more than or equal to 2',
      signal: 'Value needs to be more than or equal to 2',
    });
  });

  it('rejects a short period not below the long period', () => {
    expect(check(macd(26, 26, 9))).toEqual({
      short: 'Value needs to be smaller than 26',
      long: 'Value needs to be greater than 26',
    });
  });

  it('rejects a long period above 350', () => {
    expect(check(macd(12, 351, 9))).toEqual({
      long: 'Value needs to be less than or equal to 350',
    });
  });

  it('rejects a signal period above the short period', () => {
    expect(check(macd(12, 26, 13))).toEqual({
      signal: 'Value needs to be less than or equal to 12',
    });
    expect(check(macd(12, 26, 12))).toBe('valid');
  });

  it('asks for a long period above the short one when it is empty', () => {
    expect(check(macd(12, NaN, 9))).toEqual({ long: 'Value needs to be greater than 12' });
  });
});

describe('RSI parameters', () => {
  const rsi = (period: number, high: number, low: number): TechnicalAnalysisParameters => ({
    type: 'RSI',
    values: { period, high, low },
  });

  it('accepts period 14, high 70, low 30', () => {
    expect(check(rsi(14, 70, 30))).toBe('valid');
  });

  it('rejects a high not above the low', () => {
    expect(check(rsi(14, 30, 30))).toEqual({
      high: 'Value needs to be greater than 30',
      low: 'Value needs to be smaller than 30',
    });
  });

  it('rejects a high above 100 and a low below 2', () => {
    expect(check(rsi(14, 101, 1))).toEqual({
      high: 'Value needs to be less than or equal to 100',
      low: 'Value needs to be more than or equal to 2',
    });
  });

  it('accepts the extremes high 100 and low 2, and high = low + 1', () => {
    expect(check(rsi(14, 100, 2))).toBe('valid');
    expect(check(rsi(14, 31, 30))).toBe('valid');
  });
});

describe('Stochastic parameters', () => {
  const stochastic = (
    period: number,
    signal: number,
    high: number,
    low: number,
  ): TechnicalAnalysisParameters => ({ type: 'STOCHASTIC', values: { period, signal, high, low } });

  it('accepts period 14, signal 3, high 80, low 20', () => {
    expect(check(stochastic(14, 3, 80, 20))).toBe('valid');
  });

  it('rejects a signal above the low', () => {
    expect(check(stochastic(14, 21, 80, 20))).toEqual({
      signal: 'Value needs to be less than or equal to 20',
    });
  });

  it('rejects a signal below 2 and a period above 350', () => {
    expect(check(stochastic(351, 1, 80, 20))).toEqual({
      period: 'Value needs to be less than or equal to 350',
      signal: 'Value needs to be more than or equal to 2',
    });
  });

  it('rejects a low not below the high', () => {
    expect(check(stochastic(14, 3, 50, 60))).toEqual({
      high: 'Value needs to be greater than 60',
      low: 'Value needs to be smaller than 50',
    });
  });
});

describe('technical analysis defaults', () => {
  it('are the values of the catalogue', () => {
    expect(TECHNICAL_ANALYSIS_DEFAULTS).toEqual({
      SMA: { period: 14 },
      EMA: { period: 9 },
      BOLLINGER: { period: 20, deviation: 2 },
      RSI: { period: 14, high: 70, low: 30 },
      MACD: { short: 12, long: 26, signal: 9 },
      STOCHASTIC: { period: 14, signal: 3, high: 80, low: 20 },
    });
  });

  it('are all valid', () => {
    for (const [type, values] of Object.entries(TECHNICAL_ANALYSIS_DEFAULTS)) {
      expect(check({ type, values } as TechnicalAnalysisParameters)).toBe('valid');
    }
  });
});

describe('decimal truncation', () => {
  it('keeps the decimals as typed, where scaling by 10⁴ would lose one', () => {
    expect(truncateDecimals(1.0005, 4)).toBe(1.0005);
    expect(truncateDecimals(2.12345, 4)).toBe(2.1234);
    expect(truncateDecimals(1e-7, 4)).toBe(0);
    expect(truncateDecimals(7, 4)).toBe(7);
  });
});
