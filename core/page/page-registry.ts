import { version } from '../../package.json';
import type { ApiConnection } from '../http/api-client';
import type { QueryCache } from '../http/query-cache';
import type { FeedClient } from '../socket/feed-client';
import { createSessionStore, type SessionStore } from '../stores/session';

/*
 * What one page shares, whichever of the kit's files it loads: the one-file kit, element files,
 * `broker-widgets/core` and `broker-widgets/react` each carry their own copy of these modules,
 * yet a page must keep one session, one token cache per API base and one feed connection per
 * feed URL (a second socket is load on the broker's feed servers for every reader). So the
 * first copy to need them puts them in one registry on the page's global object, under a
 * well-known symbol, and every other copy of the same version uses that one. A copy of another
 * version could disagree on what the registry holds, so it keeps a registry of its own and
 * says so once in the console, rather than mixing the two.
 */

/** This copy's version of the kit, which its registry and its element classes carry. */
export const KIT_VERSION = version;

/** What the copies of one version of the kit on a page share. */
export interface PageRegistry {
  /** The version of the kit whose copy made the registry. */
  readonly version: string;
  /** The page's session: logged in or not, and whether it is optional. */
  readonly session: SessionStore;
  /** One API connection (token cache, shared answers) per API base. */
  readonly connections: Map<string, ApiConnection>;
  /** One feed client per feed URL. */
  readonly feeds: Map<string, FeedClient>;
  /** The query answers kept per API base (`http/query.ts`), made on a query's first use. */
  readonly queries: Map<string, QueryCache>;
}

/** The registry's key on the page: the same symbol in every copy and every realm of the page. */
export const PAGE_REGISTRY_KEY = Symbol.for('broker-widgets.page-registry');

const newRegistry = (): PageRegistry => ({
  version: KIT_VERSION,
  session: createSessionStore(),
  connections: new Map(),
  feeds: new Map(),
  queries: new Map(),
});

let registry: PageRegistry | undefined;

/**
 * The page's registry, found or made on first use (importing the kit touches no global, so a
 * server that renders a page importing it is left as it was).
 */
export function pageRegistry(): PageRegistry {
  if (!registry) {
    const page = globalThis as { [PAGE_REGISTRY_KEY]?: PageRegistry };
    const found = page[PAGE_REGISTRY_KEY];
    if (found?.version === KIT_VERSION) registry = found;
    else {
      registry = newRegistry();
      if (found)
        console.warn(
          `broker-widgets ${KIT_VERSION}: ${found.version} is here too; each keeps its own session`,
        );
      else page[PAGE_REGISTRY_KEY] = registry;
    }
  }
  return registry;
}
