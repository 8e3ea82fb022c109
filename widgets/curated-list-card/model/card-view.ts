import type { ListBadge, ListPreview } from '../../../core/schemas/list-preview';
import { safeUrl } from '../../../core/links/safe-url';
import { MAX_PREVIEW_LOGOS, remainingInstruments } from './instrument-count';
import { listBadge } from './list-badge';
import { sharedWatchlistHref } from './shared-watchlist-href';

/** Everything the card renders, decided from the parsed list and where the widget lives. */
export interface CardView {
  id: string;
  slug: string | undefined;
  name: string;
  href: string;
  /** A safe image URL, or undefined for the placeholder. */
  imageUrl: string | undefined;
  views: number | undefined;
  badge: ListBadge | undefined;
  /** One entry per logo shown; undefined entries get a placeholder logo. */
  logos: (string | undefined)[];
  remaining: number | undefined;
}

export function cardView(
  list: ListPreview,
  where: { apiBase: string; siteBase: string },
): CardView {
  const previews = (list.instrumentPreviews ?? []).slice(0, MAX_PREVIEW_LOGOS);
  return {
    id: list.id,
    slug: list.slug ?? undefined,
    name: list.displayName,
    href: sharedWatchlistHref(where.siteBase, list),
    imageUrl: safeUrl(list.image?.url, where.apiBase),
    views: list.views ?? undefined,
    badge: listBadge(list.badges),
    logos: previews.map((preview) => safeUrl(preview.logoUrl, where.apiBase)),
    remaining: remainingInstruments(list.instrumentCount, previews.length),
  };
}
