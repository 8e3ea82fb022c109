/** Credits and lending paths. */
import { path } from './path';
import type { CountryCode } from './path-params';

/** Activation of the intraday credit limit in a country. Method and payload: not shown. */
export const intradayLimitActivation = (countryCode: CountryCode): string =>
  path`/credits-and-lending/v1/intraday-limit/activation/${countryCode}`;
