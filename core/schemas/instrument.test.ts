import { describe, expect, it } from 'vitest';
import { InstrumentSchema } from './instrument';
import { parse } from './parse-boundary';

describe('instrument', () => {
  const instrument = {
    instrument_id: 5,
    name: 'Global Index Fund',
    currency: 'SEK',
    min_investment: 100,
    buy_fee: 0.25,
    sell_fee: 0.25,
    prospectus_url: 'https://example.com/fact-sheet.pdf',
    mifid2_category: '2',
  };

  it('reads name, currency, min_investment, buy_fee, sell_fee, prospectus_url, mifid2_category and instrument_id', () => {
    expect(parse(InstrumentSchema, instrument, 'instrument response')).toEqual(instrument);
  });

  it('accepts an instrument without a minimum, fees, fact sheet or MiFID II category', () => {
    const bare = { instrument_id: 5, name: 'Fund', currency: 'EUR' };

    expect(parse(InstrumentSchema, bare, 'instrument response')).toEqual(bare);
  });

  it('tolerates fields it does not know, leaving them out', () => {
    expect(
      parse(InstrumentSchema, { ...instrument, isin: 'SE0000000000' }, 'instrument response'),
    ).toEqual(instrument);
  });

  it('rejects a fee given as text', () => {
    expect(() =>
      parse(InstrumentSchema, { ...instrument, sell_fee: '0.25%' }, 'instrument response'),
    ).toThrow(
      'Invalid instrument response: sell_fee: Invalid type: Expected number but received "0.25%"',
    );
  });

  it('rejects a currency that is not an ISO 4217 code', () => {
    expect(() =>
      parse(InstrumentSchema, { ...instrument, currency: 'kr' }, 'instrument response'),
    ).toThrow(
      'Invalid instrument response: currency: Invalid currency code: Expected three capital letters but received "kr"',
    );
  });
});
