/**
 * The kit for React apps (`broker-widgets/react`): one typed component per element, rendered with
 * the app's own React 19 (a peer dependency, so a page carries one React). Each component
 * renders the element's tag with its attributes, so a server renders the tag and the browser
 * upgrades it; event handlers (`onOrderPlaced`) are the element's `bw-*` events with their
 * detail typed. Importing this module defines the elements in the browser and nothing on a
 * server (see `shared/element-base.ts`).
 */
import { createElement, type JSX, type ReactElement } from 'react';
import '../curated-list-card/define';
import '../fund-order-panel/define';
import '../price-graph/define';
import '../spark-graph/define';

export { configure, type KitDefaults, type Theme } from '../shared/configure';

/** A handler of one of the kit's events, with its detail typed. */
type Handler<E extends keyof GlobalEventHandlersEventMap> = (
  event: GlobalEventHandlersEventMap[E],
) => void;

/** The element's attributes as JSX takes them, plus a handler prop per event. */
type ElementProps<
  Tag extends keyof JSX.IntrinsicElements,
  Events extends Record<string, keyof GlobalEventHandlersEventMap>,
> = Omit<JSX.IntrinsicElements[Tag], 'ref' | keyof Events> & {
  [P in keyof Events]?: Handler<Events[P]>;
};

/**
 * A component that renders `tag`, turning each handler prop into React 19's listener prop for a
 * custom element's event (`onOrderPlaced` → `onbw-order-placed`).
 */
function elementComponent<
  Tag extends keyof JSX.IntrinsicElements,
  Events extends Record<string, keyof GlobalEventHandlersEventMap>,
>(tag: Tag, events: Events) {
  function ElementComponent(props: ElementProps<Tag, Events>): ReactElement {
    const forwarded: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(props)) {
      const event = Object.hasOwn(events, name) ? events[name] : undefined;
      forwarded[event === undefined ? name : `on${event}`] = value;
    }
    return createElement(tag, forwarded);
  }
  ElementComponent.displayName = tag;
  return ElementComponent;
}

/** `<fund-order-panel>`: buy or sell one fund. */
export const FundOrderPanel = elementComponent('fund-order-panel', {
  onOrderPlaced: 'bw-order-placed',
  onOrderFailed: 'bw-order-failed',
  onOrderClose: 'bw-order-close',
  onNotLoggedIn: 'bw-not-logged-in',
});

/** `<price-graph>`: an instrument's price chart. */
export const PriceGraph = elementComponent('price-graph', {
  onGraphDrawn: 'bw-graph-drawn',
  onError: 'bw-error',
});

/** `<spark-graph>`: a tiny line chart. */
export const SparkGraph = elementComponent('spark-graph', { onError: 'bw-error' });

/** `<curated-list-card>`: a curated watchlist's preview card. */
export const CuratedListCard = elementComponent('curated-list-card', {
  onListOpen: 'bw-list-open',
  onError: 'bw-error',
});
