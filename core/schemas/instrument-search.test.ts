import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ComparatorSchema } from './graph-user-settings';
import { InstrumentSearchResultListSchema } from './instrument-search';
import { parse } from './parse-boundary';

describe('instrument search result (discovery search)', () => {
  const volvo = {
    orderBookId: '16099872',
    name: 'Volvo B',
    symbol: 'VOLV B',
    country: 'SE',
    groupType: 'STOCK',
    entityType: 'INSTRUMENT',
  };
  const index = {
    orderBookId: 'OMXS30',
    name: 'OMX Stockholm 30',
    symbol: 'OMXS30',
    country: 'SE',
    groupType: 'INDEX',
    entityType: 'INDEX',
  };

  it('reads orderBookId, name, symbol, country, groupType and entityType', () => {
    expect(parse(InstrumentSearchResultListSchema, [volvo, index], 'search results')).toEqual([
      volvo,
      index,
    ]);
  });

  it('reads no hits as an empty list', () => {
    expect(parse(InstrumentSearchResultListSchema, [], 'search results')).toEqual([]);
  });

  it('gives a comparator once the colour slot is added', () => {
    const [hit] = parse(InstrumentSearchResultListSchema, [volvo], 'search results');

    expect(v.is(ComparatorSchema, { ...hit, colorIndex: 0 })).toBe(true);
  });

  it('reads a country or type it does not know as absent instead of failing the list', () => {
    const [hit] = parse(
      InstrumentSearchResultListSchema,
      [{ ...volvo, country: 'US', groupType: 'ETF', entityType: null }],
      'search results',
    );

    expect(hit).toEqual({
      orderBookId: '16099872',
      name: 'Volvo B',
      symbol: 'VOLV B',
      country: undefined,
      groupType: undefined,
      entityType: undefined,
    });
  });

  it('rejects a hit without a symbol, which the pill bar needs', () => {
    expect(() =>
      parse(InstrumentSearchResultListSchema, [{ ...volvo, symbol: '' }], 'search results'),
    ).toThrow('Invalid search results: 0.symbol: Invalid length: Expected !0 but received 0');
  });
});
