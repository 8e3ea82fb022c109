import { afterEach, describe, expect, it, vi } from 'vitest';
import { expose } from 'comlink';
import { macd, sma } from '../indicators';
import { createIndicatorEngine, WORKER_START_TIMEOUT_MS } from './indicator-engine';
import { indicatorService } from './indicator-service';
import { WORKER_READY } from './worker-ready';

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

/** A worker stand-in: one end of a channel, whose other end plays the worker's side. */
function channelWorker() {
  const { port1, port2 } = new MessageChannel();
  // Delivering at once, as a worker's port does once its script has run: a message that
  // arrives before anyone listens is gone.
  port2.start();
  const worker = Object.assign(port1, { terminate: vi.fn(() => port1.close()) });
  return { worker: worker as unknown as Worker, inside: port2 };
}

describe('indicator engine with a worker', () => {
  afterEach(() => vi.useRealTimers());

  it('sends no call before the worker says it is ready, so none is lost', async () => {
    const { worker, inside } = channelWorker();
    const engine = createIndicatorEngine(() => worker);
    const result = engine.sma(close, 14);
    // The worker's module is still loading: nothing listens on its side yet.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expose(indicatorService, inside);
    inside.postMessage(WORKER_READY);
    expect(await result).toEqual(sma(close, 14));
    expect(await engine.mode()).toBe('worker');
    inside.close();
  });

  it('computes on the main thread, with one warning, when the worker fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { worker } = channelWorker();
    const engine = createIndicatorEngine(() => worker);
    const mode = engine.mode();
    worker.dispatchEvent(Object.assign(new Event('error'), { message: 'Failed to fetch' }));
    expect(await mode).toBe('main-thread');
    expect(worker.terminate).toHaveBeenCalledTimes(1);
    expect(await engine.sma(close, 14)).toEqual(sma(close, 14));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toBe('Failed to fetch');
  });

  it('gives up on a worker that never says it is ready', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { worker } = channelWorker();
    const mode = createIndicatorEngine(() => worker).mode();
    await vi.advanceTimersByTimeAsync(WORKER_START_TIMEOUT_MS);
    expect(await mode).toBe('main-thread');
  });
});
