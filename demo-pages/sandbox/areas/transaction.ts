import {
  buySellDots,
  netfondsTransactions,
  transactionsPage,
} from '../../../core/endpoints/transaction';
import type { BuySellTransaction } from '../../../core/schemas/buy-sell-transaction';
import type { PagedTransaction } from '../../../core/schemas/transaction-page';
import type { BrokerContext } from '../broker';
import type { CustomerBook } from '../customer-book';
import { customerRoute } from '../customer-route';
import { calendarDateParam, integerList, integerParam, requireDateOrder } from '../request-input';
import { json, patternOf, Rejection, type Route } from '../router';
import { tradeHistory, type HistoricTrade } from './transaction/trade-history';
import {
  PAGE_LIMIT,
  TRANSACTIONS_DEFAULTS,
  transactionPageRequest,
} from './transaction/transaction-page-request';

/** A trade as "Buy/sell dots" answers it. */
const transactionBody = (trade: HistoricTrade): BuySellTransaction => ({
  accountNumber: trade.accountNumber,
  amount: { value: trade.amount, currencyCode: trade.currency },
  price: { value: trade.price, currencyCode: trade.currency },
  // The catalogue names the field without its values; the sandbox quotes every price in its currency.
  priceUnit: trade.currency,
  quantity: trade.quantity,
  timestampEpochMillis: trade.timestampEpochMillis,
  type: trade.type,
});

/** A trade as a page of transactions answers it: the dots' fields and the instrument. */
const pagedTransactionBody = (trade: HistoricTrade): PagedTransaction => ({
  ...transactionBody(trade),
  instrumentId: trade.instrumentId,
});

/**
 * The accounts a dots request names, each one the customer's own: a customer sees only the
 * markers of their own accounts only, so an account of someone else is a 403 (the code
 * ACCOUNT_NOT_AUTHORIZED is the sandbox's choice), no accids a 400.
 */
function ownAccids(customer: CustomerBook, query: URLSearchParams): Set<number> {
  const accids = integerList(query, 'accids');
  if (accids.length === 0) {
    throw new Rejection(400, 'MANDATORY_FIELD_MISSING', 'accids is required');
  }
  return ownOf(customer, accids);
}

/** The accounts asked for, each the customer's own (else a 403 as above); all for none. */
function ownOf(customer: CustomerBook, accids: readonly number[]): Set<number> {
  for (const accid of accids) {
    if (!customer.account(accid)) {
      throw new Rejection(403, 'ACCOUNT_NOT_AUTHORIZED', `Account ${accid} is not yours`);
    }
  }
  return new Set(accids.length > 0 ? accids : customer.accounts.map((a) => a.accid));
}

/**
 * The transaction area: the pages of transactions (below), and the price graph's buy/sell
 * dots, `GET` with
 * `accids` (repeated), `fromDate` and `toDate` (`yyyy-MM-dd`) and
 * `legacyInstrumentId`. Only a logged-in customer may ask, for their own accounts. The answer
 * is the accounts' buys and sells of the instrument on the listing's trading days from
 * `fromDate` to `toDate`, both included, oldest first (areas/transaction/trade-history.ts
 * makes them up); malformed or reversed dates are a 400 INPUT_ERROR, an instrument the
 * sandbox does not list a 404 UNKNOWN_INSTRUMENT.
 */
export function transactionRoutes(context: BrokerContext): Route[] {
  /** Each book's history, made once: a reset opens new books, and so a new history. */
  const histories = new WeakMap<CustomerBook, HistoricTrade[]>();
  const historyOf = (customer: CustomerBook): HistoricTrade[] => {
    let history = histories.get(customer);
    if (!history) {
      history = tradeHistory(context.paths, customer.persona, customer.startedAt);
      histories.set(customer, history);
    }
    return history;
  };
  /**
   * A page of the customer's trades, newest first (`transactions/page`, and the Netfonds
   * transactions, which the sandbox answers from the same books as it keeps no Netfonds
   * accounts): at most `limit` (cut to the 200) from `offset` on, after the filters.
   */
  const transactionPageRoute = (path: string, defaultLimit: number): Route =>
    customerRoute(context, {
      method: 'GET',
      pattern: patternOf(path),
      handler: ({ query }, customer) => {
        const request = transactionPageRequest(query, defaultLimit);
        const accids = ownOf(customer, request.accids);
        const instruments = new Set(request.instruments);
        const now = context.now();
        const trades = historyOf(customer)
          .filter(
            (trade) =>
              accids.has(trade.accid) &&
              (instruments.size === 0 || instruments.has(trade.instrumentId)) &&
              (request.fromDate === undefined || trade.day >= request.fromDate) &&
              (request.toDate === undefined || trade.day <= request.toDate) &&
              trade.timestampEpochMillis <= now,
          )
          .toSorted((a, b) => b.timestampEpochMillis - a.timestampEpochMillis);
        return json(
          200,
          trades.slice(request.offset, request.offset + request.limit).map(pagedTransactionBody),
        );
      },
    });
  return [
    transactionPageRoute(patternOf(transactionsPage({})), TRANSACTIONS_DEFAULTS.limit),
    transactionPageRoute(patternOf(netfondsTransactions({})), PAGE_LIMIT),
    customerRoute(context, {
      method: 'GET',
      pattern: patternOf(
        buySellDots({
          accids: [],
          fromDate: '1970-01-01',
          toDate: '1970-01-01',
          legacyInstrumentId: 0,
        }),
      ),
      handler: ({ query }, customer) => {
        const accids = ownAccids(customer, query);
        const from = calendarDateParam(query.get('fromDate'), 'fromDate');
        const to = calendarDateParam(query.get('toDate'), 'toDate');
        requireDateOrder({ name: 'fromDate', date: from }, { name: 'toDate', date: to });
        const instrumentId = integerParam(query.get('legacyInstrumentId'), 'legacyInstrumentId');
        if (!context.paths.find(instrumentId)) {
          throw new Rejection(404, 'UNKNOWN_INSTRUMENT', `No instrument ${instrumentId}`);
        }
        const now = context.now();
        return json(
          200,
          historyOf(customer)
            .filter(
              (trade) =>
                accids.has(trade.accid) &&
                trade.instrumentId === instrumentId &&
                trade.day >= from &&
                trade.day <= to &&
                trade.timestampEpochMillis <= now,
            )
            .map(transactionBody),
        );
      },
    }),
  ];
}
