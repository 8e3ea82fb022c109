import type { AllocationReason, Side } from '../../../../core/schemas/enumerations';

/**
 * Whether an account may take each side of an allocation request for a fund, and why not
 *, checked in this order:
 * - a minor customer, a blocked account, or an account without permission for the side:
 *   NOT_AUTHORIZED_TO_BUY / NOT_AUTHORIZED_TO_SELL;
 * - a fund closed for that side: REQUESTS_CLOSED;
 * - a sell on the account earlier the same day stops buying (SOLD_ALREADY), and a buy stops
 *   selling (BOUGHT_ALREADY).
 */
export interface RequestActionCase {
  minor: boolean;
  accountBlocked: boolean;
  /** The sides the account has no permission for. */
  refusedSides: readonly Side[];
  fund: { openForBuy: boolean; openForSell: boolean };
  /** The sides of the account's requests made today that still count (not rejected or cancelled). */
  sidesToday: ReadonlySet<Side>;
}

export interface RequestAction {
  isAllowed: boolean;
  reason: AllocationReason | null;
}

/** What each side is refused with, and which earlier trade of the day stops it. */
const SIDE_TERMS = {
  buy: {
    notAuthorized: 'NOT_AUTHORIZED_TO_BUY',
    open: (fund) => fund.openForBuy,
    stoppedBy: 'sell',
    sameDay: 'SOLD_ALREADY',
  },
  sell: {
    notAuthorized: 'NOT_AUTHORIZED_TO_SELL',
    open: (fund) => fund.openForSell,
    stoppedBy: 'buy',
    sameDay: 'BOUGHT_ALREADY',
  },
} as const satisfies Record<
  Side,
  {
    notAuthorized: AllocationReason;
    open: (fund: RequestActionCase['fund']) => boolean;
    stoppedBy: Side;
    sameDay: AllocationReason;
  }
>;

function refusal(side: Side, input: RequestActionCase): AllocationReason | null {
  const terms = SIDE_TERMS[side];
  if (input.minor || input.accountBlocked || input.refusedSides.includes(side)) {
    return terms.notAuthorized;
  }
  if (!terms.open(input.fund)) return 'REQUESTS_CLOSED';
  if (input.sidesToday.has(terms.stoppedBy)) return terms.sameDay;
  return null;
}

function sideAction(side: Side, input: RequestActionCase): RequestAction {
  const reason = refusal(side, input);
  return { isAllowed: reason === null, reason };
}

export const requestActions = (input: RequestActionCase): Record<Side, RequestAction> => ({
  buy: sideAction('buy', input),
  sell: sideAction('sell', input),
});
