// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMEBACK_GAP_MS, onComeback } from './comeback';
import { createResource } from './resource';

const comeBack = () => window.dispatchEvent(new Event('focus'));
const showTab = () => document.dispatchEvent(new Event('visibilitychange'));

describe('the reader coming back to the page', () => {
  afterEach(() => vi.useRealTimers());

  it('is heard once for a return that fires both focus and visibility', () => {
    vi.useFakeTimers({ now: 10_000 });
    const listener = vi.fn();
    const stop = onComeback(listener);
    comeBack();
    showTab();
    expect(listener).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(COMEBACK_GAP_MS);
    showTab();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(COMEBACK_GAP_MS);
    comeBack();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('loads a revalidating resource again, and not one that was disposed', () => {
    vi.useFakeTimers({ now: 100_000 });
    const load = vi.fn(() => new Promise<number>(() => {}));
    const resource = createResource({ load, revalidateOn: onComeback });
    const still = createResource({ load: vi.fn(() => new Promise<number>(() => {})) });
    resource.request('a');
    still.request('a');
    comeBack();
    expect(load).toHaveBeenCalledTimes(2);

    resource.dispose();
    vi.advanceTimersByTime(COMEBACK_GAP_MS);
    comeBack();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
