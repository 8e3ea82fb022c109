import type { ContractJsxAttributes } from '../shared/jsx-attributes';
import type { WidgetElementInstance } from '../shared/widget-element';
import { defineElement } from '../shared/define-element';
import type {
  FundOrderPanelProps,
  NotLoggedInDetail,
  OrderCloseDetail,
  OrderFailedDetail,
  OrderPlacedDetail,
} from './fund-order-panel';
import { FundOrderPanelElement } from './element';

export { FundOrderPanelElement };
export type {
  FundOrderPanelProps,
  NotLoggedInDetail,
  OrderCloseDetail,
  OrderFailedDetail,
  OrderPlacedDetail,
} from './fund-order-panel';

/** A `<fund-order-panel>` in the page. */
export type FundOrderPanelInstance = WidgetElementInstance<FundOrderPanelProps>;

defineElement('fund-order-panel', FundOrderPanelElement);

declare global {
  interface HTMLElementTagNameMap {
    'fund-order-panel': FundOrderPanelInstance;
  }
  interface GlobalEventHandlersEventMap {
    'bw-order-placed': CustomEvent<OrderPlacedDetail>;
    'bw-order-failed': CustomEvent<OrderFailedDetail>;
    'bw-order-close': CustomEvent<OrderCloseDetail>;
    'bw-not-logged-in': CustomEvent<NotLoggedInDetail>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'fund-order-panel': ContractJsxAttributes & {
        'instrument-id'?: string;
        side?: 'buy' | 'sell';
        variant?: 'card' | 'panel';
        mode?: 'order' | 'allocation-request';
        accid?: string;
        'redirect-origin'?: string;
      };
    }
  }
}
