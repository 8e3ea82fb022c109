import { describe, expect, it } from 'vitest';
import type { IndicatorEngine } from '../../../core/worker/indicator-engine';
import type { Computed, LayerJob } from '../model/layer-computations';
import { cleanPriceSeries } from '../model/price-series';
import { LayerComputation } from './layer-computation';

const T0 = Date.UTC(2026, 2, 18, 8);
const seriesOf = (...prices: number[]) =>
  cleanPriceSeries(prices.map((last, step) => ({ timeStamp: T0 + step * 60_000, last })));

/** A job whose result comes when the test says, counting its runs. */
function job(key: string) {
  const answers: ((value: Computed) => void)[] = [];
  const layerJob: LayerJob = {
    key,
    from: null,
    run: () => new Promise<Computed>((answer) => answers.push(answer)),
  };
  return { layerJob, answers, answer: (value: Computed) => answers.shift()?.(value) };
}

const engine = {} as IndicatorEngine;
const line = (values: number[]): Computed => ({
  lines: [{ name: 'x', values: Float64Array.from(values) }],
});
/** Past the next frame (here, without frames, the next task) and the promises it settles. */
const afterFrame = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the layer computations of a graph', () => {
  it('compute what a shown series lacks after its frame, and announce them together once', async () => {
    const computation = new LayerComputation(engine);
    const ema = job('EMA');
    const sma = job('SMA');
    const series = seriesOf(1, 2, 3);
    computation.show(series, [ema.layerJob, sma.layerJob]);
    expect(ema.answers).toHaveLength(0);
    await afterFrame();
    expect([ema.answers.length, sma.answers.length]).toEqual([1, 1]);
    ema.answer(line([1, 2, 3]));
    await afterFrame();
    expect(computation.finished.value).toBe(0);
    sma.answer(line([3, 2, 1]));
    await afterFrame();
    expect(computation.finished.value).toBe(1);
    expect(computation.results.drawnFrom(series, 3)(ema.layerJob)).toEqual(line([1, 2, 3]));
  });

  it('do not compute again for a series shown again with the same jobs', async () => {
    const computation = new LayerComputation(engine);
    const ema = job('EMA');
    const series = seriesOf(1, 2, 3);
    computation.show(series, [ema.layerJob])();
    computation.show(series, [ema.layerJob]);
    await afterFrame();
    ema.answer(line([1, 2, 3]));
    await afterFrame();
    computation.show(series, [ema.layerJob]);
    await afterFrame();
    expect(ema.answers).toHaveLength(0);
    expect(computation.finished.value).toBe(1);
  });

  it('keep the results of a series hidden before they came, without announcing them', async () => {
    const computation = new LayerComputation(engine);
    const ema = job('EMA');
    const older = seriesOf(1, 2, 3);
    const hide = computation.show(older, [ema.layerJob]);
    await afterFrame();
    hide();
    computation.show(seriesOf(), []);
    ema.answer(line([1, 2, 3]));
    await afterFrame();
    expect(computation.finished.value).toBe(0);
    expect(computation.results.drawnFrom(older, 0)(ema.layerJob)).toEqual(line([1, 2, 3]));
  });
});
