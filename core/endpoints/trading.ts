/** Trading paths. */
import { withQuery } from './path';
import type { Id } from './path-params';

/**
 * The order operations an order book allows for the given accounts (each accid repeats the
 * key). Method and payload: not shown in the catalogue.
 */
export const validOrderBookOperations = (query: {
  tradingOrderBookId: Id;
  accids?: readonly Id[];
}): string => withQuery('/trading/v1/valid-order-book-operations', query);
