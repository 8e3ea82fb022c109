import { afterEach, describe, expect, it, vi } from 'vitest';
import { macd, sma } from '../indicators';
import { createIndicatorEngine } from './indicator-engine';

afterEach(() => vi.restoreAllMocks());

const close = Float64Array.from({ length: 200 }, (_, i) => 100 + Math.sin(i / 7) * 5 + i / 10);

describe('indicator engine without a worker', () => {
  it('computes the same numbers on the main thread and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const engine = createIndicatorEngine(() => {
      throw new DOMException('Refused by the Content-Security-Policy', 'SecurityError');
    });
    expect(await engine.mode()).toBe('main-thread');
    expect(await engine.sma(close, 14)).toEqual(sma(close, 14));
    expect(await engine.macd(close, 12, 26, 9)).toEqual(macd(close, 12, 26, 9));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/main thread/);
  });

  it('passes errors of the functions through', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const engine = createIndicatorEngine(() => {
      throw new Error('no workers here');
    });
    await expect(engine.sma(close, 0)).rejects.toThrow(RangeError);
  });
});
