/**
 * The user's own buy and sell transactions as markers on the price graph ("Buy/sell
 * transaction from the API", "Tooltip aggregates"; "Buy/sell markers").
 *
 * The API payload is parsed and checked elsewhere; these functions take typed values.
 */
import { pricePointIndexAt } from './price-point-interval';

/** "Side": the direction of a transaction. */
export type TransactionSide = 'BUY' | 'SELL';

/** An amount of money in one currency. */
export interface Money {
  readonly value: number;
  readonly currencyCode: string;
}

/** A buy/sell transaction as the API gives it, its `type` parsed into a side. */
export interface ApiBuySellTransaction {
  /** A number in the API's answers; account numbers are compared as text. */
  readonly accountNumber: string | number;
  readonly amount: Money;
  readonly price: Money;
  readonly priceUnit: string;
  readonly quantity: number;
  readonly timestampEpochMillis: number;
  readonly type: TransactionSide;
}

/** A transaction mapped to the user's account (with the field names of the broker's API). */
export interface BuySellTransaction {
  readonly accid: string;
  readonly account_number: string;
  readonly amount: Money;
  readonly price: Money;
  readonly priceUnit: string;
  readonly quantity: number;
  /** Epoch milliseconds. */
  readonly timestamp: number;
  readonly type: TransactionSide;
}

/**
 * Maps API transactions to the user's accounts through `accidByAccountNumber`.
 *
 * A transaction on an account number the user's account list does not contain is
 * dropped: without an accid it cannot follow the graph's account filter, and the list
 * is what the user may see (a closed or no longer authorised account is not in it).
 */
export function mapBuySellTransactions(
  transactions: readonly ApiBuySellTransaction[],
  accidByAccountNumber: ReadonlyMap<string, string>,
): BuySellTransaction[] {
  const mapped: BuySellTransaction[] = [];
  for (const transaction of transactions) {
    const accountNumber = String(transaction.accountNumber);
    const accid = accidByAccountNumber.get(accountNumber);
    if (accid === undefined) continue;
    mapped.push({
      accid,
      account_number: accountNumber,
      amount: transaction.amount,
      price: transaction.price,
      priceUnit: transaction.priceUnit,
      quantity: transaction.quantity,
      timestamp: transaction.timestampEpochMillis,
      type: transaction.type,
    });
  }
  return mapped;
}

/** Buy if only buys are at the point, sell if only sells, mixed if both. */
export type BuySellMarkerKind = 'buy' | 'sell' | 'mixed';

/**
 * What the tooltip of one marker shows. Quantities and
 * amounts are summed as absolute values, since some back ends sign sells negative.
 */
export interface BuySellTooltip {
  /** Buy amount plus sell amount: the money traded at this point. */
  readonly amount: number;
  readonly buyAmount: number;
  readonly sellAmount: number;
  /** Quantity-weighted average price of all transactions; undefined if the quantity is 0. */
  readonly price: number | undefined;
  /** Quantity-weighted average price of the buys; undefined without bought quantity. */
  readonly buyPrice: number | undefined;
  /** Quantity-weighted average price of the sells; undefined without sold quantity. */
  readonly sellPrice: number | undefined;
  /** Total quantity bought and sold. */
  readonly quantity: number;
  readonly buyQuantity: number;
  readonly sellQuantity: number;
  /** Number of transactions merged into the marker. */
  readonly count: number;
  /**
   * The currency of every amount and price at the point; undefined if they differ, so
   * the tooltip shows bare numbers rather than a wrong currency.
   */
  readonly currency: string | undefined;
  /** The price unit of every transaction at the point; undefined if they differ. */
  readonly priceUnit: string | undefined;
  /** Earliest and latest transaction time at the point, epoch milliseconds. */
  readonly timestampFrom: number;
  readonly timestampTo: number;
}

/** One marker: all transactions at one price point merged. */
export interface BuySellMarker {
  /** Index of the price point the marker sits on. */
  readonly index: number;
  /** That price point's timestamp, epoch milliseconds: the marker's x. */
  readonly x: number;
  readonly kind: BuySellMarkerKind;
  /** Where a buy dot is drawn: the quantity-weighted buy price (undefined for a sell marker). */
  readonly buyPrice: number | undefined;
  /** Where a sell dot is drawn: the quantity-weighted sell price (undefined for a buy marker). */
  readonly sellPrice: number | undefined;
  readonly tooltip: BuySellTooltip;
}

