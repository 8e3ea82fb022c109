import { describe, expect, it } from 'vitest';
import { amount, percent } from './money-units';
import { orderSubmission } from './order-submission';
import type { OrderTicket } from './order-ticket';

const ticket: OrderTicket = {
  amount: amount(2500),
  typedAmount: undefined,
  percent: undefined,
  fee: amount(37.5),
  total: amount(2500),
  confirmationTotal: amount(2537.5),
  valid: true,
  problem: undefined,
  minimumSellAmount: amount(0),
};

const flags = { is_blocked: false, account_code: 'ISK', atyid: 1 };
const account = { ...flags, accid: 1, accno: 101, alias: 'Savings', symbol: 'ISK' };

const input = {
  mode: 'order' as const,
  side: 'BUY' as const,
  account,
  ticket,
  instrument: { instrument_id: 7, name: 'Global Growth' },
  currency: 'SEK',
  redirectOrigin: undefined,
};

describe('the order a ticket sends', () => {
  it('buys the amount in the account’s currency, with what the success view shows', () => {
    expect(orderSubmission(input)).toEqual({
      kind: 'order',
      accid: 1,
      currency: 'SEK',
      body: {
        instrument_id: 7,
        accid: 1,
        orderside: 'BUY',
        amount: { value: 2500, currency: 'SEK' },
      },
      values: {
        account: 'Savings · 101',
        shares: undefined,
        price: 2500,
        percent: undefined,
        fundName: 'Global Growth',
      },
    });
  });

  it('sells the percent, the amount typed or not', () => {
    const sell = { ...ticket, percent: percent(50) };
    expect(orderSubmission({ ...input, side: 'SELL', ticket: sell })?.body).toEqual({
      instrument_id: 7,
      accid: 1,
      orderside: 'SELL',
      percent: 50,
    });
  });

  it('says where it came from on the community site', () => {
    expect(orderSubmission({ ...input, redirectOrigin: 'shareville' })?.body).toMatchObject({
      order_referrer: 'shareville',
    });
  });

  it('is a request of the investment plan in allocation-request mode', () => {
    expect(orderSubmission({ ...input, mode: 'allocation-request' })).toMatchObject({
      kind: 'allocation-request',
      body: { accountNumber: 101, onPremInstrumentId: 7, side: 'buy' },
    });
  });

  it('is nothing while the ticket may not be sent or no account is chosen', () => {
    expect(orderSubmission({ ...input, ticket: { ...ticket, valid: false } })).toBe(undefined);
    expect(orderSubmission({ ...input, account: undefined })).toBe(undefined);
  });
});
