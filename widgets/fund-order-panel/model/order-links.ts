import { safeUrl } from '../../../core/links/safe-url';
import { SITE_PATHS } from '../../../core/links/site-paths';

/**
 * The community site's feed, where a customer who came with `redirectOrigin=shareville` goes when
 * closing the panel. A fixed address: the page URL never chooses it.
 */
export const COMMUNITY_FEED_URL = 'https://shareville.com/feed';

/** The one redirect origin that sends the customer back to the community feed. */
export const COMMUNITY_REDIRECT_ORIGIN = 'shareville';

export interface OrderLinkInput {
  siteBase: string;
  /** The fact sheet URL comes from the API, so a relative one resolves against the API base. */
  apiBase: string;
  instrumentId: string;
  /** The amount for the cost info page's `total`. */
  total: number | undefined;
  accid: number | undefined;
  currency: string;
  mifid2Category: string | null | undefined;
  prospectusUrl: string | null | undefined;
  /** The side panel links the request history instead of the order history. */
  variant: 'card' | 'panel';
  /** Danish customers get an extra link. */
  danish: boolean;
}

export interface OrderLinks {
  /** Only for a numeric instrument id. */
  costInfo: string | undefined;
  approvedInstruments: string;
  knowledgeTest: string;
  history: string;
  instrument: string;
  /** The fund fact sheet (external): https, or a relative URL on the API's origin. */
  factSheet: string | undefined;
  faq: string;
  danishQualityServices: string | undefined;
}

/**
 * The links of the order panel: the broker site's pages (`SITE_PATHS`) on its origin (`site-base`),
 * and the fund's fact sheet.
 */
export function orderLinks(input: OrderLinkInput): OrderLinks {
  const site = (path: string) => `${input.siteBase}${path}`;
  const id = encodeURIComponent(input.instrumentId);
  let costInfo: string | undefined;
  if (/^\d+$/.test(input.instrumentId)) {
    const query = new URLSearchParams({ currency: input.currency });
    if (input.total !== undefined) query.set('total', String(input.total));
    if (input.accid !== undefined) query.set('accid', String(input.accid));
    query.sort();
    costInfo = `${site(SITE_PATHS.costInfo)}${id}?${query.toString()}`;
  }
  // The knowledge test takes the mifid2 category as a parameter, or '/' without one.
  const category = input.mifid2Category ? encodeURIComponent(input.mifid2Category) : '';
  return {
    costInfo,
    approvedInstruments: site(SITE_PATHS.approvedInstruments),
    knowledgeTest: category ? site(`${SITE_PATHS.knowledgeTest}${category}`) : site('/'),
    history: site(input.variant === 'panel' ? SITE_PATHS.requestHistory : SITE_PATHS.orderHistory),
    instrument: site(`${SITE_PATHS.instrument}${id}`),
    factSheet: safeUrl(input.prospectusUrl, input.apiBase),
    faq: site(SITE_PATHS.faq),
    danishQualityServices: input.danish ? site(SITE_PATHS.danishQualityServices) : undefined,
  };
}

/**
 * Where closing the panel leads: the community feed for exactly `redirectOrigin=shareville`, else
 * nowhere (the panel just clears its state).
 */
export const closeDestination = (redirectOrigin: string | undefined): string | undefined =>
  redirectOrigin === COMMUNITY_REDIRECT_ORIGIN ? COMMUNITY_FEED_URL : undefined;
