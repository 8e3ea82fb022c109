import { describe, expect, it } from 'vitest';
import { parseParameterText, sanitizeParameterText } from './parameter-input';

describe('technical analysis inputs', () => {
  it('accept digits only', () => {
    expect(sanitizeParameterText('period', '1a4.5-')).toBe('145');
    expect(sanitizeParameterText('signal', ' 9 ')).toBe('9');
    expect(sanitizeParameterText('high', '7,0')).toBe('70');
  });

  it('accept one decimal separator in the Bollinger standard deviation', () => {
    expect(sanitizeParameterText('deviation', '2.5')).toBe('2.5');
    expect(sanitizeParameterText('deviation', '2,5')).toBe('2,5');
    expect(sanitizeParameterText('deviation', '2.5.1')).toBe('2.51');
    expect(sanitizeParameterText('deviation', 'x2y')).toBe('2');
  });

  it('truncate the Bollinger standard deviation to 4 decimals', () => {
    expect(sanitizeParameterText('deviation', '1.23456')).toBe('1.2345');
    expect(sanitizeParameterText('deviation', '1,99999')).toBe('1,9999');
  });

  it('read the typed number, with either separator, and nothing typed as empty', () => {
    expect(parseParameterText('14')).toBe(14);
    expect(parseParameterText('2,5')).toBe(2.5);
    expect(parseParameterText('2.')).toBe(2);
    expect(parseParameterText(',5')).toBe(0.5);
    expect(parseParameterText('')).toBeNaN();
    expect(parseParameterText('.')).toBeNaN();
  });
});
