import { readFileSync, writeFileSync } from 'node:fs';
import {
  allAttributes,
  CSS_STATES,
  type AttributeContract,
  type ElementContract,
} from '../widgets/shared/element-contract';
import { propertyName } from '../widgets/shared/element-attributes';
import { attributeDescription, cssPropertiesOf, defaultValue, typeOf } from './contract-text';

/*
 * The element contracts as HTML editors read them, written beside dist/custom-elements.json:
 * dist/web-types.json (JetBrains IDEs; package.json's `web-types` points to it) and
 * dist/vscode.html-custom-data.json (VS Code's HTML custom data, version 1.1, which a project
 * lists in its `html.customData` setting). Texts are Markdown, as in the contracts.
 */

/** What an HTML attribute's text is: a number for a numeric one, else text. */
const attributeText = (attribute: AttributeContract): 'number' | 'string' =>
  attribute.kind === 'number' || attribute.type?.text === 'number' ? 'number' : 'string';

/**
 * The default an editor shows as the attribute's text (`buy`, `8`), when it is a value; a
 * boolean attribute's absence is not one.
 */
function attributeDefault(attribute: AttributeContract): string | undefined {
  if (attribute.kind === 'boolean') return undefined;
  return defaultValue(attribute)?.replace(/^'(.*)'$/, '$1');
}

/** A text ending with a full stop. */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** The custom states as a sentence for descriptions that have no place for them. */
const statesText = () =>
  Object.entries(CSS_STATES)
    .map(([name, description]) => `\`:state(${name})\`: ${description}`)
    .join(' ');

function webTypesAttribute([name, attribute]: [string, AttributeContract]) {
  const fallback = attributeDefault(attribute);
  return {
    name,
    description: attributeDescription(attribute),
    ...(attribute.required ? { required: true } : {}),
    ...(fallback === undefined ? {} : { default: fallback }),
    value: attribute.values
      ? { kind: 'plain', type: 'enum', required: true }
      : attribute.kind === 'boolean'
        ? { kind: 'plain', type: 'boolean', required: false }
        : { kind: 'plain', type: attributeText(attribute), required: true },
    ...(attribute.values ? { values: attribute.values.map((value) => ({ name: value })) } : {}),
  };
}

/** One element as web-types contributes it to HTML: attributes, properties, events, CSS. */
export function webTypesElement(contract: ElementContract) {
  const attributes = allAttributes(contract);
  const parts = Object.entries(contract.parts);
  const slots = Object.entries(contract.slots);
  return {
    name: contract.tag,
    description: `${contract.description}\n\n${statesText()}`,
    source: { module: `broker-widgets/elements/${contract.tag}.js`, symbol: contract.className },
    attributes: attributes.map(webTypesAttribute),
    ...(slots.length === 0
      ? {}
      : { slots: slots.map(([name, description]) => ({ name, description })) }),
    js: {
      properties: attributes.map(([name, attribute]) => ({
        name: propertyName(name),
        description: attributeDescription(attribute),
        type: typeOf(attribute),
      })),
      events: Object.entries(contract.events).map(([name, event]) => ({
        name,
        description: `${event.description}. Detail: \`${event.detail.text}\`.`,
      })),
    },
    css: {
      properties: cssPropertiesOf(contract).map((property) => ({
        name: property.name,
        description: `${sentence(property.description)} Default: \`${property.default}\`.`,
      })),
      ...(parts.length === 0
        ? {}
        : { parts: parts.map(([name, description]) => ({ name, description })) }),
    },
  };
}

/** dist/web-types.json: every element, for JetBrains IDEs (schema json.schemastore.org/web-types). */
export function webTypes(contracts: readonly ElementContract[], version: string) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: 'broker-widgets',
    version,
    'js-types-syntax': 'typescript',
    'description-markup': 'markdown',
    contributions: { html: { elements: contracts.map(webTypesElement) } },
  };
}

const markdown = (value: string) => ({ kind: 'markdown', value });

/** A list for a tag's description: `Events: \`bw-error\` (…); …`. */
const listed = (title: string, entries: [string, string][]) =>
  entries.length === 0
    ? []
    : [`${title}: ${entries.map(([name, text]) => `\`${name}\` (${text})`).join('; ')}.`];

/** One element as VS Code's HTML custom data has it: a tag with its attributes and values. */
export function vscodeTag(contract: ElementContract) {
  const description = [
    contract.description,
    ...listed(
      'Events',
      Object.entries(contract.events).map(([name, event]) => [name, event.description]),
    ),
    ...listed('Slots', Object.entries(contract.slots)),
    ...listed('Parts', Object.entries(contract.parts)),
    statesText(),
  ].join('\n\n');
  return {
    name: contract.tag,
    description: markdown(description),
    attributes: allAttributes(contract).map(([name, attribute]) => ({
      name,
      description: markdown(attributeDescription(attribute)),
      ...(attribute.values ? { values: attribute.values.map((value) => ({ name: value })) } : {}),
      // `v`: VS Code's value set of attributes that take no value.
      ...(attribute.kind === 'boolean' ? { valueSet: 'v' } : {}),
    })),
  };
}

/** dist/vscode.html-custom-data.json: every element, as VS Code's HTML custom data 1.1. */
export function vscodeCustomData(contracts: readonly ElementContract[]) {
  return { version: 1.1, tags: contracts.map(vscodeTag) };
}

/** Writes both files into dist/. */
export function writeEditorData(contracts: readonly ElementContract[]): void {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const json = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;
  writeFileSync('dist/web-types.json', json(webTypes(contracts, version)));
  writeFileSync('dist/vscode.html-custom-data.json', json(vscodeCustomData(contracts)));
  console.log(`dist/web-types.json, dist/vscode.html-custom-data.json: ${contracts.length} tag(s)`);
}
