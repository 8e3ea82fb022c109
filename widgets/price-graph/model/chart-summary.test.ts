import { describe, expect, it } from 'vitest';
import { translator } from '../../../core/i18n';
import { chartSummary, marksSummary } from './chart-summary';
import { cleanPriceSeries } from './price-series';

const t = translator('en-GB');
const series = cleanPriceSeries(
  [100, 103, 99, 101].map((last, index) => ({
    timeStamp: 1_700_000_000_000 + index * 60_000,
    last,
  })),
);
const texts = { period: 'One day', decimals: 2, locale: 'en-GB' as const, t };

describe('chart summary', () => {
  it('gives the first and last price and the change between them', () => {
    expect(chartSummary(series, texts)).toBe(
      'One day: from 100.00 to 101.00 (+1.00%). Highest 103.00, lowest 99.00.',
    );
  });

  it('gives the change the period’s button shows, so the two agree', () => {
    expect(chartSummary(series, { ...texts, performance: -0.52 })).toContain('(-0.52%)');
  });

  it('measures one day from the previous close, and says so', () => {
    expect(chartSummary(series, { ...texts, previousClose: 102 })).toBe(
      'One day: from the previous close 102.00 to 101.00 (-0.98%). Highest 103.00, lowest 99.00.',
    );
  });

  it('is empty without points', () => {
    expect(chartSummary(cleanPriceSeries([]), texts)).toBe('');
  });
});

describe('marks summary', () => {
  it('counts the points that carry trades and events', () => {
    expect(marksSummary({ trades: 2, events: 3 }, t)).toBe(
      'Your own trades are marked at 2 points. Historical events are marked at 3 points.',
    );
  });

  it('says nothing of marks there are none of', () => {
    expect(marksSummary({ trades: 0, events: 1 }, t)).toBe(
      'Historical events are marked at 1 points.',
    );
    expect(marksSummary({ trades: 0, events: 0 }, t)).toBe('');
  });
});
