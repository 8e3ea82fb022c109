import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fundOrders, placeFundOrder } from '../../../core/endpoints/fund-trading';
import {
  allocationRequests,
  fundAllocationRequests,
} from '../../../core/endpoints/investment-plan';
import type { ApiClient, QueryCallOptions, WriteOptions } from '../../../core/http/api-client';
import { ApiError } from '../../../core/http/api-error';
import type { Queries } from '../../../core/http/query';
import { amount, percent } from './money-units';
import type { Submission } from './order-kinds';
import { ORDER_ANSWER_TIMEOUT_MS, OrderSending, type OrderEvents } from './order-sending';
import { orderSubmission } from './order-submission';
import type { OrderTicket } from './order-ticket';

const FUND = 16100102;
const ACCOUNT = { accid: 1, accno: 101, alias: 'Savings', symbol: 'ISK' } as const;

type Answer = (body: unknown) => unknown;

/** The lists the page showed before the order, by path: none of the customer's orders. */
const NOTHING_SHOWN: Readonly<Record<string, unknown>> = {
  [fundOrders()]: { fund_orders: [] },
  [allocationRequests()]: [],
};

/**
 * A broker answering each path as told, through the schemas as the real client does, and the
 * page's queries: the lists it showed (`shown`, by path), the loads and the invalidations.
 */
function broker(
  answers: Record<string, Answer>,
  shown: Readonly<Record<string, unknown>> = NOTHING_SHOWN,
) {
  const posts: { path: string; body: unknown; options: WriteOptions | undefined }[] = [];
  const gets: { path: string; options: QueryCallOptions | undefined }[] = [];
  const invalidated: string[] = [];
  const answer = async (path: string, body: unknown) => {
    await Promise.resolve();
    const route = answers[path];
    if (!route) throw new ApiError('http', path, 'not found', { status: 404 });
    return route(body);
  };
  const api: Pick<ApiClient, 'post'> = {
    post: async (path, body, schema, _what, options) => {
      posts.push({ path, body, options });
      return v.parse(schema, await answer(path, body));
    },
  };
  const queries: Queries = {
    query: async (endpoint, path, options) => {
      gets.push({ path, options });
      return v.parse(endpoint.schema, await answer(path, undefined));
    },
    latest: (endpoint, path) =>
      shown[path] === undefined ? undefined : v.parse(endpoint.schema, shown[path]),
    invalidate: (endpoints) => invalidated.push(...endpoints.map((endpoint) => endpoint.what)),
  };
  const events: [keyof OrderEvents, unknown][] = [];
  const sending = new OrderSending({
    api,
    queries,
    page: { emit: (type: keyof OrderEvents, detail: unknown) => events.push([type, detail]) },
    newKey: () => 'key-1',
  });
  return { sending, posts, gets, events, invalidated };
}

/** What a booked fund order changes, and a booked request. */
const ORDER_CHANGES = ['fund orders', 'positions', 'account information'];
const REQUEST_CHANGES = ['allocation requests', 'allocation request actions'];

const lost = (path: string) => () => {
  throw new ApiError('timeout', path, 'no answer');
};
const refused = (status: number, code?: string, statusText?: string) => () => {
  throw new ApiError('http', '', 'refused', { status, code, statusText });
};

const ticket = (changes: Partial<OrderTicket>): OrderTicket => ({
  amount: amount(500),
  typedAmount: undefined,
  percent: undefined,
  fee: amount(0),
  total: amount(500),
  confirmationTotal: amount(500),
  valid: true,
  problem: undefined,
  minimumSellAmount: amount(0),
  ...changes,
});

function submission(
  mode: 'order' | 'allocation-request',
  side: 'BUY' | 'SELL' = 'BUY',
  changes: Partial<OrderTicket> = {},
): Submission {
  const order = orderSubmission({
    mode,
    side,
    account: { ...ACCOUNT, is_blocked: false, account_code: 'ISK', atyid: 1 },
    ticket: ticket(changes),
    instrument: { instrument_id: FUND, name: 'Global Growth' },
    currency: 'SEK',
    redirectOrigin: undefined,
  });
  if (!order) throw new Error('no order');
  return order;
}

const placedOrder = {
  fund_order: {
    order_id: 77,
    account_number: 101,
    volume: 4.9,
    amount: { value: 500 },
    name: 'Global Growth',
  },
};

