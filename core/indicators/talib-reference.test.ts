import { describe, expect, it } from 'vitest';
import { bollinger, ema, macd, rsi, sma, stochastic } from './index';
import {
  loadTalibReference,
  withinTolerance,
  type ReferenceCase,
  type ReferenceIndicator,
} from './fixtures/talib-reference';

// Reference data: TA-Lib C 0.6.0-dev via the `talib` npm binding (see fixtures/).
const reference = loadTalibReference();
const { high, low, close } = reference.input;

/** Bars 999–1039 of the reference series are suspended: one price, high = low. */
const FLAT_FROM = 999;
const FLAT_TO = 1039;

function compute(testCase: ReferenceCase): Record<string, Float64Array> {
  const p = testCase.params;
  const param = (name: string): number => {
    const value = p[name];
    if (value === undefined) throw new Error(`fixture case lacks ${name}`);
    return value;
  };
  const outputs: Record<ReferenceIndicator, () => Record<string, Float64Array>> = {
    sma: () => ({ value: sma(close, param('period')) }),
    ema: () => ({ value: ema(close, param('period')) }),
    rsi: () => ({ value: rsi(close, param('period')) }),
    bollinger: () => ({ ...bollinger(close, param('period'), param('deviation')) }),
    macd: () => ({ ...macd(close, param('short'), param('long'), param('signal')) }),
    stochastic: () => ({ ...stochastic(high, low, close, param('period'), param('signal')) }),
  };
  return outputs[testCase.indicator]();
}

/** Where our output disagrees with the reference: NaN must match null, values the tolerance. */
function disagreements(
  actual: Float64Array,
  expected: readonly (number | null)[],
  alsoAccept?: (index: number, value: number) => boolean,
): string[] {
  const found: string[] = [];
  expect(actual).toHaveLength(expected.length);
  expected.forEach((want, index) => {
    const got = actual[index] as number;
    if (want === null) {
      if (!Number.isNaN(got)) found.push(`[${String(index)}] ${String(got)}, expected no value`);
    } else if (!withinTolerance(got, want) && !(alsoAccept?.(index, got) ?? false)) {
      found.push(`[${String(index)}] ${String(got)}, expected ${String(want)}`);
    }
  });
  return found.slice(0, 5);
}

/** Bollinger bands computed two-pass over each window: the mathematically exact value. */
function exactBand(period: number, deviation: number, side: -1 | 0 | 1, index: number): number {
  let sum = 0;
  for (let j = index - period + 1; j <= index; j++) sum += close[j] as number;
  const mean = sum / period;
  let squares = 0;
  for (let j = index - period + 1; j <= index; j++) squares += ((close[j] as number) - mean) ** 2;
  return mean + side * deviation * Math.sqrt(squares / period);
}

describe('TA-Lib reference agreement', () => {
  it('covers every indicator', () => {
    const covered = new Set(reference.cases.map((testCase) => testCase.indicator));
    expect([...covered].sort()).toEqual(['bollinger', 'ema', 'macd', 'rsi', 'sma', 'stochastic']);
  });

  const plain = reference.cases.filter((testCase) => testCase.indicator !== 'bollinger');
  it.each(plain.map((testCase) => [testCase.indicator, JSON.stringify(testCase.params), testCase]))(
    '%s %s agrees with TA-Lib within 1e-9',
    (_name, _params, testCase) => {
      const actual = compute(testCase);
      for (const [output, expected] of Object.entries(testCase.outputs)) {
        const series = actual[output];
        expect(series, output).toBeInstanceOf(Float64Array);
        expect(disagreements(series as Float64Array, expected), output).toEqual([]);
      }
    },
  );

  const bands = reference.cases.filter((testCase) => testCase.indicator === 'bollinger');
  it.each(bands.map((testCase) => [JSON.stringify(testCase.params), testCase]))(
    'bollinger %s agrees with TA-Lib, or with the exact value where its running sums drift',
    (_params, testCase) => {
      const period = testCase.params['period'] as number;
      const deviation = testCase.params['deviation'] as number;
      const actual = compute(testCase);
      const sides = { upper: 1, middle: 0, lower: -1 } as const;
      const exactOnly: number[] = [];
      for (const [output, side] of Object.entries(sides)) {
        const expected = testCase.outputs[output] as readonly (number | null)[];
        const accepted = (index: number, value: number): boolean => {
          const exact = withinTolerance(value, exactBand(period, deviation, side, index));
          if (exact) exactOnly.push(index);
          return exact;
        };
        expect(disagreements(actual[output] as Float64Array, expected, accepted), output).toEqual(
          [],
        );
      }
      // The exact value is only needed where a window touches the suspended stretch.
      for (const index of exactOnly) {
        expect(index).toBeGreaterThanOrEqual(FLAT_FROM);
        expect(index).toBeLessThanOrEqual(FLAT_TO + period - 1);
      }
    },
  );

  it('closes the Bollinger bands exactly onto the price inside the suspended stretch', () => {
    const { upper, middle, lower } = bollinger(close, 20, 2);
    for (let index = FLAT_FROM + 19; index <= FLAT_TO; index++) {
      expect([upper[index], middle[index], lower[index]]).toEqual([117.43, 117.43, 117.43]);
    }
  });
});
