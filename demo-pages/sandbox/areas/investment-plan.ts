import {
  allocationRequestActions,
  allocationRequests,
  cancelAllocationRequestOrder,
  fundAllocationRequests,
  pausePeriodicInvestmentPlan,
  periodicInvestmentPlan,
  periodicInvestmentPlans,
  resumePeriodicInvestmentPlan,
} from '../../../core/endpoints/investment-plan';
import {
  AllocationRequestBodySchema,
  type AllocationRequestBody,
} from '../../../core/schemas/allocation-request';
import type { FundOrderRequest } from '../../../core/schemas/fund-order';
import type { BrokerContext } from '../broker';
import { calendarDay, nextDayOfMonth } from '../calendar';
import type {
  BookAccount,
  CustomerBook,
  StoredAllocationRequest,
  StoredPeriodicPlan,
} from '../customer-book';
import { customerRoute } from '../customer-route';
import type { PricedFund } from '../data/fund-universe';
import { money } from '../money';
import { integerParam, parseBody } from '../request-input';
import { json, patternOf, Rejection, type Route } from '../router';
import { fundOrderCase } from './fund-trading';
import { fundOrderRejection } from './fund-trading/order-rules';
import { isCancellableStatus } from '../../../core/orders/allocation-status';
import { allocationStatus } from './investment-plan/allocation-status';
import { PeriodicPlanRequestSchema } from './investment-plan/periodic-plan';
import { requestActions } from './investment-plan/request-actions';

/** The fund order an allocation request amounts to, for the broker's order rules. */
const asFundOrder = (request: AllocationRequestBody, account: BookAccount): FundOrderRequest =>
  request.side === 'buy'
    ? {
        orderside: 'BUY',
        instrument_id: request.onPremInstrumentId,
        accid: account.accid,
        amount: request.amount,
      }
    : {
        orderside: 'SELL',
        instrument_id: request.onPremInstrumentId,
        accid: account.accid,
        percent: request.percent,
      };

const allocationRequestBody = (request: StoredAllocationRequest, now: number) => ({
  id: request.id,
  requestStatus: allocationStatus(request.timeline, now),
  accountNumber: request.accountNumber,
  side: request.side,
  orderType: 'FUND',
  amount: request.amount,
  percent: request.percent,
  instrument: { instrumentId: request.instrumentId, longName: request.longName },
  createdAt: new Date(request.timeline.createdAt).toISOString(),
  rejectionCode: request.rejectionCode,
});

const planBody = (plan: StoredPeriodicPlan, now: number) => ({
  id: plan.id,
  accountNumber: plan.accountNumber,
  instrument: { instrumentId: plan.instrumentId, longName: plan.longName },
  amount: plan.amount,
  dayOfMonth: plan.dayOfMonth,
  status: plan.paused ? 'PAUSED' : 'ACTIVE',
  nextExecutionDate: plan.paused ? null : nextDayOfMonth(calendarDay(now), plan.dayOfMonth),
});

function requirePlan(customer: CustomerBook, id: string | undefined): StoredPeriodicPlan {
  const plan = customer.periodicPlans.find((p) => String(p.id) === id);
  if (!plan) throw new Rejection(404, 'PLAN_NOT_FOUND', `No periodic investment plan ${id}`);
  return plan;
}

/** What the account may do with the fund today, per side. */
const actionsFor = (customer: CustomerBook, account: BookAccount, fund: PricedFund, now: number) =>
  requestActions({
    minor: customer.persona.minor,
    accountBlocked: account.blocked,
    refusedSides: account.refusedSides,
    fund,
    sidesToday: customer.requestSidesOnDay(account.accid, now),
  });

/**
 * The investment-plan area (allocation-request mode, §6).
 *
 * Allocation requests: a request the account may not make for that side (see
 * `requestActions`) is kept as REQUEST_REJECTED, one that breaks a fund order rule as
 * ORDER_REJECTED (its code in `rejectionCode`); the others move IN_PROGRESS → ORDER_APPROVED
 * (+5 s) → ORDER_EXECUTED (+15 s) on the server clock. Cancelling is allowed while IN_PROGRESS
 * or ORDER_APPROVED: CANCEL_IN_PROGRESS, then CANCELLED 5 s later. Requests do not move the
 * sandbox's cash or holdings. The list is newest first.
 *
 * Periodic plans: list, create, read, delete, pause and resume (both idempotent).
 */