const request = (id: string, requestStatus: string) => ({
  id,
  requestStatus,
  accountNumber: 101,
  amount: { value: 500 },
  instrument: { longName: 'Global Growth A', instrumentId: FUND },
  side: 'buy',
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sending a fund order', () => {
  it('places a buy with one Idempotency-Key and tells the page', async () => {
    const { sending, posts, events, invalidated } = broker({
      [placeFundOrder()]: () => placedOrder,
    });
    await sending.send(submission('order'));
    expect(posts).toEqual([
      {
        path: placeFundOrder(),
        body: {
          instrument_id: FUND,
          accid: 1,
          orderside: 'BUY',
          amount: { value: 500, currency: 'SEK' },
        },
        options: expect.objectContaining({
          idempotencyKey: 'key-1',
          timeoutMs: ORDER_ANSWER_TIMEOUT_MS,
        }) as unknown,
      },
    ]);
    expect(sending.state.value).toMatchObject({
      loading: false,
      orderStatus: { status: 'SUCCESS', orderId: '77' },
      orderValues: { account: 'Savings · 101', shares: 4.9, price: 500, fundName: 'Global Growth' },
    });
    expect(invalidated).toEqual(ORDER_CHANGES);
    expect(events).toEqual([
      [
        'bw-order-placed',
        {
          kind: 'order',
          orderId: '77',
          side: 'buy',
          instrumentId: FUND,
          accid: 1,
          amount: { value: 500, currency: 'SEK' },
        },
      ],
    ]);
  });

  it('places a sell as a percent and tells what it was worth', async () => {
    const { sending, posts, events } = broker({ [placeFundOrder()]: () => placedOrder });
    await sending.send(submission('order', 'SELL', { amount: amount(2500), percent: percent(50) }));
    expect(posts[0]?.body).toEqual({
      instrument_id: FUND,
      accid: 1,
      orderside: 'SELL',
      percent: 50,
    });
    expect(events[0]?.[1]).toMatchObject({
      side: 'sell',
      percent: 50,
      estimatedAmount: { value: 500, currency: 'SEK' },
    });
  });

  it('sends one order for a second press while the first is on its way', async () => {
    const { sending, posts } = broker({ [placeFundOrder()]: () => placedOrder });
    await Promise.all([sending.send(submission('order')), sending.send(submission('order'))]);
    expect(posts).toHaveLength(1);
  });

  it('shows a rejection with its code, and the page hears of it', async () => {
    const { sending, events, invalidated } = broker({
      [placeFundOrder()]: refused(400, 'ABOVE_MAX_AMOUNT'),
    });
    await sending.send(submission('order'));
    expect(sending.state.value.orderStatus).toEqual({
      status: 'FAILURE',
      errorCode: 'ABOVE_MAX_AMOUNT',
    });
    expect(sending.state.value.refusal).toBe(undefined);
    expect(events).toEqual([['bw-order-failed', { kind: 'order', code: 'ABOVE_MAX_AMOUNT' }]]);
    expect(invalidated).toEqual([]);
  });

  it('keeps a refusal no retry mends', async () => {
    const { sending } = broker({ [placeFundOrder()]: refused(403, 'CUSTOMER_IS_MINOR') });
    await sending.send(submission('order'));
    expect(sending.state.value.refusal).toEqual({
      code: 'CUSTOMER_IS_MINOR',
      scope: 'panel',
      accid: 1,
    });
  });

  it('says the session expired, keeping nothing failed against the account', async () => {
    const { sending, events, invalidated } = broker({ [placeFundOrder()]: refused(401) });
    await sending.send(submission('order'));
    expect(sending.state.value.orderStatus).toEqual({ status: 'SESSION_EXPIRED' });
    expect(events).toEqual([['bw-order-failed', { kind: 'order', code: 'UNKNOWN_REASON' }]]);
    expect(invalidated).toEqual([]);
  });

  it('finds an order whose answer was lost in the order list, without sending it again', async () => {
    const earlier = { order_id: 1, accid: 1, order_side: 'BUY', instrument_id: FUND, volume: 10 };
    const { sending, posts, gets } = broker(
      {
        [placeFundOrder()]: lost(placeFundOrder()),
        [fundOrders()]: () => ({
          fund_orders: [{ ...earlier, order_id: 90, volume: 4.9 }, earlier],
        }),
      },
      { [fundOrders()]: { fund_orders: [earlier] } },
    );
    await sending.send(submission('order'));
    expect(sending.state.value).toMatchObject({
      orderStatus: { status: 'SUCCESS', orderId: '90' },
      orderValues: { shares: 4.9 },
    });
    expect(posts).toHaveLength(1);
    expect(gets).toEqual([
      { path: fundOrders(), options: expect.objectContaining({ force: true }) as unknown },
    ]);
  });

  it('says an order whose answer was lost is not among the orders, and does not resend it', async () => {
    const { sending, posts, gets } = broker({
      [placeFundOrder()]: lost(placeFundOrder()),
      [fundOrders()]: () => ({ fund_orders: [] }),
    });
    await sending.send(submission('order'));
    const unknown = { status: 'UNKNOWN', checking: false, notFound: true };
    expect(sending.state.value.orderStatus).toEqual(unknown);
    await sending.recheck();
    expect(sending.state.value.orderStatus).toEqual(unknown);
    expect(posts).toHaveLength(1);
    expect(gets).toHaveLength(2);
  });

  it('loads the order list before sending when the page keeps none, to tell a lost order by', async () => {
    const earlier = { order_id: 1, accid: 1, order_side: 'BUY', instrument_id: FUND, volume: 10 };
    let placed = false;
    const { sending, posts, gets } = broker(
      {
        [placeFundOrder()]: () => {
          placed = true;
          throw new ApiError('timeout', placeFundOrder(), 'no answer');
        },
        [fundOrders()]: () => ({
          fund_orders: placed ? [{ ...earlier, order_id: 91 }, earlier] : [earlier],
        }),
      },
      {},
    );
    await sending.send(submission('order'));
    expect(gets.map((get) => get.options?.force ?? false)).toEqual([false, true]);
    expect(sending.state.value.orderStatus).toEqual({ status: 'SUCCESS', orderId: '91' });
    expect(posts).toHaveLength(1);
  });

  it('still sends when the order list cannot be had, and a lost answer then stays unknown', async () => {
    const { sending, posts } = broker({ [placeFundOrder()]: lost(placeFundOrder()) }, {});
    await sending.send(submission('order'));
    expect(posts).toHaveLength(1);
    expect(sending.state.value.orderStatus).toMatchObject({ status: 'UNKNOWN', notFound: true });
  });

  it('says not found when the order list cannot be loaded either', async () => {
    const { sending } = broker({ [placeFundOrder()]: lost(placeFundOrder()) });
    await sending.send(submission('order'));
    expect(sending.state.value.orderStatus).toMatchObject({ status: 'UNKNOWN', notFound: true });
  });

  it('stops quietly when the panel goes away while sending', async () => {
    const { sending, events } = broker({
      [placeFundOrder()]: () => {
        throw new ApiError('aborted', placeFundOrder(), 'aborted');
      },
    });
    const close = sending.open();
    const sent = sending.send(submission('order'));
    close();
    await sent;
    expect(sending.state.value).toMatchObject({ loading: false, orderStatus: undefined });
    expect(events).toEqual([]);
  });
});

