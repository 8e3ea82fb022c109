import { bollinger, ema, macd, rsi, sma, stochastic } from '../../../core/indicators/index';
import { parkMiller } from '../harness/random';

/**
 * What every contender of the indicator bench computes: the six indicators with the TA defaults
 * of the catalogue (the settings a graph shows first), on one deterministic series of bars.
 */

export const PERIOD = { sma: 14, ema: 9, rsi: 14, bollinger: 20 } as const;
export const DEVIATION = 2;
export const MACD = { short: 12, long: 26, signal: 9 } as const;
export const STOCHASTIC = { period: 14, signal: 3 } as const;

export const INDICATORS = ['sma', 'ema', 'rsi', 'bollinger', 'macd', 'stochastic'] as const;
export type IndicatorName = (typeof INDICATORS)[number];
/** One contender: a run of each indicator on the series it was made for. */
export type Contenders = Record<IndicatorName, () => unknown>;

export interface Series {
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
}

/** A deterministic random walk of bars (Park–Miller generator, fixed seed). */
export function makeSeries(length: number): Series {
  const high = new Float64Array(length);
  const low = new Float64Array(length);
  const close = new Float64Array(length);
  const random = parkMiller(20261121);
  let price = 100;
  for (let i = 0; i < length; i++) {
    price = Math.max(1, price * (1 + (random() - 0.5) * 0.02));
    close[i] = price;
    high[i] = price * (1 + random() * 0.01);
    low[i] = price * (1 - random() * 0.01);
  }
  return { high, low, close };
}

/** The first `length` bars of a series. */
export const sliceOf = (series: Series, length: number): Series => ({
  high: series.high.subarray(0, length),
  low: series.low.subarray(0, length),
  close: series.close.subarray(0, length),
});

/** The kit: `core/indicators`. */
export function kit(series: Series): Contenders {
  const { high, low, close } = series;
  return {
    sma: () => sma(close, PERIOD.sma),
    ema: () => ema(close, PERIOD.ema),
    rsi: () => rsi(close, PERIOD.rsi),
    bollinger: () => bollinger(close, PERIOD.bollinger, DEVIATION),
    macd: () => macd(close, MACD.short, MACD.long, MACD.signal),
    stochastic: () => stochastic(high, low, close, STOCHASTIC.period, STOCHASTIC.signal),
  };
}
