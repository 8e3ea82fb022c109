import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../core/i18n/locales';
import { THEME_STATES } from '../widgets/shared/configure';
import { allAttributes, type TokenProperty } from '../widgets/shared/element-contract';
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
      expect.objectContaining({ name: 'side', type: { text: "'buy' | 'sell'" }, default: "'buy'" }),
    );
    expect(panel.attributes).toContainEqual(
      expect.objectContaining({ name: 'instrument-id', description: 'the fund. Required.' }),
    );
    expect(panel.events).toContainEqual(
      expect.objectContaining({
        name: 'bw-order-placed',
        type: expect.objectContaining({ text: 'CustomEvent<OrderPlacedDetail>' }),
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

  describe('as tools read it', () => {
    const declarations = ELEMENT_TAGS.map((tag) => elementDeclaration(ELEMENT_CONTRACTS[tag]));
    const attributesOf = (tag: (typeof ELEMENT_TAGS)[number]) =>
      elementDeclaration(ELEMENT_CONTRACTS[tag]).attributes;
    const named = (tag: (typeof ELEMENT_TAGS)[number], name: string) =>
      attributesOf(tag).find((attribute) => attribute.name === name);

    it('gives a default only as a value in code text, one the attribute’s type takes', () => {
      expect(named('fund-order-panel', 'side')).toMatchObject({ default: "'buy'" });
      expect(named('price-graph', 'comparator-limit')).toMatchObject({ default: '8' });
      expect(named('price-graph', 'historical-download')).toMatchObject({ default: 'false' });
      expect(named('spark-graph', 'period')).toMatchObject({ default: "'DAY_1'" });
      expect(named('curated-list-card', 'theme')).toMatchObject({ default: "'light'" });
      for (const declaration of declarations) {
        for (const attribute of [...declaration.attributes, ...declaration.members]) {
          const literal = attribute.default;
          if (literal === undefined) continue;
          const { text } = attribute.type;
          if (literal.startsWith("'")) expect(text.split(' | ')).toContain(literal);
          else if (literal === 'false') expect(text).toBe('boolean');
          else expect([text, literal]).toEqual(['string | number', String(Number(literal))]);
        }
      }
    });

    it('leaves out a default the element works out, and says it in the description', () => {
      for (const [name, words] of [
        ['api-base', "Default: the page's origin."],
        ['site-base', "Default: the page's origin."],
        ['feed-url', 'Default: `api-base` with `ws(s):` and `/ws`.'],
        ['locale', 'Default: `<html lang>`, else `sv-SE`.'],
      ] as const) {
        const attribute = named('price-graph', name);
        expect(attribute).not.toHaveProperty('default');
        expect(attribute?.description).toContain(words);
      }
      expect(named('price-graph', 'features')).not.toHaveProperty('default');
      expect(named('price-graph', 'features')?.description).toContain('Default: all.');
      expect(named('spark-graph', 'close')).not.toHaveProperty('default');
      expect(named('fund-order-panel', 'accid')).not.toHaveProperty('default');
    });

    it('types every enumerated attribute, the locale too, as the union of its words', () => {
      const locales = SUPPORTED_LOCALES.map((locale) => `'${locale}'`).join(' | ');
      expect(named('spark-graph', 'locale')?.type.text).toBe(locales);
      for (const tag of ELEMENT_TAGS) {
        for (const [name, attribute] of allAttributes(ELEMENT_CONTRACTS[tag])) {
          if (!attribute.values) continue;
          expect(named(tag, name)?.type.text).toBe(
            attribute.values.map((value) => `'${value}'`).join(' | '),
          );
        }
      }
    });

    it('lists the custom states the theme styles, on every element', () => {
      const css = readFileSync('widgets/shared/theme.css.ts', 'utf8');
      const styled = [...css.matchAll(/:state\((\w+)\)/g)].map((match) => match[1]);
      expect(styled).toEqual([...THEME_STATES]);
      for (const declaration of declarations) {
        expect(declaration.cssStates.map((state) => state.name)).toEqual([...THEME_STATES]);
        for (const state of declaration.cssStates) expect(state.description).not.toBe('');
      }
    });

    it('sums each element up in one line', () => {
      for (const declaration of declarations) {
        expect(declaration.summary).toMatch(/^[A-Z][^\n]{20,100}\.$/);
        expect(declaration.summary.length).toBeLessThan(declaration.description.length);
      }
    });

    it('names the element’s module for every type a type text names', () => {
      const panel = elementDeclaration(ELEMENT_CONTRACTS['fund-order-panel']);
      expect(panel.events[0]?.type).toEqual({
        text: 'CustomEvent<OrderPlacedDetail>',
        references: [
          {
            name: 'OrderPlacedDetail',
            module: 'dist/elements/fund-order-panel.js',
            start: 12,
            end: 29,
          },
        ],
      });
      expect(named('curated-list-card', 'list')?.type).toMatchObject({
        text: 'ListPreviewInput | string',
        references: [{ name: 'ListPreviewInput', module: 'dist/elements/curated-list-card.js' }],
      });
      // A locale's letters are words of a string, not types.
      expect(named('price-graph', 'locale')?.type).not.toHaveProperty('references');
      for (const declaration of declarations) {
        const types = [
          ...declaration.attributes,
          ...declaration.members,
          ...declaration.events,
        ].map((entry) => entry.type);
        for (const type of types) {
          for (const reference of type.references ?? []) {
            expect(type.text.slice(reference.start, reference.end)).toBe(reference.name);
          }
        }
      }
    });
  });
});
