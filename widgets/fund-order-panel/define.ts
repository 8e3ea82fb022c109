import type { ContractElement, ContractEventMap, ContractTag } from '../shared/element-contract';
import { defineKitElement } from '../shared/define-element';
import type { fundOrderPanelContract } from './contract';
import { FundOrderPanelElement } from './element';

export { FundOrderPanelElement };
export type { FundOrderPanelProps } from './fund-order-panel';
export type {
  NotLoggedInDetail,
  OrderCloseDetail,
  OrderFailedDetail,
  OrderPlacedDetail,
} from './events';

type Contract = typeof fundOrderPanelContract;

/** A `<fund-order-panel>` in the page. */
export type FundOrderPanelInstance = ContractElement<Contract>;

defineKitElement(FundOrderPanelElement);

// The maps extend types derived from the contract; the empty bodies add nothing by hand.
/* eslint-disable @typescript-eslint/no-empty-object-type */
declare global {
  interface HTMLElementTagNameMap extends ContractTag<Contract, FundOrderPanelInstance> {}
  interface GlobalEventHandlersEventMap extends ContractEventMap<Contract> {}
}
