import { widgetElement } from '../shared/widget-element';
import { FundOrderPanel, type FundOrderPanelProps } from './fund-order-panel';

/**
 * Buy or sell one mutual fund: the account, the amount or percent, the cost confirmation and
 * the result; or, in allocation-request mode, an investment plan's requests. It renders
 * nothing unless the reader is a logged-in customer of the API (but what the page puts in its
 * `logged-out` slot), and it never sends an order twice: a lost answer is looked up in the
 * order list, never resent.
 *
 * @tag fund-order-panel
 *
 * @attr {string} instrument-id - The fund's instrument id. Required.
 * @attr {'buy' | 'sell'} side - Buy (default) or sell.
 * @attr {'card' | 'panel'} variant - A card of its own (default), or the body of the site's side panel (failures inline, request history link).
 * @attr {'order' | 'allocation-request'} mode - Fund orders (default), or allocation requests of an investment plan.
 * @attr {string} accid - The account to preselect. Default: the page URL's `accid` query parameter.
 * @attr {string} redirect-origin - Where the customer came from; `shareville` sends them back to the community feed on close. Default: the page URL's `redirectOrigin` query parameter.
 * @attr {string} api-base - Origin of the broker API. Default: the page's origin.
 * @attr {string} feed-url - WebSocket URL of the live feed. Default: derived from `api-base`.
 * @attr {string} site-base - Origin of the broker site that links go to. Default: the page's origin.
 * @attr {string} locale - sv-SE, nb-NO, da-DK, fi-FI or en-GB. Default: `<html lang>`, else sv-SE.
 * @attr {'light' | 'dark' | 'auto'} theme - Colour theme; `auto` follows the reader's system. Default: light.
 *
 * @fires {CustomEvent<OrderPlacedDetail>} bw-order-placed - The backend accepted an order or an allocation request.
 * @fires {CustomEvent<OrderFailedDetail>} bw-order-failed - An order or request failed, with its code (SPEC §8) or UNKNOWN_REASON.
 * @fires {CustomEvent<OrderCloseDetail>} bw-order-close - The customer closed the result; cancel it to keep a redirect to the community feed from happening.
 * @fires {CustomEvent<NotLoggedInDetail>} bw-not-logged-in - The reader is not logged in, so the panel shows no form; the page may show its own content instead.
 *
 * @csspart panel - The panel's box.
 * @csspart title - The panel's heading.
 * @csspart form - The order form.
 * @csspart account - The account choice.
 * @csspart amount - The amount or percent field.
 * @csspart figures - The lists of figures: account value, fee, totals.
 * @csspart action - The button that sends the order.
 * @csspart banner - A notice: suitability, a reason the account cannot be used, a rule.
 * @csspart result - The success, failure or unknown-outcome view.
 * @csspart links - The list of links below the form.
 *
 * @slot logged-out - What a reader who is not logged in sees instead of the form, e.g. a login link. Default: nothing (SPEC §2).
 *
 * @cssproperty --bw-font-family - Font of all text.
 * @cssproperty --bw-font-size - Base font size.
 * @cssproperty --bw-color-text - Main text colour.
 * @cssproperty --bw-color-text-muted - Hints and labels.
 * @cssproperty --bw-color-surface - Panel and dialog background.
 * @cssproperty --bw-color-surface-sunken - Banners and skeleton.
 * @cssproperty --bw-color-border - Borders of the panel and inputs.
 * @cssproperty --bw-color-accent - Buttons and links.
 * @cssproperty --bw-color-on-accent - Text on accent buttons.
 * @cssproperty --bw-color-focus - Keyboard focus ring.
 * @cssproperty --bw-color-positive - Success mark.
 * @cssproperty --bw-color-negative - Errors and failure mark.
 * @cssproperty --bw-color-warning - Warning banners and the unknown-outcome mark.
 * @cssproperty --bw-radius - Corner radius.
 * @cssproperty --bw-shadow - Card shadow.
 */
export const FundOrderPanelElement = widgetElement<FundOrderPanelProps>(FundOrderPanel, {
  props: {
    instrumentId: 'string',
    side: 'string',
    variant: 'string',
    mode: 'string',
    accid: 'string',
    redirectOrigin: 'string',
  },
});
