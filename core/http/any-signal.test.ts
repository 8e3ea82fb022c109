import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anySignal } from './any-signal';

const native = Object.getOwnPropertyDescriptor(AbortSignal, 'any');

describe.each([
  ['with AbortSignal.any', false],
  ['in an engine without AbortSignal.any', true],
])('anySignal %s', (_name, withoutAny) => {
  beforeEach(() => {
    if (withoutAny)
      Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true });
  });

  afterEach(() => {
    if (native) Object.defineProperty(AbortSignal, 'any', native);
  });

  it('aborts when any of the signals aborts, with its reason', () => {
    const first = new AbortController();
    const second = new AbortController();
    const combined = anySignal([first.signal, second.signal]);
    expect(combined.aborted).toBe(false);
    second.abort(new Error('second'));
    expect(combined.aborted).toBe(true);
    expect((combined.reason as Error).message).toBe('second');
    first.abort(new Error('first'));
    expect((combined.reason as Error).message).toBe('second');
  });

  it('is aborted at once when a signal already is', () => {
    const done = AbortSignal.abort(new Error('before'));
    const combined = anySignal([new AbortController().signal, done]);
    expect(combined.aborted).toBe(true);
    expect((combined.reason as Error).message).toBe('before');
  });

  it('aborts on a timeout', async () => {
    const combined = anySignal([new AbortController().signal, AbortSignal.timeout(5)]);
    await new Promise((resolve) => combined.addEventListener('abort', resolve));
    expect((combined.reason as DOMException).name).toBe('TimeoutError');
  });
});
