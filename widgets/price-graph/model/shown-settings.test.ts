import { describe, expect, it } from 'vitest';
import type { TechnicalAnalysisSetting } from '../../../core/schemas/graph-user-settings';
import { defaultGraphSettings } from './graph-settings';
import { shownSettings } from './shown-settings';

const SMA: TechnicalAnalysisSetting = {
  id: 'sma-1',
  name: 'SMA',
  taType: 'SMA',
  taTypeWithParams: 'SMA_14',
  values: { period: 14 },
  colorIndex: 1,
};

const STORED = {
  ...defaultGraphSettings('stock'),
  graphType: 'candlestick' as const,
  comparators: [{ orderBookId: '19002', symbol: 'OMXS30', colorIndex: 1 }],
  technicalAnalyses: [SMA],
};

describe('the settings shown', () => {
  it('gives settings with nothing to change as they are', () => {
    const stored = { ...STORED, technicalAnalyses: [{ ...SMA, colorIndex: 2 }] };
    expect(shownSettings(stored, false)).toBe(stored);
  });

  it('draws a line while the bid price is on, leaving the stored graph type alone', () => {
    expect(shownSettings(STORED, true).graphType).toBe('line');
    expect(STORED.graphType).toBe('candlestick');
  });

  it('gives a technical analysis that shares a comparison’s colour one of its own', () => {
    const shown = shownSettings(STORED, false);
    expect(shown.comparators[0]?.colorIndex).toBe(1);
    expect(shown.technicalAnalyses[0]?.colorIndex).toBe(0);
  });

  it('gives the comparisons as they are when only a technical analysis takes another colour', () => {
    expect(shownSettings(STORED, false).comparators).toBe(STORED.comparators);
  });
});
