import { describe, expect, it } from 'vitest';
import type { TokenProperty } from '../widgets/shared/element-contract';
import { curatedListCardContract } from '../widgets/curated-list-card/contract';
import { elementDeclaration } from './custom-elements-manifest';
import { ELEMENT_CONTRACTS } from './element-contracts';
import { ELEMENT_TAGS } from './element-tags';

describe('custom elements manifest', () => {
  const declaration = elementDeclaration(curatedListCardContract);

  it('reads the tag, attributes and events from the element contract', () => {
    expect(declaration.tagName).toBe('curated-list-card');
    expect(declaration.attributes.map((a) => a.name)).toEqual(
      expect.arrayContaining(['list-id', 'list', 'compact', 'api-base', 'locale', 'theme']),
    );
    expect(declaration.events.map((e) => e.name)).toEqual(['bw-list-open', 'bw-error']);
  });

  it('lists every attribute as a property too, in camelCase', () => {
    expect(declaration.members).toContainEqual(
      expect.objectContaining({ kind: 'field', name: 'listId', attribute: 'list-id' }),
    );
    expect(declaration.members.map((m) => m.attribute)).toEqual(
      declaration.attributes.map((a) => a.name),
    );
    expect(declaration.attributes).toContainEqual(
      expect.objectContaining({ name: 'api-base', fieldName: 'apiBase' }),
    );
  });

  it('takes CSS custom property defaults from the theme', () => {
    expect(declaration.cssProperties).toContainEqual(
      expect.objectContaining({ name: '--bw-color-accent', default: '#0046c8' }),
    );
  });

  it('refuses a design token the theme does not define', () => {
    const contract = { ...curatedListCardContract, tokens: ['--bw-nope' as TokenProperty] };
    expect(() => elementDeclaration(contract)).toThrow(/--bw-nope/);
  });

  it('writes each attribute’s type, default and requirement', () => {
    const panel = elementDeclaration(ELEMENT_CONTRACTS['fund-order-panel']);
    expect(panel.attributes).toContainEqual(
      expect.objectContaining({ name: 'side', type: { text: "'buy' | 'sell'" }, default: '`buy`' }),
    );
    expect(panel.attributes).toContainEqual(
      expect.objectContaining({ name: 'instrument-id', description: 'the fund. Required.' }),
    );
    expect(panel.events).toContainEqual(
      expect.objectContaining({
        name: 'bw-order-placed',
        type: { text: 'CustomEvent<OrderPlacedDetail>' },
      }),
    );
  });

  for (const tag of ELEMENT_TAGS) {
    it(`lists all of <${tag}>’s contract: attributes, properties, events, parts, slots, custom properties`, () => {
      const contract = ELEMENT_CONTRACTS[tag];
      const element = elementDeclaration(contract);
      expect(element.tagName).toBe(tag);
      const attributes = [
        ...Object.keys(contract.attributes),
        'api-base',
        'feed-url',
        'site-base',
        'locale',
        'theme',
      ];
      expect(element.attributes.map((a) => a.name)).toEqual(attributes);
      expect(element.members.map((m) => m.attribute)).toEqual(attributes);
      expect(element.events.map((e) => e.name)).toEqual(Object.keys(contract.events));
      expect(element.cssParts.map((p) => p.name)).toEqual(Object.keys(contract.parts));
      expect(element.slots.map((s) => s.name)).toEqual(Object.keys(contract.slots));
      expect(element.cssProperties.map((p) => p.name)).toEqual([
        ...contract.tokens,
        ...Object.keys(contract.cssProperties),
      ]);
      for (const property of element.cssProperties) expect(property.default).not.toBe('');
    });
  }

  it('keeps what each element documented before its contract was one module', () => {
    const named = (tag: (typeof ELEMENT_TAGS)[number]) => {
      const element = elementDeclaration(ELEMENT_CONTRACTS[tag]);
      return {
        parts: element.cssParts.map((p) => p.name),
        slots: element.slots.map((s) => s.name),
        css: element.cssProperties.map((p) => p.name),
      };
    };
    expect(named('fund-order-panel').slots).toEqual(['logged-out']);
    expect(named('price-graph').parts).toEqual(
      expect.arrayContaining(['card', 'header', 'drawer', 'legend', 'chart', 'tooltip', 'table']),
    );
    expect(named('price-graph').css).toEqual(
      expect.arrayContaining(['--bw-price-graph-height', '--bw-graph-series-15']),
    );
    expect(named('spark-graph').parts).toEqual([
      'graph',
      'positive',
      'negative',
      'line',
      'area',
      'dots',
    ]);
    expect(named('spark-graph').css).toEqual(['--bw-color-positive', '--bw-color-negative']);
  });
});
