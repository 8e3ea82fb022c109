import { describe } from 'vitest';
import * as mortgage from './mortgage';
import { itBuildsPaths } from './it-builds-paths';

describe('mortgage paths', () => {
  itBuildsPaths(mortgage, {
    addressSearch: [
      [[], '/mortgage/v1/address-search'],
      [['v2'], '/mortgage/v2/address-search'],
    ],
    application: [[[], '/mortgage/v1/application']],
    applicationDraft: [[['v2'], '/mortgage/v2/application/draft']],
    customerInfo: [
      [[{ countryCode: 'NO' }], '/mortgage/v1/customer-info?countryCode=NO'],
      [[{ countryCode: undefined }, 'v2'], '/mortgage/v2/customer-info'],
    ],
    fileAccess: [[[], '/mortgage/v1/file-access']],
    property: [[[], '/mortgage/v1/property']],
    apartment: [[[], '/mortgage/v1/apartment']],
    ownedProperties: [[[], '/mortgage/v1/owned-properties']],
    customerConsent: [[[], '/mortgage/v1/customer-consent']],
    customerConsentCallback: [
      [
        [{ AuthorizationCode: 'c0de/1', Status: 'OK' }],
        '/mortgage/v1/customer-consent/callback?AuthorizationCode=c0de%2F1&Status=OK',
      ],
      [[{ Status: 'CANCELLED' }], '/mortgage/v1/customer-consent/callback?Status=CANCELLED'],
    ],
  });
});
