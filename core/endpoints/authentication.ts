/**
 * Authentication paths (docs/rules.md#backend-calls, and the order-flow token refresh).
 *
 * The catalogue gives the Luna, session, session-settings, authorization-token and API-key paths. The
 * Swedish BankID order paths are not spelled out ("Swedish bankid authentication-orders (with
 * a useCase query) and orders/{id}"): this kit places them beside Luna, under
 * `/authentication/v1/methods/bankid-se/`. The session refresh path is this kit's choice too.
 */
import { path, withQuery } from './path';
import type { Id } from './path-params';

/** Starts a Luna login. Method and payload: not shown in the catalogue. */
export const lunaStart = (): string => '/authentication/v1/methods/luna/start';

/** Polls a started Luna login. Method and payload: not shown in the catalogue. */
export const lunaPoll = (): string => '/authentication/v1/methods/luna/poll';

/** The customer's Luna enrollments. Method and payload: not shown in the catalogue. */
export const lunaEnrollments = (): string => '/authentication/v1/methods/luna/enrollments';

/** One Luna enrollment. Method and payload: not shown in the catalogue. */
export const lunaEnrollment = (id: Id): string =>
  path`/authentication/v1/methods/luna/enrollments/${id}`;

/**
 * The login sessions. Method and payload: not shown in the catalogue (the authentication payload
 * of the catalogue, with authenticationProvider, countryCode and a provider block, is a likely fit).
 */
export const sessions = (): string => '/nnxapi/authentication/v2/sessions';

/**
 * Token refresh: POST with an empty body; the answer carries `jwt`, and
 * a 401 means the user is anonymous. The catalogue names "the authentication refresh path"
 * without spelling it: this path, beside the sessions, is this kit's choice.
 */
export const sessionRefresh = (): string => '/nnxapi/authentication/v2/sessions/refresh';

/** The customer's session settings. Method and payload: not shown in the catalogue. */
export const mySessionSettings = (): string => '/authentication/v1/my-session-settings';

/**
 * Starts a Swedish BankID authentication order for a use case (its values are not shown in
 * the catalogue). The path beside Luna is this kit's choice. Method and payload: not shown.
 */
export const bankIdSeAuthenticationOrders = (useCase?: string): string =>
  withQuery('/authentication/v1/methods/bankid-se/authentication-orders', { useCase });

/**
 * One Swedish BankID order, to follow it. The path beside Luna is this kit's choice. Method
 * and payload: not shown in the catalogue.
 */
export const bankIdSeOrder = (id: Id): string =>
  path`/authentication/v1/methods/bankid-se/orders/${id}`;

/** Authorization tokens. Method and payload: not shown in the catalogue. */
export const authorizationTokens = (): string => '/nnxapi/authorization/v1/tokens';

/** The customer's API keys, listed and created here. Method and payload: not shown. */
export const myApiKeys = (): string => '/authentication/api/v1/my-api-keys';

/**
 * One API key, to revoke it. The catalogue lists "revoke" without a shape: the key's own path is this
 * kit's choice. Method and payload: not shown in the catalogue.
 */
export const myApiKey = (id: Id): string => path`/authentication/api/v1/my-api-keys/${id}`;
