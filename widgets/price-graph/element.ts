import './stylesheets';
import { widgetElement } from '../shared/widget-element';
import { priceGraphSpec } from './spec';
import { loadFirstSeries } from './data/first-series';
import { PriceGraph } from './price-graph';

/** The `<price-graph>` element class; its contract is `contract.ts`. */
export const PriceGraphElement = widgetElement(priceGraphSpec, PriceGraph, {
  start: loadFirstSeries,
});

/** A `<price-graph>` in the page: the class's instance type, under the class's name. */
export type PriceGraphElement = InstanceType<typeof PriceGraphElement>;
