import {
  documented,
  documentedEvents,
  elementContract,
  errorEvent,
  event,
} from '../shared/element-contract';
import { typeText } from '../shared/element-attributes';
import type { ListOpenDetail } from './events';
import { curatedListCardSpec } from './spec';

/** `<curated-list-card>`'s public contract (see shared/element-contract.ts). */
export const curatedListCardContract = /* @__PURE__ */ elementContract({
  tag: curatedListCardSpec.tag,
  className: 'CuratedListCardElement',
  summary: 'The preview card of a curated watchlist, linking to the list on the broker site.',
  description:
    'The preview card of a curated watchlist: its name, image, views, a New or Trending badge, ' +
    'instrument logos and how many more instruments the list holds. The card links to the ' +
    "broker site's shared watchlist page.",
  attributes: documented(curatedListCardSpec.attributes, {
    'list-id': {
      description: 'a list to fetch from `GET {api-base}/inspiration/v1/curated-lists/{id}`',
    },
    list: {
      description:
        'the list itself: an object as a property, or JSON in the attribute (CMS editors); wins over `list-id`',
    },
    compact: { description: 'a row layout for narrow columns' },
  }),
  events: documentedEvents(curatedListCardSpec.events, {
    'bw-list-open': event({
      detail: typeText<ListOpenDetail>('ListOpenDetail'),
      fields: ['id', 'slug?', 'href'],
      description: 'before the card navigates; `preventDefault()` to route yourself',
    }),
    'bw-error': errorEvent(
      'ListErrorDetail',
      'the list could not be loaded, or its data is invalid',
      ['message'],
    ),
  }),
  parts: {
    card: "The card's outer box.",
    link: 'The link that covers the card.',
    media: 'The image area.',
    name: 'The list name.',
    badge: 'The New or Trending badge.',
    views: 'The views count.',
    instruments: 'The row of instrument logos.',
    'instrument-count': 'The badge counting the instruments without a logo shown.',
  },
  slots: {},
  tokens: [
    '--bw-font-family',
    '--bw-font-size',
    '--bw-color-text',
    '--bw-color-text-muted',
    '--bw-color-surface',
    '--bw-color-surface-sunken',
    '--bw-color-border',
    '--bw-color-accent',
    '--bw-color-focus',
    '--bw-color-badge-new',
    '--bw-color-badge-trending',
    '--bw-color-badge-text',
    '--bw-radius',
    '--bw-shadow',
  ],
  cssProperties: {},
});
