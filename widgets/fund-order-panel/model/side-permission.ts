import type { AllocationRequestActions } from '../../../core/schemas/allocation-request';
import type { AllocationReason, OrderSide } from '../../../core/schemas/enumerations';
import type { PanelMode } from './panel-modes';
import { refusalHolds, type StandingRefusal } from './standing-refusal';

/**
 * May the chosen account take the panel's side? The backend says so per account and fund in its
 * request actions (order type FUND): `isAllowed` and a reason per side.
 *
 * - For allocation requests every reason counts, and nothing may be sent before the answer.
 * - For fund orders only the reasons about the account's permission count: NOT_AUTHORIZED_TO_BUY,
 *   NOT_AUTHORIZED_TO_SELL, or none given (then the default text: 'you can't use this account,
 *   select another'). REQUESTS_CLOSED, SOLD_ALREADY and BOUGHT_ALREADY are an investment plan's own
 *   rules. Before the answer, or without one, an order may still be sent: the broker checks it too,
 *   and a refusal then reads as the rule it is.
 *
 * `reason` is what the panel says when the side is refused: a reason code, or `default`.
 */
export type SidePermission =
  { allowed: true } | { allowed: false; reason: AllocationReason | 'default' | undefined };

/** The reasons that are about the account's permission for a side, and hold for orders too. */
const PERMISSION_REASONS: ReadonlySet<AllocationReason | null> = new Set([
  null,
  'NOT_AUTHORIZED_TO_BUY',
  'NOT_AUTHORIZED_TO_SELL',
]);

export function sidePermission(input: {
  mode: PanelMode;
  side: OrderSide;
  /** The request actions of the chosen account, once answered. */
  actions: AllocationRequestActions | undefined;
}): SidePermission {
  const action = input.actions?.[input.side === 'BUY' ? 'buy' : 'sell'];
  if (input.mode === 'allocation-request') {
    if (action === undefined) return { allowed: false, reason: undefined };
    return action.isAllowed
      ? { allowed: true }
      : { allowed: false, reason: action.reason ?? 'default' };
  }
  if (action === undefined || action.isAllowed || !PERMISSION_REASONS.has(action.reason ?? null)) {
    return { allowed: true };
  }
  return { allowed: false, reason: action.reason ?? 'default' };
}

/**
 * May the panel send from the chosen account: its side permission (above), and no standing
 * refusal an earlier order met holds for it (`standing-refusal.ts`). `reason` and `refusal` are
 * what the panel says when it may not.
 */
export function orderPermission(input: {
  mode: PanelMode;
  side: OrderSide;
  actions: AllocationRequestActions | undefined;
  /** The refusal an earlier order met, if any. */
  refusal: StandingRefusal | undefined;
  accid: number | undefined;
}): {
  allowed: boolean;
  /** Why the side is refused, when the backend's actions say so. */
  reason: AllocationReason | 'default' | undefined;
  /** The standing refusal that holds for the account. */
  refusal: StandingRefusal | undefined;
} {
  const permission = sidePermission(input);
  const refusal = refusalHolds(input.refusal, input.accid) ? input.refusal : undefined;
  return {
    allowed: refusal === undefined && permission.allowed,
    reason: permission.allowed ? undefined : permission.reason,
    refusal,
  };
}
