import { describe, expect, it } from 'vitest';
import { snappedBars, type BarPlaces } from './snapped-bars';

/** Bars of `values` from a base at 100, a point every `step` pixels from 10, each `width` wide. */
function places(values: readonly number[], step: number, width: number): BarPlaces {
  return {
    from: 0,
    to: values.length - 1,
    x: (index) => 10 + index * step,
    y: (index) => values[index] ?? Number.NaN,
    base: 100,
    width,
  };
}

describe('bars on whole pixels', () => {
  it('keeps wide bars apart, each on whole pixels around its point', () => {
    expect(snappedBars(places([40, 70.4], 10, 6.6))).toEqual([
      { left: 7, width: 7, top: 40, bottom: 100 },
      { left: 17, width: 7, top: 70, bottom: 100 },
    ]);
  });

  it('draws bars narrower than a pixel one pixel wide', () => {
    const [bar] = snappedBars(places([50], 1, 0.26));
    expect(bar?.width).toBe(1);
  });

  it('merges the bars that share their pixels into one as tall as the tallest', () => {
    // Four points half a pixel apart, from 10: two on pixel 10, two on pixel 11.
    const bars = snappedBars(places([60, 30, 90, 80], 0.5, 0.2));
    expect(bars).toEqual([
      { left: 10, width: 1, top: 30, bottom: 100 },
      { left: 11, width: 1, top: 80, bottom: 100 },
    ]);
  });

  it('reaches both ways from the base when the bars merged do (a histogram around zero)', () => {
    const bars = snappedBars(places([120, 70], 0.3, 0.2));
    expect(bars).toEqual([{ left: 10, width: 1, top: 70, bottom: 120 }]);
  });

  it('leaves out the points without a bar', () => {
    const bars = snappedBars(places([Number.NaN, 55, Number.NaN], 10, 4));
    expect(bars).toEqual([{ left: 18, width: 4, top: 55, bottom: 100 }]);
  });

  it('draws only the points asked for', () => {
    const bars = snappedBars({ ...places([10, 20, 30, 40], 10, 4), from: 1, to: 2 });
    expect(bars.map((bar) => bar.top)).toEqual([20, 30]);
  });
});
