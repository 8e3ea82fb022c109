import type { ContractJsxAttributes } from '../shared/jsx-attributes';
import { defineElement } from '../shared/define-element';
import type { SparkGraph } from './spark-graph';
import { SparkGraphElement } from './element';

export { SparkGraphElement };
export type { SparkErrorDetail, SparkGraph, SparkGraphProps } from './spark-graph';

defineElement('spark-graph', SparkGraphElement);

declare global {
  interface HTMLElementTagNameMap {
    'spark-graph': SparkGraph;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'spark-graph': ContractJsxAttributes & {
        values?: string | readonly (number | null)[];
        close?: string | number;
        'instrument-id'?: string;
        period?: string;
        area?: boolean;
        gradient?: boolean;
        live?: boolean;
      };
    }
  }
}
