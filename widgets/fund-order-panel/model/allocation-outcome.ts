import type { AllocationRequestStatus } from '../../../core/schemas/enumerations';

/**
 * An allocation request's outcome (docs/rules.md#order-flow): success when the request comes back
 * ORDER_APPROVED or IN_PROGRESS; failure when it comes back REQUEST_REJECTED or ORDER_REJECTED (the
 * status is the error code). A request that has already gone further (ORDER_EXECUTED) succeeded
 * too; any other status (cancelled) is a failure with ALLOCATION_REQUEST_FAILED.
 */
export type AllocationOutcome =
  | { kind: 'success' }
  | { kind: 'failure'; code: 'REQUEST_REJECTED' | 'ORDER_REJECTED' | 'ALLOCATION_REQUEST_FAILED' };

export function allocationOutcome(status: AllocationRequestStatus): AllocationOutcome {
  switch (status) {
    case 'ORDER_APPROVED':
    case 'IN_PROGRESS':
    case 'ORDER_EXECUTED':
      return { kind: 'success' };
    case 'REQUEST_REJECTED':
    case 'ORDER_REJECTED':
      return { kind: 'failure', code: status };
    default:
      return { kind: 'failure', code: 'ALLOCATION_REQUEST_FAILED' };
  }
}
