import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BuySellTransaction, HistoricalEvent } from '../../../core/indicators';
import type {
  Comparator,
  TechnicalAnalysisSetting,
} from '../../../core/schemas/graph-user-settings';
import type { PriceTimeSeries } from '../../../core/schemas/price-time-series';
import type { IndicatorEngine } from '../../../core/worker/indicator-engine';
import { indicatorService, type IndicatorName } from '../../../core/worker/indicator-service';
import {
  comparisonLayerKey,
  OWNERS_LAYER_KEY,
  technicalAnalysisLayerKey,
} from '../model/chart-layers';
import { cleanPriceSeries, withLivePrice, type PriceSeries } from '../model/price-series';
import { useChartLayers, type ChartLayersInput } from './use-chart-layers';

//#region An engine that computes on the test's word

/**
 * The indicator engine with the real functions, counting its calls; while `held`, its answers
 * wait until `release()`, so a test can change the series while a computation runs.
 */
function testEngine() {
  const calls: IndicatorName[] = [];
  let held = false;
  let waiting: (() => void)[] = [];
  const call =
    (name: IndicatorName) =>
    async (...args: unknown[]): Promise<unknown> => {
      calls.push(name);
      if (held) await new Promise<void>((resolve) => waiting.push(resolve));
      return (indicatorService[name] as (...a: unknown[]) => unknown)(...args);
    };
  const engine = {
    ...Object.fromEntries(
      (Object.keys(indicatorService) as IndicatorName[]).map((name) => [name, call(name)]),
    ),
    mode: async () => 'main-thread',
  } as unknown as IndicatorEngine;
  return {
    engine,
    calls,
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      const resolvers = waiting;
      waiting = [];
      for (const resolve of resolvers) resolve();
    },
  };
}

//#endregion
//#region Data

const T0 = Date.UTC(2026, 0, 5, 9);
const MINUTE = 60_000;
const PRICES = [100, 102, 101, 104, 108, 107, 110, 112];

const seriesOf = (prices: number[], start = T0): PriceSeries =>
  cleanPriceSeries(prices.map((last, step) => ({ timeStamp: start + step * MINUTE, last })));

const SERIES = seriesOf(PRICES);

const OMXS30: Comparator = { orderBookId: '19002', symbol: 'OMXS30', colorIndex: 1 };

const DATA: PriceTimeSeries = {
  pricePoints: [],
  comparePricePoints: [
    {
      timeSeriesIdentifier: '19002',
      pricePoints: [
        { timeStamp: T0 + MINUTE, value: 2000 },
        { timeStamp: T0 + 4 * MINUTE, value: 2100 },
      ],
    },
  ],
  owners: [{ timestamp: T0, value: 5120 }],
} as PriceTimeSeries;

const SMA_3: TechnicalAnalysisSetting = {
  id: 'sma-1',
  name: 'SMA',
  taType: 'SMA',
  taTypeWithParams: 'SMA_3',
  values: { period: 3 },
  colorIndex: 2,
};

const RSI_3: TechnicalAnalysisSetting = {
  id: 'rsi-1',
  name: 'RSI',
  taType: 'RSI',
  taTypeWithParams: 'RSI_3_70_30',
  values: { period: 3, high: 70, low: 30 },
  colorIndex: 3,
};

const MACD_DEFAULT: TechnicalAnalysisSetting = {
  id: 'macd-1',
  name: 'MACD',
  taType: 'MACD',
  taTypeWithParams: 'MACD_12_26_9',
  values: { short: 12, long: 26, signal: 9 },
  colorIndex: 4,
};

const NONE: ReadonlySet<string> = new Set();

function renderLayers(engine: IndicatorEngine, input: Partial<ChartLayersInput> = {}) {
  const initial: ChartLayersInput = {
    series: SERIES,
    data: DATA,
    comparators: [],
    technicalAnalyses: [],
    disabled: NONE,
    owners: false,
    transactions: undefined,
    events: undefined,
    eventKinds: [],
    engine,
    ...input,
  };
  return renderHook((props: ChartLayersInput) => useChartLayers(props), {
    initialProps: initial,
  });
}

//#endregion

