/**
 * CMS paths (SPEC §7, Backend path catalogue: `/cms/v1`): forms, events, cached WordPress and
 * Contentful content, and the discovery search.
 *
 * The kebab-case segments of SPEC's words are this kit's choice ("faq feedback" becomes
 * `faq-feedback`, the Contentful cache items sit under `contentful-cache/`). The prod or test
 * environment of CMS lookups (SPEC §9) is chosen by the caller's host, not by these paths.
 * Methods and payloads: not shown in the spec.
 */
import { withQuery } from './path';

/** Contentful forms. Method and payload: not shown in the spec. */
export const contentfulForms = (): string => '/cms/v1/contentful-forms';

/** Events. Method and payload: not shown in the spec. */
export const events = (): string => '/cms/v1/events';

/** Unsubscribes from mailings. Method and payload: not shown in the spec. */
export const unsubscribe = (): string => '/cms/v1/unsubscribe';

/** The CMS status. Method and payload: not shown in the spec. */
export const status = (): string => '/cms/v1/status';

/** Feedback on an FAQ answer. Method and payload: not shown in the spec. */
export const faqFeedback = (): string => '/cms/v1/faq-feedback';

/** The WordPress content cache. Method and payload: not shown in the spec. */
export const wordpressCache = (): string => '/cms/v1/wordpress-cache';

/** Routes from the Contentful cache. Method and payload: not shown in the spec. */
export const contentfulCacheRoutes = (): string => '/cms/v1/contentful-cache/routes';

/** Entries from the Contentful cache. Method and payload: not shown in the spec. */
export const contentfulCacheEntries = (): string => '/cms/v1/contentful-cache/entries';

/** Assets from the Contentful cache. Method and payload: not shown in the spec. */
export const contentfulCacheAssets = (): string => '/cms/v1/contentful-cache/assets';

/** ICC content from the Contentful cache. Method and payload: not shown in the spec. */
export const contentfulCacheIcc = (): string => '/cms/v1/contentful-cache/icc';

/** Search in the Contentful cache. Method and payload: not shown in the spec. */
export const contentfulCacheSearch = (): string => '/cms/v1/contentful-cache/search';

/** The menu from the Contentful cache. Method and payload: not shown in the spec. */
export const contentfulCacheMenu = (): string => '/cms/v1/contentful-cache/menu';

/** Searches the discovery search engine. Method and payload: not shown in the spec. */
export const discoverySearch = (query: {
  query?: string;
  category?: string;
  limit?: number;
}): string => withQuery('/cms/v1/discovery-search-engine/search', query);
