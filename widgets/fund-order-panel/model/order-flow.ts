/**
 * The order panel's local state and its transitions (docs/rules.md#order-flow). The panel keeps the
 * state in a reducer; sending is the component's job, guarded so that one press sends one order.
 */

import { standingRefusal, type StandingRefusal } from './standing-refusal';

/** What was ordered, for the success view. */
export interface OrderValues {
  /** The account's label. */
  account: string;
  /** Units, when the backend knows them already. */
  shares: number | undefined;
  /** The amount, in the account's currency (buy: what was invested, sell: what is sold). */
  price: number | undefined;
  /** The percent sold (sell only). */
  percent: number | undefined;
  fundName: string;
}

/**
 * The order status: SUCCESS or FAILURE with the error code. Two more outcomes are the panel's own:
 * UNKNOWN when the answer was lost (see `order-reconciliation.ts`) and SESSION_EXPIRED on a 401,
 * where what the customer typed is kept.
 */
export type OrderStatus =
  | { status: 'SUCCESS'; orderId: string | number | undefined }
  | { status: 'FAILURE'; errorCode: string }
  | {
      status: 'UNKNOWN';
      /** The order list is being fetched to find the order. */
      checking: boolean;
      /** The order list was fetched and the order was not in it (yet). */
      notFound: boolean;
    }
  | { status: 'SESSION_EXPIRED' };

export interface OrderState {
  loading: boolean;
  confirmVisible: boolean;
  orderStatus: OrderStatus | undefined;
  orderValues: OrderValues | undefined;
  /** The 'don't show again' box in the confirmation. */
  dismissConfirmationsChecked: boolean;
  /**
   * A refusal no retry mends, met by an earlier order (`standing-refusal.ts`): it outlasts
   * 'Another order' and closing, so the same order is not offered again where it holds.
   */
  refusal: StandingRefusal | undefined;
}

export const INITIAL_ORDER_STATE: OrderState = {
  loading: false,
  confirmVisible: false,
  orderStatus: undefined,
  orderValues: undefined,
  dismissConfirmationsChecked: false,
  refusal: undefined,
};

export type OrderEvent =
  | { type: 'confirmation-opened' }
  | { type: 'confirmation-closed' }
  | { type: 'dismiss-toggled'; checked: boolean }
  | { type: 'sending' }
  | { type: 'succeeded'; orderId: string | number | undefined; values: OrderValues }
  | { type: 'failed'; errorCode: string; accid?: number }
  | { type: 'unknown' }
  | { type: 'checking' }
  | { type: 'not-found' }
  | { type: 'session-expired' }
  | { type: 'cancelled' }
  | { type: 'another-order' }
  | { type: 'closed' };

export function orderFlow(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'confirmation-opened':
      return state.loading ? state : { ...state, confirmVisible: true };
    case 'confirmation-closed':
      return { ...state, confirmVisible: false, dismissConfirmationsChecked: false };
    case 'dismiss-toggled':
      return { ...state, dismissConfirmationsChecked: event.checked };
    case 'sending':
      return { ...state, loading: true, orderStatus: undefined };
    case 'succeeded':
      // Step 6: hide the confirmation, store the values, status SUCCESS.
      return {
        ...state,
        loading: false,
        confirmVisible: false,
        orderStatus: { status: 'SUCCESS', orderId: event.orderId },
        orderValues: event.values,
      };
    case 'failed':
      return {
        ...state,
        loading: false,
        confirmVisible: false,
        orderStatus: { status: 'FAILURE', errorCode: event.errorCode },
        refusal:
          (event.accid === undefined ? undefined : standingRefusal(event.errorCode, event.accid)) ??
          state.refusal,
      };
    case 'unknown':
      return {
        ...state,
        loading: false,
        confirmVisible: false,
        orderStatus: { status: 'UNKNOWN', checking: false, notFound: false },
      };
    case 'checking':
    case 'not-found':
      return state.orderStatus?.status === 'UNKNOWN'
        ? {
            ...state,
            orderStatus: {
              status: 'UNKNOWN',
              checking: event.type === 'checking',
              notFound: event.type === 'not-found' || state.orderStatus.notFound,
            },
          }
        : state;
    case 'session-expired':
      return {
        ...state,
        loading: false,
        confirmVisible: false,
        orderStatus: { status: 'SESSION_EXPIRED' },
      };
    case 'cancelled':
      return { ...state, loading: false };
    case 'another-order':
      // Step 8: 'Another order' clears the status and the confirmation.
      return {
        ...state,
        confirmVisible: false,
        orderStatus: undefined,
        orderValues: undefined,
        dismissConfirmationsChecked: false,
      };
    case 'closed':
      // Step 9: closing clears the state; a refusal no retry mends still holds.
      return { ...INITIAL_ORDER_STATE, refusal: state.refusal };
  }
}
