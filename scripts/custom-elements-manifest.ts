import { writeFileSync } from 'node:fs';
import {
  allAttributes,
  tokenDescription,
  type AttributeContract,
  type ElementContract,
} from '../widgets/shared/element-contract';
import { propertyName } from '../widgets/shared/element-attributes';
import { tokenDefaults } from '../widgets/shared/theme-tokens';
import { ELEMENT_CONTRACTS } from './element-contracts';
import { ELEMENT_TAGS } from './element-tags';

/*
 * Writes dist/custom-elements.json (Custom Elements Manifest, schema 2.0.0) from each element's
 * contract (`widgets/<tag>/contract.ts`), so editors, linters and docs read what the code
 * declares. Design tokens take their defaults and texts from the theme and the shared contract;
 * a token the theme does not define fails the build.
 */

/** The type a page writes, as TypeScript text: `'buy' | 'sell'`, `boolean`, `string | number`. */
function typeOf(attribute: AttributeContract): string {
  if (attribute.values) return attribute.values.map((value) => `'${value}'`).join(' | ');
  const extra = attribute.type ?? attribute.property;
  if (attribute.kind === 'json') return attribute.property?.text ?? 'unknown';
  return extra ? `${attribute.kind} | ${extra.text}` : attribute.kind;
}

/** An attribute's meaning with its default or requirement, as the manifest says it. */
function describe(attribute: AttributeContract): string {
  if (attribute.required) return `${attribute.description}. Required.`;
  return attribute.default === undefined
    ? `${attribute.description}.`
    : `${attribute.description}. Default: ${attribute.default}.`;
}

export function elementDeclaration(contract: ElementContract) {
  const defaults = tokenDefaults();
  const attributes = allAttributes(contract);
  return {
    kind: 'class',
    customElement: true,
    name: contract.className,
    tagName: contract.tag,
    description: contract.description,
    attributes: attributes.map(([name, attribute]) => ({
      name,
      type: { text: typeOf(attribute) },
      description: describe(attribute),
      ...(attribute.default === undefined ? {} : { default: attribute.default }),
      fieldName: propertyName(name),
    })),
    // Every attribute is also a property of the element, named in camelCase (`list-id` is
    // `listId`); a JSON attribute's property takes the value itself (an object, an array).
    members: attributes.map(([name, attribute]) => ({
      kind: 'field',
      name: propertyName(name),
      type: { text: typeOf(attribute) },
      description: describe(attribute),
      attribute: name,
      reflects: attribute.kind !== 'json' && attribute.property === undefined,
    })),
    events: Object.entries(contract.events).map(([name, event]) => ({
      name,
      type: { text: `CustomEvent<${event.detail.text}>` },
      description: event.description,
    })),
    slots: Object.entries(contract.slots).map(([name, description]) => ({ name, description })),
    cssParts: Object.entries(contract.parts).map(([name, description]) => ({ name, description })),
    cssProperties: [
      ...contract.tokens.map((name) => {
        const defaultValue = defaults.get(name);
        if (defaultValue === undefined)
          throw new Error(`${contract.tag}: the theme defines no token ${name}`);
        return { name, default: defaultValue, description: tokenDescription(name) };
      }),
      ...Object.entries(contract.cssProperties).map(([name, property]) => ({
        name,
        default: property.default,
        description: property.description,
      })),
    ],
  };
}

function main(): void {
  const modules = ELEMENT_TAGS.map((tag) => {
    const declaration = elementDeclaration(ELEMENT_CONTRACTS[tag]);
    const path = `dist/elements/${tag}.js`;
    return {
      kind: 'javascript-module',
      path,
      declarations: [declaration],
      exports: [
        {
          kind: 'js',
          name: declaration.name,
          declaration: { name: declaration.name, module: path },
        },
        {
          kind: 'custom-element-definition',
          name: tag,
          declaration: { name: declaration.name, module: path },
        },
      ],
    };
  });
  const manifest = { schemaVersion: '2.0.0', readme: 'README.md', modules };
  writeFileSync('dist/custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`dist/custom-elements.json: ${modules.length} element(s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
