import './stylesheets';
import { widgetElement } from '../shared/widget-element';
import { fundOrderPanelSpec } from './spec';
import { FundOrderPanel } from './fund-order-panel';

/** The `<fund-order-panel>` element class; its contract is `contract.ts`. */
export const FundOrderPanelElement = widgetElement(fundOrderPanelSpec, FundOrderPanel);

/** A `<fund-order-panel>` in the page: the class's instance type, under the class's name. */
export type FundOrderPanelElement = InstanceType<typeof FundOrderPanelElement>;
