import type { curatedListCardContract } from '../curated-list-card/contract';
import type { fundOrderPanelContract } from '../fund-order-panel/contract';
import type { priceGraphContract } from '../price-graph/contract';
import type { ContractIntrinsicElement } from '../shared/jsx-attributes';
import type { sparkGraphContract } from '../spark-graph/contract';

/**
 * The kit's tags as React's JSX takes them, for an app that writes `<price-graph>` itself
 * (the one-file kit or an element file defines it): React's HTML attributes and each
 * element's own. They live in the React entry alone, so an app without React never meets
 * React's types; `import type {} from 'broker-widgets/react'` brings them in.
 */
export type KitIntrinsicElements = ContractIntrinsicElement<typeof curatedListCardContract> &
  ContractIntrinsicElement<typeof fundOrderPanelContract> &
  ContractIntrinsicElement<typeof priceGraphContract> &
  ContractIntrinsicElement<typeof sparkGraphContract>;

// The map extends the type derived from the contracts; the empty body adds nothing by hand.
/* eslint-disable @typescript-eslint/no-empty-object-type */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements extends KitIntrinsicElements {}
  }
}
