/**
 * The broker site's pages that the widgets link to, as paths on the site's origin (an element's
 * `site-base`). The order panel's and the card's links name the pages ("Links" of the order panel, the curated-list card's
 * shared watchlist page) but not their routes ("Page routes: not shown"), so the paths are this
 * kit's: one catalogue, which the widgets build their links from and the sandbox serves its
 * stand-in pages at, as both do with the endpoint catalogue.
 *
 * A path ending in `/` takes one segment after it: the instrument id, the mifid2 category or the
 * watchlist's slug.
 */
export const SITE_PATHS = {
  /** The fund order's costs: `{costInfo}{instrument id}?accid&currency&total`. */
  costInfo: '/funds/costs/',
  approvedInstruments: '/settings/approved-instruments',
  /** The appropriateness test of one mifid2 category. */
  knowledgeTest: '/knowledge-test/',
  orderHistory: '/orders/funds',
  /** The investment plan's allocation requests (the side panel's history link). */
  requestHistory: '/investment-plan/requests',
  /** The fund's own page: `{instrument}{instrument id}`. */
  instrument: '/funds/',
  faq: '/help/fund-orders',
  /** For Danish customers only. */
  danishQualityServices: '/dk/kvalitetsforbedrende-ydelser',
  /** A shared watchlist: `{sharedWatchlist}{slug, else id}`. */
  sharedWatchlist: '/watchlists/shared/',
} as const;
