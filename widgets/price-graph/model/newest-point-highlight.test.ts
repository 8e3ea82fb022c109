import { describe, expect, it } from 'vitest';
import {
  HIGHLIGHT_ANIMATION_MS,
  highlightStrength,
  newestPointArrived,
} from './newest-point-highlight';

const points = (rows: readonly [time: number, close: number][]) => ({
  times: Float64Array.from(rows, (row) => row[0]),
  close: Float64Array.from(rows, (row) => row[1]),
});

describe('the newest point is highlighted for 50 s', () => {
  it('lasts 50 s', () => {
    expect(HIGHLIGHT_ANIMATION_MS).toBe(50_000);
  });

  it('is full as the point arrives and gone 50 s later', () => {
    expect(highlightStrength(0)).toBe(1);
    expect(highlightStrength(49_999)).toBeGreaterThan(0);
    expect(highlightStrength(50_000)).toBe(0);
    expect(highlightStrength(120_000)).toBe(0);
  });

  it('fades evenly, in steps of 5 s', () => {
    expect(highlightStrength(4_999)).toBe(1);
    expect(highlightStrength(5_000)).toBeCloseTo(0.9);
    expect(highlightStrength(25_000)).toBeCloseTo(0.5);
    expect(highlightStrength(45_000)).toBeCloseTo(0.1);
  });

  it('is nothing for a time that is not one', () => {
    expect(highlightStrength(Number.NaN)).toBe(0);
    expect(highlightStrength(-1)).toBe(0);
  });
});

describe('a newest point arriving', () => {
  const day = points([
    [1000, 10],
    [2000, 11],
  ]);

  it('is a later last point of the same series (a live tick opening a bar)', () => {
    expect(
      newestPointArrived(
        day,
        points([
          [1000, 10],
          [2000, 11],
          [3000, 12],
        ]),
      ),
    ).toBe(true);
  });

  it('is a new price of the last point (a live tick inside the last bar)', () => {
    expect(
      newestPointArrived(
        day,
        points([
          [1000, 10],
          [2000, 11.5],
        ]),
      ),
    ).toBe(true);
  });

  it('is not the same data drawn again', () => {
    expect(
      newestPointArrived(
        day,
        points([
          [1000, 10],
          [2000, 11],
        ]),
      ),
    ).toBe(false);
  });

  it('is not another series (another period starts elsewhere)', () => {
    expect(
      newestPointArrived(
        day,
        points([
          [500, 9],
          [3000, 12],
        ]),
      ),
    ).toBe(false);
  });

  it('is not a first or an emptied series', () => {
    expect(newestPointArrived(points([]), day)).toBe(false);
    expect(newestPointArrived(day, points([]))).toBe(false);
  });
});
