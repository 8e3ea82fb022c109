import type uPlot from 'uplot';
import { describe, expect, it, vi } from 'vitest';
import { cursorPlugin, type ChartCursor } from './cursor';
import { recordingPlot, runHook } from './recording-plot';

function cursorAt(cursor: Partial<uPlot.Cursor>) {
  const onCursor = vi.fn<(cursor: ChartCursor | null) => void>();
  const { plot } = recordingPlot({ points: 10, cursor });
  runHook(cursorPlugin(onCursor), 'setCursor', plot);
  return onCursor;
}

describe('the point under the cursor', () => {
  it('tells the point and where the cursor is, with the plot width for the tooltip', () => {
    expect(cursorAt({ idx: 3, left: 120, top: 40 })).toHaveBeenCalledWith({
      index: 3,
      left: 120,
      top: 40,
      plotWidth: 400,
    });
  });

  it('tells none once the cursor has left the plot', () => {
    expect(cursorAt({ idx: 3, left: -10, top: -10 })).toHaveBeenCalledWith(null);
    expect(cursorAt({ idx: null, left: 50, top: 10 })).toHaveBeenCalledWith(null);
  });
});
