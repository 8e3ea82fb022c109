/**
 * The broker site's page for a shared watchlist. SPEC §2 says the card links there with the
 * list's slug, else its id; the path itself is not given, so this is the kit's choice.
 */
export const SHARED_WATCHLIST_PATH = '/watchlists/shared/';

export function sharedWatchlistHref(
  siteBase: string,
  list: { slug?: string | null; id: string },
): string {
  const key = list.slug?.trim() || list.id;
  return `${siteBase}${SHARED_WATCHLIST_PATH}${encodeURIComponent(key)}`;
}
