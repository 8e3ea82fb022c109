import { documented, documentedEvents, elementContract, event } from '../shared/element-contract';
import { typeText } from '../shared/element-attributes';
import type {
  NotLoggedInDetail,
  OrderCloseDetail,
  OrderFailedDetail,
  OrderPlacedDetail,
} from './events';
import { PANEL_DEFAULT_HEIGHT } from './panel-box';
import { fundOrderPanelSpec } from './spec';

/** `<fund-order-panel>`'s public contract (see shared/element-contract.ts). */
export const fundOrderPanelContract = /* @__PURE__ */ elementContract({
  tag: fundOrderPanelSpec.tag,
  className: 'FundOrderPanelElement',
  summary:
    "Buy or sell a mutual fund, or manage an investment plan's requests, as a logged-in customer.",
  description:
    'Buy or sell one mutual fund: the account, the amount or percent, the cost confirmation and ' +
    "the result; or, in allocation-request mode, an investment plan's requests. It renders " +
    'nothing unless the reader is a logged-in customer of the API (but what the page puts in ' +
    'its `logged-out` slot), and it never sends an order twice: a lost answer is looked up in ' +
    'the order list, never resent.',
  attributes: documented(fundOrderPanelSpec.attributes, {
    'instrument-id': { required: true, description: 'the fund' },
    side: { default: '`buy`', description: '`buy` or `sell`' },
    variant: {
      default: '`card`',
      description:
        "`card` or `panel`: inside the site's side panel, failures show inline and link the request history",
    },
    mode: {
      default: '`order`',
      description:
        "`order` or `allocation-request`: an investment plan's requests, cancelling, pausing plans",
    },
    accid: { default: "the page URL's `?accid=`", description: 'the account to preselect' },
    'redirect-origin': {
      default: "the page URL's `?redirectOrigin=`",
      description: 'only `shareville` means something: Close goes to the community feed',
    },
  }),
  events: documentedEvents(fundOrderPanelSpec.events, {
    'bw-order-placed': event({
      detail: typeText<OrderPlacedDetail>('OrderPlacedDetail'),
      fields: [
        'kind',
        'orderId',
        'side',
        'instrumentId',
        'accid',
        'amount?',
        'percent?',
        'estimatedAmount?',
      ],
      description: 'the backend accepted an order or an allocation request',
    }),
    'bw-order-failed': event({
      detail: typeText<OrderFailedDetail>('OrderFailedDetail'),
      fields: ['kind', 'code'],
      description: 'an order or a request failed, with its code or `UNKNOWN_REASON`',
    }),
    'bw-order-close': event({
      detail: typeText<OrderCloseDetail>('OrderCloseDetail'),
      fields: ['destination?'],
      description: 'the customer closed the result; cancel it to stay on the page',
    }),
    'bw-not-logged-in': event({
      detail: typeText<NotLoggedInDetail>('NotLoggedInDetail'),
      fields: [],
      description: 'the reader is not logged in, so no form is shown',
    }),
  }),
  parts: {
    panel: "The panel's box.",
    title: "The panel's heading.",
    form: 'The order form.',
    account: 'The account choice.',
    amount: 'The amount or percent field.',
    figures: 'The lists of figures: account value, fee, totals.',
    action: 'The button that sends the order.',
    banner: 'A notice: suitability, a reason the account cannot be used, a rule.',
    result: 'The success, failure or unknown-outcome view.',
    links: 'The list of links below the form.',
  },
  slots: {
    'logged-out':
      'What a reader who is not logged in sees instead of the form, e.g. a login link. Default: nothing.',
  },
  tokens: [
    '--bw-font-family',
    '--bw-font-size',
    '--bw-color-text',
    '--bw-color-text-muted',
    '--bw-color-surface',
    '--bw-color-surface-sunken',
    '--bw-color-border',
    '--bw-color-accent',
    '--bw-color-on-accent',
    '--bw-color-focus',
    '--bw-color-positive',
    '--bw-color-negative',
    '--bw-color-warning',
    '--bw-radius',
    '--bw-shadow',
  ],
  cssProperties: {
    '--bw-fund-order-panel-min-height': {
      default: PANEL_DEFAULT_HEIGHT,
      description:
        "Height of the box the panel keeps in every state (loading, the form, logged out), so the page does not move when the session's answer comes; 0px lets it take its content's height",
    },
  },
});
