import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryCache } from '../../core/http/query-cache';
import type { KeptAnswers, ResourceLoad } from '../../core/http/resource';
import { useResource } from './use-resource';

/** Loads whose answers the test gives by hand. */
function manualLoads() {
  const calls: { key: string; signal: AbortSignal; answer: (text: string) => void }[] = [];
  const load: ResourceLoad<string> = (key, { signal }) =>
    new Promise((answer) => calls.push({ key, signal, answer }));
  return { load, calls };
}

function Shown({
  id,
  load,
  cache,
}: {
  id: string | undefined;
  load: ResourceLoad<string>;
  cache?: KeptAnswers<string>;
}) {
  const view = useResource(id && `quote/${id}`, load, { cache });
  renders.push(view.dataKey === view.key && view.data ? view.data : 'none');
  return (
    <p role="status">
      {view.loading ? 'loading' : 'settled'} {(view.dataKey === view.key && view.data) || 'none'}
    </p>
  );
}

/** What each render showed. */
let renders: string[] = [];

describe('useResource', () => {
  beforeEach(() => {
    renders = [];
  });

  it('shows an answer kept for its key from its very first render, while loading it again', async () => {
    const cache = createQueryCache() as KeptAnswers<string>;
    cache.set('quote/1', 'kept quote');
    const { load, calls } = manualLoads();
    render(<Shown id="1" load={load} cache={cache} />);
    expect(renders[0]).toBe('kept quote');
    expect(screen.getByRole('status').textContent).toBe('loading kept quote');
    await act(async () => calls[0]?.answer('fresh quote'));
    expect(screen.getByRole('status').textContent).toBe('settled fresh quote');
    expect(renders).not.toContain('none');
  });

  it('shows a prefetched answer that has come as loaded from its first render, with no load or render after', async () => {
    const cache = createQueryCache();
    const request = Promise.resolve('prefetched quote');
    cache.prefetched('quote/1', request);
    await request;
    const { load, calls } = manualLoads();
    render(<Shown id="1" load={load} cache={cache as KeptAnswers<string>} />);
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toBe('settled prefetched quote');
    expect(renders).toEqual(['prefetched quote']);
    expect(calls).toHaveLength(0);
  });

  it('shows a new key loading in the very render that asks for it, then its answer', async () => {
    const { load, calls } = manualLoads();
    const { rerender } = render(<Shown id="1" load={load} />);
    await act(async () => calls[0]?.answer('first quote'));
    expect(screen.getByRole('status').textContent).toBe('settled first quote');

    rerender(<Shown id="2" load={load} />);
    expect(screen.getByRole('status').textContent).toBe('loading none');
    await act(async () => calls[1]?.answer('second quote'));
    expect(screen.getByRole('status').textContent).toBe('settled second quote');
    expect(calls.map((call) => call.key)).toEqual(['quote/1', 'quote/2']);
  });

  it('asks for nothing while the key is unknown', () => {
    const { load, calls } = manualLoads();
    render(<Shown id={undefined} load={load} />);
    expect(screen.getByRole('status').textContent).toBe('settled none');
    expect(calls).toHaveLength(0);
  });

  it('gives up the load under way when the component goes', () => {
    const { load, calls } = manualLoads();
    const { unmount } = render(<Shown id="1" load={load} />);
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });
});
