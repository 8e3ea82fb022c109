import { writeFileSync } from 'node:fs';
import {
  allAttributes,
  CSS_STATES,
  type AttributeContract,
  type ElementContract,
} from '../widgets/shared/element-contract';
import { propertyName } from '../widgets/shared/element-attributes';
import { ELEMENT_CONTRACTS } from './element-contracts';
import { ELEMENT_TAGS } from './element-tags';
import {
  attributeDescription,
  cssPropertiesOf,
  defaultValue,
  elementModule,
  typeOf,
} from './contract-text';
import { writeEditorData } from './editor-data';

/*
 * Writes dist/custom-elements.json (Custom Elements Manifest, schema 2.0.0) from each element's
 * contract (`widgets/<tag>/contract.ts`), so editors, linters and docs read what the code
 * declares, and beside it the same contracts as editors read them (`editor-data.ts`).
 */

/** Type names a page does not import: the DOM's and the language's. */
const GLOBAL_TYPES = new Set(['CustomEvent', 'Event', 'HTMLElement', 'Record', 'ReadonlyArray']);

/**
 * A type as the manifest writes it: its text, and where each type it names comes from (the
 * element's module exports every one), so tools can import them.
 */
export function typeWithReferences(text: string, module: string) {
  // Words in string literals ('sv-SE') name no type; blanked, they keep their offsets.
  const code = text.replace(/'[^']*'/g, (literal) => ' '.repeat(literal.length));
  const references = [...code.matchAll(/\b[A-Z][\w$]*/g)]
    .filter(([name]) => !GLOBAL_TYPES.has(name))
    .map((match) => ({
      name: match[0],
      module,
      start: match.index,
      end: match.index + match[0].length,
    }));
  return references.length === 0 ? { text } : { text, references };
}

export function elementDeclaration(contract: ElementContract) {
  const attributes = allAttributes(contract);
  const module = elementModule(contract.tag);
  const valueOf = (attribute: AttributeContract) => {
    const value = defaultValue(attribute);
    return value === undefined ? {} : { default: value };
  };
  return {
    kind: 'class',
    customElement: true,
    name: contract.className,
    tagName: contract.tag,
    summary: contract.summary,
    description: contract.description,
    attributes: attributes.map(([name, attribute]) => ({
      name,
      type: typeWithReferences(typeOf(attribute), module),
      description: attributeDescription(attribute),
      ...valueOf(attribute),
      fieldName: propertyName(name),
    })),
    // Every attribute is also a property of the element, named in camelCase (`list-id` is
    // `listId`); a JSON attribute's property takes the value itself (an object, an array).
    members: attributes.map(([name, attribute]) => ({
      kind: 'field',
      name: propertyName(name),
      type: typeWithReferences(typeOf(attribute), module),
      description: attributeDescription(attribute),
      ...valueOf(attribute),
      attribute: name,
      reflects: attribute.kind !== 'json' && attribute.property === undefined,
    })),
    events: Object.entries(contract.events).map(([name, event]) => ({
      name,
      type: typeWithReferences(`CustomEvent<${event.detail.text}>`, module),
      description: event.description,
    })),
    slots: Object.entries(contract.slots).map(([name, description]) => ({ name, description })),
    cssParts: Object.entries(contract.parts).map(([name, description]) => ({ name, description })),
    cssProperties: cssPropertiesOf(contract),
    // Every element shows its theme as a custom state: `price-graph:state(dark)`.
    cssStates: Object.entries(CSS_STATES).map(([name, description]) => ({ name, description })),
  };
}

function main(): void {
  const modules = ELEMENT_TAGS.map((tag) => {
    const declaration = elementDeclaration(ELEMENT_CONTRACTS[tag]);
    const path = elementModule(tag);
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
  writeEditorData(ELEMENT_TAGS.map((tag) => ELEMENT_CONTRACTS[tag]));
}

if (import.meta.url === `file://${process.argv[1]}`) main();
