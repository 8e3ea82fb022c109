import { describe, expect, it } from 'vitest';
import { INITIAL_ORDER_STATE, orderFlow, type OrderEvent, type OrderState } from './order-flow';

const run = (...events: OrderEvent[]): OrderState => events.reduce(orderFlow, INITIAL_ORDER_STATE);

const values = { account: 'ISK · 1', shares: 2, price: 500, percent: undefined, fundName: 'Fund' };

describe('order flow', () => {
  it('shows the confirmation, then loads while sending', () => {
    expect(run({ type: 'confirmation-opened' }).confirmVisible).toBe(true);
    expect(run({ type: 'confirmation-opened' }, { type: 'sending' }).loading).toBe(true);
  });

  it('on success hides the confirmation, stores the values and sets SUCCESS', () => {
    const state = run(
      { type: 'confirmation-opened' },
      { type: 'sending' },
      { type: 'succeeded', orderId: 42, values },
    );
    expect(state).toMatchObject({
      loading: false,
      confirmVisible: false,
      orderStatus: { status: 'SUCCESS', orderId: 42 },
      orderValues: values,
    });
  });

  it('on failure sets FAILURE with the error code', () => {
    expect(
      run({ type: 'sending' }, { type: 'failed', errorCode: 'NOT_A_FUND' }).orderStatus,
    ).toEqual({ status: 'FAILURE', errorCode: 'NOT_A_FUND' });
  });

  it('marks a lost answer as unknown, then checking, then not found', () => {
    expect(run({ type: 'sending' }, { type: 'unknown' }, { type: 'checking' }).orderStatus).toEqual(
      {
        status: 'UNKNOWN',
        checking: true,
        notFound: false,
      },
    );
    expect(
      run({ type: 'sending' }, { type: 'unknown' }, { type: 'checking' }, { type: 'not-found' })
        .orderStatus,
    ).toEqual({ status: 'UNKNOWN', checking: false, notFound: true });
  });

  it("clears the status and the confirmation on 'Another order'", () => {
    const state = run(
      { type: 'confirmation-opened' },
      { type: 'dismiss-toggled', checked: true },
      { type: 'sending' },
      { type: 'succeeded', orderId: 1, values },
      { type: 'another-order' },
    );
    expect(state).toMatchObject({
      confirmVisible: false,
      orderStatus: undefined,
      orderValues: undefined,
      dismissConfirmationsChecked: false,
    });
  });

  it('clears everything on close', () => {
    expect(
      run({ type: 'sending' }, { type: 'failed', errorCode: 'X' }, { type: 'closed' }),
    ).toEqual(INITIAL_ORDER_STATE);
  });

  it('keeps a refusal no retry mends past Another order and closing', () => {
    const state = run(
      { type: 'sending' },
      { type: 'failed', errorCode: 'CUSTOMER_IS_MINOR', accid: 7 },
      { type: 'another-order' },
      { type: 'closed' },
    );
    expect(state.refusal).toEqual({ code: 'CUSTOMER_IS_MINOR', scope: 'panel', accid: 7 });
    expect(
      run({ type: 'failed', errorCode: 'NOT_ENOUGH_TRADING_POWER', accid: 7 }).refusal,
    ).toBeUndefined();
  });

  it('does not open the confirmation while sending', () => {
    expect(run({ type: 'sending' }, { type: 'confirmation-opened' }).confirmVisible).toBe(false);
  });
});
