/**
 * Customer paths (SPEC §7, Backend path catalogue: `/customer/v2`), and the account calls of
 * the order-flow table.
 *
 * The segments of SPEC's words are this kit's choice: `routing-status/{onboarding, login}`,
 * and "authorized accounts VIEW" as `authorized-accounts/VIEW`. The user accounts and account
 * information paths are not shown in SPEC at all: `/customer/v2/accounts` and
 * `/customer/v2/accounts/info` are this kit's choice. Methods and payloads: not shown unless a
 * builder says otherwise.
 */
import { path, withQuery } from './path';
import type { Id } from './path-params';

/** The routing status during onboarding. Method and payload: not shown in the spec. */
export const routingStatusOnboarding = (): string => '/customer/v2/routing-status/onboarding';

/** The routing status at login. Method and payload: not shown in the spec. */
export const routingStatusLogin = (): string => '/customer/v2/routing-status/login';

/** Registers the intent to become a customer. Method and payload: not shown in the spec. */
export const becomeCustomerIntent = (): string => '/customer/v2/become-customer-intent';

/** An account's alias. Method and payload: not shown in the spec. */
export const accountAlias = (): string => '/customer/v2/account-alias';

/**
 * The accounts the customer is authorized for with a permission; SPEC shows only VIEW. Method
 * and payload: not shown in the spec.
 */
export const authorizedAccounts = (permission: 'VIEW'): string =>
  path`/customer/v2/authorized-accounts/${permission}`;

/** The customer's profile settings. Method and payload: not shown in the spec. */
export const profileSettings = (): string => '/customer/v2/profile-settings';

/**
 * User accounts (SPEC §7, order flow): GET; cached. Each account gives accid, accno, alias,
 * symbol, is_blocked, account_code, atyid (SPEC §3).
 */
export const userAccounts = (): string => '/customer/v2/accounts';

/**
 * Account information (SPEC §7, order flow): GET by accid(s), each accid repeating the key;
 * throttle 7 s. It gives account_sum and trading_power (SPEC §3).
 */
export const accountInformation = (accids: readonly Id[]): string =>
  withQuery('/customer/v2/accounts/info', { accids });