describe('chart layers: comparisons', () => {
  it('shows a comparator in percent from its first value, and the price in percent too', () => {
    const { result } = renderLayers(testEngine().engine, { comparators: [OMXS30] });

    const [comparison] = result.current.comparisons;
    expect(comparison?.symbol).toBe('OMXS30');
    expect(comparison?.key).toBe(comparisonLayerKey('19002'));
    expect(comparison?.percent[0]).toBeNaN();
    expect(comparison?.percent[1]).toBe(0);
    expect(comparison?.percent[4]).toBeCloseTo(5);
    expect(result.current.priceInPercent?.close[4]).toBeCloseTo(8);
  });

  it('draws a switched-off comparator not at all, and the price in its own units', () => {
    const { result } = renderLayers(testEngine().engine, {
      comparators: [OMXS30],
      disabled: new Set([comparisonLayerKey('19002')]),
    });

    expect(result.current.comparisons).toEqual([]);
    expect(result.current.priceInPercent).toBeUndefined();
  });
});

describe('chart layers: technical analyses', () => {
  it('computes overlays and panels in the engine, labelled with their parameters', async () => {
    const { engine, calls } = testEngine();
    const { result } = renderLayers(engine, { technicalAnalyses: [SMA_3, RSI_3] });

    await waitFor(() =>
      expect(result.current.overlays[0]?.lines[0]?.values[2]).toBeCloseTo((100 + 102 + 101) / 3),
    );
    const [overlay] = result.current.overlays;
    expect(overlay?.label).toBe('SMA 3');
    expect(overlay?.key).toBe(technicalAnalysisLayerKey('sma-1'));
    await waitFor(() => expect(result.current.panels[0]?.lines[0]?.values[7]).toBeGreaterThan(50));
    const [panel] = result.current.panels;
    expect(panel?.label).toBe('RSI 3-70-30');
    expect(panel?.levels).toEqual({ low: 30, high: 70 });
    expect(calls.sort()).toEqual(['rsi', 'sma']);
  });

  it('never computes again for a re-render with the same series and parameters', async () => {
    const { engine, calls } = testEngine();
    const { result, rerender } = renderLayers(engine, { technicalAnalyses: [SMA_3] });
    await waitFor(() => expect(result.current.overlays[0]?.lines[0]?.values[2]).toBeGreaterThan(0));

    const props = {
      series: SERIES,
      data: DATA,
      comparators: [],
      technicalAnalyses: [{ ...SMA_3 }],
      disabled: NONE,
      owners: false,
      transactions: undefined,
      events: undefined,
      eventKinds: [],
      engine,
    };
    rerender(props);
    rerender({ ...props, disabled: new Set([technicalAnalysisLayerKey('sma-1')]) });

    expect(calls).toEqual(['sma']);
    expect(result.current.overlays[0]?.disabled).toBe(true);
  });

  it('shows the overlays in percent of the first close while comparing', async () => {
    const { result } = renderLayers(testEngine().engine, {
      comparators: [OMXS30],
      technicalAnalyses: [SMA_3],
    });

    await waitFor(() => expect(result.current.overlays[0]?.lines[0]?.values[2]).toBeCloseTo(1));
  });

  it('gives an indicator its place before its values come, so the chart is not built twice', async () => {
    const { engine, hold, release } = testEngine();
    hold();
    const { result } = renderLayers(engine, { technicalAnalyses: [SMA_3, MACD_DEFAULT] });

    const [overlay] = result.current.overlays;
    const [panel] = result.current.panels;
    expect(overlay?.lines.map((line) => line.name)).toEqual(['value']);
    expect(Array.from(overlay?.lines[0]?.values ?? [])).toEqual(Array(8).fill(Number.NaN));
    expect(panel?.lines.map((line) => line.name)).toEqual(['macd', 'signal']);
    expect(panel?.histogram?.every(Number.isNaN)).toBe(true);

    await act(async () => release());
    await waitFor(() => expect(result.current.overlays[0]?.lines[0]?.values[2]).toBeCloseTo(101));
  });

  it('draws a fresh answer equal to the one computed with its indicators, not computing again', async () => {
    const { engine, calls } = testEngine();
    const { result, rerender } = renderLayers(engine, { technicalAnalyses: [SMA_3] });
    await waitFor(() => expect(result.current.overlays[0]?.lines[0]?.values[2]).toBeCloseTo(101));

    rerender({ ...initialOf(engine), series: seriesOf(PRICES) });

    expect(result.current.overlays[0]?.lines[0]?.values[2]).toBeCloseTo(101);
    await act(async () => {});
    expect(calls).toEqual(['sma']);
  });

  it('never draws an older series’ indicator against another series', async () => {
    const { engine, hold, release } = testEngine();
    hold();
    const { result, rerender } = renderLayers(engine, { technicalAnalyses: [SMA_3] });
    const other = seriesOf([50, 51, 52, 53], T0 - 10 * MINUTE);

    rerender({ ...initialOf(engine), series: other });
    await act(async () => release());

    await waitFor(() => expect(result.current.overlays[0]?.lines[0]?.values[2]).toBeCloseTo(51));
    expect(result.current.overlays[0]?.lines[0]?.values).toHaveLength(4);
  });

  it('keeps a live tick’s unchanged points drawn while the new bar is computed', async () => {
    const { engine, hold, release } = testEngine();
    const { result, rerender } = renderLayers(engine, { technicalAnalyses: [SMA_3] });
    await waitFor(() => expect(result.current.overlays[0]?.lines[0]?.values[7]).toBeGreaterThan(0));

    hold();
    const ticked = withLivePrice(SERIES, { time: T0 + 7 * MINUTE + 10_000, price: 130 }, MINUTE);
    rerender({ ...initialOf(engine), series: ticked });

    const values = result.current.overlays[0]?.lines[0]?.values;
    expect(values?.[6]).toBeCloseTo((108 + 107 + 110) / 3);
    expect(values?.[7]).toBeNaN();
    await act(async () => release());
    await waitFor(() =>
      expect(result.current.overlays[0]?.lines[0]?.values[7]).toBeCloseTo((107 + 110 + 130) / 3),
    );
  });
});

