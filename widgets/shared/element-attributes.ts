import { SUPPORTED_LOCALES } from '../../core/i18n/locales';
import { THEMES } from './configure';

/*
 * How an element handles its attributes: all of an element's contract (element-contract.ts)
 * that its code needs. Apart from what the attributes mean, so that a bundle carries none of
 * the documentation.
 */

/**
 * How an attribute meets the page:
 * - `string`, `number`: an attribute, reflected when the property is set;
 * - `boolean`: an HTML boolean attribute (present, even bare, is true; removed is false);
 * - `json`: a property taking any value, plus an attribute holding JSON for CMS editors. Text
 *   set as the property is read as the attribute's would be. Bad JSON reaches the widget as a
 *   `JsonAttributeError`, so it can say so instead of crashing.
 */
export type AttributeKind = 'string' | 'number' | 'boolean' | 'json';

/** A TypeScript type the contract carries for the compiler, with its text for the manifest. */
export interface TypeText<T> {
  readonly text: string;
  /** Never set: it only carries `T`. */
  readonly type?: T;
}

/** `typeText<OrderPlacedDetail>('OrderPlacedDetail')`: the type, and its name as the docs write it. */
/* @__NO_SIDE_EFFECTS__ */
export function typeText<T>(text: string): TypeText<T> {
  return { text };
}

/** How an attribute meets the page: all the element's code needs of it. */
export interface AttributeHandling {
  readonly kind: AttributeKind;
  /** The words it takes, when it is one of a few. */
  readonly values?: readonly string[];
  /** What a page may write besides text (a number), reflected as its text. */
  readonly type?: TypeText<unknown>;
  /**
   * What the property takes besides text (an array): kept as set, not reflected; the
   * attribute's text replaces it when the attribute is written. A `json` attribute's property
   * is always kept as set (text is parsed first); its `property` is what it should hold, for
   * the typings.
   */
  readonly property?: TypeText<unknown>;
}

/** An element's attributes by name, as its code handles them. */
export interface AttributeHandlings {
  readonly [name: string]: AttributeHandling;
}

/**
 * An element's attributes as its code handles them. They are declared apart from what they
 * mean (`documented`) so that an element's bundle carries no documentation.
 */
/* @__NO_SIDE_EFFECTS__ */
export function attributeHandlings<const A extends AttributeHandlings>(attributes: A): A {
  return attributes;
}

/**
 * All of an element's contract that its code needs, declared once in `<tag>/spec.ts`: its
 * tag, how it handles its attributes and the events it sends. The element class, its
 * registration and the React entry's component are made from it; the contract documents it.
 */
export interface ElementSpec {
  readonly tag: `${string}-${string}`;
  readonly attributes: AttributeHandlings;
  readonly events: readonly `bw-${string}`[];
}

/** Checks an element's spec and keeps its literal types. */
/* @__NO_SIDE_EFFECTS__ */
export function elementSpec<const S extends ElementSpec>(spec: S): S {
  return spec;
}

/** The attributes every element takes by the kit's public contract, as elements handle them. */
export const SHARED_ATTRIBUTE_HANDLINGS = attributeHandlings({
  'api-base': { kind: 'string' },
  'feed-url': { kind: 'string' },
  'site-base': { kind: 'string' },
  locale: { kind: 'string', values: SUPPORTED_LOCALES },
  theme: { kind: 'string', values: THEMES },
});

/** Every attribute of an element: its own, then the shared ones. */
export type AllAttributes<A extends AttributeHandlings> = A & typeof SHARED_ATTRIBUTE_HANDLINGS;

/** Every attribute an element handles: its own, then the shared ones. */
export const allHandlings = (
  attributes: AttributeHandlings,
): [name: string, attribute: AttributeHandling][] => [
  ...Object.entries(attributes),
  ...Object.entries(SHARED_ATTRIBUTE_HANDLINGS),
];

//#region Names

export type KebabToCamel<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<KebabToCamel<Tail>>}`
  : S;

/** The property an attribute reflects: `list-id` → `listId`. */
export const propertyName = <A extends string>(attribute: A) =>
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) as KebabToCamel<A>;

//#endregion
//#region Types

type Extra<A> = A extends { type: TypeText<infer T> }
  ? T
  : A extends { property: TypeText<infer T> }
    ? T
    : never;

/** The type of a property: what its getter gives and its setter takes. */
type PropertyValue<A extends AttributeHandling> = A['kind'] extends 'boolean'
  ? boolean
  : A['kind'] extends 'json'
    ? unknown
    : A['kind'] extends 'number'
      ? number | undefined
      : (A extends { values: readonly (infer V)[] } ? V : string) | Extra<A> | undefined;

/** The properties of an element's attributes (`list-id` is `listId`), shared ones included. */
export type AttributeProperties<H extends AttributeHandlings> = {
  -readonly [A in keyof AllAttributes<H> & string as KebabToCamel<A>]: PropertyValue<
    AllAttributes<H>[A]
  >;
};

/**
 * What a property holds when the element's code reads it: the attribute's text as the page
 * wrote it, unchecked (a word list is what the contract promises, not what a page writes), or
 * a value kept as the page set it.
 */
type InputValue<A extends AttributeHandling> = A['kind'] extends 'boolean'
  ? boolean
  : A['kind'] extends 'json'
    ? unknown
    : A['kind'] extends 'number'
      ? number | undefined
      : string | (A extends { property: TypeText<infer T> } ? T : never) | undefined;

/**
 * An element's attributes as its code receives them, by property name (`list-id` is `listId`):
 * untrusted input, for the widget's setup to parse. Derived from the handlings, so a widget
 * never declares its attributes a second time.
 */
export type AttributeInputs<H extends AttributeHandlings> = {
  readonly [A in keyof H & string as KebabToCamel<A>]?: InputValue<H[A]>;
};

/**
 * What an attribute takes as a JSX prop: its text, or a value set as the property. A `json`
 * attribute with a `property` type takes that type or its JSON text; without, anything.
 */
export type AttributeValue<A extends AttributeHandling> = A['kind'] extends 'boolean'
  ? boolean
  : A['kind'] extends 'json'
    ? A extends { property: TypeText<infer T> }
      ? T | string
      : unknown
    : A['kind'] extends 'number'
      ? number | string
      : (A extends { values: readonly (infer V)[] } ? V : string) | Extra<A>;

//#endregion
