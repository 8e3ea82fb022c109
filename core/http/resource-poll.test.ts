import { afterEach, describe, expect, it, vi } from 'vitest';
import { createResource, type ResourceLoad } from './resource';
import { pollResource } from './resource-poll';

/** A load whose answers the test gives by hand, one pending call per load. */
function manualLoad() {
  const calls: { force: boolean; answer: (value: string) => void }[] = [];
  const load: ResourceLoad<string> = (_key, { force }) =>
    new Promise<string>((answer) => calls.push({ force, answer }));
  return { load, calls };
}

afterEach(() => vi.useRealTimers());

/** A resource asked for its key and polled while its answer is `moving`, on the test's clock. */
function polledRequests(rounds: number) {
  vi.useFakeTimers();
  const { load, calls } = manualLoad();
  const resource = createResource({ load });
  const stop = pollResource(resource, {
    everyMs: 5000,
    rounds,
    while: (answer) => answer === 'moving',
  });
  resource.request('requests');
  return { resource, calls, stop };
}

describe('polling a resource', () => {
  it('loads again while the answer is moving, at most its rounds in a row', async () => {
    const { calls } = polledRequests(2);
    calls[0]?.answer('moving');
    await vi.advanceTimersByTimeAsync(5000);
    calls[1]?.answer('moving');
    await vi.advanceTimersByTimeAsync(5000);
    calls[2]?.answer('moving');
    await vi.advanceTimersByTimeAsync(20_000);
    // Two rounds after the first load, then it stops; each goes past shared answers.
    expect(calls.map((call) => call.force)).toEqual([false, true, true]);
  });

  it('counts again after a load for another reason, and stops once the answer settles', async () => {
    const { resource, calls } = polledRequests(1);
    calls[0]?.answer('moving');
    await vi.advanceTimersByTimeAsync(5000);
    calls[1]?.answer('moving');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(2);

    resource.reload();
    calls[2]?.answer('moving');
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(4);
    calls[3]?.answer('done');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(4);
  });

  it('stops when told to', async () => {
    const { calls, stop } = polledRequests(5);
    calls[0]?.answer('moving');
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(1);
  });
});
