import './stylesheets';
import { widgetElement } from '../shared/widget-element';
import { priceGraphAttributes } from './contract';
import { loadFirstSeries } from './data/first-series';
import { PriceGraph } from './price-graph';

/** The `<price-graph>` element class; its contract is `contract.ts`. */
export const PriceGraphElement = widgetElement(PriceGraph, priceGraphAttributes, {
  start: loadFirstSeries,
});

/** A `<price-graph>` in the page: the class's instance type, under the class's name. */
export type PriceGraphElement = InstanceType<typeof PriceGraphElement>;
