import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { fundOrders, placeFundOrder } from '../../core/endpoints/fund-trading';
import { allocationRequests, fundAllocationRequests } from '../../core/endpoints/investment-plan';
import { ApiError } from '../../core/http/api-error';
import { newIdempotencyKey } from '../../core/http/idempotency-key';
import {
  AllocationRequestListSchema,
  AllocationRequestSchema,
  type AllocationRequest,
  type AllocationRequestBody,
} from '../../core/schemas/allocation-request';
import {
  FundOrderListResponseSchema,
  PlaceFundOrderResponseSchema,
  type FundOrderListItem,
  type FundOrderRequest,
} from '../../core/schemas/fund-order';
import { useApiClient } from '../shared/use-api-client';
import { useWidget } from '../shared/widget-context';
import { allocationOutcome } from './model/allocation-outcome';
import type { OrderEvent, OrderValues } from './model/order-flow';
import { failureCodeOf, sendFailure } from './model/order-failure';
import { placedSince } from './model/order-reconciliation';

/**
 * How long an order's answer is awaited. After it, the order's fate is unknown and it is looked
 * up in the order list; it is never sent again on its own.
 */
export const ORDER_ANSWER_TIMEOUT_MS = 20_000;

/** Detail of `bw-order-placed`: the order or request the backend accepted. */
export interface OrderPlacedDetail {
  kind: 'order' | 'allocation-request';
  /** The order id, or the allocation request id. */
  orderId: string;
  /** As the element's `side` attribute writes it. */
  side: 'buy' | 'sell';
  instrumentId: number;
  accid: number;
  /** Buy: the amount invested, in the account's currency. */
  amount?: { value: number; currency: string };
  /** Sell: the percent of the holding the order sells; a sell order is placed as a percent. */
  percent?: number;
  /** Sell: what that percent of the holding was worth when the order was placed. */
  estimatedAmount?: { value: number; currency: string };
}

/** Detail of `bw-order-failed`: the failure code (SPEC §8), or UNKNOWN_REASON. */
export interface OrderFailedDetail {
  kind: 'order' | 'allocation-request';
  code: string;
}

/** One order to send, with what the success view and the reconciliation need. */
export type Submission = (
  | { kind: 'order'; body: FundOrderRequest; accno: number }
  | { kind: 'allocation-request'; body: AllocationRequestBody; accid: number }
) & {
  values: OrderValues;
  /** The account's currency, that amounts are in. */
  currency: string;
};

export interface OrderSender {
  /** Sends the order unless one is on its way already: one press, one POST. */
  send(submission: Submission): void;
  /** Looks the last order up in the order list again (after an unknown outcome). */
  recheck(): void;
}

interface Snapshot {
  submission: Submission;
  fundOrders: readonly FundOrderListItem[];
  requests: readonly AllocationRequest[];
}

const sideOf = (submission: Submission): 'buy' | 'sell' =>
  submission.kind === 'order'
    ? submission.body.orderside === 'BUY'
      ? 'buy'
      : 'sell'
    : submission.body.side;

const accidOf = (submission: Submission): number =>
  submission.kind === 'order' ? submission.body.accid : submission.accid;

const instrumentOf = (submission: Submission): number =>
  submission.kind === 'order' ? submission.body.instrument_id : submission.body.onPremInstrumentId;

/**
 * Places fund orders and allocation requests (SPEC §4 "Flow", §7): never twice for one press
 * (a synchronous lock, not React state, which a double click outruns), never retried on its
 * own, and when the answer is lost, reconciled against the order list (DESIGN.md).
 */
