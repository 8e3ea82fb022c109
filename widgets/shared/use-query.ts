import type { TokenHeaderStyle } from '../../core/http/api-client';
import { onComeback } from '../../core/http/comeback';
import { query, queryCache, queryKey } from '../../core/http/query';
import type { QueryAnswer, QueryEndpoint } from '../../core/endpoints/endpoint-call';
import type { KeptAnswers, ResourceOptions } from '../../core/http/resource';
import { useApiClient } from './use-api-client';
import { useResource, type ResourceView } from './use-resource';

/**
 * A GET of the endpoint catalogue as a component reads it: `path` built by `endpoint.path`
 * (undefined: not yet), loaded by the widget's client in `style` as the endpoint says
 * (`core/http/query.ts`). An endpoint that is cached and revalidates shows the connection's kept
 * answer at once while it loads again, and loads again when the reader comes back to the page.
 * A write that changes the endpoint's answers (`QueryCache.invalidate`) loads it again.
 * A component reads one endpoint's policy: it is taken when the component first loads.
 */
export function useQuery<E extends QueryEndpoint>(
  style: TokenHeaderStyle,
  endpoint: E,
  path: string | undefined,
  options: Pick<ResourceOptions<QueryAnswer<E>>, 'share' | 'tolerate'> = {},
): ResourceView<QueryAnswer<E>> {
  const client = useApiClient(style);
  const key = path === undefined ? undefined : queryKey(client, endpoint, path);
  const kept = endpoint.cached && endpoint.revalidates;
  return useResource<QueryAnswer<E>>(
    key,
    // The key asked for is this render's path's: a load only runs for the key of its render.
    (_key, { signal, force }) => query(client, endpoint, path ?? '', { signal, force }),
    {
      ...options,
      // A connection keeps a query's parsed answers under the query's key.
      cache: kept ? (queryCache(client.apiBase) as KeptAnswers<QueryAnswer<E>>) : undefined,
      revalidateOn: endpoint.revalidates ? onComeback : undefined,
      invalidateOn: (invalidate) => queryCache(client.apiBase).onInvalidate([endpoint], invalidate),
    },
  );
}
