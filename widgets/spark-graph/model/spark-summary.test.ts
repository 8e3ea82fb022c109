import { describe, expect, it } from 'vitest';
import { translator } from '../../../core/i18n';
import { sparkSummary, sparkSummaryText } from './spark-summary';

const en = translator('en-GB');
const sv = translator('sv-SE');

describe('spark graph summary', () => {
  it('gives the first value, the last value and the change in percent', () => {
    const summary = sparkSummary({ points: [100, 90, 105.5], close: 100 });
    expect(summary).toEqual({ first: 100, last: 105.5, close: 100, changePercent: 5.5 });
    expect(sparkSummaryText(summary, 'en-GB', en)).toBe('From 100.00 to 105.50: up 5.50%');
  });

  it('says down for a fall, with the size of the change', () => {
    const summary = sparkSummary({ points: [200, 150], close: 200 });
    expect(sparkSummaryText(summary, 'en-GB', en)).toBe('From 200.00 to 150.00: down 25.00%');
  });

  it('writes numbers the locale’s way', () => {
    const summary = sparkSummary({ points: [1234.5, 1250.25], close: 1234.5 });
    expect(sparkSummaryText(summary, 'sv-SE', sv)).toBe(
      'Från 1\u00a0234,50 till 1\u00a0250,25: upp 1,28\u00a0%',
    );
  });

  it('names the close when the change is measured against it rather than the first value', () => {
    const summary = sparkSummary({ points: [101, 99], close: 100 });
    expect(summary.changePercent).toBeCloseTo(-1);
    expect(sparkSummaryText(summary, 'en-GB', en)).toBe(
      'From 101.00 to 99.00: down 1.00%, compared with the close of 100.00',
    );
  });

  it('says unchanged for a flat line, and for a change that rounds to 0.00%', () => {
    expect(sparkSummaryText(sparkSummary({ points: [5, 5, 5], close: 5 }), 'en-GB', en)).toBe(
      'From 5.00 to 5.00: unchanged',
    );
    const tiny = sparkSummary({ points: [1000, 1000.01], close: 1000 });
    expect(sparkSummaryText(tiny, 'en-GB', en)).toBe('From 1,000.00 to 1,000.01: unchanged');
  });

  it('gives no percentage against a close of 0', () => {
    const summary = sparkSummary({ points: [0, -1.5, 2], close: 0 });
    expect(summary.changePercent).toBeUndefined();
    expect(sparkSummaryText(summary, 'en-GB', en)).toBe('From 0.00 to 2.00');
  });

  it('measures the change against a negative close by its size', () => {
    const summary = sparkSummary({ points: [-2, -1], close: -2 });
    expect(summary.changePercent).toBe(50);
  });

  it('measures a change between values at the ends of the number range', () => {
    expect(sparkSummary({ points: [-1e308, 1e308], close: -1e308 }).changePercent).toBe(200);
    expect(sparkSummary({ points: [1e308, -1e308], close: 1e308 }).changePercent).toBe(-200);
  });

  it('gives no percentage for a change too large for a number, never Infinity', () => {
    const summary = sparkSummary({ points: [5e-324, 1e308], close: 5e-324 });
    expect(summary.changePercent).toBeUndefined();
    expect(sparkSummaryText(summary, 'en-GB', en)).not.toContain('∞');
  });
});
