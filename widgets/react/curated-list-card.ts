'use client';
import type { curatedListCardContract } from '../curated-list-card/contract';
import type { CuratedListCard as CuratedListCardInstance } from '../curated-list-card/define';
import { CuratedListCardElement } from '../curated-list-card/element';
import { elementComponent, type ElementProps, type KitComponent } from './element-component';

/** The element's contract, which the props are derived from (`typeof curatedListCardContract`). */
export type { curatedListCardContract };
export type { ListErrorDetail, ListOpenDetail } from '../curated-list-card/define';
export type { ListPreviewInput } from '../../core/schemas/list-preview';
export type { CuratedListCardInstance };

/** The props of `CuratedListCard`: the element's properties, a handler per event and a ref. */
export type CuratedListCardProps = ElementProps<
  typeof curatedListCardContract,
  CuratedListCardInstance
>;

/** `<curated-list-card>`: a curated watchlist's preview card; `list` may be an object. */
export const CuratedListCard: KitComponent<CuratedListCardProps> = /* @__PURE__ */ elementComponent<
  typeof curatedListCardContract,
  CuratedListCardInstance
>(CuratedListCardElement, 'CuratedListCard');
