import type { ContractElement, ContractEventMap, ContractTag } from '../shared/element-contract';
import { defineKitElement } from '../shared/define-element';
import type { priceGraphContract } from './contract';
import { PriceGraphElement } from './element';

export { PriceGraphElement };
export type { PriceGraphProps } from './price-graph';
export type { GraphDrawnDetail, GraphErrorDetail } from './events';
export type { WidgetErrorDetail } from '../shared/widget-error';

type Contract = typeof priceGraphContract;

/** A `<price-graph>` in the page. */
export type PriceGraphInstance = ContractElement<Contract>;

defineKitElement(PriceGraphElement);

// The maps extend types derived from the contract; the empty bodies add nothing by hand.
/* eslint-disable @typescript-eslint/no-empty-object-type */
declare global {
  interface HTMLElementTagNameMap extends ContractTag<Contract, PriceGraphInstance> {}
  interface GlobalEventHandlersEventMap extends ContractEventMap<Contract> {}
}
