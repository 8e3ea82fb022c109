// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { version } from '../../package.json';
import { defineKitElement } from './define-element';
import { elementSpec } from './element-attributes';

/** An element class of the kit for `tag`, as each copy of the kit makes its own. */
const kitClass = (tag: `${string}-${string}`, kitVersion = version) =>
  class extends HTMLElement {
    static readonly spec = elementSpec({ tag, attributes: {}, events: [] });
    static readonly kitVersion = kitVersion;
  };

const warnings = () => vi.mocked(console.warn).mock.calls.map(([message]) => String(message));

describe('defining a kit element', () => {
  afterEach(() => vi.restoreAllMocks());

  it('defines it under its spec’s tag', () => {
    const Element = kitClass('define-first');
    defineKitElement(Element);
    expect(customElements.get('define-first')).toBe(Element);
  });

  it('leaves a tag the same version of the kit defined, without a word', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = kitClass('define-twice');
    defineKitElement(first);
    defineKitElement(kitClass('define-twice'));
    expect(customElements.get('define-twice')).toBe(first);
    expect(warnings()).toEqual([]);
  });

  it('leaves a tag another version defined, and says whose element the page keeps', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    defineKitElement(kitClass('define-older', '0.0.1'));
    defineKitElement(kitClass('define-older'));
    expect(warnings()).toEqual([
      `<define-older> is defined by broker-widgets 0.0.1; broker-widgets ${version} leaves it`,
    ]);
  });

  it('leaves a tag another script defined, and says so', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    customElements.define('define-foreign', class extends HTMLElement {});
    defineKitElement(kitClass('define-foreign'));
    expect(warnings()).toEqual([
      `<define-foreign> is defined by another script; broker-widgets ${version} leaves it`,
    ]);
  });
});
