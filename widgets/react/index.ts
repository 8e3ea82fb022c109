/**
 * The kit for React apps (`broker-widgets/react`): one typed component per element, rendered with
 * the app's own React 19 (a peer dependency, so a page carries one React). Each component
 * renders the element's tag with its attributes, so a server renders the tag and the browser
 * upgrades it; event handlers (`onOrderPlaced`) are the element's `bw-*` events with their
 * detail typed. Props and handlers come from each element's contract (`<tag>/contract.ts`).
 * Importing this module defines the elements in the browser and nothing on a server (see
 * `shared/element-base.ts`).
 */
import { createElement, type ReactElement } from 'react';
import '../curated-list-card/define';
import '../fund-order-panel/define';
import '../price-graph/define';
import '../spark-graph/define';
import { curatedListCardContract } from '../curated-list-card/contract';
import { fundOrderPanelContract } from '../fund-order-panel/contract';
import { priceGraphContract } from '../price-graph/contract';
import { sparkGraphContract } from '../spark-graph/contract';
import {
  handlerName,
  type ContractHandlers,
  type ElementContract,
} from '../shared/element-contract';
import type { ContractJsxAttributes } from '../shared/jsx-attributes';

export { configure, type KitDefaults, type Theme } from '../shared/configure';

/** The element's attributes as JSX takes them, plus a handler prop per event. */
export type ElementProps<C extends ElementContract> = Omit<
  ContractJsxAttributes<C>,
  'ref' | keyof ContractHandlers<C>
> &
  ContractHandlers<C>;

/**
 * A component that renders the contract's tag, turning each handler prop into React 19's
 * listener prop for a custom element's event (`onOrderPlaced` → `onbw-order-placed`).
 */
function elementComponent<C extends ElementContract>(contract: C) {
  const events = new Map<string, string>(
    Object.keys(contract.events).map((name) => [handlerName(name), name]),
  );
  function ElementComponent(props: ElementProps<C>): ReactElement {
    const forwarded: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(props)) {
      const event = events.get(name);
      forwarded[event === undefined ? name : `on${event}`] = value;
    }
    return createElement(contract.tag, forwarded);
  }
  ElementComponent.displayName = contract.tag;
  return ElementComponent;
}

/** `<fund-order-panel>`: buy or sell one fund. */
export const FundOrderPanel = elementComponent(fundOrderPanelContract);

/** `<price-graph>`: an instrument's price chart. */
export const PriceGraph = elementComponent(priceGraphContract);

/** `<spark-graph>`: a tiny line chart. */
export const SparkGraph = elementComponent(sparkGraphContract);

/** `<curated-list-card>`: a curated watchlist's preview card. */
export const CuratedListCard = elementComponent(curatedListCardContract);
