import { describe, expect, it } from 'vitest';
import { withTick } from './live-ticks';

const MINUTE_MS = 60_000;
/** A day's spark: 5-minute bars from 09:00, the last at 09:10. */
const day = [
  { time: 0, value: 100 },
  { time: 5 * MINUTE_MS, value: 101 },
  { time: 10 * MINUTE_MS, value: 102 },
];

describe('live price ticks on a spark', () => {
  it("moves the last point's price while the tick is within its bar", () => {
    const moved = withTick(day, { time: 12 * MINUTE_MS, value: 103.5 });
    expect(moved).toEqual([...day.slice(0, 2), { time: 10 * MINUTE_MS, value: 103.5 }]);
  });

  it('starts a new point once the tick is past the last bar', () => {
    const tick = { time: 15 * MINUTE_MS, value: 99 };
    expect(withTick(day, tick)).toEqual([...day, tick]);
  });

  it('ignores a tick older than the last point, and one without a finite price', () => {
    expect(withTick(day, { time: 9 * MINUTE_MS, value: 1 })).toBe(day);
    expect(withTick(day, { time: 20 * MINUTE_MS, value: null })).toBe(day);
    expect(withTick(day, { time: 20 * MINUTE_MS, value: undefined })).toBe(day);
    expect(withTick(day, { time: 20 * MINUTE_MS, value: NaN })).toBe(day);
  });

  it('starts a series from nothing, and adds to a single point', () => {
    const first = withTick([], { time: 1, value: 5 });
    expect(first).toEqual([{ time: 1, value: 5 }]);
    expect(withTick(first, { time: 2, value: 6 })).toEqual([
      { time: 1, value: 5 },
      { time: 2, value: 6 },
    ]);
  });
});
