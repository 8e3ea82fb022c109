import {
  SHARED_ATTRIBUTE_HANDLINGS,
  typeText,
  type AllAttributes,
  type AttributeHandling,
  type AttributeHandlings,
  type AttributeProperties,
  type AttributeValue,
  type KebabToCamel,
  type TypeText,
  propertyName,
} from './element-attributes';
// Types only: the tokens' values are the styles' and the price graph's, not every element's.
import type { TOKEN_NAMES } from './theme-tokens';
import type { ThemeState } from './configure';
import type { WidgetErrorDetail } from './widget-error';

/*
 * An element's public contract, declared once per element in `widgets/<tag>/contract.ts`: what
 * its spec (`<tag>/spec.ts`: tag, attributes, events) means, with its CSS parts, slots and CSS
 * custom properties. Its TypeScript and JSX typings, its typed `emit`, the React entry's props
 * and handlers and the Custom Elements Manifest are derived from it; the README's tables are
 * checked against it (scripts/readme-contract.test.ts). Plain data without React, so scripts
 * read it in Node; no element's code loads it. Texts are Markdown, as the README and the
 * manifest show them.
 */

/** What an attribute means, for the manifest and the README. */
export interface AttributeDocs {
  readonly required?: boolean;
  /** What holds when it is absent. */
  readonly default?: string;
  readonly description: string;
}

export type AttributeContract = AttributeHandling & AttributeDocs;

/** `attributes` with what each means: every attribute documented, and nothing else. */
/* @__NO_SIDE_EFFECTS__ */
export function documented<
  const A extends AttributeHandlings,
  const D extends { readonly [K in keyof A]: AttributeDocs },
>(
  attributes: A,
  docs: D & { readonly [K in Exclude<keyof D, keyof A>]: never },
): { readonly [K in keyof A]: A[K] & D[K] } {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, handling]) => [name, { ...handling, ...docs[name] }]),
  ) as { readonly [K in keyof A]: A[K] & D[K] };
}

/** The events of an element's spec with what each means: every event documented, and nothing else. */
/* @__NO_SIDE_EFFECTS__ */
export function documentedEvents<
  const E extends readonly `bw-${string}`[],
  const D extends { readonly [K in E[number]]: EventContract },
>(_events: E, docs: D & { readonly [K in Exclude<keyof D, E[number]>]: never }): D {
  return docs;
}

/** A detail field as the docs name it: `url?` for an optional one. */
export type DetailField<D> = {
  [K in keyof D & string]-?: undefined extends D[K] ? `${K}?` : K;
}[keyof D & string];

export interface EventContract<D = unknown> {
  readonly detail: TypeText<D>;
  /** The detail's fields as the README shows them, checked against the detail's type. */
  readonly fields: readonly string[];
  readonly description: string;
}

/** An event of the contract, its fields checked against the detail type. */
/* @__NO_SIDE_EFFECTS__ */
export function event<D>(spec: {
  detail: TypeText<D>;
  fields: readonly DetailField<D>[];
  description: string;
}): EventContract<D> {
  return spec;
}

/** The kit's design tokens as CSS custom properties: `--bw-color-accent`, … */
type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type TokenProperty = `--${Leaves<typeof TOKEN_NAMES>}`;

export interface CssPropertyContract {
  readonly default: string;
  readonly description: string;
}

export interface ElementContract {
  readonly tag: `${string}-${string}`;
  /** The element class's exported name. */
  readonly className: string;
  /** One line: what the element is, for editors' completion lists. */
  readonly summary: string;
  readonly description: string;
  /** The element's own attributes by name; `SHARED_ATTRIBUTES` are added to every element. */
  readonly attributes: { readonly [name: string]: AttributeContract };
  readonly events: { readonly [name: `bw-${string}`]: EventContract };
  readonly parts: { readonly [name: string]: string };
  readonly slots: { readonly [name: string]: string };
  /** The design tokens the element draws with; `TOKEN_DESCRIPTIONS` says what each colours. */
  readonly tokens: readonly TokenProperty[];
  /** Custom properties of the element's own, beyond the tokens. */
  readonly cssProperties: { readonly [name: `--${string}`]: CssPropertyContract };
}

/** Checks an element's contract and keeps its literal types for the typings derived from it. */
/* @__NO_SIDE_EFFECTS__ */
export function elementContract<const C extends ElementContract>(contract: C): C {
  return contract;
}

//#region What every element shares

/** The attributes every element takes, with what each means. */
export const SHARED_ATTRIBUTES = documented(SHARED_ATTRIBUTE_HANDLINGS, {
  'api-base': { default: "the page's origin", description: 'the broker API' },
  'feed-url': {
    default: '`api-base` with `ws(s):` and `/ws`',
    description: 'the live-data WebSocket',
  },
  'site-base': { default: "the page's origin", description: 'the broker site that links go to' },
  locale: {
    default: '`<html lang>`, else `sv-SE`',
    description: '`sv-SE`, `nb-NO`, `da-DK`, `fi-FI` or `en-GB`',
  },
  theme: {
    default: '`light`',
    description: "`light`, `dark` or `auto` (follows the reader's system setting)",
  },
});

/** The custom states every element shows from its theme (`theme.css.ts` styles them). */
export const CSS_STATES: Readonly<Record<ThemeState, string>> = {
  dark: 'The dark theme is shown (`theme="dark"`, or the page default `configure({ theme })`).',
  auto: 'The theme follows the reader\'s system setting (`theme="auto"`): dark where it is dark.',
};

