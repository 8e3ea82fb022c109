/**
 * CMS paths (docs/rules.md#backend-calls: `/cms/v1`): forms, events, cached WordPress and
 * Contentful content, and the discovery search.
 *
 * The kebab-case segments of the catalogue's words are this kit's choice ("faq feedback" becomes
 * `faq-feedback`, the Contentful cache items sit under `contentful-cache/`).
 *
 * "CMS and route lookups use a prod or test environment derived from the host". Every
 * lookup here (the WordPress and Contentful caches, routes among them, and the discovery
 * search) names its environment in the query, `environment=prod|test` (the parameter's name is
 * this kit's choice); `environmentOfApi(apiBase)` in `core/stores/environment.ts` derives it.
 * Methods and payloads: not shown in the catalogue.
 */
import type { Environment } from '../stores/environment';
import { withQuery } from './path';

/** A lookup of the CMS of `environment`. */
const lookup = (base: string, environment: Environment): string => withQuery(base, { environment });

/** Contentful forms. Method and payload: not shown in the catalogue. */
export const contentfulForms = (): string => '/cms/v1/contentful-forms';

/** Events. Method and payload: not shown in the catalogue. */
export const events = (): string => '/cms/v1/events';

/** Unsubscribes from mailings. Method and payload: not shown in the catalogue. */
export const unsubscribe = (): string => '/cms/v1/unsubscribe';

/** The CMS status. Method and payload: not shown in the catalogue. */
export const status = (): string => '/cms/v1/status';

/** Feedback on an FAQ answer. Method and payload: not shown in the catalogue. */
export const faqFeedback = (): string => '/cms/v1/faq-feedback';

/** The WordPress content cache. Method and payload: not shown in the catalogue. */
export const wordpressCache = (environment: Environment): string =>
  lookup('/cms/v1/wordpress-cache', environment);

/** Routes from the Contentful cache. Method and payload: not shown in the catalogue. */
export const contentfulCacheRoutes = (environment: Environment): string =>
  lookup('/cms/v1/contentful-cache/routes', environment);

/** Entries from the Contentful cache. Method and payload: not shown in the catalogue. */
export const contentfulCacheEntries = (environment: Environment): string =>
  lookup('/cms/v1/contentful-cache/entries', environment);

/** Assets from the Contentful cache. Method and payload: not shown in the catalogue. */
export const contentfulCacheAssets = (environment: Environment): string =>
  lookup('/cms/v1/contentful-cache/assets', environment);

/** ICC content from the Contentful cache. Method and payload: not shown in the catalogue. */
export const contentfulCacheIcc = (environment: Environment): string =>
  lookup('/cms/v1/contentful-cache/icc', environment);

/** Search in the Contentful cache. Method and payload: not shown in the catalogue. */
export const contentfulCacheSearch = (environment: Environment): string =>
  lookup('/cms/v1/contentful-cache/search', environment);

/** The menu from the Contentful cache. Method and payload: not shown in the catalogue. */
export const contentfulCacheMenu = (environment: Environment): string =>
  lookup('/cms/v1/contentful-cache/menu', environment);

/** Searches the discovery search engine. Method and payload: not shown in the catalogue. */
export const discoverySearch = (query: {
  query?: string;
  category?: string;
  limit?: number;
  environment: Environment;
}): string => withQuery('/cms/v1/discovery-search-engine/search', query);