export function investmentPlanRoutes(context: BrokerContext): Route[] {
  const { funds, now } = context;
  return [
    customerRoute(context, {
      method: 'GET',
      pattern: patternOf(allocationRequests()),
      handler: (_request, customer) =>
        json(
          200,
          customer.allocationRequests.toReversed().map((r) => allocationRequestBody(r, now())),
        ),
    }),
    customerRoute(context, {
      method: 'POST',
      pattern: patternOf(fundAllocationRequests()),
      kind: 'allocation-request',
      handler: ({ body }, customer) => {
        const request = parseBody(AllocationRequestBodySchema, body, 'allocation request');
        const account = customer.requireAccountByNumber(request.accountNumber);
        const fund = funds.require(request.onPremInstrumentId);
        const action = actionsFor(customer, account, fund, now())[request.side];
        const orderRejection = action.isAllowed
          ? fundOrderRejection(fundOrderCase(context, customer, asFundOrder(request, account)))
          : undefined;
        const rejectedAs = !action.isAllowed
          ? 'REQUEST_REJECTED'
          : orderRejection && 'ORDER_REJECTED';
        const stored: StoredAllocationRequest = {
          id: context.broker.nextRequestId(),
          accid: account.accid,
          accountNumber: account.accno,
          instrumentId: fund.instrumentId,
          longName: fund.name,
          side: request.side,
          amount: request.side === 'buy' ? request.amount : null,
          percent: request.side === 'sell' ? request.percent : null,
          timeline: { createdAt: now(), rejectedAs },
          rejectionCode: action.reason ?? orderRejection?.code ?? null,
        };
        customer.allocationRequests.push(stored);
        return json(201, allocationRequestBody(stored, now()));
      },
    }),
    customerRoute(context, {
      method: 'POST',
      pattern: patternOf(cancelAllocationRequestOrder(':id')),
      kind: 'allocation-request-cancel',
      handler: ({ params }, customer) => {
        const request = customer.allocationRequests.find((r) => r.id === params.id);
        if (!request) {
          throw new Rejection(
            404,
            'ALLOCATION_REQUEST_NOT_FOUND',
            `No allocation request ${params.id}`,
          );
        }
        const status = allocationStatus(request.timeline, now());
        if (!isCancellableStatus(status)) {
          throw new Rejection(
            409,
            'REQUEST_NOT_CANCELLABLE',
            `A request that is ${status} cannot be cancelled`,
          );
        }
        request.timeline.cancelAskedAt = now();
        return json(200, allocationRequestBody(request, now()));
      },
    }),
    customerRoute(context, {
      method: 'GET',
      pattern: patternOf(allocationRequestActions({ accountNumber: '', onPremInstrumentId: '' })),
      handler: ({ query }, customer) => {
        const orderType = query.get('orderType');
        if (orderType !== null && orderType !== 'FUND') {
          throw new Rejection(400, 'INPUT_ERROR', 'The sandbox has request actions for FUND only');
        }
        const account = customer.requireAccountByNumber(
          integerParam(query.get('accountNumber'), 'accountNumber'),
        );
        const fund = funds.require(
          integerParam(query.get('onPremInstrumentId'), 'onPremInstrumentId'),
        );
        return json(200, actionsFor(customer, account, fund, now()));
      },
    }),
    customerRoute(context, {
      method: 'GET',
      pattern: patternOf(periodicInvestmentPlans()),
      handler: (_request, customer) =>
        json(
          200,
          customer.periodicPlans.map((plan) => planBody(plan, now())),
        ),
    }),
    customerRoute(context, {
      method: 'POST',
      pattern: patternOf(periodicInvestmentPlans()),
      kind: 'periodic-plan',
      handler: ({ body }, customer) => {
        const request = parseBody(PeriodicPlanRequestSchema, body, 'periodic investment plan');
        const account = customer.requireAccountByNumber(request.accountNumber);
        const fund = funds.require(request.onPremInstrumentId);
        const order: FundOrderRequest = {
          orderside: 'BUY',
          instrument_id: fund.instrumentId,
          accid: account.accid,
          amount: request.amount,
        };
        const rejection = fundOrderRejection(
          fundOrderCase(context, customer, order, { fundsDrawnLater: true }),
        );
        if (rejection) throw new Rejection(rejection.status, rejection.code);
        const plan: StoredPeriodicPlan = {
          id: Math.max(9000, ...customer.periodicPlans.map((p) => p.id)) + 1,
          accid: account.accid,
          accountNumber: account.accno,
          instrumentId: fund.instrumentId,
          longName: fund.name,
          amount: money(request.amount.value, account.currency),
          dayOfMonth: request.dayOfMonth,
          paused: false,
        };
        customer.periodicPlans.push(plan);
        return json(201, planBody(plan, now()));
      },
    }),
    customerRoute(context, {
      method: 'GET',
      pattern: patternOf(periodicInvestmentPlan(':id')),
      handler: ({ params }, customer) =>
        json(200, planBody(requirePlan(customer, params.id), now())),
    }),
    customerRoute(context, {
      method: 'DELETE',
      pattern: patternOf(periodicInvestmentPlan(':id')),
      kind: 'periodic-plan',
      handler: ({ params }, customer) => {
        const plan = requirePlan(customer, params.id);
        customer.periodicPlans.splice(customer.periodicPlans.indexOf(plan), 1);
        return { status: 204 };
      },
    }),
    ...(
      [
        [pausePeriodicInvestmentPlan, true],
        [resumePeriodicInvestmentPlan, false],
      ] as const
    ).map(([path, paused]) =>
      customerRoute(context, {
        method: 'POST',
        pattern: patternOf(path(':id')),
        kind: 'periodic-plan',
        handler: ({ params }, customer) => {
          const plan = requirePlan(customer, params.id);
          plan.paused = paused;
          return json(200, planBody(plan, now()));
        },
      }),
    ),
  ];
}
