import { describe, expect, it } from 'vitest';
import { readGraphSetup, type GraphAttributes } from './graph-config';

const onDrawn = () => undefined;
const read = (attributes: GraphAttributes) => readGraphSetup(attributes, onDrawn);
const configOf = (attributes: GraphAttributes) => {
  const { setup } = read(attributes);
  if (!setup.ok) throw new Error(setup.reason);
  return setup.config;
};

describe('graph setup', () => {
  it('needs an instrument id', () => {
    expect(read({}).setup).toEqual({ ok: false, reason: 'instrument-id is missing' });
    expect(read({ instrumentId: '' }).setup).toEqual({
      ok: false,
      reason: 'instrument-id is missing',
    });
  });

  it('refuses an id that is no path segment', () => {
    for (const instrumentId of ['5361/../admin', 'VOLV B', '53?61', 'x'.repeat(65)]) {
      const { setup } = read({ instrumentId });
      expect(setup.ok).toBe(false);
      expect(setup.ok ? '' : setup.reason).toContain(instrumentId);
    }
  });

  it('takes an instrument id or an index symbol', () => {
    expect(configOf({ instrumentId: '5361' }).instrumentId).toBe('5361');
    expect(configOf({ instrumentId: 'OMXS30' }).instrumentId).toBe('OMXS30');
    expect(configOf({ instrumentId: ' OMXS30 ' }).instrumentId).toBe('OMXS30');
    expect(configOf({ instrumentId: 'SE0000108656.ST' }).instrumentId).toBe('SE0000108656.ST');
  });

  it('strips an index symbol to its letters and digits, keeping the name as written', () => {
    const config = configOf({ instrumentId: ' S&P 500 ', instrumentType: 'index' });
    expect(config.instrumentId).toBe('SP500');
    expect(config.name).toBe('S&P 500');
    expect(configOf({ instrumentId: 'OMX-S30', instrumentType: 'index' }).instrumentId).toBe(
      'OMXS30',
    );
    expect(configOf({ instrumentId: 'SE0000108656.ST' }).instrumentId).toBe('SE0000108656.ST');
    expect(read({ instrumentId: '&', instrumentType: 'index' }).setup.ok).toBe(false);
  });

  it("is a stock's graph, on DAY_1, when no instrument type is given", () => {
    const { setup, warnings } = read({ instrumentId: '5361' });
    expect(setup).toMatchObject({ ok: true, config: { kind: 'stock', defaultPeriod: 'DAY_1' } });
    expect(warnings).toEqual([]);
  });

  it("is a fund's graph on WEEK_1 for a fund", () => {
    expect(configOf({ instrumentId: '1', instrumentType: 'fund' })).toMatchObject({
      kind: 'fund',
      defaultPeriod: 'WEEK_1',
    });
    expect(configOf({ instrumentId: '1', instrumentType: ' FUND ' }).kind).toBe('fund');
  });

  it("warns about an unknown instrument type and shows a stock's graph", () => {
    const { setup, warnings } = read({ instrumentId: '5361', instrumentType: 'bond' });
    expect(setup).toMatchObject({ ok: true, config: { kind: 'stock', defaultPeriod: 'DAY_1' } });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('bond');
  });

  it('sets the time zone by country, Stockholm by default', () => {
    expect(configOf({ instrumentId: '1', country: 'fi' }).timeZone).toBe('Europe/Helsinki');
    expect(configOf({ instrumentId: '1', country: 'NO' }).timeZone).toBe('Europe/Oslo');
    expect(configOf({ instrumentId: '1', country: 'us' }).timeZone).toBe('Europe/Stockholm');
    expect(configOf({ instrumentId: '1' }).timeZone).toBe('Europe/Stockholm');
  });

  it('stores settings under the given graph identifier', () => {
    expect(
      configOf({ instrumentId: '1', graphIdentifier: ' market-overview ' }).graphIdentifier,
    ).toBe('market-overview');
  });

  it('keeps fund and stock settings apart when no graph identifier is given', () => {
    expect(configOf({ instrumentId: '1' }).graphIdentifier).toBe('price-graph-stock');
    expect(configOf({ instrumentId: '1', instrumentType: 'fund' }).graphIdentifier).toBe(
      'price-graph-fund',
    );
    expect(configOf({ instrumentId: '1', graphIdentifier: '  ' }).graphIdentifier).toBe(
      'price-graph-stock',
    );
  });

  it('names the graph after the instrument, else its id', () => {
    expect(configOf({ instrumentId: '5361', instrumentName: ' Volvo B ' }).name).toBe('Volvo B');
    expect(configOf({ instrumentId: 'OMXS30' }).name).toBe('OMXS30');
  });

  it('offers every feature unless the page names them', () => {
    expect(configOf({ instrumentId: '1' }).features.size).toBe(7);
    expect(configOf({ instrumentId: '1', features: 'compare,maximize' }).features).toEqual(
      new Set(['compare', 'maximize']),
    );
  });

  it('warns about the features it does not know', () => {
    const { setup, warnings } = read({ instrumentId: '1', features: 'compare,zoom,pan' });
    expect(setup).toMatchObject({ ok: true });
    expect(setup.ok && [...setup.config.features]).toEqual(['compare']);
    expect(warnings).toEqual(['unknown features ignored: zoom, pan']);
  });

  it('passes the drawn callback through', () => {
    expect(configOf({ instrumentId: '1' }).onDrawn).toBe(onDrawn);
  });

  it('takes 8 comparisons unless the page sets from 1 to 8', () => {
    expect(configOf({ instrumentId: '5361' }).comparatorLimit).toBe(8);
    expect(configOf({ instrumentId: '5361', comparatorLimit: '1' }).comparatorLimit).toBe(1);
    expect(configOf({ instrumentId: '5361', comparatorLimit: ' 3 ' }).comparatorLimit).toBe(3);
    for (const comparatorLimit of ['0', '9', '2.5', 'two', '-1', '']) {
      const { setup, warnings } = read({ instrumentId: '5361', comparatorLimit });
      expect(setup).toMatchObject({ ok: true, config: { comparatorLimit: 8 } });
      expect(warnings).toEqual([
        `comparator-limit "${comparatorLimit}" is not a whole number from 1 to 8; 8 is used`,
      ]);
    }
  });
});