describe('sending an allocation request', () => {
  it('succeeds when the request comes back approved', async () => {
    const { sending, posts, events } = broker({
      [fundAllocationRequests()]: () => request('r-1', 'ORDER_APPROVED'),
    });
    await sending.send(submission('allocation-request'));
    expect(posts[0]?.body).toEqual({
      accountNumber: 101,
      onPremInstrumentId: FUND,
      side: 'buy',
      amount: { value: 500, currency: 'SEK' },
    });
    expect(sending.state.value).toMatchObject({
      orderStatus: { status: 'SUCCESS', orderId: 'r-1' },
      orderValues: { fundName: 'Global Growth A' },
    });
    expect(events[0]).toMatchObject(['bw-order-placed', { kind: 'allocation-request' }]);
  });

  it('fails with the status when the request comes back rejected, and reloads the lists', async () => {
    const { sending, events, invalidated } = broker({
      [fundAllocationRequests()]: () => request('r-2', 'REQUEST_REJECTED'),
    });
    await sending.send(submission('allocation-request'));
    expect(sending.state.value.orderStatus).toEqual({
      status: 'FAILURE',
      errorCode: 'REQUEST_REJECTED',
    });
    expect(events).toEqual([
      ['bw-order-failed', { kind: 'allocation-request', code: 'REQUEST_REJECTED' }],
    ]);
    expect(invalidated).toEqual(REQUEST_CHANGES);
  });

  it('fails a refused call as ALLOCATION_REQUEST_FAILED, logging its status text', async () => {
    const { sending } = broker({
      [fundAllocationRequests()]: refused(400, 'CUSTOMER_IS_MINOR', 'Plan is closed'),
    });
    await sending.send(submission('allocation-request'));
    expect(sending.state.value).toMatchObject({
      orderStatus: { status: 'FAILURE', errorCode: 'ALLOCATION_REQUEST_FAILED' },
      refusal: undefined,
    });
    expect(console.error).toHaveBeenCalledWith(
      '<fund-order-panel>: allocation-request failed: ALLOCATION_REQUEST_FAILED',
      'Plan is closed',
    );
  });

  it('finds a request whose answer was lost among this fund’s requests', async () => {
    const otherFund = {
      ...request('r-0', 'IN_PROGRESS'),
      instrument: { longName: 'Other', instrumentId: 1 },
    };
    const { sending, posts } = broker({
      [fundAllocationRequests()]: lost(fundAllocationRequests()),
      [allocationRequests()]: () => [request('r-3', 'IN_PROGRESS'), otherFund],
    });
    await sending.send(submission('allocation-request'));
    expect(sending.state.value.orderStatus).toEqual({ status: 'SUCCESS', orderId: 'r-3' });
    expect(posts).toHaveLength(1);
  });
});
