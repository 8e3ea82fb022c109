/*
 * Type-checked with the project (`npm run typecheck`), never run: the README's examples of
 * `broker-widgets/core`, as a page that calls the broker itself writes them.
 */
import {
  apiClient,
  ApiError,
  createFeedClient,
  endpoints,
  feedClientFor,
  schemas,
} from '../core/index';

export async function accountsAndPrices(apiBase: string): Promise<void> {
  // The API client: the page's one connection to apiBase, with its token cache.
  const client = apiClient(apiBase, 'x-nnx-access-token');
  try {
    const accounts = await client.get(
      endpoints.customer.userAccounts(),
      schemas.AccountListSchema,
      'user accounts',
    );
    const names: string[] = accounts.map((account) => account.alias ?? String(account.accno));
    void names;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }

  // The catalogue and a schema: a year of prices.
  const series = await client.get(
    endpoints.marketData.priceTimeSeriesByPeriod('16099870', 'YEAR_1'),
    schemas.PriceTimeSeriesSchema,
    'price time series',
  );
  void series.pricePoints.length;

  // The live feed: the page's one client for the feed URL.
  const feed = feedClientFor('wss://api.broker.example/ws', apiBase);
  const stop = feed.subscribe({ t: 'price', id: '16099870' }, (message) => {
    if (message.type === 'price') void message.data.last;
  });
  stop();

  // Or a client of your own, e.g. in Node with the `ws` package's sockets.
  const own = createFeedClient({
    url: 'wss://api.broker.example/ws',
    token: async () => undefined,
  });
  own.close();
}
