import { describe, expect, it } from 'vitest';
import { FUNDS } from '../../data/funds';
import { INSTRUMENTS } from '../../data/instruments';
import { LISTINGS } from '../../data/listings';
import {
  DEFAULT_SEARCH_LIMIT,
  foldForSearch,
  MAX_SEARCH_LIMIT,
  searchInstruments,
} from './instrument-search';

const search = (query: string, options: Partial<Parameters<typeof searchInstruments>[0]> = {}) =>
  searchInstruments({ query, limit: MAX_SEARCH_LIMIT, ...options });

const symbols = (query: string, options?: Parameters<typeof search>[1]) =>
  search(query, options).map((hit) => hit.symbol);

describe('the instrument search (comparator search)', () => {
  it('answers 5 hits by default, the comparator search limit', () => {
    expect(DEFAULT_SEARCH_LIMIT).toBe(5);
  });

  it('folds case, accents and the Nordic letters without accents', () => {
    expect(foldForSearch('  Global   TILLVÄXT ')).toBe('global tillvaxt');
    expect(foldForSearch('Ørsted')).toBe('orsted');
    expect(foldForSearch('A.P. Møller-Mærsk B')).toBe('a.p. moller-maersk b');
    expect(foldForSearch('Osakesäästö')).toBe('osakesaasto');
  });

  it('finds a listing by name or symbol, whatever the case and accents', () => {
    expect(symbols('volvo')).toEqual(['VOLV B']);
    expect(symbols('VOLV B')).toEqual(['VOLV B']);
    expect(symbols('tillvaxt')).toEqual(['GLTV']);
    expect(symbols('ØRSTED')).toEqual(['ORSTED']);
    expect(symbols('maersk')).toEqual(['MAERSK B']);
    expect(symbols('mærsk')).toEqual(['MAERSK B']);
  });

  it('finds the indices by their readable names', () => {
    expect(search('OMX Stockholm')).toEqual([
      {
        orderBookId: 'OMXS30',
        name: 'OMX Stockholm 30',
        symbol: 'OMXS30',
        country: 'SE',
        groupType: 'INDEX',
        entityType: 'INDEX',
      },
    ]);
    expect(symbols('omx')).toEqual(['OMXC25', 'OMXH25', 'OMXS30']);
  });

  it('answers each hit with the comparator’s fields', () => {
    expect(search('equinor')).toEqual([
      {
        orderBookId: '16099870',
        name: 'Equinor',
        symbol: 'EQNR',
        country: 'NO',
        groupType: 'STOCK',
        entityType: 'INSTRUMENT',
      },
    ]);
    expect(search('suomi')).toEqual([
      {
        orderBookId: '16100109',
        name: 'Suomi Osake',
        symbol: 'SUOS',
        country: 'FI',
        groupType: 'FUND',
        entityType: 'INSTRUMENT',
      },
    ]);
  });

  it('puts prefix matches first, then a later word’s start, then a match inside', () => {
    // Name prefixes (A.P. Møller-Mærsk, Atlas Copco), word starts (Nordic Hedge Alpha,
    // Sampo A), then names with an "a" inside, each group by name.
    expect(symbols('a', { limit: 5 })).toEqual(['MAERSK B', 'ATCO A', 'NHA', 'SAMPO', 'DKIX']);
    // Five prefixes (name or symbol) before Equinor, which only has "no" inside.
    expect(symbols('no')).toEqual(['NOKIA', 'NHA', 'NOIX', 'NOOB', 'NOVO B', 'EQNR']);
    expect(symbols('ko')).toEqual(['KNEBV', 'EUKO', 'RTKO']);
  });

  it('finds a symbol and the name it abbreviates once', () => {
    expect(symbols('sand')).toEqual(['SAND']);
    expect(symbols('dnb')).toEqual(['DNB']);
  });

  it('filters by category', () => {
    expect(search('o', { category: 'index' }).every((hit) => hit.groupType === 'INDEX')).toBe(true);
    expect(search('o', { category: 'fund' }).every((hit) => hit.groupType === 'FUND')).toBe(true);
    expect(search('o', { category: 'stock' }).every((hit) => hit.groupType === 'STOCK')).toBe(true);
    expect(symbols('omx', { category: 'stock' })).toEqual([]);
  });

  it('answers at most the limit', () => {
    expect(search('e', { limit: 3 })).toHaveLength(3);
    expect(search('e', { limit: 3 })).toEqual(search('e').slice(0, 3));
  });

  it('finds nothing for an unknown or blank query', () => {
    expect(search('bitcoin')).toEqual([]);
    expect(search('   ')).toEqual([]);
  });

  it('searches every stock, fund and index of the sandbox', () => {
    expect(LISTINGS.size).toBe(INSTRUMENTS.length + FUNDS.length + 4);
    for (const listing of LISTINGS.values()) {
      expect(search(listing.name).map((hit) => hit.orderBookId)).toContain(listing.id);
      expect(search(listing.symbol).map((hit) => hit.orderBookId)).toContain(listing.id);
    }
  });
});
