import { describe, expect, it } from 'vitest';
import { extremesPlugin } from './extremes';
import { recordingPlot, runHook } from './recording-plot';

/** Draws the labels of `highs` and `lows` over a 400 × 200 plot of values 0–100. */
function drawn(highs: number[], lows: number[], view?: [number, number]) {
  const recording = recordingPlot({ points: highs.length, view });
  const plugin = extremesPlugin({
    highs: () => Float64Array.from(highs),
    lows: () => Float64Array.from(lows),
    labels: { highest: 'Highest', lowest: 'Lowest' },
    decimals: 2,
    locale: 'en-GB',
    color: 'black',
    font: '12px sans-serif',
  });
  runHook(plugin, 'draw', recording.plot);
  return recording;
}

describe('the highest and lowest labels', () => {
  it('labels the highest high above its point and the lowest low below its point', () => {
    const { argsOf } = drawn([10, 50, 30], [8, 40, 20]);
    // The high 50 at (200, 100), the low 8 at (0, 184); the labels 6 px right of their dots.
    expect(argsOf('arc').map(([x, y]) => [x, y])).toEqual([
      [200, 100],
      [0, 184],
    ]);
    expect(argsOf('fillText')).toEqual([
      ['Highest 50.00', 206, 97],
      ['Lowest 8.00', 6, 187],
    ]);
    expect(argsOf('set:textBaseline')).toEqual([['bottom'], ['top']]);
  });

  it('turns a label near the right edge to the left of its point', () => {
    const { argsOf } = drawn([10, 30, 50], [8, 40, 20]);
    expect(argsOf('fillText')[0]).toEqual(['Highest 50.00', 394, 97]);
    expect(argsOf('set:textAlign')[0]).toEqual(['right']);
  });

  it('looks only at the points in view', () => {
    const { argsOf } = drawn([10, 50, 30, 20], [8, 40, 20, 15], [2, 3]);
    expect(argsOf('fillText').map(([text]) => text)).toEqual(['Highest 30.00', 'Lowest 15.00']);
  });
});
