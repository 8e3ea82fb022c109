import { describe, expect, it } from 'vitest';
import type { EventMarker } from '../../../core/indicators';
import type {
  Comparator,
  TechnicalAnalysisSetting,
} from '../../../core/schemas/graph-user-settings';
import type { PriceTimeSeries } from '../../../core/schemas/price-time-series';
import { comparisonLayerKey, OWNERS_LAYER_KEY, technicalAnalysisLayerKey } from './chart-layers';
import { comparisonLayers, indicatorLayers, markerLayers, ownersLayer } from './drawn-layers';
import { EVENTS_JOB, layerJobs, type Computed, type LayerJob } from './layer-computations';
import { cleanPriceSeries } from './price-series';

const T0 = Date.UTC(2026, 0, 5, 9);
const MINUTE = 60_000;
const SERIES = cleanPriceSeries(
  [100, 102, 101, 104].map((last, step) => ({ timeStamp: T0 + step * MINUTE, last })),
);

const OMXS30: Comparator = { orderBookId: '19002', symbol: 'OMXS30', colorIndex: 1 };

const DATA = {
  pricePoints: [],
  comparePricePoints: [
    {
      timeSeriesIdentifier: '19002',
      pricePoints: [
        { timeStamp: T0, value: 2000 },
        { timeStamp: T0 + 3 * MINUTE, value: 2100 },
      ],
    },
  ],
  owners: [{ timestamp: T0, value: 5120 }],
} as unknown as PriceTimeSeries;

const SMA: TechnicalAnalysisSetting = {
  id: 'sma-1',
  name: 'SMA',
  taType: 'SMA',
  taTypeWithParams: 'SMA_2',
  values: { period: 2 },
  colorIndex: 2,
};

const RSI: TechnicalAnalysisSetting = {
  id: 'rsi-1',
  name: 'RSI',
  taType: 'RSI',
  taTypeWithParams: 'RSI_2_70_30',
  values: { period: 2, high: 70, low: 30 },
  colorIndex: 3,
};

const NONE = new Set<string>();
const line = (values: number[]) => ({ name: 'value', values: Float64Array.from(values) });

describe('the layers as drawn', () => {
  it('draws a comparison in percent from its first value, unless its pill is off', () => {
    const [layer] = comparisonLayers([OMXS30], DATA.comparePricePoints, NONE, SERIES.times);
    expect(layer?.key).toBe(comparisonLayerKey('19002'));
    expect(Array.from(layer?.percent ?? []).at(-1)).toBeCloseTo(5);
    const off = new Set([comparisonLayerKey('19002')]);
    expect(comparisonLayers([OMXS30], DATA.comparePricePoints, off, SERIES.times)).toEqual([]);
  });

  it('leaves out a comparison the answer has no series for', () => {
    const other = { ...OMXS30, orderBookId: '1' };
    expect(comparisonLayers([other], DATA.comparePricePoints, NONE, SERIES.times)).toEqual([]);
  });

  it('draws overlays over the price, in percent while comparing, and RSI in a panel', () => {
    const jobs = layerJobs([SMA, RSI], undefined, undefined, false);
    const computed = (job: LayerJob): Computed | undefined =>
      job === jobs[0] ? { lines: [line([NaN, 150, 125, 200])] } : undefined;
    const drawn = indicatorLayers([SMA, RSI], jobs, computed, NONE, SERIES, true);
    expect(drawn.overlays.map((layer) => [layer.label, layer.taType])).toEqual([['SMA 2', 'SMA']]);
    expect(Array.from(drawn.overlays[0]?.lines[0]?.values ?? [])).toEqual([NaN, 50, 25, 100]);
    // RSI is not computed yet: its panel stands with a line without values, and its levels.
    expect(drawn.panels[0]).toMatchObject({ taType: 'RSI', levels: { low: 30, high: 70 } });
    expect(Array.from(drawn.panels[0]?.lines[0]?.values ?? [])).toEqual([NaN, NaN, NaN, NaN]);
  });

  it('marks an indicator whose pill is off, so the chart leaves it out', () => {
    const jobs = layerJobs([SMA], undefined, undefined, false);
    const off = new Set([technicalAnalysisLayerKey('sma-1')]);
    const drawn = indicatorLayers([SMA], jobs, () => undefined, off, SERIES, false);
    expect(drawn.overlays[0]?.disabled).toBe(true);
  });

  it('aligns the owners when they are on and their pill is not off', () => {
    expect(Array.from(ownersLayer(true, DATA.owners, NONE, SERIES.times) ?? [])).toEqual([
      5120, 5120, 5120, 5120,
    ]);
    expect(ownersLayer(false, DATA.owners, NONE, SERIES.times)).toBeUndefined();
    expect(
      ownersLayer(true, DATA.owners, new Set([OWNERS_LAYER_KEY]), SERIES.times),
    ).toBeUndefined();
  });

  it('shows the event kinds the settings show, never other events, and no trades without their job', () => {
    const marker = (kind: EventMarker['kind']) => ({ index: 1, x: T0, kind }) as EventMarker;
    const jobs = [{ key: EVENTS_JOB, from: [], run: () => Promise.reject(new Error()) }];
    const computed = () => ({ events: [marker('dividend'), marker('positive'), marker('other')] });
    const drawn = markerLayers(jobs, computed, ['dividends', 'others']);
    expect(drawn.events.map((event) => event.kind)).toEqual(['dividend']);
    expect(drawn.buySell).toEqual([]);
  });
});
