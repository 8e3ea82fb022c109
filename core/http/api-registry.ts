/**
 * The page's API connections, one per API base: every widget on the page that calls the same
 * API base shares one token cache and one set of shared GET answers, and all of them drive the
 * page's session store, whichever of the kit's files loaded them (see `page/page-registry.ts`).
 */
import { pageRegistry } from '../page/page-registry';
import {
  createApiConnection,
  type ApiClient,
  type ApiConnection,
  type TokenHeaderStyle,
} from './api-client';

/** The page's connection to `apiBase` (a trailing slash is ignored), made on first use. */
export function apiConnection(apiBase: string): ApiConnection {
  const base = apiBase.replace(/\/+$/, '');
  const { connections, session } = pageRegistry();
  let connection = connections.get(base);
  if (!connection) {
    connection = createApiConnection({
      apiBase: base,
      session,
      sessionOptional: () => session.optional.value,
    });
    connections.set(base, connection);
  }
  return connection;
}

/** The page's client for `apiBase` that sends the token in `style`. */
export function apiClient(apiBase: string, style: TokenHeaderStyle): ApiClient {
  return apiConnection(apiBase).client(style);
}
