import type uPlot from 'uplot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newestPointRing } from './newest-point-ring';

/** A chart of three points whose last is at (300, 40) on a 400 × 200 canvas. */
function fakeChart() {
  const rings: { alpha: number; x: number; y: number }[] = [];
  const ctx = {
    globalAlpha: 1,
    strokeStyle: '',
    lineWidth: 1,
    save: vi.fn(),
    restore: vi.fn(),
    beginPath: vi.fn(),
    stroke: vi.fn(),
    arc(x: number, y: number) {
      rings.push({ alpha: ctx.globalAlpha, x, y });
    },
  };
  const chart = {
    ctx,
    data: [
      [0, 1, 2],
      [10, 20, 30],
    ],
    bbox: { left: 0, top: 0, width: 400, height: 200 },
    valToPos: (value: number, scale: string) => (scale === 'x' ? value * 150 : 100 - value * 2),
    redraw: vi.fn(),
  };
  return { chart, rings, plot: chart as unknown as uPlot };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

function setUp() {
  const fake = fakeChart();
  const ring = newestPointRing(
    () => fake.plot,
    () => '#0046c8',
    // The fake timers move the clock as they run each timer.
    () => Date.now(),
  );
  // The plugin gives its draw hook as one function.
  const draw = () => (ring.plugin.hooks.draw as (u: uPlot) => void)(fake.plot);
  const pass = (ms: number) => vi.advanceTimersByTime(ms);
  return { ...fake, ring, draw, pass };
}

describe('the ring around the newest point', () => {
  it('draws nothing until a newest point arrives', () => {
    const { draw, rings } = setUp();
    draw();
    expect(rings).toEqual([]);
  });

  it('rings the last point at full strength as it arrives', () => {
    const { ring, draw, rings } = setUp();
    ring.arrived();
    draw();
    expect(rings).toEqual([{ alpha: 1, x: 300, y: 40 }]);
  });

  it('draws the chart again every 5 s as the ring fades, and gone after 50 s', () => {
    const { ring, chart, draw, rings, pass } = setUp();
    ring.arrived();
    pass(5_000);
    expect(chart.redraw).toHaveBeenCalledTimes(1);
    draw();
    expect(rings.at(-1)?.alpha).toBeCloseTo(0.9);
    pass(45_000);
    expect(chart.redraw).toHaveBeenCalledTimes(10);
    rings.length = 0;
    draw();
    expect(rings).toEqual([]);
    pass(60_000);
    expect(chart.redraw).toHaveBeenCalledTimes(10);
  });

  it('starts the 50 s again when another point arrives', () => {
    const { ring, draw, rings, pass } = setUp();
    ring.arrived();
    pass(40_000);
    ring.arrived();
    pass(20_000);
    draw();
    expect(rings.at(-1)?.alpha).toBeCloseTo(0.6);
  });

  it('stops with the chart', () => {
    const { ring, chart, draw, rings, pass } = setUp();
    ring.arrived();
    ring.stop();
    pass(60_000);
    draw();
    expect(chart.redraw).not.toHaveBeenCalled();
    expect(rings).toEqual([]);
  });
});
