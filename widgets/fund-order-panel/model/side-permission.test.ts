import { describe, expect, it } from 'vitest';
import type { AllocationRequestActions } from '../../../core/schemas/allocation-request';
import { sidePermission } from './side-permission';

const actions = (buy: Partial<AllocationRequestActions['buy']>): AllocationRequestActions => ({
  buy: { isAllowed: true, reason: undefined, ...buy },
  sell: { isAllowed: true, reason: undefined },
});

describe('permission per side (SPEC §6)', () => {
  it('refuses an order from an account not authorized for the side, with its reason', () => {
    expect(
      sidePermission({
        mode: 'order',
        side: 'BUY',
        actions: actions({ isAllowed: false, reason: 'NOT_AUTHORIZED_TO_BUY' }),
      }),
    ).toEqual({ allowed: false, reason: 'NOT_AUTHORIZED_TO_BUY' });
  });

  it("gives SPEC's default reason when the backend names none", () => {
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
