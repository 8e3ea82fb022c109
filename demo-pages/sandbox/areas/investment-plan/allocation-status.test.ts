import { isCancellableStatus } from '../../../../core/orders/allocation-status';
import { describe, expect, it } from 'vitest';
import {
  allocationStatus,
  APPROVED_AFTER_MS,
  CANCELLED_AFTER_MS,
  EXECUTED_AFTER_MS,
} from './allocation-status';

const createdAt = 1_000_000;

describe('allocation request status over time', () => {
  it('moves IN_PROGRESS → ORDER_APPROVED after 5 s → ORDER_EXECUTED after 15 s', () => {
    const at = (ms: number) => allocationStatus({ createdAt }, createdAt + ms);
    expect(
      [0, APPROVED_AFTER_MS - 1, APPROVED_AFTER_MS, EXECUTED_AFTER_MS - 1, EXECUTED_AFTER_MS].map(
        at,
      ),
    ).toEqual(['IN_PROGRESS', 'IN_PROGRESS', 'ORDER_APPROVED', 'ORDER_APPROVED', 'ORDER_EXECUTED']);
  });

  it('keeps a rejected request rejected', () => {
    expect(
      allocationStatus({ createdAt, rejectedAs: 'REQUEST_REJECTED' }, createdAt + 60_000),
    ).toBe('REQUEST_REJECTED');
    expect(allocationStatus({ createdAt, rejectedAs: 'ORDER_REJECTED' }, createdAt)).toBe(
      'ORDER_REJECTED',
    );
  });

  it('is CANCEL_IN_PROGRESS once cancelled, then CANCELLED 5 s later', () => {
    const cancelAskedAt = createdAt + 1_000;
    const timeline = { createdAt, cancelAskedAt };
    expect(allocationStatus(timeline, cancelAskedAt)).toBe('CANCEL_IN_PROGRESS');
    expect(allocationStatus(timeline, cancelAskedAt + CANCELLED_AFTER_MS)).toBe('CANCELLED');
  });

  it('may be cancelled only while IN_PROGRESS or ORDER_APPROVED', () => {
    expect(isCancellableStatus('IN_PROGRESS')).toBe(true);
    expect(isCancellableStatus('ORDER_APPROVED')).toBe(true);
    for (const status of [
      'ORDER_EXECUTED',
      'CANCEL_IN_PROGRESS',
      'CANCELLED',
      'REQUEST_REJECTED',
      'ORDER_REJECTED',
    ] as const) {
      expect(isCancellableStatus(status)).toBe(false);
    }
  });
});
