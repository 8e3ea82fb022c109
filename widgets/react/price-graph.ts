'use client';
import type { priceGraphContract } from '../price-graph/contract';
import type { PriceGraphInstance } from '../price-graph/define';
import { PriceGraphElement } from '../price-graph/element';
import { elementComponent, type ElementProps, type KitComponent } from './element-component';

/** The element's contract, which the props are derived from (`typeof priceGraphContract`). */
export type { priceGraphContract };
export type { GraphDrawnDetail, GraphErrorDetail, PriceGraphInstance } from '../price-graph/define';

/** The props of `PriceGraph`: the element's properties, a handler per event and a ref. */
export type PriceGraphProps = ElementProps<typeof priceGraphContract, PriceGraphInstance>;

/** `<price-graph>`: an instrument's price chart. */
export const PriceGraph: KitComponent<PriceGraphProps> = /* @__PURE__ */ elementComponent<
  typeof priceGraphContract,
  PriceGraphInstance
>(PriceGraphElement, 'PriceGraph');
