import type { ContractElement, ContractEventMap, ContractTag } from '../shared/element-contract';
import { defineElement } from '../shared/define-element';
import type { fundOrderPanelContract } from './contract';
import { FundOrderPanelElement } from './element';

export { FundOrderPanelElement };
export type {
  FundOrderPanelProps,
  NotLoggedInDetail,
  OrderCloseDetail,
  OrderFailedDetail,
  OrderPlacedDetail,
} from './fund-order-panel';

type Contract = typeof fundOrderPanelContract;

/** A `<fund-order-panel>` in the page. */
export type FundOrderPanelInstance = ContractElement<Contract>;

defineElement('fund-order-panel' satisfies Contract['tag'], FundOrderPanelElement);

// The maps extend types derived from the contract; the empty bodies add nothing by hand.
/* eslint-disable @typescript-eslint/no-empty-object-type */
declare global {
  interface HTMLElementTagNameMap extends ContractTag<Contract, FundOrderPanelInstance> {}
  interface GlobalEventHandlersEventMap extends ContractEventMap<Contract> {}
}
