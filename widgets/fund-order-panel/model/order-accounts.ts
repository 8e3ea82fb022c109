import type { Account } from '../../../core/schemas/account';
import { EXCLUDED_ACCOUNT_CODE, EXCLUDED_ACCOUNT_TYPE } from '../../../core/orders/order-limits';
import type { OrderSide } from '../../../core/schemas/enumerations';
import type { FundOrderListItem } from '../../../core/schemas/fund-order';
import type { Position } from '../../../core/schemas/position';
import { holdingsByAccount } from './holdings';
import { NO_AMOUNT, type Amount } from './money-units';

/**
 * Which accounts the panel offers, and which one it picks (docs/rules.md#order-flow).
 * - Buy lists accounts except code BLSE and account type 123.
 * - Sell lists only accounts that hold the instrument.
 * - Blocked accounts are never listed.
 */
export function orderAccounts(
  side: OrderSide,
  accounts: readonly Account[],
  /** Holdings of the instrument by accid (only accounts that hold it). */
  holdings: ReadonlyMap<number, number>,
): Account[] {
  return accounts.filter((account) => {
    if (account.is_blocked) return false;
    if (side === 'SELL') return (holdings.get(account.accid) ?? 0) > 0;
    return (
      account.account_code !== EXCLUDED_ACCOUNT_CODE && account.atyid !== EXCLUDED_ACCOUNT_TYPE
    );
  });
}

/**
 * The account chosen before the customer chooses:
 * - buy: the accid from the query, else the first saved account, else the user's only account;
 * - sell: the query accid if it holds the fund, else the first saved account if it holds it,
 *   else none.
 * `listed` are the accounts the panel offers (see `orderAccounts`), so an accid that is
 * blocked, excluded or (for sell) holds nothing is never preselected.
 */
export function preselectedAccount(input: {
  side: OrderSide;
  listed: readonly Account[];
  queryAccid: number | undefined;
  savedAccountIds: readonly number[] | undefined;
}): number | undefined {
  const offered = (accid: number | undefined) =>
    accid !== undefined && input.listed.some((account) => account.accid === accid);
  if (offered(input.queryAccid)) return input.queryAccid;
  const firstSaved = input.savedAccountIds?.[0];
  if (offered(firstSaved)) return firstSaved;
  if (input.side === 'BUY' && input.listed.length === 1) return input.listed[0]?.accid;
  return undefined;
}

/**
 * The account the panel orders from: the customer's choice while it is offered, else the
 * preselected one (`preselectedAccount`); with the accounts offered and what the chosen one holds
 * of the fund (none before the book is loaded).
 */
export function chosenAccount(input: {
  side: OrderSide;
  book:
    | {
        accounts: readonly Account[];
        positions: readonly Position[];
        fundOrders: readonly FundOrderListItem[];
        instrument: { instrument_id: number };
      }
    | undefined;
  /** What the customer chose, if anything. */
  choice: number | undefined;
  queryAccid: number | undefined;
  savedAccountIds: readonly number[] | undefined;
}): { listed: Account[]; account: Account | undefined; holdings: Amount } {
  const { book } = input;
  if (!book) return { listed: [], account: undefined, holdings: NO_AMOUNT };
  const holdings = holdingsByAccount(
    book.positions,
    book.fundOrders,
    book.instrument.instrument_id,
  );
  const listed = orderAccounts(input.side, book.accounts, holdings);
  const accid = listed.some((a) => a.accid === input.choice)
    ? input.choice
    : preselectedAccount({ ...input, listed });
  const account = listed.find((a) => a.accid === accid);
  return { listed, account, holdings: (account && holdings.get(account.accid)) ?? NO_AMOUNT };
}

/** How an account is named in the panel: its alias, else its symbol, with its number. */
export const accountLabel = (account: Account): string =>
  `${account.alias ?? account.symbol ?? account.account_code} · ${account.accno}`;
