import type { ContractJsxAttributes } from '../shared/jsx-attributes';
import type { WidgetElementInstance } from '../shared/widget-element';
import { defineElement } from '../shared/define-element';
import type { CuratedListCardProps, ListOpenDetail } from './curated-list-card';
import { CuratedListCardElement } from './element';

export { CuratedListCardElement };
export type { CuratedListCardProps, ListErrorDetail, ListOpenDetail } from './curated-list-card';

/** A `<curated-list-card>` in the page. */
export type CuratedListCard = WidgetElementInstance<CuratedListCardProps>;

defineElement('curated-list-card', CuratedListCardElement);

declare global {
  interface HTMLElementTagNameMap {
    'curated-list-card': CuratedListCard;
  }
  interface GlobalEventHandlersEventMap {
    'bw-list-open': CustomEvent<ListOpenDetail>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'curated-list-card': ContractJsxAttributes & {
        'list-id'?: string;
        list?: unknown;
        compact?: boolean;
      };
    }
  }
}
