import { widgetElement } from '../shared/widget-element';
import { CuratedListCard, type CuratedListCardProps } from './curated-list-card';

/**
 * The preview card of a curated watchlist: its name, image, views, a New or Trending badge,
 * instrument logos and how many more instruments the list holds. The card links to the broker
 * site's shared watchlist page.
 *
 * @tag curated-list-card
 *
 * @attr {string} list-id - Id of a curated list to fetch from the API.
 * @attr {string} list - The list as JSON, for CMS editors; the `list` property takes an object. Wins over `list-id`.
 * @attr {boolean} compact - A row layout with a square image, for narrow columns.
 * @attr {string} api-base - Origin of the broker API. Default: the page's origin.
 * @attr {string} feed-url - WebSocket URL of the live feed. Default: derived from `api-base`.
 * @attr {string} site-base - Origin of the broker site that links go to. Default: the page's origin.
 * @attr {string} locale - sv-SE, nb-NO, da-DK, fi-FI or en-GB. Default: `<html lang>`, else sv-SE.
 * @attr {'light' | 'dark' | 'auto'} theme - Colour theme; `auto` follows the reader's system. Default: light.
 *
 * @fires {CustomEvent<ListOpenDetail>} bw-list-open - The reader opens the list; cancel it to route without a page load.
 * @fires {CustomEvent<ListErrorDetail>} bw-error - The list could not be loaded or its data is invalid.
 *
 * @csspart card - The card's outer box.
 * @csspart link - The link that covers the card.
 * @csspart media - The image area.
 * @csspart name - The list name.
 * @csspart badge - The New or Trending badge.
 * @csspart views - The views count.
 * @csspart instruments - The row of instrument logos.
 * @csspart instrument-count - The badge counting the instruments without a logo shown.
 *
 * @cssproperty --bw-font-family - Font of all text.
 * @cssproperty --bw-font-size - Base font size.
 * @cssproperty --bw-color-text - Main text colour.
 * @cssproperty --bw-color-text-muted - Secondary text colour.
 * @cssproperty --bw-color-surface - Card background.
 * @cssproperty --bw-color-surface-sunken - Placeholder and skeleton background.
 * @cssproperty --bw-color-border - Card border.
 * @cssproperty --bw-color-accent - Buttons and links.
 * @cssproperty --bw-color-focus - Keyboard focus ring.
 * @cssproperty --bw-color-badge-new - New badge background.
 * @cssproperty --bw-color-badge-trending - Trending badge background.
 * @cssproperty --bw-color-badge-text - Badge text.
 * @cssproperty --bw-radius - Corner radius.
 * @cssproperty --bw-shadow - Card shadow.
 */
export const CuratedListCardElement = widgetElement<CuratedListCardProps>(CuratedListCard, {
  props: { listId: 'string', list: 'json', compact: 'boolean' },
});
