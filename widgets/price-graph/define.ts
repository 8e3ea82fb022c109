import type { ContractJsxAttributes } from '../shared/jsx-attributes';
import type { WidgetElementInstance } from '../shared/widget-element';
import { defineElement } from '../shared/define-element';
import type { GraphDrawnDetail, PriceGraphProps } from './price-graph';
import { PriceGraphElement } from './element';

export { PriceGraphElement };
export type { PriceGraphProps, GraphDrawnDetail, GraphErrorDetail } from './price-graph';

/** A `<price-graph>` in the page. */
export type PriceGraphInstance = WidgetElementInstance<PriceGraphProps>;

defineElement('price-graph', PriceGraphElement);

declare global {
  interface HTMLElementTagNameMap {
    'price-graph': PriceGraphInstance;
  }
  interface GlobalEventHandlersEventMap {
    'bw-graph-drawn': CustomEvent<GraphDrawnDetail>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'price-graph': ContractJsxAttributes & {
        'instrument-id'?: string;
        'graph-identifier'?: string;
        'instrument-type'?: 'stock' | 'fund' | 'index' | 'etf' | 'certificate';
        'instrument-name'?: string;
        country?: 'se' | 'no' | 'dk' | 'fi' | 'de';
        features?: string;
        'historical-download'?: boolean;
        'comparator-limit'?: number | string;
      };
    }
  }
}
