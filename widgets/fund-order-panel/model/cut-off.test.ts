import { describe, expect, it } from 'vitest';
import type { TradingInfo } from '../../../core/schemas/fund-info';
import { cutOff, nextTradingDay } from './cut-off';

const info = (changes: Partial<TradingInfo>): TradingInfo => ({
  trading_frequency: 'DAILY',
  cut_off_time: '15:00',
  next_buy_day: '2026-11-23',
  next_sell_day: '2026-11-24',
  min_investment: null,
  ...changes,
});

describe('cut-off shown', () => {
  it('gives the time for a DAILY fund', () => {
    expect(cutOff(info({}), 'BUY')).toEqual({ kind: 'time', time: '15:00' });
  });

  it('gives the next buy day plus the time for a MONTHLY fund', () => {
    expect(cutOff(info({ trading_frequency: 'MONTHLY' }), 'BUY')).toEqual({
      kind: 'day-and-time',
      day: '2026-11-23',
      time: '15:00',
    });
  });

  it('gives the next sell day when selling', () => {
    expect(cutOff(info({ trading_frequency: 'MONTHLY' }), 'SELL')).toMatchObject({
      day: '2026-11-24',
    });
  });

  it('treats a WEEKLY fund like a monthly one', () => {
    expect(cutOff(info({ trading_frequency: 'WEEKLY' }), 'BUY').kind).toBe('day-and-time');
  });

  it('says nothing without a cut-off time', () => {
    expect(cutOff(info({ cut_off_time: null }), 'BUY')).toEqual({ kind: 'unknown' });
  });

  it('has no next trading day for a side the fund does not trade', () => {
    expect(nextTradingDay(info({ next_sell_day: null }), 'SELL')).toBeUndefined();
  });
});
