import { describe, expect, it } from 'vitest';
import { SPARK_DEFAULT_MAXIMUM_POINTS } from './spark-defaults';
import { SPARK_VIEW_BOX_SIZE, sparkGeometry } from './spark-geometry';

/** `x y x y …` as `[x, y]` pairs. */
const pairs = (points: string) => {
  const numbers = points.split(' ').map(Number);
  return numbers.flatMap((value, index) =>
    index % 2 === 0 ? [[value, numbers[index + 1] ?? NaN] as [number, number]] : [],
  );
};

describe('spark graph geometry', () => {
  it('spans the box: first point at the left, last at the right, highest at the top', () => {
    const line = pairs(sparkGeometry([10, 30, 20]).line);
    expect(line).toEqual([
      [0, SPARK_VIEW_BOX_SIZE],
      [SPARK_VIEW_BOX_SIZE / 2, 0],
      [SPARK_VIEW_BOX_SIZE, SPARK_VIEW_BOX_SIZE / 2],
    ]);
  });

  it('draws a flat middle line when all values are equal', () => {
    const line = pairs(sparkGeometry([7, 7, 7, 7]).line);
    expect(line.map(([, y]) => y)).toEqual(Array(4).fill(SPARK_VIEW_BOX_SIZE / 2));
    expect(line.at(-1)?.[0]).toBe(SPARK_VIEW_BOX_SIZE);
  });

  it('closes the area along the bottom edge', () => {
    const area = pairs(sparkGeometry([1, 2]).area);
    expect(area.slice(-2)).toEqual([
      [SPARK_VIEW_BOX_SIZE, SPARK_VIEW_BOX_SIZE],
      [0, SPARK_VIEW_BOX_SIZE],
    ]);
  });

  it('spreads values whose range overflows a number over the whole box', () => {
    const line = pairs(sparkGeometry([1e308, -1e308, 1e308, 5e-324]).line);
    expect(line).toEqual([
      [0, 0],
      [3333, SPARK_VIEW_BOX_SIZE],
      [6667, 0],
      [SPARK_VIEW_BOX_SIZE, SPARK_VIEW_BOX_SIZE / 2],
    ]);
    const extremes = pairs(sparkGeometry([Number.MAX_VALUE, -Number.MAX_VALUE]).line);
    expect(extremes.map(([, y]) => y)).toEqual([0, SPARK_VIEW_BOX_SIZE]);
  });

  it('spreads values as close as the smallest numbers over the whole box', () => {
    const line = pairs(sparkGeometry([0, 5e-324, 1e-323]).line);
    expect(line.map(([, y]) => y)).toEqual([SPARK_VIEW_BOX_SIZE, SPARK_VIEW_BOX_SIZE / 2, 0]);
  });

  it('rounds coordinates to whole units of the box', () => {
    const thirds = pairs(sparkGeometry([0, 1, 2, 3]).line);
    expect(thirds[1]).toEqual([3333, 6667]);
  });
});

describe('spark default maximum points', () => {
  it('marks every point with a dot in a series of at most 5 points', () => {
    const points = Array.from({ length: SPARK_DEFAULT_MAXIMUM_POINTS }, (_, i) => i);
    const dots = sparkGeometry(points).dots ?? '';
    expect(dots.match(/M/g)).toHaveLength(SPARK_DEFAULT_MAXIMUM_POINTS);
    expect(dots.startsWith(`M0 ${SPARK_VIEW_BOX_SIZE}h0`)).toBe(true);
  });

  it('draws the line alone for a denser series, every point still on it', () => {
    const points = Array.from({ length: SPARK_DEFAULT_MAXIMUM_POINTS + 1 }, (_, i) => i);
    const geometry = sparkGeometry(points);
    expect(geometry.dots).toBeUndefined();
    expect(pairs(geometry.line)).toHaveLength(SPARK_DEFAULT_MAXIMUM_POINTS + 1);
  });

  it('never caps the number of points drawn', () => {
    const points = Array.from({ length: 250 }, (_, i) => Math.sin(i));
    expect(pairs(sparkGeometry(points).line)).toHaveLength(250);
  });
});
