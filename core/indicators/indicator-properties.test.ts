import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bollinger, ema, macd, rsi, sma, stochastic } from './index';

const price = fc.double({ min: 0.0001, max: 1e6, noNaN: true });
const prices = fc.array(price, { minLength: 1, maxLength: 200 });
const period = fc.integer({ min: 1, max: 40 });

/** Bars with low ≤ close ≤ high, as a market delivers them. */
const bars = fc
  .array(
    fc.tuple(
      price,
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
    ),
    {
      minLength: 1,
      maxLength: 200,
    },
  )
  .map((rows) => ({
    close: rows.map(([close]) => close),
    high: rows.map(([close, up]) => close * (1 + up)),
    low: rows.map(([close, , down]) => close * (1 - down / 2)),
  }));

const values = (series: Float64Array): number[] =>
  Array.from(series).filter((value) => !Number.isNaN(value));

describe('indicator properties', () => {
  it('the SMA of a constant series is that constant', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 300 }), period, (constant, length, p) => {
        for (const value of values(sma(new Array<number>(length).fill(constant), p))) {
          expect(value).toBe(constant);
        }
      }),
    );
  });

  it('the EMA of a constant series is that constant and its MACD is 0, up to rounding', () => {
    // The EMA seed is a plain sum / period (as in TA-Lib), which may round one step off.
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 300 }), (constant, length) => {
        const series = new Array<number>(length).fill(constant);
        for (const value of values(ema(series, 9))) {
          expect(Math.abs(value - constant)).toBeLessThanOrEqual(1e-15 * constant);
        }
        const result = macd(series, 12, 26, 9);
        for (const value of [...values(result.macd), ...values(result.diff)]) {
          expect(Math.abs(value)).toBeLessThanOrEqual(1e-15 * constant);
        }
      }),
    );
  });

  it('orders the Bollinger bands lower ≤ middle ≤ upper, with the middle band the SMA', () => {
    fc.assert(
      fc.property(
        prices,
        period,
        fc.double({ min: 0, max: 50, noNaN: true }),
        (close, p, deviation) => {
          const { upper, middle, lower } = bollinger(close, p, deviation);
          expect(middle).toEqual(sma(close, p));
          middle.forEach((mid, index) => {
            if (Number.isNaN(mid)) return;
            expect(lower[index]).toBeLessThanOrEqual(mid);
            expect(upper[index]).toBeGreaterThanOrEqual(mid);
          });
        },
      ),
    );
  });

  it('keeps the RSI within 0–100', () => {
    fc.assert(
      fc.property(prices, period, (close, p) => {
        for (const value of values(rsi(close, p))) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('keeps stochastic %K and %D within 0–100', () => {
    fc.assert(
      fc.property(bars, period, fc.integer({ min: 1, max: 10 }), (series, p, signal) => {
        const { k, d } = stochastic(series.high, series.low, series.close, p, signal);
        for (const value of [...values(k), ...values(d)]) {
          // The %D average of values in 0–100 may round a hair past the ends.
          expect(value).toBeGreaterThanOrEqual(-1e-9);
          expect(value).toBeLessThanOrEqual(100 + 1e-9);
        }
      }),
    );
  });
});