export function useOrderSender(input: {
  dispatch: Dispatch<OrderEvent>;
  /** The order and request lists as last loaded, to tell a new order from earlier ones. */
  known: () => { fundOrders: readonly FundOrderListItem[]; requests: readonly AllocationRequest[] };
  /** After an order: the fund orders (and holdings) are refreshed, requests re-polled. */
  afterOrder: (kind: Submission['kind']) => void;
}): OrderSender {
  const { emit } = useWidget();
  const trading = useApiClient('bearer');
  const inFlight = useRef(false);
  const last = useRef<Snapshot | undefined>(undefined);
  const unmount = useRef(new AbortController());
  const { dispatch, known, afterOrder } = input;

  useEffect(() => {
    const controller = new AbortController();
    unmount.current = controller;
    return () => controller.abort();
  }, []);

  const placed = useCallback(
    (submission: Submission, orderId: string, values: OrderValues) => {
      dispatch({ type: 'succeeded', orderId, values });
      const body = submission.body;
      emit('bw-order-placed', {
        kind: submission.kind,
        orderId,
        side: sideOf(submission),
        instrumentId: instrumentOf(submission),
        accid: accidOf(submission),
        ...('amount' in body
          ? { amount: body.amount }
          : {
              percent: body.percent,
              estimatedAmount: { value: values.price ?? 0, currency: submission.currency },
            }),
      } satisfies OrderPlacedDetail);
      afterOrder(submission.kind);
    },
    [dispatch, emit, afterOrder],
  );

  const failed = useCallback(
    (submission: Submission, code: string, error?: unknown) => {
      const { kind } = submission;
      // SPEC §8: failures are tracked and logged with the code, or UNKNOWN_REASON.
      console.error(`<fund-order-panel>: ${kind} failed: ${code}`, error ?? '');
      dispatch({ type: 'failed', errorCode: code, accid: accidOf(submission) });
      emit('bw-order-failed', { kind, code } satisfies OrderFailedDetail);
    },
    [dispatch, emit],
  );

  const reconcile = useCallback(
    async (snapshot: Snapshot) => {
      const { submission } = snapshot;
      const signal = unmount.current.signal;
      dispatch({ type: 'checking' });
      try {
        if (submission.kind === 'order') {
          const answer = await trading.get(
            fundOrders(),
            FundOrderListResponseSchema,
            'fund orders',
            {
              signal,
              force: true,
            },
          );
          const order = placedSince(snapshot.fundOrders, answer.fund_orders, {
            idOf: (o) => o.order_id,
            matches: (o) =>
              o.accid === submission.body.accid &&
              o.instrument_id === submission.body.instrument_id &&
              o.order_side === submission.body.orderside,
          });
          if (order) {
            placed(submission, String(order.order_id ?? ''), {
              ...submission.values,
              shares: order.volume,
            });
            return;
          }
        } else {
          const list = await trading.get(
            allocationRequests(),
            AllocationRequestListSchema,
            'allocation requests',
            { signal, force: true },
          );
          const request = placedSince(snapshot.requests, list, {
            idOf: (r) => r.id,
            // The list holds every fund's requests; only this fund's compare with the snapshot.
            matches: (r) =>
              r.accountNumber === submission.body.accountNumber &&
              r.instrument.instrumentId === submission.body.onPremInstrumentId &&
              (r.side === undefined || r.side === submission.body.side),
          });
          if (request) {
            const outcome = allocationOutcome(request.requestStatus);
            if (outcome.kind === 'success') placed(submission, request.id, submission.values);
            else failed(submission, outcome.code);
            return;
          }
        }
        dispatch({ type: 'not-found' });
      } catch (error) {
        if (signal.aborted) return;
        console.warn('<fund-order-panel>: the order list could not be checked:', error);
        dispatch({ type: 'not-found' });
      }
    },
    [dispatch, trading, placed, failed],
  );

  const send = useCallback(
    (submission: Submission) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const lists = known();
      const snapshot: Snapshot = { submission, ...lists };
      last.current = snapshot;
      dispatch({ type: 'sending' });
      const signal = unmount.current.signal;
      // One key per press: a browser's own resend of this POST is answered, not booked again.
      const options = {
        signal,
        timeoutMs: ORDER_ANSWER_TIMEOUT_MS,
        idempotencyKey: newIdempotencyKey(),
      };
      const request =
        submission.kind === 'order'
          ? trading
              .post(
                placeFundOrder(),
                submission.body,
                PlaceFundOrderResponseSchema,
                'fund order',
                options,
              )
              .then(({ fund_order: order }) =>
                placed(submission, String(order.order_id), {
                  ...submission.values,
                  shares: order.volume ?? undefined,
                  price: order.amount?.value ?? submission.values.price,
                  percent: order.percent ?? submission.values.percent,
                  fundName: order.name ?? submission.values.fundName,
                }),
              )
          : trading
              .post(
                fundAllocationRequests(),
                submission.body,
                AllocationRequestSchema,
                'allocation request',
                options,
              )
              .then((answer) => {
                const outcome = allocationOutcome(answer.requestStatus);
                if (outcome.kind === 'success') {
                  placed(submission, answer.id, {
                    ...submission.values,
                    fundName: answer.instrument.longName,
                  });
                } else {
                  failed(submission, outcome.code);
                  afterOrder(submission.kind);
                }
              });
      request
        .catch((error: unknown) => {
          switch (sendFailure(error)) {
            case 'cancelled':
              dispatch({ type: 'cancelled' });
              return;
            case 'session-expired':
              console.error(`<fund-order-panel>: ${submission.kind} failed: session expired`);
              dispatch({ type: 'session-expired' });
              emit('bw-order-failed', {
                kind: submission.kind,
                code: failureCodeOf(error),
              } satisfies OrderFailedDetail);
              return;
            case 'rejected':
              // SPEC §8: an allocation request's failed call is ALLOCATION_REQUEST_FAILED, and
              // its text comes from statusText, which is logged.
              if (submission.kind === 'allocation-request') {
                const statusText = error instanceof ApiError ? error.statusText : '';
                failed(submission, 'ALLOCATION_REQUEST_FAILED', statusText || error);
              } else {
                failed(submission, failureCodeOf(error), error);
              }
              return;
            case 'unknown':
              console.error(
                `<fund-order-panel>: no trustworthy answer to the ${submission.kind}; checking the list`,
                error,
              );
              dispatch({ type: 'unknown' });
              return reconcile(snapshot);
          }
        })
        .finally(() => {
          inFlight.current = false;
        });
    },
    [dispatch, emit, known, placed, failed, reconcile, trading, afterOrder],
  );

  const recheck = useCallback(() => {
    if (last.current) void reconcile(last.current);
  }, [reconcile]);

  return { send, recheck };
}
