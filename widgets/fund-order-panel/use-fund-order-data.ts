import { orderFlowCalls } from '../../core/endpoints/order-flow';
import { query } from '../../core/http/query';
import type { ApiClient } from '../../core/http/api-client';
import type { Account, AccountInformation } from '../../core/schemas/account';
import type { OrderSide } from '../../core/schemas/enumerations';
import type { TradingInfo } from '../../core/schemas/fund-info';
import type { FundOrderListItem } from '../../core/schemas/fund-order';
import type { Instrument } from '../../core/schemas/instrument';
import type { Position } from '../../core/schemas/position';
import type { InstrumentSuitability } from '../../core/schemas/suitability';
import { useApiClient } from '../shared/use-api-client';
import { useApiResource, type ResourceHandle } from '../shared/use-api-resource';
import { useWidget } from '../shared/widget-context';

/** The book's parts an order can change: the book loads again when one does. */
const BOOK_LISTS = [
  orderFlowCalls.fundOrders,
  orderFlowCalls.instrumentWithPositions,
  orderFlowCalls.accountInformation,
];

/** Everything the order form needs about the customer and the fund. */
export interface OrderBook {
  accounts: Account[];
  /** Account sum and trading power by accid. */
  information: ReadonlyMap<number, AccountInformation>;
  instrument: Instrument;
  /** Undefined when the fund info could not be loaded: the drawer then shows nothing. */
  tradingInfo: TradingInfo | undefined;
  positions: Position[];
  fundOrders: FundOrderListItem[];
}

/** What the knowledge test allows for the fund; buy only. */
export interface SuitabilityState {
  /** `failed`: the call failed or answered without a body (204). */
  suitability: InstrumentSuitability | 'failed';
  /** Test expiry by MiFID II category; undefined if it could not be loaded. */
  expiry: Readonly<Record<string, number>> | undefined;
  /** When the answer came (epoch ms): "expires within a month" counts from here. */
  checkedAt: number;
}

/**
 * Loads the order book. Customer, instrument and holdings calls send the token as
 * `x-nnx-access-token`, the trading call (fund orders) as a bearer token: the backend calls name
 * the two clients without saying which call uses which, so that split is this kit's choice.
 */
async function loadOrderBook(
  clients: { customer: ApiClient; trading: ApiClient },
  instrumentId: string,
  options: { signal: AbortSignal; force: boolean },
): Promise<OrderBook> {
  const { customer, trading } = clients;
  const { signal, force } = options;
  const calls = orderFlowCalls;
  const [accounts, instrument, orders, tradingInfo] = await Promise.all([
    query(customer, calls.userAccounts, calls.userAccounts.path(), { signal }),
    query(customer, calls.instrument, calls.instrument.path(instrumentId), { signal }),
    query(trading, calls.fundOrders, calls.fundOrders.path(), { signal, force }),
    query(customer, calls.instrumentFundInfo, calls.instrumentFundInfo.path(instrumentId), {
      signal,
    })
      .then((info) => info.trading_info)
      .catch((error: unknown) => {
        // The trading information is a help text beside the order, not a condition of it.
        if (signal.aborted) throw error;
        console.warn('<fund-order-panel>: no trading information:', error);
        return undefined;
      }),
  ]);
  const accids = accounts.filter((a) => !a.is_blocked).map((a) => a.accid);
  const [withPositions, information] = accids.length
    ? await Promise.all([
        query(
          customer,
          calls.instrumentWithPositions,
          calls.instrumentWithPositions.path(instrumentId, accids),
          { signal, force },
        ),
        query(customer, calls.accountInformation, calls.accountInformation.path(accids), {
          signal,
          force,
        }),
      ])
    : [{ positions: [] }, []];
  return {
    accounts,
    information: new Map(
      information.flatMap((info) => (info.accid === undefined ? [] : [[info.accid, info]])),
    ),
    instrument,
    tradingInfo,
    positions: withPositions.positions,
    fundOrders: orders.fund_orders,
  };
}

async function loadSuitability(
  client: ApiClient,
  instrumentId: string,
  signal: AbortSignal,
): Promise<SuitabilityState> {
  const { instrumentSuitability: suitability, suitabilityExpiryDates: expiryDates } =
    orderFlowCalls;
  const [instrumentSuitability, expiry] = await Promise.all([
    query(client, suitability, suitability.path(instrumentId), { signal }).catch(
      (error: unknown) => {
        if (signal.aborted) throw error;
        console.warn('<fund-order-panel>: suitability unknown:', error);
        return 'failed' as const;
      },
    ),
    query(client, expiryDates, expiryDates.path(), { signal })
      .then((answer) => answer.expiration_timestamps)
      .catch((error: unknown) => {
        if (signal.aborted) throw error;
        return undefined;
      }),
  ]);
  return { suitability: instrumentSuitability, expiry, checkedAt: Date.now() };
}

/** The order book and (for a buy) the suitability of one fund, for the widget's API base. */
export function useFundOrderData(
  instrumentId: string,
  side: OrderSide,
): { book: ResourceHandle<OrderBook>; suitability: ResourceHandle<SuitabilityState> } {
  const { apiBase } = useWidget();
  const customer = useApiClient('x-nnx-access-token');
  const trading = useApiClient('bearer');
  const book = useApiResource(
    `${apiBase}|${instrumentId}`,
    (options) => loadOrderBook({ customer, trading }, instrumentId, options),
    // What an order changes (its kind's `changes`) loads the book again.
    { reads: BOOK_LISTS },
  );
  const suitabilityHandle = useApiResource(
    side === 'BUY' ? `${apiBase}|${instrumentId}` : undefined,
    ({ signal }) => loadSuitability(customer, instrumentId, signal),
  );
  return { book, suitability: suitabilityHandle };
}
