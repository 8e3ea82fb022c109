import type { ContractEventMap, ContractTag } from '../shared/element-contract';
import { defineKitElement } from '../shared/define-element';
import type { sparkGraphContract } from './contract';
import type { SparkGraph } from './spark-graph';
import { SparkGraphElement } from './element';

export { SparkGraphElement };
export type { SparkGraph, SparkGraphProps } from './spark-graph';
export type { SparkErrorDetail } from './events';
export type { WidgetErrorDetail } from '../shared/widget-error';

type Contract = typeof sparkGraphContract;

defineKitElement(SparkGraphElement);

// The maps extend types derived from the contract; the empty bodies add nothing by hand.
/* eslint-disable @typescript-eslint/no-empty-object-type */
declare global {
  interface HTMLElementTagNameMap extends ContractTag<Contract, SparkGraph> {}
  interface GlobalEventHandlersEventMap extends ContractEventMap<Contract> {}
}
