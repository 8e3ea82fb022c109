import { useEffect, useState } from 'react';
import { apiConnection } from '../../core/http/api-registry';
import { useWidget } from './widget-context';

/**
 * Whether the reader is a logged-in customer of the widget's API (SPEC §6: only two session
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
  const [answer, setAnswer] = useState<{ apiBase: string; access: CustomerAccess }>();

  useEffect(() => {
    const controller = new AbortController();
    apiConnection(apiBase)
      .tokens.token(controller.signal)
      .then(
        (token) => setAnswer({ apiBase, access: token === undefined ? 'anonymous' : 'customer' }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('The session could not be checked:', error);
          setAnswer({ apiBase, access: 'anonymous' });
        },
      );
    return () => controller.abort();
  }, [apiBase]);

  return answer?.apiBase === apiBase ? answer.access : 'checking';
}
