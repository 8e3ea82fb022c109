/** Every element the kit ships; each lives in `widgets/<tag>/` with a `define.ts` entry. */
export const ELEMENT_TAGS = [
  'curated-list-card',
  'fund-order-panel',
  'price-graph',
  'spark-graph',
] as const;

export type ElementTag = (typeof ELEMENT_TAGS)[number];
