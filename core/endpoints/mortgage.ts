/**
 * Mortgage paths (docs/rules.md#backend-calls: `/mortgage/v1|v2`).
 *
 * Segment names beyond the catalogue's words are this kit's choice (`address-search`,
 * `application/draft`, `customer-consent/callback`); each builder takes the version the catalogue allows
 * (v1 unless asked). Parameters the catalogue names in parentheses are query parameters, spelled as the catalogue
 * spells them (`AuthorizationCode`, `Status`). Methods and payloads: not shown in the catalogue.
 */
import { path, withQuery } from './path';
import type { CountryCode } from './path-params';

/** The versions the catalogue shows for the mortgage area. */
export type MortgageVersion = 'v1' | 'v2';

/** Address search. Method and payload: not shown in the catalogue. */
export const addressSearch = (version: MortgageVersion = 'v1'): string =>
  path`/mortgage/${version}/address-search`;

/** The mortgage application. Method and payload: not shown in the catalogue. */
export const application = (version: MortgageVersion = 'v1'): string =>
  path`/mortgage/${version}/application`;

/** The draft of a mortgage application. Method and payload: not shown in the catalogue. */
export const applicationDraft = (version: MortgageVersion = 'v1'): string =>
  path`/mortgage/${version}/application/draft`;

/** Customer information in a country. Method and payload: not shown in the catalogue. */
export const customerInfo = (
  query: { countryCode?: CountryCode } = {},
  version: MortgageVersion = 'v1',
): string => withQuery(path`/mortgage/${version}/customer-info`, query);

/** Access to mortgage files. Method and payload: not shown in the catalogue. */
export const fileAccess = (version: MortgageVersion = 'v1'): string =>
  path`/mortgage/${version}/file-access`;

/** The property to mortgage. Method and payload: not shown in the catalogue. */
export const property = (version: MortgageVersion = 'v1'): string =>
  path`/mortgage/${version}/property`;

/** The apartment to mortgage. Method and payload: not shown in the catalogue. */
export const apartment = (version: MortgageVersion = 'v1'): string =>
  path`/mortgage/${version}/apartment`;

/** The customer's owned properties. Method and payload: not shown in the catalogue. */
export const ownedProperties = (version: MortgageVersion = 'v1'): string =>
  path`/mortgage/${version}/owned-properties`;

/** The customer's consent. Method and payload: not shown in the catalogue. */
export const customerConsent = (version: MortgageVersion = 'v1'): string =>
  path`/mortgage/${version}/customer-consent`;

/**
 * Where the consent provider returns, with its AuthorizationCode and Status (values not shown
 * in the catalogue). Method and payload: not shown in the catalogue.
 */
export const customerConsentCallback = (
  query: { AuthorizationCode?: string; Status?: string } = {},
  version: MortgageVersion = 'v1',
): string => withQuery(path`/mortgage/${version}/customer-consent/callback`, query);
