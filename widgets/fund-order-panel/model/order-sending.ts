import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../../../core/http/api-client';
import { newIdempotencyKey } from '../../../core/http/idempotency-key';
import type { Queries } from '../../../core/http/query';
import {
  ORDER_KINDS,
  type OrderKind,
  type OrderKindName,
  type OrderVerdict,
  type Submission,
  type SubmissionOf,
  type EntryOf,
} from './order-kinds';
import { failureCodeOf, sendFailure } from './order-failure';
import { INITIAL_ORDER_STATE, orderFlow, type OrderEvent, type OrderState } from './order-flow';
import { placedSince } from './order-reconciliation';

/**
 * How long an order's answer is awaited. After it, the order's fate is unknown and it is looked
 * up in the order list; it is never sent again on its own.
 */
export const ORDER_ANSWER_TIMEOUT_MS = 20_000;

/** Detail of `bw-order-placed`: the order or request the backend accepted. */
export interface OrderPlacedDetail {
  kind: OrderKindName;
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

/** Detail of `bw-order-failed`: the failure code, or UNKNOWN_REASON. */
export interface OrderFailedDetail {
  kind: OrderKindName;
  code: string;
}

/** The page events a settled order ends with, and their details. */
export interface OrderEvents {
  'bw-order-placed': OrderPlacedDetail;
  'bw-order-failed': OrderFailedDetail;
}

/** Sends one of the order events from the element (its `emit`, typed by its contract). */
export interface OrderEmit {
  (type: 'bw-order-placed', detail: OrderPlacedDetail): unknown;
  (type: 'bw-order-failed', detail: OrderFailedDetail): unknown;
}

/** The element an order is placed from, as the order sending reads it when an order settles. */
export interface OrderPage {
  /** Tells the page of every settled order: `bw-order-placed` or `bw-order-failed`. */
  emit: OrderEmit;
}

export interface OrderSendingOptions {
  /** The broker's write call: `post` places. */
  api: Pick<ApiClient, 'post'>;
  /**
   * The lists an order is checked against, as the page last showed them, and loaded again to
   * look a lost order up; told what a booked order changed, so every list of it shown loads
   * again (the fund orders, the holdings, the requests).
   */
  queries: Queries;
  page: OrderPage;
  /** A fresh Idempotency-Key for one press. */
  newKey?: () => string;
  /** How long an answer is awaited, in ms. */
  answerTimeoutMs?: number;
}

/**
 * An order sent, with its kind's list as it was before (undefined when it could not be had):
 * what a lost answer is looked up with.
 */
interface Pending<K extends OrderKindName> {
  submission: SubmissionOf<K>;
  before: readonly EntryOf<K>[] | undefined;
}

/**
 * Sends fund orders and allocation requests and keeps the panel's order state (`order-flow.ts`)
 * (docs/rules.md#order-flow). One press sends one order: a second `send` while one is on its way is
 * ignored. An order is never sent again on its own: when its answer is lost it is looked up in its
 * list instead (`order-reconciliation.ts`), and a browser's own resend carries the same
 * Idempotency-Key. What differs per kind comes from `ORDER_KINDS`. A settled order is told to the
 * page from here (`bw-order-placed`, `bw-order-failed`), so a press, its POST and its event read
 * in this one file.
 */
export class OrderSending {
  readonly #state = signal<OrderState>(INITIAL_ORDER_STATE);
  readonly #options: OrderSendingOptions;
  #inFlight = false;
  #last: Pending<OrderKindName> | undefined;
  #signal = new AbortController().signal;

  constructor(options: OrderSendingOptions) {
    this.#options = options;
  }

  /** The panel's order state. */
  get state(): ReadonlySignal<OrderState> {
    return this.#state;
  }

  /** Applies what the customer did (opened the confirmation, closed the result…). */
  dispatch = (event: OrderEvent): void => {
    this.#state.value = orderFlow(this.#state.value, event);
  };

  /** Starts a life of the panel; the returned stop abandons what is on its way. */
  open(): () => void {
    const controller = new AbortController();
    this.#signal = controller.signal;
    return () => controller.abort();
  }

