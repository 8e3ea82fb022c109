import { describe, expect, it } from 'vitest';
import { priceMarksPlugin, type PriceMark } from './price-marks';
import { recordingPlot, runHook } from './recording-plot';

/** Draws `marks` on a 400 × 200 plot of prices 0–100; the price axis starts at x 400. */
function drawn(marks: PriceMark[]) {
  const recording = recordingPlot({ points: 10 });
  runHook(
    priceMarksPlugin(() => marks, { font: '12px sans-serif', textColor: 'white' }),
    'draw',
    recording.plot,
  );
  return recording;
}

describe('price marks', () => {
  it('labels a price on the price axis, at its height, in a box of its colour', () => {
    const { argsOf } = drawn([{ value: 50, text: '50.00', color: 'green', line: false }]);
    // 18 px high around y 100; as wide as the text (5 × 6 px) and 4 px on either side.
    expect(argsOf('fillRect')).toEqual([[401, 91, 38, 18]]);
    expect(argsOf('fillText')).toEqual([['50.00', 405, 100]]);
    expect(argsOf('set:fillStyle')).toEqual([['green'], ['white']]);
    expect(argsOf('lineTo')).toEqual([]);
  });

  it('draws the previous close as a dashed line across the plot', () => {
    const { argsOf } = drawn([{ value: 25, text: '25.00', color: 'grey', line: true }]);
    expect(argsOf('moveTo')).toEqual([[0, 150.5]]);
    expect(argsOf('lineTo')).toEqual([[400, 150.5]]);
    expect(argsOf('setLineDash')).toEqual([[[4, 4]], [[]]]);
  });

  it('leaves out a price outside the visible range rather than pinning it to an edge', () => {
    const { argsOf } = drawn([
      { value: 150, text: '150.00', color: 'green', line: true },
      { value: -5, text: '-5.00', color: 'red', line: false },
    ]);
    expect(argsOf('fillText')).toEqual([]);
    expect(argsOf('lineTo')).toEqual([]);
  });
});
