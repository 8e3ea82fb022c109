import {
  cancelAllocationRequestOrder,
  pausePeriodicInvestmentPlan,
  resumePeriodicInvestmentPlan,
} from '../../core/endpoints/investment-plan';
import { orderFlowCalls } from '../../core/endpoints/order-flow';
import { query, queryCache } from '../../core/http/query';
import type { PollPolicy } from '../../core/http/resource-poll';
import {
  AllocationRequestSchema,
  type AllocationRequest,
  type AllocationRequestActions,
} from '../../core/schemas/allocation-request';
import type { AllocationRequestStatus } from '../../core/schemas/enumerations';
import { PeriodicPlanSchema, type PeriodicPlan } from '../../core/schemas/periodic-plan';
import { useApiClient } from '../shared/use-api-client';
import { useApiResource, type ResourceHandle } from '../shared/use-api-resource';
import { useWidget } from '../shared/widget-context';

/** How often the request list is polled while a request of the fund is still moving. */
export const REQUEST_POLL_INTERVAL_MS = 5_000;

/** Statuses a request leaves on its own (requests move through the statuses). */
const STILL_MOVING: ReadonlySet<AllocationRequestStatus> = new Set([
  'IN_PROGRESS',
  'ORDER_APPROVED',
  'CANCEL_IN_PROGRESS',
]);

/**
 * Polling stops after this many rounds in a row; a load for another reason (a request placed or
 * cancelled) starts the count again.
 */
export const REQUEST_POLL_MAX_ROUNDS = 24;

/** The request list is polled while a request of the fund can still change. */
const REQUEST_POLL: PollPolicy<AllocationRequest[]> = {
  everyMs: REQUEST_POLL_INTERVAL_MS,
  rounds: REQUEST_POLL_MAX_ROUNDS,
  while: (list) => list.some((request) => STILL_MOVING.has(request.requestStatus)),
};

export interface AllocationData {
  requests: ResourceHandle<AllocationRequest[]>;
  plans: ResourceHandle<PeriodicPlan[]>;
  /** What the chosen account may do with the fund, per side. */
  actions: ResourceHandle<AllocationRequestActions>;
  cancelRequest(id: string): Promise<void>;
  setPlanPaused(id: number, paused: boolean): Promise<void>;
}

const { allocationRequests, periodicInvestmentPlans, allocationRequestActions } = orderFlowCalls;

/**
 * The investment-plan side of the panel: the customer's requests and periodic plans for this fund,
 * and the allowed actions of the chosen account. Investment-plan calls send the token as a bearer
 * token. The requests and plans are loaded only when `enabled`; the actions always, since they tell
 * whether the account has permission for the side, which holds for fund orders too. Each loads
 * again when a write changes it (a request placed or cancelled, a plan paused), and the request
 * list is polled while a request of the fund is still moving.
 */
export function useAllocationData(input: {
  enabled: boolean;
  instrumentId: number | undefined;
  accountNumber: number | undefined;
}): AllocationData {
  const { apiBase } = useWidget();
  const client = useApiClient('bearer');
  const { enabled, instrumentId, accountNumber } = input;
  const fund = instrumentId !== undefined ? `${apiBase}|${instrumentId}` : undefined;
  const base = enabled ? fund : undefined;

  const requests = useApiResource(
    base,
    ({ signal, force }) =>
      query(client, allocationRequests, allocationRequests.path(), { signal, force }).then((list) =>
        list.filter(
          (r) =>
            r.instrument.instrumentId === undefined || r.instrument.instrumentId === instrumentId,
        ),
      ),
    {
      reads: [allocationRequests],
      poll: REQUEST_POLL,
    },
  );
  const plans = useApiResource(
    base,
    ({ signal, force }) =>
      query(client, periodicInvestmentPlans, periodicInvestmentPlans.path(), {
        signal,
        force,
      }).then((list) => list.filter((plan) => plan.instrument.instrumentId === instrumentId)),
    { reads: [periodicInvestmentPlans] },
  );
  // The actions say what the account may do per side, for fund orders too.
  const actions = useApiResource(
    fund && accountNumber !== undefined ? `${fund}|${accountNumber}` : undefined,
    ({ signal, force }) =>
      query(
        client,
        allocationRequestActions,
        allocationRequestActions.path({
          accountNumber: accountNumber ?? '',
          onPremInstrumentId: instrumentId ?? '',
          orderType: 'FUND',
        }),
        { signal, force },
      ),
    { reads: [allocationRequestActions] },
  );

  return {
    requests,
    plans,
    actions,
    async cancelRequest(id) {
      await client.post(
        cancelAllocationRequestOrder(id),
        undefined,
        AllocationRequestSchema,
        'allocation request cancellation',
      );
      queryCache(client.apiBase).invalidate([allocationRequests, allocationRequestActions]);
    },
    async setPlanPaused(id, paused) {
      const path = paused ? pausePeriodicInvestmentPlan(id) : resumePeriodicInvestmentPlan(id);
      await client.post(path, undefined, PeriodicPlanSchema, 'periodic investment plan');
      queryCache(client.apiBase).invalidate([periodicInvestmentPlans]);
    },
  };
}
