import type { IncomingHttpHeaders } from 'node:http';
import type { BrokerContext } from './broker';
import type { CustomerBook } from './customer-book';
import { Rejection, type Route, type SandboxRequest, type SandboxResponse } from './router';

/*
 * The one guard of the customer's API: a route that needs a logged-in customer gets a valid,
 * unexpired access token, sent as `x-nnx-access-token` or as `Authorization: Bearer` (docs/rules.md#backend-calls
 * token refresh: one client sends each), whose persona is still the logged-in one. Anything
 * else is a 401 in the backend's error shape.
 */

function accessToken(headers: IncomingHttpHeaders): string | undefined {
  const header = headers['x-nnx-access-token'];
  if (typeof header === 'string' && header !== '') return header;
  return /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
}

/** The logged-in customer's books for a request, or a 401 saying why not. */
export function customerOf(context: BrokerContext, headers: IncomingHttpHeaders): CustomerBook {
  const token = accessToken(headers);
  if (token === undefined) {
    throw new Rejection(401, 'NOT_LOGGED_IN', 'An access token is required');
  }
  const check = context.tokens.verify(token);
  if (!check.valid) {
    throw check.reason === 'expired'
      ? new Rejection(401, 'TOKEN_EXPIRED', 'The access token has expired')
      : new Rejection(401, 'INVALID_TOKEN', 'The access token is not valid');
  }
  const book = context.broker.book(check.claims.sub);
  if (!book || check.claims.sub !== context.broker.persona.id) {
    throw new Rejection(401, 'SESSION_ENDED', 'The session of this token has ended');
  }
  return book;
}

export interface CustomerRoute extends Omit<Route, 'handler'> {
  handler: (request: SandboxRequest, customer: CustomerBook) => SandboxResponse;
}

/** A route only a logged-in customer may call; its handler gets the customer's books. */
export const customerRoute = (context: BrokerContext, route: CustomerRoute): Route => ({
  ...route,
  handler: (request) => route.handler(request, customerOf(context, request.headers)),
});
