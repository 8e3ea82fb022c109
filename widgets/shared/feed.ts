import { feedClientFor } from '../../core/socket/feed-registry';
import type { FeedClient } from '../../core/socket/feed-client';
import { pageDefaults } from './configure';
import { resolveWidgetSettings } from './widget-settings';

/**
 * The page's live feed client, for partners' own code and the kit's widgets alike
 * (docs/rules.md#live-data). `url` is the feed's `ws:`/`wss:` URL (an `http(s):` or relative one is
 * converted); without it, the `feedUrl` of `configure()`, else `ws(s)://<api host>/ws` beside the
 * API base. Every call with the same URL returns the same client, shared with every element on the
 * page, e.g.
 *
 * ```js
 * const prices = feed();
 * const stop = prices.subscribe({ t: 'price', id: '16099872' }, (message) => {
 *   if (message.type === 'price') show(message.data.last);
 * });
 * prices.state.subscribe((state) => showConnection(state));
 * ```
 */
export function feed(url?: string): FeedClient {
  const { feedUrl, apiBase } = resolveWidgetSettings({ feedUrl: url }, pageDefaults.value, {
    href: location.href,
    lang: document.documentElement.lang,
  });
  return feedClientFor(feedUrl, apiBase);
}