  /** Sends the order unless one is on its way already; settles when its outcome is known. */
  send = async (submission: Submission): Promise<void> => {
    if (this.#inFlight) return;
    this.#inFlight = true;
    try {
      await this.#send(submission);
    } finally {
      this.#inFlight = false;
    }
  };

  /** Looks the last order up in its list again (after an unknown outcome). */
  recheck = async (): Promise<void> => {
    if (this.#last) await this.#reconcile(this.#last);
  };

  async #send<K extends OrderKindName>(submission: SubmissionOf<K>) {
    const kind: (typeof ORDER_KINDS)[K] = ORDER_KINDS[submission.kind];
    this.dispatch({ type: 'sending' });
    const signal = this.#signal;
    const pending: Pending<K> = { submission, before: await this.#listBefore(kind, signal) };
    if (signal.aborted) {
      this.dispatch({ type: 'cancelled' });
      return;
    }
    this.#last = pending;
    try {
      const answer = await this.#options.api.post(
        kind.path(),
        submission.body,
        kind.answerSchema,
        kind.what,
        {
          signal,
          timeoutMs: this.#options.answerTimeoutMs ?? ORDER_ANSWER_TIMEOUT_MS,
          // One key per press: a browser's own resend of this POST is answered, not booked again.
          idempotencyKey: (this.#options.newKey ?? newIdempotencyKey)(),
        },
      );
      this.#settle(submission, kind.answered(answer, submission));
    } catch (error) {
      await this.#failedToSend(pending, error);
    }
  }

  /**
   * The kind's list as the page last showed it; loaded when the page no longer keeps it, and
   * undefined when it cannot be had (the order still goes: a lost answer then cannot be matched
   * and shows as unknown, never sent again).
   */
  async #listBefore<K extends OrderKindName>(
    kind: OrderKind<K>,
    signal: AbortSignal,
  ): Promise<readonly EntryOf<K>[] | undefined> {
    const { endpoint, entries } = kind.lookup;
    const { queries } = this.#options;
    const shown = queries.latest(endpoint, endpoint.path());
    if (shown !== undefined) return entries(shown);
    try {
      return entries(await queries.query(endpoint, endpoint.path(), { signal }));
    } catch (error) {
      if (!signal.aborted)
        console.warn(`<fund-order-panel>: no ${endpoint.what} before the order:`, error);
      return undefined;
    }
  }

  async #failedToSend<K extends OrderKindName>(pending: Pending<K>, error: unknown) {
    const { submission } = pending;
    switch (sendFailure(error)) {
      case 'cancelled':
        this.dispatch({ type: 'cancelled' });
        return;
      case 'session-expired':
        console.error(`<fund-order-panel>: ${submission.kind} failed: session expired`);
        this.dispatch({ type: 'session-expired' });
        this.#options.page.emit('bw-order-failed', {
          kind: submission.kind,
          code: failureCodeOf(error),
        });
        return;
      case 'rejected': {
        const { code, logged } = ORDER_KINDS[submission.kind].refused(error);
        this.#fail(submission, code, false, logged);
        return;
      }
      case 'unknown':
        console.error(
          `<fund-order-panel>: no trustworthy answer to the ${submission.kind}; checking the list`,
          error,
        );
        this.dispatch({ type: 'unknown' });
        await this.#reconcile(pending);
    }
  }

  async #reconcile<K extends OrderKindName>({ submission, before }: Pending<K>) {
    const { lookup } = ORDER_KINDS[submission.kind];
    const signal = this.#signal;
    this.dispatch({ type: 'checking' });
    try {
      if (before === undefined)
        throw new Error(`the ${lookup.endpoint.what} before the order are not known`);
      const list = await this.#options.queries.query(lookup.endpoint, lookup.endpoint.path(), {
        signal,
        force: true,
      });
      const found = placedSince(before, lookup.entries(list), {
        idOf: lookup.idOf,
        matches: (entry) => lookup.matches(entry, submission.body),
      });
      if (found) this.#settle(submission, lookup.found(found, submission));
      else this.dispatch({ type: 'not-found' });
    } catch (error) {
      if (signal.aborted) return;
      console.warn('<fund-order-panel>: the order list could not be checked:', error);
      this.dispatch({ type: 'not-found' });
    }
  }

  /** An answer (or an entry found in the list) ends the order: the backend has it. */
  #settle<K extends OrderKindName>(submission: SubmissionOf<K>, verdict: OrderVerdict) {
    if (!verdict.placed) {
      this.#fail(submission, verdict.code, true);
      return;
    }
    const { orderId, values } = verdict;
    this.dispatch({ type: 'succeeded', orderId, values });
    const kind = ORDER_KINDS[submission.kind];
    const { body } = submission;
    this.#options.queries.invalidate(kind.changes);
    this.#options.page.emit('bw-order-placed', {
      kind: submission.kind,
      orderId,
      side: kind.side(body),
      instrumentId: kind.instrumentId(body),
      accid: submission.accid,
      ...('amount' in body
        ? { amount: body.amount }
        : {
            percent: body.percent,
            estimatedAmount: { value: values.price ?? 0, currency: submission.currency },
          }),
    });
  }

  #fail(
    submission: Pick<Submission, 'kind' | 'accid'>,
    code: string,
    booked: boolean,
    logged: unknown = '',
  ) {
    // Failures are tracked and logged with the code, or UNKNOWN_REASON.
    console.error(`<fund-order-panel>: ${submission.kind} failed: ${code}`, logged);
    this.dispatch({ type: 'failed', errorCode: code, accid: submission.accid });
    if (booked) this.#options.queries.invalidate(ORDER_KINDS[submission.kind].changes);
    this.#options.page.emit('bw-order-failed', { kind: submission.kind, code });
  }
}
