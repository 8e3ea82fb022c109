import { describe, expect, it, vi } from 'vitest';
import { drawnPlugin } from './frame-drawn';
import { recordingPlot, runHook } from './recording-plot';

describe('a frame drawn', () => {
  it('tells how many points each drawn frame has', () => {
    const onDrawn = vi.fn<(points: number) => void>();
    const plugin = drawnPlugin(onDrawn);
    runHook(plugin, 'draw', recordingPlot({ points: 250 }).plot);
    runHook(plugin, 'draw', recordingPlot({ points: 251 }).plot);
    expect(onDrawn.mock.calls).toEqual([[250], [251]]);
  });
});
