import { act, createRef, useCallback, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { elementSpec, typeText } from '../shared/element-attributes';
import {
  documented,
  documentedEvents,
  elementContract,
  errorEvent,
  event,
  handlerName,
} from '../shared/element-contract';
import { JsonAttributeError, kitElement } from '../shared/kit-element';
import { elementComponent } from './element-component';

/*
 * The React component over an element as a server-rendered app meets it: rendered to HTML,
 * hydrated, re-rendered with new props and handlers, and unmounted. The element is a small
 * kit element of its own, so what is checked is the component and the element base alone.
 */

const spec = elementSpec({
  tag: 'test-widget',
  attributes: {
    'item-id': { kind: 'string' },
    items: { kind: 'string', property: typeText<readonly number[]>('readonly number[]') },
    data: { kind: 'json', property: typeText<{ name: string }>('{ name: string }') },
    wide: { kind: 'boolean' },
  },
  events: ['bw-ready', 'bw-error'],
});

const contract = elementContract({
  tag: spec.tag,
  className: 'TestWidget',
  summary: 'A widget for tests.',
  description: 'A widget for tests.',
  attributes: documented(spec.attributes, {
    'item-id': { required: true, description: 'an id' },
    items: { description: 'numbers' },
    data: { description: 'an object' },
    wide: { description: 'wide' },
  }),
  events: documentedEvents(spec.events, {
    'bw-ready': event<{ at: string }>({
      detail: typeText<{ at: string }>('{ at: string }'),
      fields: ['at'],
      description: 'the element is connected',
    }),
    'bw-error': errorEvent('TestErrorDetail', 'something failed'),
  }),
  parts: {},
  slots: {},
  tokens: [],
  cssProperties: {},
});

class TestWidget extends kitElement(HTMLElement, spec) {
  changes: [string, unknown][] = [];
  override propertyChangedCallback(property: string, value: unknown): void {
    this.changes.push([property, value]);
  }
  override connectedCallback(): void {
    super.connectedCallback();
    // Announced as it upgrades: a listener added after definition would miss it.
    this.dispatchEvent(new CustomEvent('bw-ready', { detail: { at: 'connect' } }));
  }
}

const Widget = elementComponent<typeof contract, TestWidget>(TestWidget, 'TestWidgetComponent');

const widget = (container: Element) => container.querySelector('test-widget') as TestWidget;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** Server HTML in the page, hydrated with React; recoverable errors (mismatches) collected. */
function hydrate(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const errors: unknown[] = [];
  act(() => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}

describe('a kit element in a server-rendered React app', () => {
  it('is written on the server with its text, number and boolean props as attributes', () => {
    const html = renderToString(
      <Widget itemId="7" items={[1, 2]} data={{ name: 'a' }} wide onReady={() => undefined} />,
    );
    expect(html).toBe('<test-widget item-id="7" wide=""></test-widget>');
  });

  // First of the tests that mount: the element is not defined before it.
  it('is defined by the first component that mounts, once a stable handler listens', () => {
    expect(customElements.get('test-widget')).toBeUndefined();
    const heard: string[] = [];
    function App() {
      const onReady = useCallback((e: CustomEvent<{ at: string }>) => heard.push(e.detail.at), []);
      return <Widget itemId="7" onReady={onReady} />;
    }
    const { container } = hydrate(<App />);
    expect(customElements.get('test-widget')).toBe(TestWidget);
    // What the element announced as it upgraded was heard, and so is what comes later.
    expect(heard).toEqual(['connect']);
    widget(container).dispatchEvent(new CustomEvent('bw-ready', { detail: { at: 'later' } }));
    expect(heard).toEqual(['connect', 'later']);
  });

  it('gets its array and object props as properties once hydrated, with no mismatch', () => {
    const { container, errors } = hydrate(
      <Widget itemId="7" items={[1, 2, 3]} data={{ name: 'Nordic tech' }} />,
    );
    const element = widget(container);
    expect(element.items).toEqual([1, 2, 3]);
    expect(element.data).toEqual({ name: 'Nordic tech' });
    expect(element.itemId).toBe('7');
    expect(errors).toEqual([]);
  });

  it('keeps one listener per event through re-renders and new handlers, calling the latest', () => {
    const added = vi.spyOn(HTMLElement.prototype, 'addEventListener');
    const calls: string[] = [];
    let setRound: (round: number) => void = () => undefined;
    function App() {
      const [round, set] = useState(1);
      setRound = set;
      return <Widget itemId="7" onReady={() => calls.push(`round ${round}`)} />;
    }
    const { container } = hydrate(<App />);
    act(() => setRound(2));
    act(() => setRound(3));
    calls.length = 0;
    widget(container).dispatchEvent(new CustomEvent('bw-ready', { detail: { at: 'now' } }));
    expect(calls).toEqual(['round 3']);
    const readyListeners = added.mock.calls.filter(([type]) => type === 'bw-ready');
    expect(readyListeners).toHaveLength(1);
    added.mockRestore();
  });

  it('stops calling handlers once unmounted', () => {
    const onReady = vi.fn();
    const { container } = hydrate(<Widget itemId="7" onReady={onReady} />);
    const element = widget(container);
    onReady.mockClear();
    act(() => root?.unmount());
    root = undefined;
    element.dispatchEvent(new CustomEvent('bw-ready', { detail: { at: 'after' } }));
    expect(onReady).not.toHaveBeenCalled();
  });

  it('passes prop changes on: new objects, JSON text read as the attribute, and removal', () => {
    let show: (data: { name: string } | string | undefined) => void = () => undefined;
    function App() {
      const [data, setData] = useState<{ name: string } | string | undefined>({ name: 'first' });
      show = setData;
      return <Widget itemId="7" data={data} />;
    }
    const { container } = hydrate(<App />);
    const element = widget(container);
    expect(element.data).toEqual({ name: 'first' });
    act(() => show({ name: 'second' }));
    expect(element.data).toEqual({ name: 'second' });
    act(() => show('{"name":"as text"}'));
    expect(element.data).toEqual({ name: 'as text' });
    act(() => show('{"name":'));
    expect(element.data).toBeInstanceOf(JsonAttributeError);
    act(() => show({ name: 'third' }));
    expect(element.data).toEqual({ name: 'third' });
    act(() => show(undefined));
    expect(element.data).toBeUndefined();
  });

  it('hands a ref the element', () => {
    const ref = createRef<TestWidget>();
    const { container } = hydrate(<Widget itemId="7" ref={ref} />);
    expect(ref.current).toBe(widget(container));
  });

  it('takes a handler prop per event of the contract', () => {
    expect(Object.keys(contract.events).map(handlerName)).toEqual(['onReady', 'onError']);
  });

  it('is named as the component in React’s tools', () => {
    expect(Widget.displayName).toBe('TestWidgetComponent');
  });
});
