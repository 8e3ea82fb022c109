import { describe, expect, it } from 'vitest';
import type { AllocationRequestActions } from '../../../core/schemas/allocation-request';
import { orderPermission, sidePermission } from './side-permission';

const actions = (buy: Partial<AllocationRequestActions['buy']>): AllocationRequestActions => ({
  buy: { isAllowed: true, reason: undefined, ...buy },
  sell: { isAllowed: true, reason: undefined },
});

describe('permission per side', () => {
  it('refuses an order from an account not authorized for the side, with its reason', () => {
    expect(
      sidePermission({
        mode: 'order',
        side: 'BUY',
        actions: actions({ isAllowed: false, reason: 'NOT_AUTHORIZED_TO_BUY' }),
      }),
    ).toEqual({ allowed: false, reason: 'NOT_AUTHORIZED_TO_BUY' });
  });

  it('gives the default reason when the backend names none', () => {
    expect(
      sidePermission({ mode: 'order', side: 'BUY', actions: actions({ isAllowed: false }) }),
    ).toEqual({ allowed: false, reason: 'default' });
  });

  it("leaves an investment plan's own rules out of fund orders", () => {
    for (const reason of ['REQUESTS_CLOSED', 'SOLD_ALREADY', 'BOUGHT_ALREADY'] as const) {
      expect(
        sidePermission({
          mode: 'order',
          side: 'BUY',
          actions: actions({ isAllowed: false, reason }),
        }),
        reason,
      ).toEqual({ allowed: true });
      expect(
        sidePermission({
          mode: 'allocation-request',
          side: 'BUY',
          actions: actions({ isAllowed: false, reason }),
        }),
        reason,
      ).toEqual({ allowed: false, reason });
    }
  });

  it('lets an order go before the answer, but no request', () => {
    expect(sidePermission({ mode: 'order', side: 'SELL', actions: undefined })).toEqual({
      allowed: true,
    });
    expect(
      sidePermission({ mode: 'allocation-request', side: 'SELL', actions: undefined }),
    ).toEqual({ allowed: false, reason: undefined });
  });

  it('reads the side the panel takes', () => {
    const noBuy = actions({ isAllowed: false, reason: 'NOT_AUTHORIZED_TO_BUY' });
    expect(sidePermission({ mode: 'order', side: 'SELL', actions: noBuy })).toEqual({
      allowed: true,
    });
  });
});

describe('permission to send from the chosen account', () => {
  const refusal = { code: 'ACCOUNT_IS_BLOCKED', scope: 'account' as const, accid: 1 };
  const permission = (changes: Partial<Parameters<typeof orderPermission>[0]>) =>
    orderPermission({
      mode: 'order',
      side: 'BUY',
      actions: undefined,
      refusal,
      accid: 1,
      ...changes,
    });

  it('is refused where an earlier order met a refusal no retry mends', () => {
    expect(permission({})).toEqual({ allowed: false, reason: undefined, refusal });
  });

  it('is given on another account when the refusal was about the account', () => {
    expect(permission({ accid: 2 })).toEqual({
      allowed: true,
      reason: undefined,
      refusal: undefined,
    });
  });

  it('says why the side is refused', () => {
    const closed = actions({ isAllowed: false, reason: 'REQUESTS_CLOSED' });
    expect(permission({ mode: 'allocation-request', actions: closed, refusal: undefined })).toEqual(
      { allowed: false, reason: 'REQUESTS_CLOSED', refusal: undefined },
    );
  });
});
