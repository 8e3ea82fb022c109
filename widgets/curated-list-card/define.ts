import type { ContractElement, ContractEventMap, ContractTag } from '../shared/element-contract';
import { defineKitElement } from '../shared/define-element';
import type { curatedListCardContract } from './contract';
import { CuratedListCardElement } from './element';

export { CuratedListCardElement };
export type { CuratedListCardProps } from './curated-list-card';
export type { ListErrorDetail, ListOpenDetail } from './events';
export type { ListPreviewInput } from '../../core/schemas/list-preview';
export type { WidgetErrorDetail } from '../shared/widget-error';

type Contract = typeof curatedListCardContract;

/** A `<curated-list-card>` in the page. */
export type CuratedListCard = ContractElement<Contract>;

defineKitElement(CuratedListCardElement);

// The maps extend types derived from the contract; the empty bodies add nothing by hand.
/* eslint-disable @typescript-eslint/no-empty-object-type */
declare global {
  interface HTMLElementTagNameMap extends ContractTag<Contract, CuratedListCard> {}
  interface GlobalEventHandlersEventMap extends ContractEventMap<Contract> {}
}
