import { useEffect } from 'react';
import { apiConnection } from '../../core/http/api-registry';
import { useResource } from './use-resource';
import { useWidget } from './widget-context';

/**
 * Whether the reader is a logged-in customer of the widget's API (there are only two session
 * states), found by asking for the session token: a token means logged in, a 401 anonymous.
 * - `checking` until the answer is in (a widget for customers shows nothing meanwhile);
 * - `customer`, and it stays so for the component's life: a session that ends later is met by
 *   the call that needs it, which tells the customer the session expired while keeping what
 *   they typed, rather than the widget vanishing under their hands;
 * - `anonymous`, also when the session cannot be checked at all (no answer, a 5xx): a widget for
 *   customers cannot be offered then.
 */
export type CustomerAccess = 'checking' | 'customer' | 'anonymous';

export function useCustomerAccess(): CustomerAccess {
  const { apiBase } = useWidget();
  const session = useResource(apiBase, (_key, { signal }) =>
    apiConnection(apiBase).tokens.token(signal),
  );
  const { error } = session;
  useEffect(() => {
    if (error) console.warn('The session could not be checked:', error);
  }, [error]);

  if (error) return 'anonymous';
  if (session.loading || session.dataKey !== apiBase) return 'checking';
  return session.data === undefined ? 'anonymous' : 'customer';
}
