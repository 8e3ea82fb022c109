import { curatedListCardContract } from '../widgets/curated-list-card/contract';
import { fundOrderPanelContract } from '../widgets/fund-order-panel/contract';
import { priceGraphContract } from '../widgets/price-graph/contract';
import type { ElementContract } from '../widgets/shared/element-contract';
import { sparkGraphContract } from '../widgets/spark-graph/contract';
import type { ElementTag } from './element-tags';

/** Every element's contract by tag, for the manifest and the README check. */
export const ELEMENT_CONTRACTS = {
  'curated-list-card': curatedListCardContract,
  'fund-order-panel': fundOrderPanelContract,
  'price-graph': priceGraphContract,
  'spark-graph': sparkGraphContract,
} as const satisfies { readonly [Tag in ElementTag]: ElementContract & { tag: Tag } };
