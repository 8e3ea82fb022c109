import type * as v from 'valibot';
import type { QueryEndpoint } from '../../../core/endpoints/endpoint-call';
import { placeFundOrder } from '../../../core/endpoints/fund-trading';
import { fundAllocationRequests } from '../../../core/endpoints/investment-plan';
import { orderFlowCalls } from '../../../core/endpoints/order-flow';
import { ApiError } from '../../../core/http/api-error';
import {
  AllocationRequestSchema,
  type AllocationRequest,
  type AllocationRequestBody,
  type AllocationRequestList,
} from '../../../core/schemas/allocation-request';
import type { Side } from '../../../core/schemas/enumerations';
import {
  PlaceFundOrderResponseSchema,
  type FundOrderListItem,
  type FundOrderListResponse,
  type FundOrderRequest,
  type PlaceFundOrderResponse,
} from '../../../core/schemas/fund-order';
import { allocationOutcome } from './allocation-outcome';
import type { Amount, Percent } from './money-units';
import { failureCodeOf } from './order-failure';
import type { OrderValues } from './order-flow';

/**
 * What the panel sends: a fund order or, in allocation-request mode, an allocation request of the
 * investment plan. Sending, looking a lost answer up and telling the outcome are the same for both
 * (`order-sending.ts`); what differs is in one table per kind below.
 */
export type OrderKindName = 'order' | 'allocation-request';

/** The types each kind is sent, answered and listed with. */
interface KindTypes {
  order: {
    body: FundOrderRequest;
    answer: PlaceFundOrderResponse;
    list: FundOrderListResponse;
    entry: FundOrderListItem;
  };
  'allocation-request': {
    body: AllocationRequestBody;
    answer: AllocationRequest;
    list: AllocationRequestList;
    entry: AllocationRequest;
  };
}

/** The body of a kind, and an entry of its list. */
export type BodyOf<K extends OrderKindName> = KindTypes[K]['body'];
export type EntryOf<K extends OrderKindName> = KindTypes[K]['entry'];

/** One order to send, with what the success view and the reconciliation need. */
export interface SubmissionOf<K extends OrderKindName> {
  kind: K;
  body: BodyOf<K>;
  /** The account the order is sent from. */
  accid: number;
  values: OrderValues;
  /** The account's currency, that amounts are in. */
  currency: string;
}

export type Submission = { [K in OrderKindName]: SubmissionOf<K> }[OrderKindName];

/** What the customer orders, the same for both kinds: a buy of an amount or a sell of a percent. */
export type OrderIntent = {
  instrumentId: number;
  accid: number;
  accno: number;
  currency: string;
  /** Where the order came from (`order_referrer`), for the community site. */
  referrer: string | undefined;
} & ({ side: 'BUY'; amount: Amount } | { side: 'SELL'; percent: Percent });

/** How the backend's answer (or the entry found in its list) ends the order. */
export type OrderVerdict =
  { placed: true; orderId: string; values: OrderValues } | { placed: false; code: string };

/** What differs between the kinds: where each goes, what it carries and how it is found again. */
export interface OrderKind<K extends OrderKindName> {
  /** Names the call in errors and logs. */
  what: string;
  path: () => string;
  answerSchema: v.GenericSchema<unknown, KindTypes[K]['answer']>;
  body(intent: OrderIntent): BodyOf<K>;
  /** The side and the fund of a body, as `bw-order-placed` tells them. */
  side(body: BodyOf<K>): Side;
  instrumentId(body: BodyOf<K>): number;
  /** How the backend's answer ends the order. */
  answered(answer: KindTypes[K]['answer'], submission: SubmissionOf<K>): OrderVerdict;
  /** The code a refused call is failed with, and what is logged with it. */
  refused(error: unknown): { code: string; logged: unknown };
  /**
   * What an order of the kind booked changes, so that every list of them shown loads again:
   * its own list, and what the order moves (holdings, trading power, allowed actions).
   */
  changes: readonly QueryEndpoint[];
  /**
   * Where an order whose answer was lost is looked for (`order-reconciliation.ts`): the kind's
   * list, whose answer before sending is the one the page last showed.
   */
  lookup: {
    endpoint: QueryEndpoint<v.GenericSchema<unknown, KindTypes[K]['list']>> & {
      path: () => string;
    };
    entries(list: KindTypes[K]['list']): readonly EntryOf<K>[];
    idOf(entry: EntryOf<K>): string | number | null | undefined;
    /** Whether an entry is the kind of order that was sent (account, fund, side). */
    matches(entry: EntryOf<K>, body: BodyOf<K>): boolean;
    /** How the entry found ends the order. */
    found(entry: EntryOf<K>, submission: SubmissionOf<K>): OrderVerdict;
  };
}

