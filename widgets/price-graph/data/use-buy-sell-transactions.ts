import { query } from '../../../core/http/query';
import { userAccountsCall as userAccounts } from '../../../core/endpoints/user-accounts';
import { priceGraphCalls } from '../../../core/endpoints/price-graph';
import type { BuySellTransaction } from '../../../core/indicators';
import type { CalendarDate } from '../../../core/schemas/calendar-date';
import type { PeriodId } from '../../../core/schemas/enumerations';
import { indicatorEngine } from '../../../core/worker/indicator-engine';
import { useApiClient } from '../../shared/use-api-client';
import { useApiResource } from '../../shared/use-api-resource';
import {
  accidsByAccountNumber,
  buySellDotsQuery,
  buySellDotsWanted,
} from '../model/buy-sell-request';

/** The graph's period and days whose buy/sell dots are shown. */
export interface BuySellTransactionsRequest {
  instrumentId: string;
  period: PeriodId;
  /** The first day, `yyyy-MM-dd`. */
  from: CalendarDate;
  /** The last day, `yyyy-MM-dd`. */
  to: CalendarDate;
  /** The buy-and-sell feature is available and the `buySellDots` setting is on. */
  enabled: boolean;
  /**
   * The reader is a logged-in customer, as the graph found (it checks the session once for all
   * it shows).
   */
  loggedIn: boolean;
}

/** The customer's own trades of the instrument, as the markers take them. */
export interface BuySellTransactionsView {
  /** Undefined while not asked for or loading; empty after a failure. */
  transactions: BuySellTransaction[] | undefined;
  /** Why the last load failed, for a log or a test; the graph shows no dots then. */
  error?: string;
}

const { buySellDots } = priceGraphCalls;

/**
 * The customer's buys and sells of the graph's instrument over its days, mapped to their accounts
 * in the indicator worker. Asked for only when the buy/sell dot rule allows (see
 * model/buy-sell-request.ts): the customer's accounts are loaded first (a cached call, as the order
 * panel loads them), then the dots for all of them. Not revalidated on focus nor when stale, never
 * retried; on DAY_1 loaded again every 60 s, the dots on screen kept meanwhile.
 *
 * The dots are an extra over the price, so a failure is logged as a warning and shows no dots:
 * the graph carries on, where a failed price load would show the error fallback.
 */
export function useBuySellTransactions(
  request: BuySellTransactionsRequest,
): BuySellTransactionsView {
  const { instrumentId, period, from, to, enabled, loggedIn } = request;
  const client = useApiClient('bearer');
  const wanted = buySellDotsWanted({ loggedIn, period, enabled });
  const key = wanted ? [client.apiBase, instrumentId, period, from, to].join(' ') : undefined;
  const { refresh } = buySellDots;

  const { resource } = useApiResource<BuySellTransactionsView>(
    key,
    async ({ signal }) => {
      try {
        const accounts = await query(client, userAccounts, userAccounts.path(), { signal });
        const dots = buySellDotsQuery(accounts, { instrumentId, from, to });
        if (!dots) return { transactions: [] };
        const list = await query(client, buySellDots, buySellDots.path(dots), { signal });
        const transactions = await indicatorEngine().mapBuySellTransactions(
          list,
          accidsByAccountNumber(accounts),
        );
        return { transactions };
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn(`<price-graph>: no buy/sell dots for ${instrumentId}`, error);
        return { transactions: [], error: error instanceof Error ? error.message : String(error) };
      }
    },
    { refreshMs: period === refresh.period ? refresh.intervalMs : undefined },
  );
  return resource.data ?? { transactions: undefined };
}
