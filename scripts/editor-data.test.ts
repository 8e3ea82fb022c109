import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allAttributes } from '../widgets/shared/element-contract';
import { propertyName } from '../widgets/shared/element-attributes';
import { vscodeCustomData, webTypes } from './editor-data';
import { ELEMENT_CONTRACTS } from './element-contracts';
import { ELEMENT_TAGS } from './element-tags';

/*
 * The editor data written beside the manifest: every element and attribute of the contracts,
 * with the words an enumerated attribute takes and the defaults that are values.
 */

const contracts = ELEMENT_TAGS.map((tag) => ELEMENT_CONTRACTS[tag]);

describe('web-types', () => {
  const data = webTypes(contracts, '1.2.3');
  const elements = data.contributions.html.elements;
  const element = (tag: string) => elements.find((entry) => entry.name === tag);

  it('names the schema, the package and its version', () => {
    expect(data).toMatchObject({
      $schema: 'https://json.schemastore.org/web-types',
      name: 'broker-widgets',
      version: '1.2.3',
      'description-markup': 'markdown',
    });
  });

  for (const contract of contracts) {
    it(`holds <${contract.tag}> with every attribute, property, event, part and custom property`, () => {
      const entry = element(contract.tag);
      const attributes = allAttributes(contract);
      expect(entry?.description).toContain(contract.description);
      expect(entry?.attributes.map((attribute) => attribute.name)).toEqual(
        attributes.map(([name]) => name),
      );
      for (const [name, attribute] of attributes) {
        const written = entry?.attributes.find((candidate) => candidate.name === name);
        expect(written?.values?.map((value) => value.name)).toEqual(attribute.values);
        const text = attribute.type?.text === 'number' ? 'number' : 'string';
        const kind = attribute.kind === 'boolean' ? 'boolean' : text;
        expect(written?.value.type).toBe(attribute.values ? 'enum' : kind);
        expect(written?.required).toBe(attribute.required);
      }
      expect(entry?.js.properties.map((property) => property.name)).toEqual(
        attributes.map(([name]) => propertyName(name)),
      );
      expect(entry?.js.events.map((event) => event.name)).toEqual(Object.keys(contract.events));
      expect(entry?.css.parts?.map((part) => part.name)).toEqual(
        Object.keys(contract.parts).length === 0 ? undefined : Object.keys(contract.parts),
      );
      expect(entry?.css.properties.map((property) => property.name)).toEqual([
        ...contract.tokens,
        ...Object.keys(contract.cssProperties),
      ]);
      expect(entry?.slots?.map((slot) => slot.name)).toEqual(
        Object.keys(contract.slots).length === 0 ? undefined : Object.keys(contract.slots),
      );
    });
  }

  it('gives defaults as the attribute’s text, and none the element works out', () => {
    const attribute = (tag: string, name: string) =>
      element(tag)?.attributes.find((candidate) => candidate.name === name);
    expect(attribute('fund-order-panel', 'side')).toMatchObject({
      default: 'buy',
      value: { type: 'enum' },
      values: [{ name: 'buy' }, { name: 'sell' }],
    });
    expect(attribute('price-graph', 'comparator-limit')).toMatchObject({
      default: '8',
      value: { type: 'number' },
    });
    expect(attribute('price-graph', 'instrument-id')).toMatchObject({ required: true });
    expect(attribute('price-graph', 'api-base')).not.toHaveProperty('default');
    expect(attribute('price-graph', 'locale')).not.toHaveProperty('default');
    expect(attribute('price-graph', 'locale')?.values?.map((value) => value.name)).toEqual([
      'sv-SE',
      'nb-NO',
      'da-DK',
      'fi-FI',
      'en-GB',
    ]);
    expect(attribute('spark-graph', 'area')).toMatchObject({ value: { type: 'boolean' } });
    expect(attribute('spark-graph', 'area')).not.toHaveProperty('default');
  });
});

describe('VS Code HTML custom data', () => {
  const data = vscodeCustomData(contracts);

  it('is version 1.1 with a tag per element', () => {
    expect(data.version).toBe(1.1);
    expect(data.tags.map((tag) => tag.name)).toEqual([...ELEMENT_TAGS]);
  });

  for (const contract of contracts) {
    it(`describes <${contract.tag}> and its attributes with the words each takes`, () => {
      const tag = data.tags.find((entry) => entry.name === contract.tag);
      expect(tag?.description.value).toContain(contract.description);
      for (const name of Object.keys(contract.events)) {
        expect(tag?.description.value).toContain(`\`${name}\``);
      }
      const attributes = allAttributes(contract);
      expect(tag?.attributes.map((attribute) => attribute.name)).toEqual(
        attributes.map(([name]) => name),
      );
      for (const [name, attribute] of attributes) {
        const written = tag?.attributes.find((candidate) => candidate.name === name);
        expect(written?.description.value).toContain(attribute.description);
        expect(written?.values?.map((value) => value.name)).toEqual(attribute.values);
        expect(written?.valueSet).toBe(attribute.kind === 'boolean' ? 'v' : undefined);
      }
    });
  }
});

describe('the package', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
    'web-types': string;
    files: string[];
    exports: Record<string, unknown>;
  };

  it('points editors to the files the build writes', () => {
    expect(pkg['web-types']).toBe('./dist/web-types.json');
    expect(pkg.exports['./web-types.json']).toBe('./dist/web-types.json');
    expect(pkg.exports['./vscode.html-custom-data.json']).toBe(
      './dist/vscode.html-custom-data.json',
    );
    expect(pkg.files).toContain('dist');
  });
});
