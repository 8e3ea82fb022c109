import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bollinger, ema, macd, rsi, sma, stochastic } from './index';

/**
 * The contract every indicator keeps (one test, run for each): outputs are Float64Arrays
 * as long as the input; NaN exactly during the warm-up; structurally invalid parameters
 * throw a RangeError naming the parameter, a period longer than the data gives no
 * values; and each run of finite prices between gaps is computed as its own series.
 */

interface Bars {
  readonly high: ArrayLike<number>;
  readonly low: ArrayLike<number>;
  readonly close: ArrayLike<number>;
}

type Params = Readonly<Record<string, number>>;

interface ContractEntry {
  readonly name: string;
  readonly params: Params;
  /** Index of the first value for a series without gaps. */
  readonly lookback: (p: Params) => number;
  /** Parameters that count bars. */
  readonly periods: readonly string[];
  readonly run: (bars: Bars, p: Params) => readonly Float64Array[];
}

const get = (p: Params, name: string): number => p[name] ?? NaN;

const entries: readonly ContractEntry[] = [
  {
    name: 'sma',
    params: { period: 14 },
    lookback: (p) => get(p, 'period') - 1,
    periods: ['period'],
    run: (bars, p) => [sma(bars.close, get(p, 'period'))],
  },
  {
    name: 'ema',
    params: { period: 9 },
    lookback: (p) => get(p, 'period') - 1,
    periods: ['period'],
    run: (bars, p) => [ema(bars.close, get(p, 'period'))],
  },
  {
    name: 'rsi',
    params: { period: 14 },
    lookback: (p) => get(p, 'period'),
    periods: ['period'],
    run: (bars, p) => [rsi(bars.close, get(p, 'period'))],
  },
  {
    name: 'bollinger',
    params: { period: 20, deviation: 2 },
    lookback: (p) => get(p, 'period') - 1,
    periods: ['period'],
    run: (bars, p) => {
      const { upper, middle, lower } = bollinger(bars.close, get(p, 'period'), get(p, 'deviation'));
      return [upper, middle, lower];
    },
  },
  {
    name: 'macd',
    params: { short: 12, long: 26, signal: 9 },
    lookback: (p) => get(p, 'long') + get(p, 'signal') - 2,
    periods: ['short', 'long', 'signal'],
    run: (bars, p) => {
      const result = macd(bars.close, get(p, 'short'), get(p, 'long'), get(p, 'signal'));
      return [result.macd, result.signal, result.diff];
    },
  },
  {
    name: 'stochastic',
    params: { period: 14, signal: 3 },
    lookback: (p) => get(p, 'period') + get(p, 'signal') - 2,
    periods: ['period', 'signal'],
    run: (bars, p) => {
      const { k, d } = stochastic(
        bars.high,
        bars.low,
        bars.close,
        get(p, 'period'),
        get(p, 'signal'),
      );
      return [k, d];
    },
  },
];

/** A deterministic random walk of bars with high ≥ close ≥ low. */
function walk(length: number, seed = 7): { high: number[]; low: number[]; close: number[] } {
  let state = seed;
  const random = (): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const high: number[] = [];
  const low: number[] = [];
  const close: number[] = [];
  let price = 100;
  for (let i = 0; i < length; i++) {
    price = Math.max(1, price + (random() - 0.5) * 4);
    close.push(price);
    high.push(price + random() * 2);
    low.push(price - random() * 2);
  }
  return { high, low, close };
}

