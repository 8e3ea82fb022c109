import type { AllocationRequestStatus } from '../schemas/enumerations';

/**
 * Allocation requests move through their statuses and can be cancelled while their
 * order is not yet executed: in progress or approved.
 */
export const isCancellableStatus = (status: AllocationRequestStatus): boolean =>
  status === 'IN_PROGRESS' || status === 'ORDER_APPROVED';
