'use client';
import type { fundOrderPanelContract } from '../fund-order-panel/contract';
import type { FundOrderPanelInstance } from '../fund-order-panel/define';
import { FundOrderPanelElement } from '../fund-order-panel/element';
import { elementComponent, type ElementProps, type KitComponent } from './element-component';

/** The element's contract, which the props are derived from (`typeof fundOrderPanelContract`). */
export type { fundOrderPanelContract };
export type {
  FundOrderPanelInstance,
  NotLoggedInDetail,
  OrderCloseDetail,
  OrderFailedDetail,
  OrderPlacedDetail,
} from '../fund-order-panel/define';

/** The props of `FundOrderPanel`: the element's properties, a handler per event and a ref. */
export type FundOrderPanelProps = ElementProps<
  typeof fundOrderPanelContract,
  FundOrderPanelInstance
>;

/** `<fund-order-panel>`: buy or sell one fund. */
export const FundOrderPanel: KitComponent<FundOrderPanelProps> = /* @__PURE__ */ elementComponent<
  typeof fundOrderPanelContract,
  FundOrderPanelInstance
>(FundOrderPanelElement, 'FundOrderPanel');