/** An allocation request ends as its status says, the same answered or found. */
function requestVerdict(request: AllocationRequest, values: OrderValues): OrderVerdict {
  const outcome = allocationOutcome(request.requestStatus);
  return outcome.kind === 'success'
    ? { placed: true, orderId: request.id, values }
    : { placed: false, code: outcome.code };
}

const FUND_ORDER: OrderKind<'order'> = {
  what: 'fund order',
  path: placeFundOrder,
  answerSchema: PlaceFundOrderResponseSchema,
  body: (intent) => {
    const common = {
      instrument_id: intent.instrumentId,
      accid: intent.accid,
      ...(intent.referrer === undefined ? {} : { order_referrer: intent.referrer }),
    };
    return intent.side === 'BUY'
      ? { ...common, orderside: 'BUY', amount: { value: intent.amount, currency: intent.currency } }
      : { ...common, orderside: 'SELL', percent: intent.percent };
  },
  side: (body) => (body.orderside === 'BUY' ? 'buy' : 'sell'),
  instrumentId: (body) => body.instrument_id,
  answered: ({ fund_order: order }, { values }) => ({
    placed: true,
    orderId: String(order.order_id),
    values: {
      ...values,
      shares: order.volume ?? undefined,
      price: order.amount?.value ?? values.price,
      percent: order.percent ?? values.percent,
      fundName: order.name ?? values.fundName,
    },
  }),
  refused: (error) => ({ code: failureCodeOf(error), logged: error }),
  changes: [
    orderFlowCalls.fundOrders,
    orderFlowCalls.instrumentWithPositions,
    orderFlowCalls.accountInformation,
  ],
  lookup: {
    endpoint: orderFlowCalls.fundOrders,
    entries: (list) => list.fund_orders,
    idOf: (order) => order.order_id,
    matches: (order, body) =>
      order.accid === body.accid &&
      order.instrument_id === body.instrument_id &&
      order.order_side === body.orderside,
    found: (order, { values }) => ({
      placed: true,
      orderId: String(order.order_id ?? ''),
      values: { ...values, shares: order.volume },
    }),
  },
};

const ALLOCATION_REQUEST: OrderKind<'allocation-request'> = {
  what: 'allocation request',
  path: fundAllocationRequests,
  answerSchema: AllocationRequestSchema,
  body: (intent) => {
    const common = { accountNumber: intent.accno, onPremInstrumentId: intent.instrumentId };
    return intent.side === 'BUY'
      ? { ...common, side: 'buy', amount: { value: intent.amount, currency: intent.currency } }
      : { ...common, side: 'sell', percent: intent.percent };
  },
  side: (body) => body.side,
  instrumentId: (body) => body.onPremInstrumentId,
  answered: (request, submission) =>
    requestVerdict(request, { ...submission.values, fundName: request.instrument.longName }),
  // A request's failed call is ALLOCATION_REQUEST_FAILED, and its text comes from statusText, which
  // is logged.
  refused: (error) => ({
    code: 'ALLOCATION_REQUEST_FAILED',
    logged: (error instanceof ApiError && error.statusText) || error,
  }),
  changes: [orderFlowCalls.allocationRequests, orderFlowCalls.allocationRequestActions],
  lookup: {
    endpoint: orderFlowCalls.allocationRequests,
    entries: (list) => list,
    idOf: (request) => request.id,
    // The list holds every fund's requests; only this fund's compare with the earlier list.
    matches: (request, body) =>
      request.accountNumber === body.accountNumber &&
      request.instrument.instrumentId === body.onPremInstrumentId &&
      (request.side === undefined || request.side === body.side),
    found: (request, { values }) => requestVerdict(request, values),
  },
};

/** The table of every kind, looked up by the submission's `kind`. */
export const ORDER_KINDS: { [K in OrderKindName]: OrderKind<K> } = {
  order: FUND_ORDER,
  'allocation-request': ALLOCATION_REQUEST,
};
