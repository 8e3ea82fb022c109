'use client';
/**
 * The kit for React apps (`broker-widgets/react`): one typed component per element, rendered
 * with the app's own React 19 (a peer dependency, so a page carries one React), and safe to
 * render on a server and hydrate (see `element-component.ts`). Props are the element's
 * properties (`instrumentId`, `values` as an array, `list` as an object or its JSON text) and
 * a handler per event (`onOrderPlaced`, the detail typed); a `ref` gets the element. Each
 * component is also a module of its own (`broker-widgets/react/spark-graph`), and nothing is
 * defined until a component mounts, so an app pays only for the components it uses.
 */
export { configure, type KitDefaults, type Theme } from '../shared/configure';
export type { ElementProps, ElementPropertyProps, KitComponent } from './element-component';
export type { ContractAttributeValues, ElementContract } from '../shared/element-contract';
export type { KitIntrinsicElements } from './intrinsic-elements';
export * from './curated-list-card';
export * from './fund-order-panel';
export * from './price-graph';
export * from './spark-graph';
