import { describe, expect, it } from 'vitest';
import { parse } from './parse-boundary';
import { PositionListSchema } from './position';

describe('position', () => {
  const fund = {
    accid: 1,
    instrument: { instrument_id: 5, last_nav: 123.45 },
    market_value_acc: { value: 9876.5 },
  };

  it('reads instrument.instrument_id, instrument.last_nav and market_value_acc.value', () => {
    expect(parse(PositionListSchema, [fund], 'positions response')).toEqual([fund]);
  });

  it('accepts a position without a NAV, as a stock has none', () => {
    const stock = { instrument: { instrument_id: 6 }, market_value_acc: { value: 100 } };

    expect(parse(PositionListSchema, [stock], 'positions response')).toEqual([stock]);
  });

  it('tolerates fields it does not know, leaving them out', () => {
    const rich = {
      ...fund,
      qty: 80,
      instrument: { ...fund.instrument, name: 'Fund' },
      market_value_acc: { value: 9876.5, currency: 'SEK' },
    };

    expect(parse(PositionListSchema, [rich], 'positions response')).toEqual([fund]);
  });

  it('rejects a market value that is not finite', () => {
    expect(() =>
      parse(
        PositionListSchema,
        [{ ...fund, market_value_acc: { value: Infinity } }],
        'positions response',
      ),
    ).toThrow(
      'Invalid positions response: 0.market_value_acc.value: Invalid finite: Received Infinity',
    );
  });
});
