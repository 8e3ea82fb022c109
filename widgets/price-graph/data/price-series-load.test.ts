import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../core/http/api-client';
import type { PriceTimeSeries } from '../../../core/schemas/price-time-series';
import { loadPriceTimeSeries, startPriceTimeSeries } from './price-series-load';

const PATH = '/market-data/price-time-series/16099872/period/YEAR_1';

/** A client whose every GET answers the next of `answers`, counting the requests. */
function clientAnswering(...answers: Array<() => Promise<unknown>>) {
  const paths: string[] = [];
  const client = {
    apiBase: 'https://api.broker.example',
    get: (path: string) => {
      paths.push(path);
      const answer = answers[paths.length - 1] ?? (() => Promise.reject(new Error('no answer')));
      return answer();
    },
  } as unknown as ApiClient;
  return { client, paths };
}

const answer = (name: string) => () => Promise.resolve({ name } as unknown as PriceTimeSeries);

afterEach(() => {
  vi.useRealTimers();
});

describe('a price series load started before a graph’s first render', () => {
  it('is taken by the next load of its URL, once: a later load asks the server again', async () => {
    const { client, paths } = clientAnswering(answer('started'), answer('fresh'));
    startPriceTimeSeries(client, PATH);
    expect(paths).toEqual([PATH]);
    await expect(loadPriceTimeSeries(client, PATH)).resolves.toEqual({ name: 'started' });
    expect(paths).toEqual([PATH]);
    await expect(loadPriceTimeSeries(client, PATH)).resolves.toEqual({ name: 'fresh' });
    expect(paths).toEqual([PATH, PATH]);
  });

  it('is not taken by a load of another URL', async () => {
    const { client, paths } = clientAnswering(answer('started'), answer('other'), answer('taken'));
    startPriceTimeSeries(client, PATH);
    await expect(loadPriceTimeSeries(client, `${PATH}?resolution=WEEK`)).resolves.toEqual({
      name: 'other',
    });
    await expect(loadPriceTimeSeries(client, PATH)).resolves.toEqual({ name: 'started' });
    expect(paths).toHaveLength(2);
  });

  it('is let go when it fails before it is taken, so the render’s load asks again', async () => {
    const { client, paths } = clientAnswering(
      () => Promise.reject(new Error('503')),
      answer('again'),
    );
    startPriceTimeSeries(client, PATH);
    await Promise.resolve();
    await expect(loadPriceTimeSeries(client, PATH)).resolves.toEqual({ name: 'again' });
    expect(paths).toEqual([PATH, PATH]);
  });

  it('is let go when no render takes it within 5 s', async () => {
    vi.useFakeTimers();
    const { client, paths } = clientAnswering(answer('started'), answer('fresh'));
    startPriceTimeSeries(client, PATH);
    vi.advanceTimersByTime(5_000);
    await expect(loadPriceTimeSeries(client, PATH)).resolves.toEqual({ name: 'fresh' });
    expect(paths).toEqual([PATH, PATH]);
  });
});