describe('chart layers: owners and markers', () => {
  it('aligns the owners series when it is on and its pill is not switched off', () => {
    const on = renderLayers(testEngine().engine, { owners: true });
    expect(on.result.current.owners?.[7]).toBe(5120);

    const off = renderLayers(testEngine().engine, {
      owners: true,
      disabled: new Set([OWNERS_LAYER_KEY]),
    });
    expect(off.result.current.owners).toBeUndefined();
  });

  it('places the customer’s trades on their points', async () => {
    const buy: BuySellTransaction = {
      accid: 'a1',
      account_number: '1',
      amount: { value: 1000, currencyCode: 'SEK' },
      price: { value: 100, currencyCode: 'SEK' },
      priceUnit: 'SEK',
      quantity: 10,
      timestamp: T0 + 2 * MINUTE + 5_000,
      type: 'BUY',
    };
    const { result } = renderLayers(testEngine().engine, { transactions: [buy] });

    await waitFor(() => expect(result.current.buySell).toHaveLength(1));
    expect(result.current.buySell[0]).toMatchObject({ index: 2, kind: 'buy', buyPrice: 100 });
  });

  it('shows the event kinds the settings show, never other events', async () => {
    const events: HistoricalEvent[] = [
      { event: 'ANNUAL_DIVIDEND', eventTimestamp: T0, timestamp: T0 + MINUTE, dividendAmount: 4 },
      { event: 'ANNUAL_REPORT', eventTimestamp: T0, timestamp: T0 + 3 * MINUTE, change: 2.5 },
      { event: 'BOARD_MEETING', eventTimestamp: T0, timestamp: T0 + 5 * MINUTE },
    ];
    const { result } = renderLayers(testEngine().engine, {
      events,
      eventKinds: ['dividends', 'others'],
    });

    await waitFor(() => expect(result.current.events).toHaveLength(1));
    expect(result.current.events[0]).toMatchObject({ index: 1, kind: 'dividend' });
  });
});

/** The input `renderLayers` starts from, with the SMA: for re-rendering with one change. */
function initialOf(engine: IndicatorEngine): ChartLayersInput {
  return {
    series: SERIES,
    data: DATA,
    comparators: [],
    technicalAnalyses: [SMA_3],
    disabled: NONE,
    owners: false,
    transactions: undefined,
    events: undefined,
    eventKinds: [],
    engine,
  };
}
