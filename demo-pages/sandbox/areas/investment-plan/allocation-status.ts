import { isCancellableStatus } from '../../../../core/orders/allocation-status';
import type { AllocationRequestStatus } from '../../../../core/schemas/enumerations';

/*
 * How an allocation request moves through its statuses on the server clock. The
 * status is worked out when asked, from when things happened, so a test that moves the clock
 * sees the next status without waiting and no timer keeps the server busy.
 */

/** An accepted request turns ORDER_APPROVED this long after it was made. */
export const APPROVED_AFTER_MS = 5_000;

/** An approved request turns ORDER_EXECUTED this long after it was made. */
export const EXECUTED_AFTER_MS = 15_000;

/** A cancelled request turns CANCELLED this long after the cancel was asked for. */
export const CANCELLED_AFTER_MS = 5_000;

/** When the things that decide a request's status happened, in epoch milliseconds. */
export interface AllocationTimeline {
  createdAt: number;
  /** Set when the request was refused at once; it then keeps this status. */
  rejectedAs?: Extract<AllocationRequestStatus, 'REQUEST_REJECTED' | 'ORDER_REJECTED'>;
  cancelAskedAt?: number;
}

export function allocationStatus(
  timeline: AllocationTimeline,
  now: number,
): AllocationRequestStatus {
  if (timeline.rejectedAs) return timeline.rejectedAs;
  if (timeline.cancelAskedAt !== undefined) {
    return now - timeline.cancelAskedAt >= CANCELLED_AFTER_MS ? 'CANCELLED' : 'CANCEL_IN_PROGRESS';
  }
  const age = now - timeline.createdAt;
  if (age >= EXECUTED_AFTER_MS) return 'ORDER_EXECUTED';
  if (age >= APPROVED_AFTER_MS) return 'ORDER_APPROVED';
  return 'IN_PROGRESS';
}

/** A request can be cancelled until its order is executed. */

/** Whether the request still counts as a trade the customer made (for the same-day rules). */
export const countsAsTrade = (status: AllocationRequestStatus): boolean =>
  isCancellableStatus(status) || status === 'ORDER_EXECUTED';
