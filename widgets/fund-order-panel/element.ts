import { widgetElement } from '../shared/widget-element';
import { fundOrderPanelAttributes } from './contract';
import { FundOrderPanel } from './fund-order-panel';

/** The `<fund-order-panel>` element class; its contract is `contract.ts`. */
export const FundOrderPanelElement = widgetElement(FundOrderPanel, fundOrderPanelAttributes);
