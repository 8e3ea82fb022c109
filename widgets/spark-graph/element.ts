import './stylesheets';
import { SparkGraph } from './spark-graph';

/** The `<spark-graph>` element class; its contract is `contract.ts`. */
export const SparkGraphElement = SparkGraph;

/** A `<spark-graph>` in the page: the class's instance type, under the class's name. */
export type SparkGraphElement = SparkGraph;
