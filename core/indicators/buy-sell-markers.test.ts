import { describe, expect, it } from 'vitest';
import {
  buySellMarkers,
  mapBuySellTransactions,
  type ApiBuySellTransaction,
  type BuySellTransaction,
  type TransactionSide,
} from './buy-sell-markers';

const DAY = 86_400_000;
/** Three daily price points. */
const times = [10 * DAY, 11 * DAY, 12 * DAY];

function trade(
  type: TransactionSide,
  timestamp: number,
  quantity: number,
  price: number,
  currency = 'SEK',
): BuySellTransaction {
  return {
    accid: '1001',
    account_number: '555-1',
    amount: { value: quantity * price, currencyCode: currency },
    price: { value: price, currencyCode: currency },
    priceUnit: 'SEK',
    quantity,
    timestamp,
    type,
  };
}

describe('buy/sell transaction mapping', () => {
  const api = (accountNumber: string): ApiBuySellTransaction => ({
    accountNumber,
    amount: { value: 1000, currencyCode: 'SEK' },
    price: { value: 100, currencyCode: 'SEK' },
    priceUnit: 'SEK',
    quantity: 10,
    timestampEpochMillis: 10 * DAY,
    type: 'BUY',
  });

  it("maps each transaction to the accid of the user's account", () => {
    const mapped = mapBuySellTransactions([api('555-1')], new Map([['555-1', '1001']]));
    expect(mapped).toEqual([
      {
        accid: '1001',
        account_number: '555-1',
        amount: { value: 1000, currencyCode: 'SEK' },
        price: { value: 100, currencyCode: 'SEK' },
        priceUnit: 'SEK',
        quantity: 10,
        timestamp: 10 * DAY,
        type: 'BUY',
      },
    ]);
  });

  it('drops transactions on accounts the user does not have', () => {
    expect(mapBuySellTransactions([api('999-9')], new Map([['555-1', '1001']]))).toEqual([]);
  });
});

describe('buy/sell markers', () => {
  it('is a buy marker where only buys are, a sell marker where only sells are', () => {
    const markers = buySellMarkers(times, [
      trade('BUY', 10 * DAY + 3_600_000, 10, 100),
      trade('SELL', 12 * DAY + 3_600_000, 5, 120),
    ]);
    expect(markers.map(({ index, x, kind }) => ({ index, x, kind }))).toEqual([
      { index: 0, x: 10 * DAY, kind: 'buy' },
      { index: 2, x: 12 * DAY, kind: 'sell' },
    ]);
    expect(markers[0]?.buyPrice).toBe(100);
    expect(markers[0]?.sellPrice).toBeUndefined();
  });

  it('merges buys and sells at the same price point into one mixed marker', () => {
    const markers = buySellMarkers(times, [
      trade('BUY', 11 * DAY + 1000, 10, 100),
      trade('SELL', 11 * DAY + 5000, 4, 110),
    ]);
    expect(markers).toHaveLength(1);
    expect(markers[0]?.kind).toBe('mixed');
  });

  it('averages buy and sell prices weighted by quantity', () => {
    const [marker] = buySellMarkers(times, [
      trade('BUY', 11 * DAY, 10, 100),
      trade('BUY', 11 * DAY + 1, 30, 104),
      trade('SELL', 11 * DAY + 2, 1, 90),
      trade('SELL', 11 * DAY + 3, 3, 98),
    ]);
    // Buys (10·100 + 30·104) / 40 = 103; sells (1·90 + 3·98) / 4 = 96.
    expect(marker?.buyPrice).toBe(103);
    expect(marker?.sellPrice).toBe(96);
    expect(marker?.tooltip).toEqual({
      amount: 1000 + 3120 + 90 + 294,
      buyAmount: 4120,
      sellAmount: 384,
      price: (4120 + 384) / 44,
      buyPrice: 103,
      sellPrice: 96,
      quantity: 44,
      buyQuantity: 40,
      sellQuantity: 4,
      count: 4,
      currency: 'SEK',
      priceUnit: 'SEK',
      timestampFrom: 11 * DAY,
      timestampTo: 11 * DAY + 3,
    });
  });

  it('puts a transaction on the last price point at or before it, whatever the input order', () => {
    const markers = buySellMarkers(times, [
      trade('SELL', 13 * DAY, 1, 100),
      trade('BUY', 11 * DAY - 1, 1, 100),
      trade('BUY', 11 * DAY, 1, 100),
    ]);
    expect(markers.map((marker) => [marker.index, marker.tooltip.count])).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
  });

  it('leaves out transactions before the first price point', () => {
    expect(buySellMarkers(times, [trade('BUY', 9 * DAY, 1, 100)])).toEqual([]);
  });

  it('counts sold quantities as positive when the back end signs them negative', () => {
    const [marker] = buySellMarkers(times, [trade('SELL', 10 * DAY, -4, 50)]);
    expect(marker?.tooltip.sellQuantity).toBe(4);
    expect(marker?.tooltip.sellAmount).toBe(200);
    expect(marker?.sellPrice).toBe(50);
  });

  it('shows no currency when the merged transactions differ in currency', () => {
    const [marker] = buySellMarkers(times, [
      trade('BUY', 10 * DAY, 1, 100, 'SEK'),
      trade('BUY', 10 * DAY, 1, 10, 'EUR'),
    ]);
    expect(marker?.tooltip.currency).toBeUndefined();
  });
});
