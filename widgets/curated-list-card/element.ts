import './stylesheets';
import { widgetElement } from '../shared/widget-element';
import { curatedListCardSpec } from './spec';
import { CuratedListCard } from './curated-list-card';

/** The `<curated-list-card>` element class; its contract is `contract.ts`. */
export const CuratedListCardElement = widgetElement(curatedListCardSpec, CuratedListCard);

/** A `<curated-list-card>` in the page: the class's instance type, under the class's name. */
export type CuratedListCardElement = InstanceType<typeof CuratedListCardElement>;
