/**
 * The page's feed clients, one per feed URL (SPEC §4, DESIGN.md "core/socket"): every widget
 * on the page that reads the same feed shares one connection, one login and one subscription
 * per key.
 */
import { apiConnection } from '../http/api-registry';
import { createFeedClient, type FeedClient } from './feed-client';

const clients = new Map<string, FeedClient>();

/**
 * The page's client for `feedUrl`, made on first use. It logs in with the token cache of
 * `apiBase` (the first caller's, if widgets on one feed name different API bases), so the
 * feed and the API calls agree on who is logged in.
 */
export function feedClientFor(feedUrl: string, apiBase: string): FeedClient {
  let client = clients.get(feedUrl);
  if (!client) {
    const { tokens } = apiConnection(apiBase);
    client = createFeedClient({ url: feedUrl, token: () => tokens.token() });
    clients.set(feedUrl, client);
  }
  return client;
}
