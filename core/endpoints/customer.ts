/**
 * Customer paths (docs/rules.md#backend-calls: `/customer/v2`), and the account calls of
 * the order-flow table.
 *
 * The segments of the catalogue's words are this kit's choice: `routing-status/{onboarding, login}`,
 * and "authorized accounts VIEW" as `authorized-accounts/VIEW`. The user accounts and account
 * information paths are not shown in the catalogue at all: `/customer/v2/accounts` and
 * `/customer/v2/accounts/info` are this kit's choice. Methods and payloads: not shown unless a
 * builder says otherwise.
 */
import { path, withQuery } from './path';
import type { Id } from './path-params';

/** The routing status during onboarding. Method and payload: not shown in the catalogue. */
export const routingStatusOnboarding = (): string => '/customer/v2/routing-status/onboarding';

/** The routing status at login. Method and payload: not shown in the catalogue. */
export const routingStatusLogin = (): string => '/customer/v2/routing-status/login';

/** Registers the intent to become a customer. Method and payload: not shown in the catalogue. */
export const becomeCustomerIntent = (): string => '/customer/v2/become-customer-intent';

/** An account's alias. Method and payload: not shown in the catalogue. */
export const accountAlias = (): string => '/customer/v2/account-alias';

/**
 * The accounts the customer is authorized for with a permission; the catalogue shows only VIEW. Method
 * and payload: not shown in the catalogue.
 */
export const authorizedAccounts = (permission: 'VIEW'): string =>
  path`/customer/v2/authorized-accounts/${permission}`;

/** The customer's profile settings. Method and payload: not shown in the catalogue. */
export const profileSettings = (): string => '/customer/v2/profile-settings';

/**
 * User accounts: GET; cached. Each account gives accid, accno, alias,
 * symbol, is_blocked, account_code, atyid.
 */
export const userAccounts = (): string => '/customer/v2/accounts';

/**
 * Account information: GET by accid(s), each accid repeating the key;
 * throttle 7 s. It gives account_sum and trading_power.
 */
export const accountInformation = (accids: readonly Id[]): string =>
  withQuery('/customer/v2/accounts/info', { accids });
