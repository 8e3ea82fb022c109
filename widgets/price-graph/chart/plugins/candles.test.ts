import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceSeries } from '../../model/price-series';
import { candlesPlugin } from './candles';
import { recordingPlot, RecordingPath, runHook } from './recording-plot';

/** Two points: the first rose from 10 to 20, the second fell from 30 to 20. */
const SERIES: PriceSeries = {
  times: Float64Array.from([1, 2]),
  open: Float64Array.from([10, 30]),
  close: Float64Array.from([20, 20]),
  high: Float64Array.from([25, 35]),
  low: Float64Array.from([5, 15]),
  volume: Float64Array.from([NaN, NaN]),
  hasCandles: true,
  hasVolume: false,
};

const COLORS = { up: 'green', down: 'red' };

beforeEach(() => {
  vi.stubGlobal('Path2D', RecordingPath);
});
afterEach(() => vi.unstubAllGlobals());

/** Draws the two points across a 400 × 200 plot (values 0–100 bottom to top). */
function drawn(kind: 'candlestick' | 'ohlc') {
  const recording = recordingPlot({ points: 2 });
  runHook(
    candlesPlugin(kind, () => SERIES, COLORS),
    'draw',
    recording.plot,
  );
  // Each colour strokes its wicks and fills its bodies, rising first.
  const [risingWicks, fallingWicks] = recording.argsOf('stroke').map(([path]) => path);
  const [risingBodies, fallingBodies] = recording.argsOf('fill').map(([path]) => path);
  const commands = (path: unknown) => (path as RecordingPath).commands;
  return {
    ...recording,
    rising: { wicks: commands(risingWicks), bodies: commands(risingBodies) },
    falling: { wicks: commands(fallingWicks), bodies: commands(fallingBodies) },
  };
}

describe('candlesticks', () => {
  it('draws a rising body from open up to close and its wick from low to high', () => {
    const { rising } = drawn('candlestick');
    // At x 0; 10 → y 180, 20 → y 160; a body 24 px wide (the widest a body gets).
    expect(rising.bodies).toEqual([{ name: 'rect', args: [-11, 160, 24, 20] }]);
    expect(rising.wicks).toEqual([
      { name: 'moveTo', args: [0.5, 150] },
      { name: 'lineTo', args: [0.5, 190] },
    ]);
  });

  it('draws a falling point in the falling colour, apart from the rising one', () => {
    const { falling, argsOf } = drawn('candlestick');
    expect(falling.bodies).toEqual([{ name: 'rect', args: [389, 140, 24, 20] }]);
    expect(argsOf('set:fillStyle')).toEqual([['green'], ['red']]);
  });

  it('keeps the candles inside the plot', () => {
    const { argsOf } = drawn('candlestick');
    expect(argsOf('rect')).toEqual([[0, 0, 400, 200]]);
    expect(argsOf('clip')).toHaveLength(1);
  });
});

describe('OHLC bars', () => {
  it('ticks the open to the left and the close to the right of the low–high line', () => {
    const { rising } = drawn('ohlc');
    expect(rising.bodies).toEqual([]);
    expect(rising.wicks).toEqual([
      { name: 'moveTo', args: [0.5, 150] },
      { name: 'lineTo', args: [0.5, 190] },
      { name: 'moveTo', args: [-12, 180.5] },
      { name: 'lineTo', args: [0, 180.5] },
      { name: 'moveTo', args: [1, 160.5] },
      { name: 'lineTo', args: [13, 160.5] },
    ]);
  });
});
