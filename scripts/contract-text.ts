import {
  tokenDescription,
  type AttributeContract,
  type ElementContract,
} from '../widgets/shared/element-contract';
import { tokenDefaults } from '../widgets/shared/theme-tokens';

/*
 * An element contract's attributes as the files for tools write them (the Custom Elements
 * Manifest, web-types, VS Code's custom data): their types, defaults and descriptions.
 */

/** The module of an element, as the package ships it: `dist/elements/<tag>.js` and its types. */
export const elementModule = (tag: string) => `dist/elements/${tag}.js`;

/**
 * The type a page writes, as TypeScript text: `'buy' | 'sell'`, `boolean`, `string | number`.
 * A JSON attribute takes its value or the value's JSON text.
 */
export function typeOf(attribute: AttributeContract): string {
  if (attribute.values) return attribute.values.map((value) => `'${value}'`).join(' | ');
  const extra = attribute.type ?? attribute.property;
  if (attribute.kind === 'json') {
    return attribute.property ? `${attribute.property.text} | string` : 'unknown';
  }
  return extra ? `${attribute.kind} | ${extra.text}` : attribute.kind;
}

/**
 * An attribute's default as a value in code text (`'buy'`, `8`, `false`), when it is one: a
 * boolean attribute is false while absent; an enumerated one's default is one of its words
 * (written `` `buy` `` in the contract); a numeric one's, a number. A default the element
 * works out (the page's origin, `<html lang>`) is no value: undefined, and the description
 * says it.
 */
export function defaultValue(attribute: AttributeContract): string | undefined {
  if (attribute.kind === 'boolean') return 'false';
  const text = attribute.default;
  if (text === undefined) return undefined;
  const word = /^`([^`]+)`$/.exec(text)?.[1];
  if (word !== undefined && attribute.values?.includes(word)) return `'${word}'`;
  const numeric = attribute.kind === 'number' || attribute.type?.text === 'number';
  if (numeric && /^-?\d+(\.\d+)?$/.test(text)) return text;
  return undefined;
}

/** An attribute's meaning with its default or requirement, as the manifest says it. */
export function attributeDescription(attribute: AttributeContract): string {
  if (attribute.required) return `${attribute.description}. Required.`;
  return attribute.default === undefined
    ? `${attribute.description}.`
    : `${attribute.description}. Default: ${attribute.default}.`;
}

/**
 * The custom properties an element reads: the design tokens it draws with, their defaults and
 * texts from the theme and the shared contract (a token the theme does not define fails the
 * build), then its own.
 */
export function cssPropertiesOf(contract: ElementContract) {
  const defaults = tokenDefaults();
  return [
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
  ];
}
