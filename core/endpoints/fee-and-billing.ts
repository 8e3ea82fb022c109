/**
 * Fee and billing paths (docs/rules.md#backend-calls: `/fee-and-billing`). The catalogue shows no
 * version, so none is added; "tiers user" becomes `tiers/user`, and the conditions "by
 * countryCode and segment" take both as path parameters, this kit's choice. Methods and
 * payloads: not shown in the catalogue.
 */
import type { CustomerSegment } from '../schemas/enumerations';
import { path } from './path';
import type { CountryCode } from './path-params';

/** The user's fee tier. Method and payload: not shown in the catalogue. */
export const tiersUser = (): string => '/fee-and-billing/tiers/user';

/** The fee conditions of a country and customer segment. Method and payload: not shown. */
export const conditions = (countryCode: CountryCode, segment: CustomerSegment): string =>
  path`/fee-and-billing/conditions/${countryCode}/${segment}`;

/** The customer segments. Method and payload: not shown in the catalogue. */
export const customerSegments = (): string => '/fee-and-billing/customer-segments';
