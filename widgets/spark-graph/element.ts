import { SparkGraph } from './spark-graph';

/** The `<spark-graph>` element class; its contract is `contract.ts`. */
export const SparkGraphElement = SparkGraph;
