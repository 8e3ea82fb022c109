import { describe, expect, it } from 'vitest';
import { translator } from '../../../core/i18n';
import { outcomeAnnouncement, outcomeTitle } from './order-outcome';

const en = translator('en-GB');
const sv = translator('sv-SE');

describe('order outcome', () => {
  it('titles a placed order, and a sent request', () => {
    const placed = { status: 'SUCCESS', orderId: 77 } as const;
    expect(outcomeTitle(placed, 'order')).toBe('fundOrder.success.title');
    expect(outcomeTitle(placed, 'allocation-request')).toBe('fundOrder.success.requestTitle');
  });

  it('titles a failure as the marketplace’s rejection, and a rule no retry mends as the rule', () => {
    const rejected = { status: 'FAILURE', errorCode: 'ABOVE_MAX_AMOUNT' } as const;
    const rule = { status: 'FAILURE', errorCode: 'CUSTOMER_IS_MINOR' } as const;
    expect(outcomeTitle(rejected, 'order')).toBe('fundOrder.failure.orderTitle');
    expect(outcomeTitle(rejected, 'allocation-request')).toBe('fundOrder.failure.requestTitle');
    expect(outcomeTitle(rule, 'order')).toBe('fundOrder.failure.ruleTitle');
    expect(outcomeTitle(rule, 'allocation-request')).toBe('fundOrder.failure.ruleRequestTitle');
  });
});

describe('order outcome announcement', () => {
  it('says nothing while there is no outcome', () => {
    expect(outcomeAnnouncement(undefined, 'order', en)).toBe('');
  });

  it('says an order was placed, in the panel’s language', () => {
    const placed = { status: 'SUCCESS', orderId: 77 } as const;
    expect(outcomeAnnouncement(placed, 'order', en)).toBe('Your order has been placed');
    expect(outcomeAnnouncement(placed, 'order', sv)).toBe('Din order har lagts');
    expect(outcomeAnnouncement(placed, 'allocation-request', en)).toBe(
      'Your request has been sent',
    );
  });

  it('says a failure with the reason its code gives', () => {
    expect(
      outcomeAnnouncement(
        { status: 'FAILURE', errorCode: 'NOT_ENOUGH_TRADING_POWER' },
        'order',
        en,
      ),
    ).toBe('Your order was rejected by the marketplace. There is not enough money in the account.');
    expect(
      outcomeAnnouncement({ status: 'FAILURE', errorCode: 'CUSTOMER_IS_MINOR' }, 'order', en),
    ).toBe('This order cannot be placed. Customers under 18 cannot place orders.');
  });

  it('says a failure whose code has no text with its title alone', () => {
    expect(outcomeAnnouncement({ status: 'FAILURE', errorCode: 'NEW_CODE' }, 'order', en)).toBe(
      'Your order was rejected by the marketplace',
    );
  });

  it('says an order whose answer was lost could not be confirmed', () => {
    const unknown = { status: 'UNKNOWN', checking: true, notFound: false } as const;
    expect(outcomeAnnouncement(unknown, 'order', en)).toBe('We could not confirm your order');
  });

  it('leaves an expired session to its own alert', () => {
    expect(outcomeAnnouncement({ status: 'SESSION_EXPIRED' }, 'order', en)).toBe('');
  });
});
