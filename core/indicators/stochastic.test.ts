import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stochastic } from './stochastic';

describe('stochastic', () => {
  it('gives %K over period bars and %D as its SMA, both from index period + signal − 2', () => {
    // %K: windows 0–2 (12, 8) → 50, 1–3 (13, 9) → 75, 2–4 (14, 9) → 80, 3–5 (14, 10) → 50.
    const { k, d } = stochastic(
      [10, 12, 11, 13, 14, 13],
      [8, 9, 9, 10, 12, 11],
      [9, 11, 10, 12, 13, 12],
      3,
      2,
    );
    expect(Array.from(k)).toEqual([NaN, NaN, NaN, 75, 80, 50]);
    expect(Array.from(d)).toEqual([NaN, NaN, NaN, 62.5, 77.5, 65]);
  });

  it('gives 0 for %K and %D through a flat stretch, as TA-Lib does', () => {
    const flat = [5, 5, 5, 5, 5];
    const { k, d } = stochastic(flat, flat, flat, 2, 2);
    expect(Array.from(k)).toEqual([NaN, NaN, 0, 0, 0]);
    expect(Array.from(d)).toEqual([NaN, NaN, 0, 0, 0]);
  });

  it('finds the same highest high and lowest low as a full scan of each window', () => {
    const bar = fc.tuple(
      fc.integer({ min: 1, max: 30 }),
      fc.integer({ min: 0, max: 5 }),
      fc.integer({ min: 0, max: 5 }),
    );
    fc.assert(
      fc.property(
        fc.array(bar, { maxLength: 120 }),
        fc.integer({ min: 1, max: 20 }),
        (rows, period) => {
          const close = rows.map(([price]) => price);
          const high = rows.map(([price, up]) => price + up);
          const low = rows.map(([price, , down]) => price - down);
          const { k } = stochastic(high, low, close, period, 1);
          close.forEach((price, i) => {
            if (i < period - 1) return expect(k[i]).toBeNaN();
            const highest = Math.max(...high.slice(i - period + 1, i + 1));
            const lowest = Math.min(...low.slice(i - period + 1, i + 1));
            const expected = highest === lowest ? 0 : (100 * (price - lowest)) / (highest - lowest);
            expect(k[i]).toBe(expected);
          });
        },
      ),
    );
  });
});
