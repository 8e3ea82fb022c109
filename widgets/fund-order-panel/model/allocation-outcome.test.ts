import { describe, expect, it } from 'vitest';
import { allocationOutcome } from './allocation-outcome';

describe('allocation request outcome', () => {
  it('succeeds on ORDER_APPROVED or IN_PROGRESS', () => {
    expect(allocationOutcome('ORDER_APPROVED')).toEqual({ kind: 'success' });
    expect(allocationOutcome('IN_PROGRESS')).toEqual({ kind: 'success' });
  });

  it('fails on REQUEST_REJECTED or ORDER_REJECTED with the status as code', () => {
    expect(allocationOutcome('REQUEST_REJECTED')).toEqual({
      kind: 'failure',
      code: 'REQUEST_REJECTED',
    });
    expect(allocationOutcome('ORDER_REJECTED')).toEqual({
      kind: 'failure',
      code: 'ORDER_REJECTED',
    });
  });

  it('fails with ALLOCATION_REQUEST_FAILED on any other failing status', () => {
    expect(allocationOutcome('CANCELLED')).toEqual({
      kind: 'failure',
      code: 'ALLOCATION_REQUEST_FAILED',
    });
  });
});
