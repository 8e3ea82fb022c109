import { describe, expect, it } from 'vitest';
import type { Side } from '../../../../core/schemas/enumerations';
import { requestActions, type RequestActionCase } from './request-actions';

const open = { openForBuy: true, openForSell: true };
const actions = (overrides: Partial<RequestActionCase>) =>
  requestActions({
    minor: false,
    accountBlocked: false,
    refusedSides: [],
    fund: open,
    sidesToday: new Set<Side>(),
    ...overrides,
  });

describe('allocation request actions per side', () => {
  it('allows both sides with no reason by default', () => {
    expect(actions({})).toEqual({
      buy: { isAllowed: true, reason: null },
      sell: { isAllowed: true, reason: null },
    });
  });

  it('does not allow a side the account has no permission for (NOT_AUTHORIZED_TO_…)', () => {
    expect(actions({ refusedSides: ['buy'] })).toEqual({
      buy: { isAllowed: false, reason: 'NOT_AUTHORIZED_TO_BUY' },
      sell: { isAllowed: true, reason: null },
    });
    expect(actions({ refusedSides: ['sell'] }).sell).toEqual({
      isAllowed: false,
      reason: 'NOT_AUTHORIZED_TO_SELL',
    });
  });

  it('does not allow buying on the same day after selling (SOLD_ALREADY)', () => {
    expect(actions({ sidesToday: new Set(['sell']) })).toEqual({
      buy: { isAllowed: false, reason: 'SOLD_ALREADY' },
      sell: { isAllowed: true, reason: null },
    });
  });

  it('does not allow selling on the same day after buying (BOUGHT_ALREADY)', () => {
    expect(actions({ sidesToday: new Set(['buy']) }).sell).toEqual({
      isAllowed: false,
      reason: 'BOUGHT_ALREADY',
    });
  });

  it('closes the side a fund is closed for (REQUESTS_CLOSED)', () => {
    expect(actions({ fund: { ...open, openForBuy: false } }).buy.reason).toBe('REQUESTS_CLOSED');
    expect(actions({ fund: { ...open, openForSell: false } }).sell.reason).toBe('REQUESTS_CLOSED');
  });

  it.each([
    ['a minor', { minor: true }],
    ['a blocked account', { accountBlocked: true }],
  ])('authorizes neither side for %s', (_who, overrides) => {
    expect(actions(overrides)).toEqual({
      buy: { isAllowed: false, reason: 'NOT_AUTHORIZED_TO_BUY' },
      sell: { isAllowed: false, reason: 'NOT_AUTHORIZED_TO_SELL' },
    });
  });
});
