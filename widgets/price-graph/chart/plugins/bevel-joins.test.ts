import { describe, expect, it } from 'vitest';
import { bevelJoinsPlugin } from './bevel-joins';
import { recordingPlot, runHook } from './recording-plot';

describe('bevel joins', () => {
  it('sets bevel joins once the axes are drawn, for the series drawn after them', () => {
    const { plot, calls } = recordingPlot({ points: 10 });
    runHook(bevelJoinsPlugin(), 'drawAxes', plot);
    expect(calls).toEqual([{ name: 'set:lineJoin', args: ['bevel'] }]);
  });

  it('leaves the frame before the axes alone', () => {
    const { plot, calls } = recordingPlot({ points: 10 });
    runHook(bevelJoinsPlugin(), 'draw', plot);
    expect(calls).toEqual([]);
  });
});
