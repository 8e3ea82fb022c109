import { describe, expect, it } from 'vitest';
import type { Position } from '../../../core/schemas/position';
import { amount } from './money-units';
import {
  activeSellVolume,
  estimatedSellUnits,
  holdingsByAccount,
  holdingsValue,
  positionExchangeRate,
} from './holdings';

const position = (fields: Partial<Position> & { accid: number }): Position => ({
  instrument: { instrument_id: 7, last_nav: 150 },
  market_value_acc: { value: 30_000 },
  ...fields,
});

describe('holdings', () => {
  it('are the market value less active sell volume times last NAV times exchange rate', () => {
    // 30 000 − 100 × 150 × 1 = 15 000
    expect(
      holdingsValue({ marketValue: 30_000, activeSellVolume: 100, lastNav: 150, exchangeRate: 1 }),
    ).toBe(15_000);
  });

  it('convert the sell orders into the account currency', () => {
    // A EUR fund in a SEK account: 20 000 − 10 × 95.5 × 11.42 = 9 093.90
    expect(
      holdingsValue({
        marketValue: 20_000,
        activeSellVolume: 10,
        lastNav: 95.5,
        exchangeRate: 11.42,
      }),
    ).toBe(9093.9);
  });

  it('are rounded to 2 decimals', () => {
    // 1 000 − 0.333 × 3.3333 × 1 = 998.8999…
    expect(
      holdingsValue({
        marketValue: 1000,
        activeSellVolume: 0.333,
        lastNav: 3.3333,
        exchangeRate: 1,
      }),
    ).toBe(998.89);
  });

  it('count only the account’s active sell orders of the fund', () => {
    const orders = [
      { accid: 1, order_side: 'SELL', instrument_id: 7, volume: 3 },
      { accid: 1, order_side: 'SELL', instrument_id: 7, volume: 2.5 },
      { accid: 1, order_side: 'BUY', instrument_id: 7, volume: 50 },
      { accid: 2, order_side: 'SELL', instrument_id: 7, volume: 9 },
      { accid: 1, order_side: 'SELL', instrument_id: 8, volume: 9 },
    ] as const;
    expect(activeSellVolume(orders, 1, 7)).toBe(5.5);
  });

  it('take the exchange rate from the position, else from its value, else 1', () => {
    expect(positionExchangeRate(position({ accid: 1, exchange_rate: 11.2 }))).toBe(11.2);
    expect(positionExchangeRate(position({ accid: 1, volume: 100 }))).toBe(2);
    expect(positionExchangeRate(position({ accid: 1 }))).toBe(1);
  });

  it('list only accounts holding the fund, never below zero', () => {
    const positions = [
      position({ accid: 1 }),
      position({ accid: 2, market_value_acc: { value: 100 } }),
      position({ accid: 3, instrument: { instrument_id: 8, last_nav: 1 } }),
    ];
    const orders = [{ accid: 2, order_side: 'SELL', instrument_id: 7, volume: 5 }] as const;
    expect([...holdingsByAccount(positions, orders, 7)]).toEqual([
      [1, 30_000],
      [2, 0],
    ]);
  });
});

describe('units a sell sells', () => {
  it('are the amount over the last NAV in the account’s currency', () => {
    // 3 000 at NAV 150 and 2 account units per fund unit: 3 000 / 300 = 10
    expect(estimatedSellUnits(position({ accid: 1, exchange_rate: 2 }), amount(3000))).toBe(10);
  });

  it('are unknown without a NAV', () => {
    const noNav = position({ accid: 1, instrument: { instrument_id: 7, last_nav: null } });
    expect(estimatedSellUnits(noNav, amount(3000))).toBe(undefined);
    expect(estimatedSellUnits(undefined, amount(3000))).toBe(undefined);
  });
});
