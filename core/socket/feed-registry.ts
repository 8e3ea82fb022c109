/**
 * The page's feed clients, one per feed URL (docs/architecture.md#one-session-per-page): every user of
 * the same feed on the page, widget or page script, whichever of the kit's files it came from
 * (see `page/page-registry.ts`), shares one connection, one login and one subscription per key.
 * The connection closes when the page's last subscription ends, and opens again for the next.
 */
import { apiConnection } from '../http/api-registry';
import { pageRegistry } from '../page/page-registry';
import { createFeedClient, type FeedClient, type FeedSocketFactory } from './feed-client';

/** How a page's feed connection is opened, for runtimes without a browser's WebSocket. */
export interface FeedConnectionOptions {
  /** Opens sockets where there is no `WebSocket` (Node.js before 22): see `createFeedClient`. */
  openSocket?: FeedSocketFactory;
}

/**
 * The page's client for `feedUrl`, made on first use. It logs in with the token cache of
 * `apiBase` (the first caller's, if users of one feed name different API bases), so the feed
 * and the API calls agree on who is logged in. It is the page's: end your subscriptions rather
 * than close it.
 */
export function feedClientFor(
  feedUrl: string,
  apiBase: string,
  options: FeedConnectionOptions = {},
): FeedClient {
  const { feeds } = pageRegistry();
  let client = feeds.get(feedUrl);
  if (!client) {
    const { tokens } = apiConnection(apiBase);
    client = createFeedClient({
      url: feedUrl,
      token: () => tokens.token(),
      openSocket: options.openSocket,
    });
    feeds.set(feedUrl, client);
  }
  return client;
}
