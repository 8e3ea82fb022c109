import {
  accountInformation,
  profileSettings,
  userAccounts,
} from '../../../core/endpoints/customer';
import { UserSettingsSchema } from '../../../core/schemas/user-settings';
import type { BrokerContext } from '../broker';
import type { BookAccount, CustomerBook } from '../customer-book';
import { customerRoute } from '../customer-route';
import { money } from '../money';
import { integerList, parseBody } from '../request-input';
import { json, patternOf, type Route } from '../router';

/** An account as "User accounts" answers it; `currency` is extra. */
const accountBody = (account: BookAccount) => ({
  accid: account.accid,
  accno: account.accno,
  alias: account.alias,
  symbol: account.symbol,
  is_blocked: account.blocked,
  account_code: account.accountCode,
  atyid: account.atyid,
  currency: account.currency,
});

/** "Account information" for one account: its sum and trading power in its currency. */
const accountInformationBody = (customer: CustomerBook, account: BookAccount) => ({
  accid: account.accid,
  account_sum: money(customer.accountSum(account), account.currency),
  trading_power: money(account.cash, account.currency),
});

/**
 * The customer area: user accounts (blocked and excluded accounts included: the widgets filter
 * them), account information by accid (every account when none is given), and the saved
 * settings. A PUT of settings replaces the fields it gives and keeps the others.
 */
export function customerRoutes(context: BrokerContext): Route[] {
  return [
    customerRoute(context, {
      method: 'GET',
      pattern: patternOf(userAccounts()),
      handler: (_request, customer) => json(200, customer.accounts.map(accountBody)),
    }),
    customerRoute(context, {
      method: 'GET',
      pattern: patternOf(accountInformation([])),
      handler: ({ query }, customer) => {
        const accounts = customer.requireAccounts(integerList(query, 'accids'));
        return json(
          200,
          accounts.map((account) => accountInformationBody(customer, account)),
        );
      },
    }),
    customerRoute(context, {
      method: 'GET',
      pattern: patternOf(profileSettings()),
      handler: (_request, customer) => json(200, customer.settings),
    }),
    customerRoute(context, {
      method: 'PUT',
      pattern: patternOf(profileSettings()),
      kind: 'user-settings',
      handler: ({ body }, customer) => {
        const update = parseBody(UserSettingsSchema, body, 'user settings');
        customer.settings = { ...customer.settings, ...update };
        return json(200, customer.settings);
      },
    }),
  ];
}
