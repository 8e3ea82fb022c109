import { describe, expect, it } from 'vitest';
import { bollinger } from './bollinger';
import { sma } from './sma';

/** σ of one window, two-pass: the reference for the running computation. */
function exactDeviation(close: ArrayLike<number>, period: number, end: number): number {
  let sum = 0;
  for (let j = end - period + 1; j <= end; j++) sum += close[j] as number;
  const mean = sum / period;
  let squares = 0;
  for (let j = end - period + 1; j <= end; j++) squares += ((close[j] as number) - mean) ** 2;
  return Math.sqrt(squares / period);
}

/** A deterministic random walk. */
function walk(length: number, start: number, step: number): Float64Array {
  const close = new Float64Array(length);
  let state = 42;
  let price = start;
  for (let i = 0; i < length; i++) {
    state = (state * 16807) % 2147483647;
    price += (state / 2147483647 - 0.5) * step;
    close[i] = price;
  }
  return close;
}

describe('bollinger', () => {
  it('puts the bands deviation population standard deviations around the SMA', () => {
    // Windows [1, 2], [2, 3], [3, 4]: σ = 0.5 (population, not the sample's 0.707).
    const { upper, middle, lower } = bollinger([1, 2, 3, 4], 2, 2);
    expect(Array.from(middle)).toEqual([NaN, 1.5, 2.5, 3.5]);
    expect(Array.from(upper)).toEqual([NaN, 2.5, 3.5, 4.5]);
    expect(Array.from(lower)).toEqual([NaN, 0.5, 1.5, 2.5]);
  });

  it('has its middle band bit for bit equal to the SMA', () => {
    const close = walk(5000, 100, 2);
    expect(bollinger(close, 20, 2).middle).toEqual(sma(close, 20));
  });

  it('closes the bands exactly onto the price through a suspended stretch', () => {
    const close = [...walk(40, 100, 3), ...new Array<number>(10).fill(117.43)];
    const { upper, middle, lower } = bollinger(close, 5, 2);
    for (let i = 44; i < 50; i++) {
      expect([upper[i], middle[i], lower[i]]).toEqual([117.43, 117.43, 117.43]);
    }
  });

  it('keeps σ accurate along a long series far from zero', () => {
    // A running sum of squares loses σ here entirely: x² ≈ 1e12 against σ² ≈ 0.1.
    const close = walk(300_000, 1e6, 1);
    const { upper, middle } = bollinger(close, 20, 1);
    for (let i = 19; i < close.length; i += 997) {
      const expected = exactDeviation(close, 20, i);
      expect(Math.abs((upper[i] as number) - (middle[i] as number) - expected)).toBeLessThan(
        1e-6 * expected,
      );
    }
  });

  it('recovers σ once a price spike has left the window', () => {
    const close = walk(300, 100, 0.01);
    close[100] = 1e8;
    const { upper, middle } = bollinger(close, 20, 1);
    for (let i = 120; i < 300; i++) {
      const expected = exactDeviation(close, 20, i);
      expect(Math.abs((upper[i] as number) - (middle[i] as number) - expected)).toBeLessThan(
        1e-6 * expected,
      );
    }
  });
});
