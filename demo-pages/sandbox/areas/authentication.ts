import { sessionRefresh } from '../../../core/endpoints/authentication';
import type { BrokerContext } from '../broker';
import { fieldError, json, patternOf, type Route } from '../router';

/**
 * Token refresh: POST with an empty body gives `{ jwt }` for the logged-in persona,
 * and a 401 when the visitor is anonymous.
 */
export function authenticationRoutes({ broker, tokens }: BrokerContext): Route[] {
  return [
    {
      method: 'POST',
      pattern: patternOf(sessionRefresh()),
      kind: 'token-refresh',
      handler: () => {
        const persona = broker.persona;
        return persona.loggedIn
          ? json(200, { jwt: tokens.sign(persona) })
          : fieldError(401, 'NOT_LOGGED_IN', 'Nobody is logged in');
      },
    },
  ];
}
