import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { QueryEndpoint } from '../endpoints/endpoint-call';
import { ApiError } from './api-error';
import { sharedValue } from '../schemas/shared-value';
import { createQueryCache } from './query-cache';
import { createResource, type KeptAnswers, type ResourceLoad } from './resource';

/** A load whose answers the test gives by hand, one pending call per key. */
function manualLoad<T>() {
  const calls: {
    key: string;
    signal: AbortSignal;
    force: boolean;
    answer: (value: T) => void;
    fail: (error: unknown) => void;
  }[] = [];
  const load: ResourceLoad<T> = (key, { signal, force }) =>
    new Promise<T>((answer, fail) => calls.push({ key, signal, force, answer, fail }));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { load, calls, settle };
}

describe('a resource', () => {
  it('is idle until a key is asked for, then loading, then ready with the answer', async () => {
    const { load, calls, settle } = manualLoad<number>();
    const resource = createResource({ load });
    expect(resource.state.value).toMatchObject({ key: undefined, loading: false });

    resource.request('a');
    expect(resource.state.value).toMatchObject({ key: 'a', loading: true, data: undefined });
    calls[0]?.answer(1);
    await settle();
    expect(resource.state.value).toEqual({
      key: 'a',
      data: 1,
      dataKey: 'a',
      loading: false,
      error: undefined,
    });
  });

  it('loads the same key once however often it is asked for', () => {
    const { load, calls } = manualLoad<number>();
    const resource = createResource({ load });
    resource.request('a');
    resource.request('a');
    expect(calls).toHaveLength(1);
  });

  it('keeps the earlier answer on screen while a new key loads, and says whose it is', async () => {
    const { load, calls, settle } = manualLoad<string>();
    const resource = createResource({ load });
    resource.request('a');
    calls[0]?.answer('answer to a');
    await settle();

    resource.request('b');
    expect(resource.state.value).toMatchObject({
      key: 'b',
      data: 'answer to a',
      dataKey: 'a',
      loading: true,
    });
  });

  it('aborts the load of a key left behind, whose late answer never lands', async () => {
    const { load, calls, settle } = manualLoad<string>();
    const resource = createResource({ load });
    resource.request('a');
    resource.request('b');
    expect(calls[0]?.signal.aborted).toBe(true);

    calls[1]?.answer('answer to b');
    calls[0]?.answer('late answer to a');
    await settle();
    expect(resource.state.value).toMatchObject({ data: 'answer to b', dataKey: 'b' });
  });

  it('keeps the answer it has when a fresh one is equal, so nothing is drawn again', async () => {
    const { load, calls, settle } = manualLoad<{ points: number[] }>();
    const resource = createResource({ load, share: sharedValue });
    resource.request('a');
    const first = { points: [1, 2, 3] };
    calls[0]?.answer(first);
    await settle();

    resource.reload();
    calls[1]?.answer({ points: [1, 2, 3] });
    await settle();
    expect(resource.state.value.data).toBe(first);

    resource.reload();
    calls[2]?.answer({ points: [1, 2, 4] });
    await settle();
    expect(resource.state.value.data).toEqual({ points: [1, 2, 4] });
  });

  it("takes what another key's answer on screen holds equal, and only that", async () => {
    type Answer = { points: number[]; indicators: string[] };
    const { load, calls, settle } = manualLoad<Answer>();
    const resource = createResource({ load, share: sharedValue });
    resource.request('with SMA');
    const first = { points: [1, 2, 3], indicators: ['SMA'] };
    calls[0]?.answer(first);
    await settle();

    resource.request('with SMA and EMA');
    calls[1]?.answer({ points: [1, 2, 3], indicators: ['SMA', 'EMA'] });
    await settle();
    const shown = resource.state.value.data;
    expect(shown).toEqual({ points: [1, 2, 3], indicators: ['SMA', 'EMA'] });
    expect(shown?.points).toBe(first.points);
    expect(resource.state.value.dataKey).toBe('with SMA and EMA');
  });

  it('reloads with force when asked, skipping shared answers', () => {
    const { load, calls } = manualLoad<number>();
    const resource = createResource({ load });
    resource.request('a');
    resource.reload({ force: true });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('reports a failure as an ApiError and keeps the answer it had', async () => {
    const { load, calls, settle } = manualLoad<number>();
    const resource = createResource({ load });
    resource.request('a');
    calls[0]?.answer(1);
    await settle();

    resource.reload();
    calls[1]?.fail(new TypeError('Failed to fetch'));
    await settle();
    const { error, data, loading } = resource.state.value;
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.kind).toBe('network');
    expect(error?.message).toBe('Failed to fetch');
    expect({ data, loading }).toEqual({ data: 1, loading: false });

    resource.reload();
    expect(resource.state.value.error).toBeUndefined();
  });

  it('carries on through a failure the widget tolerates, without an error', async () => {
    const { load, calls, settle } = manualLoad<number>();
    const tolerate = vi.fn((error: ApiError) => error.kind === 'timeout');
    const resource = createResource({ load, tolerate });
    resource.request('a');
    calls[0]?.fail(new ApiError('timeout', 'a', 'no answer in time'));
    await settle();
    expect(tolerate).toHaveBeenCalledTimes(1);
    expect(resource.state.value).toMatchObject({ loading: false, error: undefined });

    resource.reload();
    calls[1]?.fail(new ApiError('http', 'a', 'HTTP 500', { status: 500 }));
    await settle();
    expect(resource.state.value.error?.status).toBe(500);
  });

  it('shows an answer another resource kept for the key at once, while it loads again', async () => {
    const cache = createQueryCache() as KeptAnswers<string>;
    const first = manualLoad<string>();
    const one = createResource({ load: first.load, cache });
    one.request('a');
    first.calls[0]?.answer('answer to a');
    await first.settle();

    const second = manualLoad<string>();
    const other = createResource({ load: second.load, cache });
    other.request('a');
    expect(other.state.value).toMatchObject({ data: 'answer to a', dataKey: 'a', loading: true });
    expect(second.calls).toHaveLength(1);
  });

  it("shows an answer it was made with as its key's, loaded, and loads nothing when first asked for it", async () => {
    const { load, calls, settle } = manualLoad<string>();
    const resource = createResource({ load, answered: { key: 'a', data: 'prefetched a' } });
    const shown = resource.state.value;
    expect(shown).toEqual({
      key: 'a',
      data: 'prefetched a',
      dataKey: 'a',
      loading: false,
      error: undefined,
    });
    resource.request('a');
    expect(resource.state.value).toBe(shown);
    expect(calls).toHaveLength(0);

    // Only the first request of it: a reload, or the key asked for again later, loads.
    resource.reload();
    expect(calls).toHaveLength(1);
    calls[0]?.answer('fresh a');
    await settle();
    resource.request('b');
    resource.request('a');
    expect(calls.map((call) => call.key)).toEqual(['a', 'b', 'a']);
  });

  it('loads its key again every refreshMs, keeping the answer on screen, until it is let go', async () => {
    vi.useFakeTimers();
    const { load, calls } = manualLoad<number>();
    const resource = createResource({
      load,
      refreshMs: (key) => (key === 'today' ? 60_000 : undefined),
    });
    resource.request('today');
    calls[0]?.answer(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.map((call) => call.key)).toEqual(['today', 'today']);
    expect(resource.state.value).toMatchObject({ data: 1, dataKey: 'today', loading: true });

    resource.request('last week');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls.map((call) => call.key)).toEqual(['today', 'today', 'last week']);
    vi.useRealTimers();
  });

  it('gives up its load when disposed, and loads again when asked afterwards', async () => {
    const { load, calls, settle } = manualLoad<number>();
    const resource = createResource({ load });
    resource.request('a');
    resource.dispose();
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.answer(1);
    await settle();
    expect(resource.state.value.data).toBeUndefined();

    resource.request('a');
    expect(calls).toHaveLength(2);
  });

  it('loads its key again when a write invalidates what it shows', async () => {
    const queries = createQueryCache();
    const orders = {
      path: () => '/orders',
      schema: v.unknown(),
      what: 'orders',
      cached: false,
    } as const satisfies QueryEndpoint;
    const other = { ...orders, what: 'plans' };
    const { load, calls, settle } = manualLoad<number>();
    const resource = createResource({
      load,
      invalidateOn: (invalidate) => queries.onInvalidate([orders], invalidate),
    });
    resource.request('a');
    calls[0]?.answer(1);
    await settle();

    queries.invalidate([other]);
    expect(calls).toHaveLength(1);
    queries.invalidate([orders]);
    expect(calls).toHaveLength(2);
    expect(resource.state.value).toMatchObject({ data: 1, loading: true });

    resource.dispose();
    queries.invalidate([orders]);
    expect(calls).toHaveLength(2);
  });
});
