/**
 * The customer's accounts, cached for the page's life: a call of the order flow
 * (`orderFlowCalls.userAccounts`) that the price graph also makes, for the buy/sell dots. In a
 * module of its own so that the graph, importing it, loads none of the order flow's schemas.
 */
import { AccountListSchema } from '../schemas/account';
import { userAccounts } from './customer';
import type { QueryEndpoint } from './endpoint-call';

export const userAccountsCall = {
  method: 'GET',
  path: userAccounts,
  schema: AccountListSchema,
  what: 'user accounts',
  cached: true,
} as const satisfies QueryEndpoint;
