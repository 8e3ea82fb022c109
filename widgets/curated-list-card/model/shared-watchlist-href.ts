import { SITE_PATHS } from '../../../core/links/site-paths';

/** The broker site's page for a shared watchlist, with the list's slug, else its id. */
export function sharedWatchlistHref(
  siteBase: string,
  list: { slug?: string | null; id: string },
): string {
  const key = list.slug?.trim() || list.id;
  return `${siteBase}${SITE_PATHS.sharedWatchlist}${encodeURIComponent(key)}`;
}
