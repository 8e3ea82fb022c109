import { describe, expect, it } from 'vitest';
import type { BuySellTransaction, HistoricalEvent } from '../../../core/indicators';
import type { TechnicalAnalysisSetting } from '../../../core/schemas/graph-user-settings';
import { indicatorService } from '../../../core/worker/indicator-service';
import type { IndicatorEngine } from '../../../core/worker/indicator-engine';
import { BUY_SELL_JOB, EVENTS_JOB, layerJobs, pendingIndicator } from './layer-computations';
import { cleanPriceSeries } from './price-series';

const MACD: TechnicalAnalysisSetting = {
  id: 'macd-1',
  name: 'MACD',
  taType: 'MACD',
  taTypeWithParams: 'MACD_2_3_2',
  values: { short: 2, long: 3, signal: 2 },
  colorIndex: 0,
};

const BOLLINGER: TechnicalAnalysisSetting = {
  id: 'bollinger-1',
  name: 'Bollinger',
  taType: 'BOLLINGER',
  taTypeWithParams: 'BOLLINGER_3_2',
  values: { period: 3, deviation: 2 },
  colorIndex: 1,
};

/** The engine's functions run in the test's own thread. */
const engine = indicatorService as unknown as IndicatorEngine;

const series = cleanPriceSeries(
  [100, 102, 101, 104, 108].map((last, step) => ({ timeStamp: step * 60_000, last })),
);

describe("the layers' computations", () => {
  it('keys an indicator by its type and parameters, not its id', () => {
    const [first] = layerJobs([MACD], undefined, undefined, false);
    const [renamed] = layerJobs([{ ...MACD, id: 'macd-2' }], undefined, undefined, false);
    expect(first?.key).toBe(renamed?.key);
    expect(first?.key).not.toBe(layerJobs([BOLLINGER], undefined, undefined, false)[0]?.key);
  });

  it("names an indicator's lines as the price graph's entities do, with MACD's histogram", async () => {
    const [macd, bollinger] = layerJobs([MACD, BOLLINGER], undefined, undefined, false);
    const computed = await macd?.run(engine, series);
    expect(computed && 'lines' in computed && computed.lines.map((line) => line.name)).toEqual([
      'macd',
      'signal',
    ]);
    expect(computed && 'histogram' in computed && computed.histogram?.length).toBe(5);
    const bands = await bollinger?.run(engine, series);
    expect(bands && 'lines' in bands && bands.lines.map((line) => line.name)).toEqual([
      'upper',
      'middle',
      'lower',
    ]);
  });

  it('places trades and events only when there are some, and events only when shown', () => {
    const trades = [{}] as unknown as BuySellTransaction[];
    const events = [{}] as unknown as HistoricalEvent[];
    const keys = (shown: boolean, withTrades = trades) =>
      layerJobs([MACD], withTrades, events, shown).map((job) => job.key);
    expect(keys(true)).toEqual([expect.stringMatching(/^MACD/), BUY_SELL_JOB, EVENTS_JOB]);
    expect(keys(false)).toEqual([expect.stringMatching(/^MACD/), BUY_SELL_JOB]);
    expect(keys(false, [])).toEqual([expect.stringMatching(/^MACD/)]);
  });

  it('gives an indicator not computed yet its lines without values', () => {
    const pending = pendingIndicator('STOCHASTIC', 3);
    expect(pending.lines.map((line) => [line.name, Array.from(line.values)])).toEqual([
      ['k', [NaN, NaN, NaN]],
      ['d', [NaN, NaN, NaN]],
    ]);
    expect(pending.histogram).toBeUndefined();
    expect(pendingIndicator('MACD', 2).histogram?.length).toBe(2);
  });
});
