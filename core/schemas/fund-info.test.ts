import { describe, expect, it } from 'vitest';
import { FundInfoSchema } from './fund-info';
import { parse } from './parse-boundary';

describe('fund info', () => {
  const monthly = {
    trading_info: {
      trading_frequency: 'MONTHLY',
      cut_off_time: '15:00',
      next_buy_day: '2024-05-31',
      next_sell_day: '2024-05-31',
      min_investment: { value: 100 },
    },
  };

  it('reads trading_frequency, cut_off_time, next_buy_day, next_sell_day and min_investment.value', () => {
    expect(parse(FundInfoSchema, monthly, 'fund info response')).toEqual(monthly);
  });

  it('accepts a daily fund with only its cut-off time', () => {
    const daily = { trading_info: { trading_frequency: 'DAILY', cut_off_time: '15:00' } };

    expect(parse(FundInfoSchema, daily, 'fund info response')).toEqual(daily);
  });

  it('rejects a trading frequency other than DAILY, WEEKLY or MONTHLY', () => {
    expect(() =>
      parse(
        FundInfoSchema,
        { trading_info: { trading_frequency: 'YEARLY' } },
        'fund info response',
      ),
    ).toThrow(
      'Invalid fund info response: trading_info.trading_frequency: Invalid type: Expected ("DAILY" | "WEEKLY" | "MONTHLY") but received "YEARLY"',
    );
  });
});