interface Accumulator {
  buyAmount: number;
  sellAmount: number;
  buyQuantity: number;
  sellQuantity: number;
  /** Σ price × quantity, per side, for the weighted averages. */
  buyValue: number;
  sellValue: number;
  buyCount: number;
  sellCount: number;
  currency: string | undefined;
  priceUnit: string | undefined;
  mixedCurrency: boolean;
  mixedUnit: boolean;
  timestampFrom: number;
  timestampTo: number;
}

const weighted = (value: number, quantity: number): number | undefined =>
  quantity > 0 ? value / quantity : undefined;

/**
 * Merges transactions into one marker per price point (see `price-point-interval.ts`
 * for which point a transaction belongs to; transactions before the first point are
 * outside the graph and left out). Markers come sorted by x.
 *
 * @param pricePointTimes the price points' timestamps in epoch milliseconds, ascending
 * @param transactions the mapped transactions, in any order
 */
export function buySellMarkers(
  pricePointTimes: ArrayLike<number>,
  transactions: readonly BuySellTransaction[],
): BuySellMarker[] {
  const byIndex = new Map<number, Accumulator>();
  for (const transaction of transactions) {
    const index = pricePointIndexAt(pricePointTimes, transaction.timestamp);
    if (index === -1) continue;
    let point = byIndex.get(index);
    if (point === undefined) {
      point = {
        buyAmount: 0,
        sellAmount: 0,
        buyQuantity: 0,
        sellQuantity: 0,
        buyValue: 0,
        sellValue: 0,
        buyCount: 0,
        sellCount: 0,
        currency: transaction.amount.currencyCode,
        priceUnit: transaction.priceUnit,
        mixedCurrency: false,
        mixedUnit: false,
        timestampFrom: transaction.timestamp,
        timestampTo: transaction.timestamp,
      };
      byIndex.set(index, point);
    }
    const quantity = Math.abs(transaction.quantity);
    const amount = Math.abs(transaction.amount.value);
    const value = transaction.price.value * quantity;
    if (transaction.type === 'BUY') {
      point.buyAmount += amount;
      point.buyQuantity += quantity;
      point.buyValue += value;
      point.buyCount++;
    } else {
      point.sellAmount += amount;
      point.sellQuantity += quantity;
      point.sellValue += value;
      point.sellCount++;
    }
    if (
      transaction.amount.currencyCode !== point.currency ||
      transaction.price.currencyCode !== point.currency
    ) {
      point.mixedCurrency = true;
    }
    if (transaction.priceUnit !== point.priceUnit) point.mixedUnit = true;
    point.timestampFrom = Math.min(point.timestampFrom, transaction.timestamp);
    point.timestampTo = Math.max(point.timestampTo, transaction.timestamp);
  }

  return [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, point]) => {
      const buyPrice = weighted(point.buyValue, point.buyQuantity);
      const sellPrice = weighted(point.sellValue, point.sellQuantity);
      const quantity = point.buyQuantity + point.sellQuantity;
      const kind: BuySellMarkerKind =
        point.buyCount > 0 ? (point.sellCount > 0 ? 'mixed' : 'buy') : 'sell';
      return {
        index,
        x: pricePointTimes[index] as number,
        kind,
        buyPrice,
        sellPrice,
        tooltip: {
          amount: point.buyAmount + point.sellAmount,
          buyAmount: point.buyAmount,
          sellAmount: point.sellAmount,
          price: weighted(point.buyValue + point.sellValue, quantity),
          buyPrice,
          sellPrice,
          quantity,
          buyQuantity: point.buyQuantity,
          sellQuantity: point.sellQuantity,
          count: point.buyCount + point.sellCount,
          currency: point.mixedCurrency ? undefined : point.currency,
          priceUnit: point.mixedUnit ? undefined : point.priceUnit,
          timestampFrom: point.timestampFrom,
          timestampTo: point.timestampTo,
        },
      };
    });
}