/** fast-check bars: positive prices, high ≥ close ≥ low. */
const barsArbitrary = (minLength: number, maxLength: number): fc.Arbitrary<Bars> =>
  fc
    .array(
      fc.tuple(
        fc.double({ min: 1, max: 10_000, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
      ),
      { minLength, maxLength },
    )
    .map((rows) => ({
      close: rows.map(([close]) => close),
      high: rows.map(([close, up]) => close + up),
      low: rows.map(([close, , down]) => close - down),
    }));

const concatenate = (a: ArrayLike<number>, b: ArrayLike<number>): number[] => [
  ...Array.from(a),
  NaN,
  ...Array.from(b),
];

describe.each(entries)('indicator contract: $name', (entry) => {
  const bars = walk(300);

  it('returns Float64Arrays as long as the input', () => {
    for (const output of entry.run(bars, entry.params)) {
      expect(output).toBeInstanceOf(Float64Array);
      expect(output).toHaveLength(300);
    }
    for (const output of entry.run({ high: [], low: [], close: [] }, entry.params)) {
      expect(output).toHaveLength(0);
    }
  });

  it('is NaN exactly during the warm-up and has a value from then on', () => {
    const lookback = entry.lookback(entry.params);
    for (const output of entry.run(bars, entry.params)) {
      const missing = Array.from(output, (value) => Number.isNaN(value));
      expect(missing.indexOf(false)).toBe(lookback);
      expect(missing.slice(lookback).every((isMissing) => !isMissing)).toBe(true);
    }
  });

  it('gives no value when a period is longer than the data', () => {
    for (const name of entry.periods) {
      // MACD's short must stay below long, so lengthen long with it.
      const params =
        name === 'short'
          ? { ...entry.params, short: 400, long: 401 }
          : { ...entry.params, [name]: 301 };
      for (const output of entry.run(bars, params)) {
        expect(output).toHaveLength(300);
        expect(output.every((value) => Number.isNaN(value))).toBe(true);
      }
    }
  });

  it.each([0, -1, 2.5, NaN, Infinity])('rejects a period of %s with a RangeError', (bad) => {
    for (const name of entry.periods) {
      expect(() => entry.run(bars, { ...entry.params, [name]: bad })).toThrow(RangeError);
      expect(() => entry.run(bars, { ...entry.params, [name]: bad })).toThrow(
        new RegExp(`^${entry.name}: ${name} must be a whole number`),
      );
    }
  });

  it('gives the same numbers for plain arrays and typed arrays and leaves the input alone', () => {
    const typed = {
      high: Float64Array.from(bars.high),
      low: Float64Array.from(bars.low),
      close: Float64Array.from(bars.close),
    };
    const before = Array.from(typed.close);
    expect(entry.run(typed, entry.params)).toEqual(entry.run(bars, entry.params));
    expect(Array.from(typed.close)).toEqual(before);
  });

  it('computes each run of finite prices between gaps as a series of its own', () => {
    fc.assert(
      fc.property(barsArbitrary(0, 60), barsArbitrary(0, 60), (a, b) => {
        const small = Object.fromEntries(
          Object.entries(entry.params).map(([name, value]) => [
            name,
            // Short periods so that both sides of the gap produce values.
            name === 'deviation' ? value : Math.max(1, Math.round(value / 3)),
          ]),
        );
        const joined = {
          high: concatenate(a.high, b.high),
          low: concatenate(a.low, b.low),
          close: concatenate(a.close, b.close),
        };
        const whole = entry.run(joined, small);
        const left = entry.run(a, small);
        const right = entry.run(b, small);
        whole.forEach((output, index) => {
          expect(Array.from(output)).toEqual(
            concatenate(left[index] as Float64Array, right[index] as Float64Array),
          );
        });
      }),
      { numRuns: 150 },
    );
  });
});

describe('indicator contract: parameters beyond periods', () => {
  const { high, low, close } = walk(50);

  it('rejects a negative or non-finite Bollinger deviation', () => {
    for (const bad of [-0.5, NaN, Infinity]) {
      expect(() => bollinger(close, 20, bad)).toThrow(
        /^bollinger: deviation must be a finite number of at least 0/,
      );
    }
  });

  it('rejects a MACD short period not below the long period', () => {
    expect(() => macd(close, 26, 26, 9)).toThrow(RangeError);
    expect(() => macd(close, 30, 26, 9)).toThrow('macd: short (30) must be smaller than long (26)');
  });

  it('rejects stochastic high, low and close of different lengths', () => {
    expect(() => stochastic(high, low.slice(1), close, 14, 3)).toThrow(
      'stochastic: low has another length than the others (high 50, low 49, close 50)',
    );
  });
});
