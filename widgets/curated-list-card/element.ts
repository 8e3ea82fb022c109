import { widgetElement } from '../shared/widget-element';
import { curatedListCardAttributes } from './contract';
import { CuratedListCard } from './curated-list-card';

/** The `<curated-list-card>` element class; its contract is `contract.ts`. */
export const CuratedListCardElement = widgetElement(CuratedListCard, curatedListCardAttributes);
