import { describe, expect, it } from 'vitest';
import type {
  Comparator,
  TechnicalAnalysisSetting,
} from '../../../core/schemas/graph-user-settings';
import { comparisonLayerKey, OWNERS_LAYER_KEY, technicalAnalysisLayerKey } from './chart-layers';
import { settingWithoutPill, toggledPill, withoutPill } from './graph-pills';

const OMXS30: Comparator = { orderBookId: '19002', symbol: 'OMXS30', colorIndex: 1 };
const DAX: Comparator = { orderBookId: '18981', symbol: 'DAX', colorIndex: 2 };
const SMA: TechnicalAnalysisSetting = {
  id: 'sma-1',
  name: 'SMA',
  taType: 'SMA',
  taTypeWithParams: 'SMA_14',
  values: { period: 14 },
  colorIndex: 3,
};
const SETTINGS = { comparators: [OMXS30, DAX], technicalAnalyses: [SMA] };

describe('the pill bar', () => {
  it('switches a pill off, and on again', () => {
    const off = toggledPill(new Set(), OWNERS_LAYER_KEY);
    expect([...off]).toEqual([OWNERS_LAYER_KEY]);
    expect([...toggledPill(off, OWNERS_LAYER_KEY)]).toEqual([]);
  });

  it('forgets a removed pill was switched off', () => {
    const off = new Set([OWNERS_LAYER_KEY, comparisonLayerKey('19002')]);
    expect([...withoutPill(off, OWNERS_LAYER_KEY)]).toEqual([comparisonLayerKey('19002')]);
  });

  it('takes a removed comparison out of the comparators, the others staying', () => {
    expect(settingWithoutPill('comparator', comparisonLayerKey('19002'), SETTINGS)).toEqual({
      name: 'comparators',
      value: [DAX],
    });
  });

  it('takes a removed technical analysis out of the analyses', () => {
    expect(settingWithoutPill('analysis', technicalAnalysisLayerKey('sma-1'), SETTINGS)).toEqual({
      name: 'technicalAnalyses',
      value: [],
    });
  });

  it('turns the owners series off when its pill is removed', () => {
    expect(settingWithoutPill('owners', OWNERS_LAYER_KEY, SETTINGS)).toEqual({
      name: 'owners',
      value: false,
    });
  });
});
