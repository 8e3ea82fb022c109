import type { KnownFailureCode } from './order-failure';

/**
 * Refusals that no retry can mend (docs/rules.md#roles-and-sessions, docs/rules.md#order-failures):
 * they follow from who the customer is, what the account may do or what the fund is, not from this
 * order's figures or the market's moment. The failure title ('Your order was rejected by the
 * marketplace') speaks of the marketplace and offers a retry; for these the panel says what the
 * rule is instead, offers no retry, and keeps the action disabled where the rule holds, rather than
 * let the customer send the same order again.
 *
 * - `account`: the rule is about the chosen account; another account may do.
 * - `panel`: the rule is about the customer, or the fund on this side: no account of this
 *   panel may do it.
 */
export type RefusalScope = 'account' | 'panel';

const STANDING_REFUSALS: Partial<Record<KnownFailureCode, RefusalScope>> = {
  ACCOUNT_IS_BLOCKED: 'account',
  ACCOUNT_IS_BLOCKED_FOR_BUYING: 'account',
  ACCOUNT_NOT_FOUND: 'account',
  INVALID_ACCOUNT_TYPE: 'account',
  NO_SUITABLE_AGREEMENT: 'account',
  ORDER_ACCOUNT_CURRENCY_MISMATCH: 'account',
  MISSING_KIID_FOR_ACCOUNT_COUNTRY_CODE: 'account',
  CUSTOMER_IS_MINOR: 'panel',
  USER_NOT_ALLOWED_TO_PLACE_ORDER: 'panel',
  SUPERFUND_NOT_ALLOWED: 'panel',
  KYC_ANSWER_INVALID: 'panel',
  NOT_MIFID2_SUITABLE: 'panel',
  UNKNOWN_INSTRUMENT: 'panel',
  NOT_A_FUND: 'panel',
  INVALID_FUND_UNIVERSE: 'panel',
  HEDGE_FUND_NOT_FOUND: 'panel',
  FUND_NOT_ACTIVE_FOR_BUY: 'panel',
  FUND_NOT_ACTIVE_FOR_SELL: 'panel',
  FUND_NOT_DAILY_TRADED: 'panel',
};

/** Where a refusal with `code` holds, or undefined when trying again may go through. */
export function refusalScope(code: string): RefusalScope | undefined {
  return Object.hasOwn(STANDING_REFUSALS, code)
    ? STANDING_REFUSALS[code as KnownFailureCode]
    : undefined;
}

/** A standing refusal the panel has met: its code, and the account it was met on. */
export interface StandingRefusal {
  code: string;
  scope: RefusalScope;
  accid: number;
}

/** The refusal a failed order leaves behind, if its code is one no retry mends. */
export function standingRefusal(code: string, accid: number): StandingRefusal | undefined {
  const scope = refusalScope(code);
  return scope === undefined ? undefined : { code, scope, accid };
}

/** Whether `refusal` holds for an order from `accid`. */
export function refusalHolds(refusal: StandingRefusal | undefined, accid: number | undefined) {
  return refusal !== undefined && (refusal.scope === 'panel' || refusal.accid === accid);
}
