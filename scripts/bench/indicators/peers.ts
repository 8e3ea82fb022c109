import * as technicalIndicators from 'technicalindicators';
import * as tradingSignals from 'trading-signals';
import { DEVIATION, MACD, PERIOD, STOCHASTIC, type Contenders, type Series } from './inputs';

/** The npm peers of the indicator bench, with the bench's settings. */

/** technicalindicators takes plain arrays and returns arrays (of objects for multi-output). */
export function peerTechnicalIndicators(series: Series): Contenders {
  const high = Array.from(series.high);
  const low = Array.from(series.low);
  const close = Array.from(series.close);
  return {
    sma: () => technicalIndicators.SMA.calculate({ period: PERIOD.sma, values: close }),
    ema: () => technicalIndicators.EMA.calculate({ period: PERIOD.ema, values: close }),
    rsi: () => technicalIndicators.RSI.calculate({ period: PERIOD.rsi, values: close }),
    bollinger: () =>
      technicalIndicators.BollingerBands.calculate({
        period: PERIOD.bollinger,
        stdDev: DEVIATION,
        values: close,
      }),
    macd: () =>
      technicalIndicators.MACD.calculate({
        values: close,
        fastPeriod: MACD.short,
        slowPeriod: MACD.long,
        signalPeriod: MACD.signal,
        SimpleMAOscillator: false,
        SimpleMASignal: false,
      }),
    stochastic: () =>
      technicalIndicators.Stochastic.calculate({
        high,
        low,
        close,
        period: STOCHASTIC.period,
        signalPeriod: STOCHASTIC.signal,
      }),
  };
}

/**
 * trading-signals is streaming: one object per indicator, fed a price at a time. Its
 * results are written into Float64Arrays so that it does the same job as the others.
 */
export function peerTradingSignals(series: Series): Contenders {
  const { high, low, close } = series;
  const length = close.length;
  const single = (make: () => { add(price: number): number | null }) => (): Float64Array => {
    const indicator = make();
    const out = new Float64Array(length);
    for (let i = 0; i < length; i++) out[i] = indicator.add(close[i] as number) ?? NaN;
    return out;
  };
  return {
    sma: single(() => new tradingSignals.SMA(PERIOD.sma)),
    ema: single(() => new tradingSignals.EMA(PERIOD.ema)),
    rsi: single(() => new tradingSignals.RSI(PERIOD.rsi)),
    bollinger: () => {
      const indicator = new tradingSignals.BollingerBands(PERIOD.bollinger, DEVIATION);
      const upper = new Float64Array(length);
      const middle = new Float64Array(length);
      const lower = new Float64Array(length);
      for (let i = 0; i < length; i++) {
        const bands = indicator.add(close[i] as number);
        upper[i] = bands?.upper ?? NaN;
        middle[i] = bands?.middle ?? NaN;
        lower[i] = bands?.lower ?? NaN;
      }
      return [upper, middle, lower];
    },
    macd: () => {
      const indicator = new tradingSignals.MACD(
        new tradingSignals.EMA(MACD.short),
        new tradingSignals.EMA(MACD.long),
        new tradingSignals.EMA(MACD.signal),
      );
      const line = new Float64Array(length);
      const signal = new Float64Array(length);
      const diff = new Float64Array(length);
      for (let i = 0; i < length; i++) {
        const result = indicator.add(close[i] as number);
        line[i] = result?.macd ?? NaN;
        signal[i] = result?.signal ?? NaN;
        diff[i] = result?.histogram ?? NaN;
      }
      return [line, signal, diff];
    },
    stochastic: () => {
      const indicator = new tradingSignals.StochasticOscillator({
        kPeriod: STOCHASTIC.period,
        kSlowingPeriod: 1,
        dPeriod: STOCHASTIC.signal,
      });
      const k = new Float64Array(length);
      const d = new Float64Array(length);
      for (let i = 0; i < length; i++) {
        const result = indicator.add({
          high: high[i] as number,
          low: low[i] as number,
          close: close[i] as number,
        });
        k[i] = result?.stochK ?? NaN;
        d[i] = result?.stochD ?? NaN;
      }
      return [k, d];
    },
  };
}
