import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { elementSpec } from './element-attributes';
import { widgetElement } from './widget-element';

const spec = <const T extends `${string}-${string}`>(tag: T) =>
  elementSpec({ tag, attributes: { name: { kind: 'string' } }, events: [] });

function Greeting({ name }: { name?: string }) {
  return <p>Hello {name}</p>;
}

let serial = 0;

/**
 * Defines an element for `Greeting` whose `start` records the text shown when it runs, and puts
 * one in the page, its name set in the same task.
 */
function greetingOnPage() {
  const tag = `greeting-element-${String((serial += 1))}` as const;
  const element = document.createElement(tag);
  const text = () => element.shadowRoot?.textContent ?? '';
  const shownAtStart: string[] = [];
  const start = vi.fn<(props: { name?: string }) => void>(() => {
    shownAtStart.push(text());
  });
  customElements.define(tag, widgetElement(spec(tag), Greeting, { start }));
  document.body.append(element);
  element.setAttribute('name', 'Ada');
  return { element, start, text, shownAtStart };
}

describe("a widget element's start", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    // An element out of the page unmounts its React root in a microtask: inside act.
    await act(async () => document.body.replaceChildren());
    vi.useRealTimers();
  });

  it('runs once, with the props of the first render, before it, in the task after connecting', async () => {
    const { start, text, shownAtStart } = greetingOnPage();
    expect(start).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(start).toHaveBeenCalledTimes(1);
    expect(start.mock.calls[0]?.[0]).toMatchObject({ name: 'Ada' });
    expect(shownAtStart).toEqual(['']);
    expect(text()).toBe('Hello Ada');
  });

  it('does not run again when the element changes or moves', async () => {
    const { element, start, text } = greetingOnPage();
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
