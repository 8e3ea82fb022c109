import { describe, expect, it } from 'vitest';
import {
  AllocationRequestActionsSchema,
  AllocationRequestBodySchema,
  AllocationRequestListSchema,
  AllocationRequestSchema,
} from './allocation-request';
import { parse } from './parse-boundary';

describe('allocation request body', () => {
  const buy = {
    accountNumber: 12345678,
    onPremInstrumentId: 5,
    side: 'buy',
    amount: { value: 200, currency: 'NOK' },
  };
  const sell = { accountNumber: 12345678, onPremInstrumentId: 5, side: 'sell', percent: 25 };

  it('carries an amount for a buy and a percent for a sell', () => {
    expect(parse(AllocationRequestBodySchema, buy, 'allocation request')).toEqual(buy);
    expect(parse(AllocationRequestBodySchema, sell, 'allocation request')).toEqual(sell);
  });

  it('rejects a sell without a percent', () => {
    expect(() =>
      parse(AllocationRequestBodySchema, { ...buy, side: 'sell' }, 'allocation request'),
    ).toThrow(
      'Invalid allocation request: percent: Invalid key: Expected "percent" but received undefined',
    );
  });

  it('rejects the fund order spelling of the side', () => {
    expect(() =>
      parse(AllocationRequestBodySchema, { ...buy, side: 'BUY' }, 'allocation request'),
    ).toThrow(
      'Invalid allocation request: side: Invalid type: Expected ("buy" | "sell") but received "BUY"',
    );
  });
});

describe('allocation request response', () => {
  const request = {
    id: 'a1',
    requestStatus: 'IN_PROGRESS',
    accountNumber: 12345678,
    amount: { value: 200 },
    instrument: { longName: 'Global Index Fund' },
  };

  it('reads id, requestStatus, accountNumber, amount.value, percent and instrument.longName', () => {
    expect(
      parse(AllocationRequestSchema, { ...request, percent: null }, 'allocation request response'),
    ).toEqual({
      ...request,
      percent: null,
    });
  });

  it('tolerates fields it does not know, leaving them out', () => {
    const listed = [
      {
        ...request,
        createdAt: 1,
        instrument: { longName: 'Global Index Fund', isin: 'SE0000000000' },
      },
    ];

    expect(parse(AllocationRequestListSchema, listed, 'allocation requests response')).toEqual([
      request,
    ]);
  });

  it('rejects a status the catalogue does not list', () => {
    expect(() =>
      parse(
        AllocationRequestSchema,
        { ...request, requestStatus: 'PENDING' },
        'allocation request response',
      ),
    ).toThrow('Invalid allocation request response: requestStatus: Invalid type: Expected (');
  });
});

describe('allocation request actions', () => {
  it('carries isAllowed and a reason per side', () => {
    const actions = {
      buy: { isAllowed: false, reason: 'SOLD_ALREADY' },
      sell: { isAllowed: true },
    };

    expect(parse(AllocationRequestActionsSchema, actions, 'allocation request actions')).toEqual(
      actions,
    );
  });

  it('reads a reason it does not know, or null, as no reason, which shows the default text', () => {
    const actions = {
      buy: { isAllowed: false, reason: 'NEW_REASON' },
      sell: { isAllowed: false, reason: null },
    };

    expect(parse(AllocationRequestActionsSchema, actions, 'allocation request actions')).toEqual({
      buy: { isAllowed: false, reason: undefined },
      sell: { isAllowed: false, reason: undefined },
    });
  });

  it('rejects an action without isAllowed', () => {
    expect(() =>
      parse(
        AllocationRequestActionsSchema,
        { buy: {}, sell: { isAllowed: true } },
        'allocation request actions',
      ),
    ).toThrow(
      'Invalid allocation request actions: buy.isAllowed: Invalid key: Expected "isAllowed" but received undefined',
    );
  });
});
