import { describe, expect, it } from 'vitest';
import { recordingPlot, runHook } from './recording-plot';
import { wheelZoomPlugin } from './wheel-zoom';

/** A wheel turn over the plot at `clientX` (the plot spans 0–400): up zooms in. */
function wheel(deltaY: number, clientX: number) {
  return Object.assign(new Event('wheel', { cancelable: true }), { deltaY, clientX });
}

/** A plot of 101 points showing `view`, with the wheel zoom ready on it. */
function zoomable(view: [number, number], points = 101) {
  const recording = recordingPlot({ points, view });
  runHook(
    wheelZoomPlugin(() => points),
    'ready',
    recording.plot,
  );
  return recording;
}

describe('wheel zoom', () => {
  it('zooms in 20 % around the pointer', () => {
    const { plot, scalesSet } = zoomable([0, 100]);
    const event = wheel(-1, 200);
    plot.over.dispatchEvent(event);
    expect(scalesSet).toEqual([{ key: 'x', min: 10, max: 90 }]);
    expect(event.defaultPrevented).toBe(true);
  });

  it('keeps the point under the pointer where it is', () => {
    const { plot, scalesSet } = zoomable([0, 100]);
    plot.over.dispatchEvent(wheel(-1, 100));
    // A quarter of the way in, at point 25: a quarter of the new 80 points lie before it.
    expect(scalesSet).toEqual([{ key: 'x', min: 5, max: 85 }]);
  });

  it('zooms out by the same step and stops at the ends of the series', () => {
    const { plot, scalesSet } = zoomable([60, 100]);
    plot.over.dispatchEvent(wheel(1, 200));
    expect(scalesSet).toEqual([{ key: 'x', min: 50, max: 100 }]);
  });

  it('leaves the whole series as it is, and lets the page scroll', () => {
    const { plot, scalesSet } = zoomable([0, 100]);
    const event = wheel(1, 200);
    plot.over.dispatchEvent(event);
    expect(scalesSet).toEqual([]);
    expect(event.defaultPrevented).toBe(false);
  });

  it('keeps at least five points in view', () => {
    const { plot, scalesSet } = zoomable([10, 14]);
    plot.over.dispatchEvent(wheel(-1, 200));
    expect(scalesSet).toEqual([]);
  });
});
