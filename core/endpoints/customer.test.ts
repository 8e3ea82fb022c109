import { describe } from 'vitest';
import * as customer from './customer';
import { itBuildsPaths } from './it-builds-paths';

describe('customer paths', () => {
  itBuildsPaths(customer, {
    routingStatusOnboarding: [[[], '/customer/v2/routing-status/onboarding']],
    routingStatusLogin: [[[], '/customer/v2/routing-status/login']],
    becomeCustomerIntent: [[[], '/customer/v2/become-customer-intent']],
    accountAlias: [[[], '/customer/v2/account-alias']],
    authorizedAccounts: [[['VIEW'], '/customer/v2/authorized-accounts/VIEW']],
    profileSettings: [[[], '/customer/v2/profile-settings']],
    userAccounts: [[[], '/customer/v2/accounts']],
    accountInformation: [
      [[[18273645]], '/customer/v2/accounts/info?accids=18273645'],
      [[[1, 'a b']], '/customer/v2/accounts/info?accids=1&accids=a+b'],
    ],
  });
});
