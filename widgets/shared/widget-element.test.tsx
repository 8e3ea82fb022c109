import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { elementSpec } from './element-attributes';
import { FIRST_RENDER_WAIT_MS, widgetElement } from './widget-element';

const spec = <const T extends `${string}-${string}`>(tag: T) =>
  elementSpec({ tag, attributes: { name: { kind: 'string' } }, events: [] });

function Greeting({ name }: { name?: string }) {
  return <p>Hello {name}</p>;
}

let serial = 0;

/** Defines an element for `Greeting` whose `start` gives `started`, and puts one in the page. */
function greetingOnPage(started: () => Promise<unknown> | undefined) {
  const start = vi.fn<(props: { name?: string }) => Promise<unknown> | undefined>(started);
  const tag = `greeting-element-${String((serial += 1))}` as const;
  customElements.define(tag, widgetElement(spec(tag), Greeting, { start }));
  const element = document.createElement(tag);
  element.setAttribute('name', 'Ada');
  document.body.append(element);
  const text = () => element.shadowRoot?.textContent ?? '';
  return { element, start, text };
}

describe('a widget element whose start asks for what its first render shows', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    // An element out of the page unmounts its React root in a microtask: inside act.
    await act(async () => document.body.replaceChildren());
    vi.useRealTimers();
  });

  it('renders first once that answer is there, not before', async () => {
    let leave: () => void = () => undefined;
    const { start, text } = greetingOnPage(() => new Promise<void>((resolve) => (leave = resolve)));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(start).toHaveBeenCalledTimes(1);
    expect(start.mock.calls[0]?.[0]).toMatchObject({ name: 'Ada' });
    expect(text()).toBe('');
    await act(async () => {
      leave();
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(text()).toBe('Hello Ada');
  });

  it('waits for it no longer than FIRST_RENDER_WAIT_MS', async () => {
    const { text } = greetingOnPage(() => new Promise(() => undefined));
    await act(() => vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS - 5));
    expect(text()).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(text()).toBe('Hello Ada');
  });

  it('renders at once, in the task after it is connected, where start gives no promise', async () => {
    const { start, text } = greetingOnPage(() => undefined);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(start).toHaveBeenCalledTimes(1);
    expect(text()).toBe('Hello Ada');
  });

  it('takes changes made while it waits into its first render', async () => {
    const { element, text } = greetingOnPage(() => new Promise(() => undefined));
    await act(() => vi.advanceTimersByTimeAsync(10));
    element.setAttribute('name', 'Grace');
    await act(() => vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS));
    expect(text()).toBe('Hello Grace');
  });

  it('runs start once: not again when the element changes or moves', async () => {
    const { element, start, text } = greetingOnPage(() => undefined);
    await act(() => vi.advanceTimersByTimeAsync(1));
    element.setAttribute('name', 'Grace');
    await act(async () => {
      document.body.prepend(element);
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(text()).toBe('Hello Grace');
    expect(start).toHaveBeenCalledTimes(1);
  });
});
