import { writeFileSync } from 'node:fs';
import { CARD_BOX } from '../widgets/curated-list-card/card-box';
import { PANEL_BOX } from '../widgets/fund-order-panel/panel-box';
import { GRAPH_BOX } from '../widgets/price-graph/graph-box';
import { cssText, pageBoxRules, type ReservedBox } from '../widgets/shared/reserved-box';
import { SPARK_BOX } from '../widgets/spark-graph/spark-box';
import type { ElementTag } from './element-tags';

/*
 * Writes dist/reserve.css: each element's box for the time before the kit's module has run, from
 * the same numbers as the element's own rules, so a page that links it in its head does not move
 * when the elements are defined and fill.
 */

export const ELEMENT_BOXES: Record<ElementTag, ReservedBox> = {
  'curated-list-card': CARD_BOX,
  'fund-order-panel': PANEL_BOX,
  'price-graph': GRAPH_BOX,
  'spark-graph': SPARK_BOX,
};

export function reserveCss(): string {
  const rules = Object.entries(ELEMENT_BOXES).flatMap(([tag, box]) => pageBoxRules(tag, box));
  return `/* broker-widgets: the elements' boxes until the kit is defined */\n${cssText(rules)}\n`;
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  writeFileSync('dist/reserve.css', reserveCss());
  console.log('dist/reserve.css: the boxes of 4 elements');
}