/**
 * `bw-error`, the one error event of every element. Its detail is `WidgetErrorDetail`, named as
 * the element's module exports it (`GraphErrorDetail`), so typings made from the manifest
 * import each element's detail from its own module under a name no other element's shares.
 */
/* @__NO_SIDE_EFFECTS__ */
export function errorEvent(
  detail: `${string}ErrorDetail`,
  description: string,
  fields: readonly DetailField<WidgetErrorDetail>[] = ['message', 'url?'],
): EventContract<WidgetErrorDetail> {
  return event({ detail: typeText<WidgetErrorDetail>(detail), fields, description });
}

type SeriesToken = Extract<TokenProperty, `--bw-graph-series-${string}`>;

/** What each design token colours or sets, whichever element draws with it. */
const TOKEN_DESCRIPTIONS: Readonly<Record<Exclude<TokenProperty, SeriesToken>, string>> = {
  '--bw-font-family': "Font of all text, the charts' too.",
  '--bw-font-size': 'Base font size.',
  '--bw-color-text': 'Main text colour.',
  '--bw-color-text-muted': 'Hints, labels, axis texts and the previous close.',
  '--bw-color-surface': 'Background of cards, panels and dialogs.',
  '--bw-color-surface-sunken': 'Banners, placeholders, skeletons and the chosen period.',
  '--bw-color-border': 'Borders of cards and inputs, and grid lines.',
  '--bw-color-accent': 'Buttons, links and the price line.',
  '--bw-color-on-accent': 'Text on accent buttons.',
  '--bw-color-focus': 'Keyboard focus ring.',
  '--bw-color-badge-new': 'New badge background.',
  '--bw-color-badge-trending': 'Trending badge background.',
  '--bw-color-badge-text': 'Badge text.',
  '--bw-color-positive': 'Rising prices and success: a spark above its close, rising candles.',
  '--bw-color-negative': 'Falling prices, errors and failure: a spark at or below its close.',
  '--bw-color-warning': 'Warning banners and the unknown-outcome mark.',
  '--bw-radius': 'Corner radius.',
  '--bw-shadow': 'Card shadow.',
};

/** What a design token colours or sets, whichever element draws with it. */
export function tokenDescription(token: TokenProperty): string {
  const slot = /^--bw-graph-series-(\d+)$/.exec(token)?.[1];
  return slot === undefined
    ? TOKEN_DESCRIPTIONS[token as Exclude<TokenProperty, SeriesToken>]
    : `The price graph's comparison or indicator in palette slot ${slot}.`;
}

//#endregion
//#region Names

type HandlerNameOf<E extends string> = E extends `bw-${infer Name}`
  ? `on${Capitalize<KebabToCamel<Name>>}`
  : never;

/** The React entry's handler prop of an event: `bw-order-placed` → `onOrderPlaced`. */
export const handlerName = <E extends string>(event: E) =>
  `on${propertyName(event.replace(/^bw-/, '')).replace(/^./, (c) => c.toUpperCase())}` as HandlerNameOf<E>;

//#endregion
//#region Types derived from a contract

/** Every attribute of an element with what it means: its own, then the shared ones. */
export const allAttributes = (
  contract: ElementContract,
): [name: string, attribute: AttributeContract][] => [
  ...Object.entries(contract.attributes),
  ...Object.entries(SHARED_ATTRIBUTES),
];

/** An element's properties, one per attribute, shared ones included. */
export type ContractProperties<C extends ElementContract> = AttributeProperties<C['attributes']>;

/** An element's own properties, without the shared ones. */
export type OwnContractProperties<C extends ElementContract> = Omit<
  ContractProperties<C>,
  KebabToCamel<keyof typeof SHARED_ATTRIBUTE_HANDLINGS>
>;

/** The element in the page, as `HTMLElementTagNameMap` names it. */
export type ContractElement<C extends ElementContract> = HTMLElement & ContractProperties<C>;

/** The attributes as JSX writes them, each optional. */
export type ContractAttributeValues<C extends ElementContract> = {
  -readonly [A in keyof AllAttributes<C['attributes']> & string]?: AttributeValue<
    AllAttributes<C['attributes']>[A]
  >;
};

type DetailOf<E> = E extends EventContract<infer D> ? D : never;

/** The element's events for `GlobalEventHandlersEventMap`. */
export type ContractEventMap<C extends ElementContract> = {
  -readonly [E in keyof C['events'] & string]: CustomEvent<DetailOf<C['events'][E]>>;
};

/** The React entry's handler props: `onOrderPlaced` for `bw-order-placed`, the detail typed. */
export type ContractHandlers<C extends ElementContract> = {
  -readonly [E in keyof C['events'] & string as HandlerNameOf<E>]?: (
    event: CustomEvent<DetailOf<C['events'][E]>>,
  ) => void;
};

/** The detail of one of the element's events. */
export type ContractDetail<C extends ElementContract, E extends keyof C['events']> = DetailOf<
  C['events'][E]
>;

/** `cancelable`: a listener's `preventDefault()` asks the element not to act. */
export type EmitOptions = Pick<EventInit, 'cancelable'>;

/**
 * The element's `emit`: sends one of the events its contract names, with the detail the
 * contract gives it. Returns false when a listener called `preventDefault()`.
 */
export type ContractEmit<C extends ElementContract> = <E extends keyof C['events'] & string>(
  type: E,
  detail: ContractDetail<C, E>,
  options?: EmitOptions,
) => boolean;

/** `{ [tag]: Instance }`, for `HTMLElementTagNameMap`. */
export type ContractTag<C extends ElementContract, Instance> = {
  -readonly [T in C['tag']]: Instance;
};

//#endregion
