import { describe, expect, it } from 'vitest';
import { performanceText, trendOf } from './period-performance';

/** Intl writes Swedish minus as U+2212 and puts a no-break space before %. */
const MINUS = '\u2212';
const NBSP = '\u00a0';

describe('period trend', () => {
  it('is up for a gain and down for a loss', () => {
    expect(trendOf(1.234)).toBe('up');
    expect(trendOf(-2.5)).toBe('down');
  });

  it('is flat for a change that shows as 0.00 %', () => {
    expect(trendOf(0)).toBe('flat');
    expect(trendOf(0.004)).toBe('flat');
    expect(trendOf(-0.004)).toBe('flat');
  });

  it('follows the shown value at the rounding edge', () => {
    expect(trendOf(0.005)).toBe('up');
    expect(trendOf(-0.006)).toBe('down');
  });
});

describe('period performance text (percent with 2 decimals)', () => {
  it('shows a gain with a plus sign', () => {
    expect(performanceText(1.234, 'en-GB')).toBe('+1.23%');
    expect(performanceText(12.5, 'en-GB')).toBe('+12.50%');
  });

  it('shows a loss with its minus sign', () => {
    expect(performanceText(-2.345, 'en-GB')).toBe('-2.35%');
    expect(performanceText(-2.3, 'sv-SE')).toBe(`${MINUS}2,30${NBSP}%`);
  });

  it('shows a flat period without a sign', () => {
    expect(performanceText(0, 'en-GB')).toBe('0.00%');
    expect(performanceText(0.004, 'en-GB')).toBe('0.00%');
    expect(performanceText(-0.004, 'en-GB')).toBe('0.00%');
    expect(performanceText(-0.004, 'sv-SE')).toBe(`0,00${NBSP}%`);
  });

  it('writes the locale’s decimal comma', () => {
    expect(performanceText(1.25, 'sv-SE')).toBe(`+1,25${NBSP}%`);
  });
});
