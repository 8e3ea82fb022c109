'use client';
import type { sparkGraphContract } from '../spark-graph/contract';
import type { SparkGraph as SparkGraphInstance } from '../spark-graph/define';
import { SparkGraphElement } from '../spark-graph/element';
import { elementComponent, type ElementProps, type KitComponent } from './element-component';

/** The element's contract, which the props are derived from (`typeof sparkGraphContract`). */
export type { sparkGraphContract };
export type { SparkErrorDetail } from '../spark-graph/define';
export type { SparkGraphInstance };

/** The props of `SparkGraph`: the element's properties, a handler per event and a ref. */
export type SparkGraphProps = ElementProps<typeof sparkGraphContract, SparkGraphInstance>;

/** `<spark-graph>`: a tiny line chart; `values` may be an array. */
export const SparkGraph: KitComponent<SparkGraphProps> = /* @__PURE__ */ elementComponent<
  typeof sparkGraphContract,
  SparkGraphInstance
>(SparkGraphElement, 'SparkGraph');
